/**
 * The live notification channel (apps/server/src/modules/notifications) under load, on real
 * server processes (the production bundle, as apps/server/test/multi-process.test.ts starts them)
 * on one fresh PostgreSQL database, dropped at the end:
 *
 * 1. SOCKETS WebSockets (one per user) to process B: time to connect and authenticate them all,
 *    B's resident memory (VmRSS) before and after, per socket, and a fan-out check: one
 *    notification to every user, committed in one transaction, must reach every socket.
 * 2. Delivery latency from commit to socket across processes: RATE notifications a second for
 *    DURATION seconds, in batches of BATCH (one transaction each: insert + pg_notify, the path
 *    of writeNotifications + publishNotifications) through their own connections to the same
 *    database, to the users in turn; B's LISTEN picks them up and pushes them to the sockets.
 *    Baseline in the same run, on the same notifications: a bare `LISTEN notifications` client
 *    (no server) in the clients' process, so the difference is what the hub adds. The clients
 *    (ws and the bare listener) run in a child process (clients.ts); commit and arrival are
 *    stamped with the wall clock of the same machine. The run also reports the hub's heartbeat
 *    (every 25 s, so DURATION 26 always holds one) as seen on the sockets, and GET /api/health on
 *    A and B every 50 ms: what stalls B's event loop stalls its deliveries.
 *
 *   npm run bench:notifications -w bench
 *   SOCKETS=10000  RATE=1000 (/s)  DURATION=26 (s)  BATCH=10  CONCURRENCY=200 (connects in flight)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres  RESULTS=0 (do not write
 *   bench/results/notifications.md)
 *
 * Each socket is a file descriptor in the clients' process and in B: Node raises its soft limit
 * of open files to the hard one (`ulimit -Hn`), which must be above SOCKETS (printed at start).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildServer, freePort, startServer, waitForHealth } from '../../../apps/server/test/server-process.ts';
import type { Collected, Command, ConnectResult } from './clients.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const benchDir = path.resolve(here, '../..');
const SOCKETS = Number(process.env.SOCKETS ?? 10_000);
const RATE = Number(process.env.RATE ?? 1000);
// 26 s: the hub's heartbeat (every 25 s) falls into every run, as it does into any 25 s of a live server.
const DURATION = Number(process.env.DURATION ?? 26);
const BATCH = Number(process.env.BATCH ?? 10);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 200);
const WRITERS = 3; // connections the writer spreads its batches over (a slow commit does not hold the next batch)
const serverUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const withDatabase = (url: string, name: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const databaseName = `portal_notif_${randomBytes(5).toString('hex')}`;
const databaseUrl = withDatabase(serverUrl, databaseName);
const started: ChildProcess[] = [];
const folders: string[] = [];
let outDir = '';
let clients: ChildProcess | null = null;

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

async function startOne(name: string) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-notif-'));
  folders.push(dataDir);
  const server = startServer(
    outDir,
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      FILE_STORAGE: 'database',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      JWT_SECRET: 'notification-bench-secret-0123456789abcdef',
      ADMIN_EMAIL: 'bench.admin@portal.test',
      ADMIN_PASSWORD: 'Bench-Admin-1',
      LOG_LEVEL: 'warn',
      MESSAGE_DIGEST_MINUTES: '0',
      WEB_DIST: path.join(dataDir, 'no-web-app'),
      // Every bench socket comes from 127.0.0.1: the per-address cap is lifted above SOCKETS.
      NOTIFICATION_SOCKETS_PER_ADDRESS: String(SOCKETS + 100),
    },
    started,
  );
  try {
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, server.child);
  } catch (err) {
    throw new Error(`${name}: ${(err as Error).message}\n${server.output()}`);
  }
  return { name, port, pid: server.child.pid ?? 0, output: server.output };
}

/** VmRSS of a process, bytes. */
function rss(pid: number): number {
  const m = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(m?.[1] ?? 0) * 1024;
}

/** The clients' child process and a call to it over IPC. */
function startClients(): Promise<{ call: <T>(c: Command) => Promise<T>; openFiles: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'clients.ts')], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  clients = child;
  const pending: ((m: { ok: boolean; answer?: unknown; error?: string }) => void)[] = [];
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`clients exited with ${code}`)));
    child.on('message', (m: { ready?: boolean; openFiles?: string; ok?: boolean; answer?: unknown; error?: string }) => {
      if (m.ready) {
        resolve({
          openFiles: m.openFiles ?? '?',
          call: <T>(c: Command) =>
            new Promise<T>((res, rej) => {
              pending.push((a) => (a.ok ? res(a.answer as T) : rej(new Error(a.error))));
              child.send(c);
            }),
        });
        return;
      }
      pending.shift()?.(m as { ok: boolean });
    });
  });
}

const INSERT_AND_NOTIFY = `
  with w as (
    insert into notifications (fk_user_id, fk_notification_type_id, content)
    select u, 13, 'bench' from unnest($1::int[]) u
    returning fk_user_id, pk_notification_id)
  select pk_notification_id as id, pg_notify('notifications', fk_user_id || ':' || pk_notification_id) from w`;

/** Open-loop writer: batch i is sent at t0 + i * interval whatever the earlier ones took; returns commit stamps by id. */
async function write(pool: pg.Pool, userIds: number[], rate: number, seconds: number, batch: number) {
  const commits = new Map<number, number>();
  const sends = new Map<number, number>();
  const roundTrips: number[] = [];
  const batches = Math.round((rate * seconds) / batch);
  const interval = (1000 * batch) / rate;
  const inFlight: Promise<void>[] = [];
  let lateMax = 0;
  let turn = 0;
  const t0 = performance.now() + 50;
  const startWall = performance.timeOrigin + t0;
  for (let i = 0; i < batches; i++) {
    const due = t0 + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    lateMax = Math.max(lateMax, performance.now() - due);
    const ids = Array.from({ length: batch }, () => userIds[turn++ % userIds.length]);
    const sent = now();
    inFlight.push(
      pool.query<{ id: number }>(INSERT_AND_NOTIFY, [ids]).then((r) => {
        const t = now();
        roundTrips.push(t - sent);
        for (const row of r.rows) {
          commits.set(row.id, t);
          sends.set(row.id, sent);
        }
      }),
    );
  }
  await Promise.all(inFlight);
  roundTrips.sort((a, b) => a - b);
  const at = (q: number) => roundTrips[Math.min(roundTrips.length - 1, Math.floor(q * roundTrips.length))];
  return {
    commits,
    sends,
    startWall,
    sent: batches * batch,
    lateMax,
    took: performance.now() - t0,
    roundTrip: { p50: at(0.5), p99: at(0.99) },
  };
}

function latency(
  name: string,
  w: { commits: Map<number, number>; sends: Map<number, number> },
  arrivals: [number, number][],
  skip: (commit: number) => boolean = () => false,
) {
  const ms: number[] = [];
  const fromSend: number[] = [];
  const seen = new Set<number>();
  let considered = 0;
  for (const c of w.commits.values()) if (!skip(c)) considered++;
  for (const [id, t] of arrivals) {
    const c = w.commits.get(id);
    if (c === undefined || seen.has(id) || skip(c)) continue;
    seen.add(id);
    ms.push(t - c);
    fromSend.push(t - (w.sends.get(id) ?? c));
  }
  ms.sort((a, b) => a - b);
  fromSend.sort((a, b) => a - b);
  const sendAt = (q: number) => fromSend[Math.min(fromSend.length - 1, Math.floor(q * fromSend.length))] ?? Number.NaN;
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? Number.NaN;
  return {
    name,
    considered,
    arrived: seen.size,
    min: ms[0] ?? Number.NaN,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: ms.at(-1) ?? Number.NaN,
    sendP50: sendAt(0.5),
    sendP99: sendAt(0.99),
  };
}

const f1 = (x: number) => x.toFixed(1);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const lines: string[] = [];
const out = (s = '') => {
  console.log(s);
  lines.push(s);
};

async function main() {
  const pgVersion = await (async () => {
    const c = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
    await c.connect();
    const r = await c.query<{ v: string }>('select current_setting($1) as v', ['server_version']);
    await c.end();
    return r.rows[0].v;
  })();
  const loadAtStart = os.loadavg()[0];
  console.log(`building the server bundle, database ${databaseName}`);
  outDir = buildServer();
  await admin(`CREATE DATABASE ${databaseName}`);
  // A first (it migrates and seeds the empty database), then B.
  const a = await startOne('A');
  const b = await startOne('B');

  // Users straight into the database, one live session each: the session's token opens the channel.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: WRITERS });
  const created = (
    await pool.query<{ userId: number }>(
      `insert into users (email, user_name, first_name, last_name, fk_role_id, fk_language_id, is_active, email_confirmed)
       select 'bench' || g || '@notifications.test', 'bench' || g || '@notifications.test', 'Bench', 'User ' || g, 4, 1, true, true
       from generate_series(1, $1::int) g
       returning pk_user_id as "userId"`,
      [SOCKETS],
    )
  ).rows;
  const users = (
    await pool.query<{ userId: number; token: string }>(
      `insert into sessions (fk_user_id, expires_at) select unnest($1::int[]), now() + interval '1 day'
       returning fk_user_id as "userId", notification_token as token`,
      [created.map((u) => u.userId)],
    )
  ).rows;
  const userIds = users.map((u) => u.userId);

  const { call, openFiles } = await startClients();
  const soft = Number(openFiles.split('/')[0]);
  if (soft && soft < SOCKETS + 100)
    throw new Error(`open files limit ${openFiles} is below ${SOCKETS} sockets: raise it (ulimit -n, ulimit -Hn)`);
  await call({ cmd: 'listen', databaseUrl });

  // 1. Connect and authenticate SOCKETS sockets on B.
  await sleep(2000);
  const rssBefore = { a: rss(a.pid), b: rss(b.pid) };
  const connected = await call<ConnectResult>({
    cmd: 'connect',
    url: `ws://127.0.0.1:${b.port}/notifications`,
    users,
    concurrency: CONCURRENCY,
  });
  await sleep(3000);
  const rssAfter = { a: rss(a.pid), b: rss(b.pid) };

  // Fan-out: one notification to every user in one transaction; every socket must get it.
  await call({ cmd: 'reset' });
  const fanStart = now();
  const fan = await pool.query<{ id: number }>(INSERT_AND_NOTIFY, [userIds]);
  const fanCommit = now();
  let fanned: Collected = await call<Collected>({ cmd: 'collect' });
  const fanUntil = Date.now() + 30_000;
  while (fanned.withNotification < SOCKETS && Date.now() < fanUntil) {
    await sleep(250);
    fanned = await call<Collected>({ cmd: 'collect' });
  }
  const fanLast = Math.max(...fanned.hub.map(([, t]) => t));
  const fanBare = Math.max(...fanned.bare.map(([, t]) => t));

  // 2. Latency at RATE/s for DURATION s, sockets on B, the bare listener alongside.
  await call({ cmd: 'reset' });
  const rssLoadStart = rss(b.pid);
  const loadDuring = os.loadavg()[0];
  let probing = true;
  const probe = async (port: number) => {
    const times: [number, number][] = [];
    while (probing) {
      const t = now();
      await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.text());
      times.push([t, now() - t]);
      await sleep(50);
    }
    return times;
  };
  const probes = Promise.all([probe(a.port), probe(b.port)]);
  const written = await write(pool, userIds, RATE, DURATION, BATCH);
  probing = false;
  const [probeA, probeB] = await probes;
  await sleep(3000);
  const got = await call<Collected>({ cmd: 'collect' });
  const rssLoadEnd = rss(b.pid);
  const bare = latency('bare `LISTEN notifications` client, no server (baseline)', written, got.bare);
  const viaHub = latency(`WebSocket via process B's hub (${SOCKETS.toLocaleString('en')} sockets on B)`, written, got.hub);
  // The hub's heartbeat (a ping and a heartbeat message to every socket in one loop): bursts of arrivals.
  const bursts: { from: number; to: number; n: number }[] = [];
  for (const t of [...got.beats].sort((x, y) => x - y)) {
    const last = bursts.at(-1);
    if (last && t - last.to < 5000) {
      last.to = t;
      last.n++;
    } else bursts.push({ from: t, to: t, n: 1 });
  }
  const inBurst = (c: number) => bursts.some((x) => c >= x.from - 20 && c <= x.to);
  const outside = latency('… the same, without the notifications committed during a heartbeat burst', written, got.hub, inBurst);
  const firstArrival = new Map<number, number>();
  for (const [id, t] of got.hub) if (!firstArrival.has(id)) firstArrival.set(id, t);
  const slow = [...written.commits].filter(([id, c]) => {
    const arrival = firstArrival.get(id);
    return arrival === undefined || arrival - c > 100;
  });
  const probeFigure = (times: [number, number][]) => {
    const sorted = times.map(([, ms]) => ms).sort((x, y) => x - y);
    const worst = times.reduce((w, x) => (x[1] > w[1] ? x : w), [0, 0]);
    return `p50 ${f1(sorted[Math.floor(sorted.length / 2)] ?? 0)} ms, max ${f1(worst[1])} ms (sent at ${since(worst[0])})`;
  };
  const since = (t: number) => `${((t - written.startWall) / 1000).toFixed(2)} s`;

  // Report.
  out(
    `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores (${os.cpus()[0]?.model}), Node ${process.version}, PostgreSQL ${pgVersion} (127.0.0.1), load average ${loadAtStart.toFixed(1)} at start, ${loadDuring.toFixed(1)} before the latency run; open files (soft/hard) of the clients' process: ${openFiles}`,
  );
  out();
  out(`Two server processes (production bundle) on one fresh database; all sockets on B, one per user; clients in their own Node process.`);
  out();
  out('| connect and authenticate | figure |');
  out('| --- | ---: |');
  out(`| sockets opened (Connected) / failed | ${connected.opened.toLocaleString('en')} / ${connected.failed} |`);
  out(
    `| time for all (${CONCURRENCY} in flight) | ${(connected.ms / 1000).toFixed(2)} s (${Math.round((1000 * connected.opened) / connected.ms).toLocaleString('en')}/s) |`,
  );
  out(`| one socket, open to Connected: p50 / p99 / max | ${f1(connected.p50)} / ${f1(connected.p99)} / ${f1(connected.max)} ms |`);
  out(`| B's RSS before / after | ${mb(rssBefore.b)} / ${mb(rssAfter.b)} |`);
  out(`| B's memory per socket ((after − before) / sockets) | ${kb((rssAfter.b - rssBefore.b) / Math.max(1, connected.opened))} |`);
  out(`| A's RSS (no sockets, control) before / after | ${mb(rssBefore.a)} / ${mb(rssAfter.a)} |`);
  out(`| clients' process RSS (ws client side, for scale) | ${mb(connected.rssBytes)} |`);
  out(
    `| fan-out: one notification to each of the ${SOCKETS.toLocaleString('en')} users in one transaction | ${fanned.withNotification.toLocaleString('en')} of ${fanned.open.toLocaleString('en')} open sockets got theirs (${fan.rowCount} written) |`,
  );
  out(
    `| fan-out: commit to the last socket / to the bare listener's last | ${(fanLast - fanCommit).toFixed(0)} ms / ${(fanBare - fanCommit).toFixed(0)} ms (commit took ${(fanCommit - fanStart).toFixed(0)} ms) |`,
  );
  if (connected.failures.length) out(`\nconnect failures: ${connected.failures.join('; ')}`);
  out();
  out(
    `Latency from commit (writer's stamp when the commit returned) to arrival, ${RATE.toLocaleString('en')} notifications/s for ${DURATION} s in transactions of ${BATCH} (insert + pg_notify) over ${WRITERS} connections, to the users in turn; writer late by at most ${f1(written.lateMax)} ms, ${(written.took / 1000).toFixed(1)} s to write all:`,
  );
  out();
  out('| receiver | sent | arrived | min ms | p50 ms | p95 ms | p99 ms | max ms | p99 vs baseline | from send: p50 / p99 ms |');
  out('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of [bare, viaHub, ...(bursts.length ? [outside] : [])])
    out(
      `| ${r.name} | ${r.considered.toLocaleString('en')} | ${r.arrived.toLocaleString('en')} | ${f1(r.min)} | ${f1(r.p50)} | ${f1(r.p95)} | ${f1(r.p99)} | ${f1(r.max)} | ${(r.p99 / bare.p99).toFixed(1)}x | ${f1(r.sendP50)} / ${f1(r.sendP99)} |`,
    );
  out();
  out(
    `- p99 under 100 ms from commit to socket across processes at ${RATE.toLocaleString('en')}/s: ${viaHub.p99 < 100 && viaHub.arrived === written.sent ? 'met' : 'NOT MET'} (p99 ${f1(viaHub.p99)} ms, ${viaHub.arrived} of ${written.sent} arrived)`,
  );
  out(
    `- heartbeat bursts on the sockets during the run: ${bursts.map((x) => `${x.n.toLocaleString('en')} heartbeats from ${since(x.from)} to ${since(x.to)} (${(x.to - x.from).toFixed(0)} ms)`).join('; ') || 'none'}`,
  );
  out(
    `- GET /api/health (a \`select 1\`) every 50 ms during the run: on B ${probeFigure(probeB)}; on A (no sockets, control) ${probeFigure(probeA)}`,
  );
  out(
    `- notifications over 100 ms via the hub: ${slow.length}${slow.length ? `, committed from ${since(Math.min(...slow.map(([, c]) => c)))} to ${since(Math.max(...slow.map(([, c]) => c)))} into the run` : ''}`,
  );
  out(
    `- the writer's round trip (send to commit returned, the window in which the commit happened): p50 ${f1(written.roundTrip.p50)} ms, p99 ${f1(written.roundTrip.p99)} ms; a notification can reach a client before its writer hears of the commit (negative min)`,
  );
  out(
    `- B's RSS during the run: ${mb(rssLoadStart)} → ${mb(rssLoadEnd)}; other messages on the sockets meanwhile: ${JSON.stringify(got.other)}`,
  );

  // The clients' process is killed at clean-up if it did not close itself.
  await call({ cmd: 'close' }).catch((err: unknown) => console.error(`clients: close failed: ${(err as Error).message}`));
  await pool.end();
  return lines.join('\n');
}

async function cleanUp() {
  if (clients && clients.exitCode === null) clients.kill('SIGKILL');
  for (const p of started) {
    if (p.exitCode !== null) continue;
    p.kill('SIGTERM');
    await Promise.race([new Promise((r) => p.once('exit', r)), sleep(10_000)]);
    if (p.exitCode === null) p.kill('SIGKILL');
  }
  for (const f of folders) fs.rmSync(f, { recursive: true, force: true });
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
  await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch((err) => console.error(`drop ${databaseName}: ${err.message}`));
}

process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));
let text = '';
try {
  text = await main();
} finally {
  await cleanUp();
}
if (process.env.RESULTS !== '0') {
  fs.mkdirSync(path.join(benchDir, 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(benchDir, 'results/notifications.md'),
    [
      '# Live notifications bench',
      '',
      '`npm run bench:notifications -w bench` (bench/src/notifications/notifications.bench.ts; SOCKETS, RATE, DURATION, BATCH, CONCURRENCY, BENCH_DATABASE_URL).',
      '',
      'Two server processes, A and B (the production bundle, as apps/server/test/multi-process.test.ts starts them), on one fresh',
      'PostgreSQL database; users with a session each inserted by SQL; the WebSockets, one per user, all on B, held by a',
      "child Node process that also holds a bare `LISTEN notifications` connection (the baseline: PostgreSQL's NOTIFY with",
      'no server in between). The writer, in the parent process, commits the notifications by SQL (insert into',
      '`notifications` + `pg_notify`, as writeNotifications + publishNotifications do) on a fixed schedule (open loop);',
      "latency is the client's arrival stamp minus the writer's stamp when the commit returned, on the same machine clock",
      "(so it can be slightly negative: NOTIFY goes out at commit, before the writer hears of it). B's memory is VmRSS from",
      '/proc before and 3 s after the sockets connected.',
      '',
      text,
      '',
    ].join('\n'),
  );
}
