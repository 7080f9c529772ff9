/**
 * The client side of the notification benchmark, a child process of notifications.bench.ts (so
 * the writer's event loop and the clients' one do not delay each other): it holds the WebSockets
 * of the live channel and, as the baseline, a bare `LISTEN notifications` connection to the same
 * database. Every arrival is stamped with the wall clock (`performance.timeOrigin + now()`, the
 * same clock as the writer's commit stamps in the parent). Commands and answers go over IPC.
 */
import fs from 'node:fs';
import pg from 'pg';
import WebSocket from 'ws';

export type Command =
  | { cmd: 'connect'; url: string; users: { userId: number; token: string }[]; concurrency: number }
  | { cmd: 'listen'; databaseUrl: string }
  | { cmd: 'reset' }
  | { cmd: 'collect' }
  | { cmd: 'close' };

export interface ConnectResult {
  ms: number;
  opened: number;
  failed: number;
  failures: string[];
  /** Connect + auth + Connected of one socket, ms. */
  p50: number;
  p99: number;
  max: number;
  rssBytes: number;
}

export interface Collected {
  /** Open sockets, and how many of them got at least one notification since the last reset. */
  open: number;
  withNotification: number;
  /** [notification id, arrival ms (wall clock)], first arrival per socket message. */
  hub: [number, number][];
  bare: [number, number][];
  /** Arrival times of heartbeat messages since the last reset. */
  beats: number[];
  /** Messages other than notifications since the last reset (heartbeats, Disconnected). */
  other: Record<string, number>;
}

const now = () => performance.timeOrigin + performance.now();

interface Client {
  userId: number;
  ws: WebSocket;
  got: number;
}

const clients: Client[] = [];
let hub: [number, number][] = [];
let bare: [number, number][] = [];
let other: Record<string, number> = {};
let beats: number[] = [];
let listener: pg.Client | null = null;

function openOne(url: string, user: { userId: number; token: string }): Promise<number> {
  const started = now();
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    const client: Client = { userId: user.userId, ws, got: 0 };
    let connected = false;
    const timer = setTimeout(() => {
      ws.terminate();
      reject(new Error('no Connected within 30 s'));
    }, 30_000);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token: user.token })));
    ws.on('message', (data) => {
      const t = now();
      const m = JSON.parse(data.toString()) as { type: string; id?: number };
      if (m.type === 'notification') {
        client.got++;
        hub.push([m.id ?? 0, t]);
      } else if (m.type === 'Connected' && !connected) {
        connected = true;
        clearTimeout(timer);
        clients.push(client);
        resolve(t - started);
      } else {
        if (m.type === 'heartbeat') beats.push(t);
        other[m.type] = (other[m.type] ?? 0) + 1;
      }
    });
    ws.on('error', (err) => {
      clearTimeout(timer);
      if (!connected) reject(err);
    });
    ws.on('close', (code) => {
      clearTimeout(timer);
      if (!connected) reject(new Error(`closed ${code} before Connected`));
      else other[`close ${code}`] = (other[`close ${code}`] ?? 0) + 1;
    });
  });
}

async function connect(c: Extract<Command, { cmd: 'connect' }>): Promise<ConnectResult> {
  const times: number[] = [];
  const failures: string[] = [];
  let next = 0;
  const started = now();
  const worker = async () => {
    while (next < c.users.length) {
      const user = c.users[next++];
      try {
        times.push(await openOne(c.url, user));
      } catch (err) {
        failures.push((err as Error).message);
      }
    }
  };
  await Promise.all(Array.from({ length: c.concurrency }, worker));
  const ms = now() - started;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return {
    ms,
    opened: times.length,
    failed: failures.length,
    failures: [...new Set(failures)].slice(0, 5),
    p50: at(0.5),
    p99: at(0.99),
    max: times.at(-1) ?? 0,
    rssBytes: process.memoryUsage().rss,
  };
}

async function handle(c: Command): Promise<unknown> {
  switch (c.cmd) {
    case 'connect':
      return connect(c);
    case 'listen': {
      listener = new pg.Client({ connectionString: c.databaseUrl });
      await listener.connect();
      listener.on('notification', (m) => {
        const t = now();
        const id = Number(m.payload?.split(':')[1]);
        bare.push([id, t]);
      });
      await listener.query('LISTEN notifications');
      return { ok: true };
    }
    case 'reset':
      hub = [];
      bare = [];
      other = {};
      beats = [];
      for (const client of clients) client.got = 0;
      return { ok: true };
    case 'collect':
      return {
        open: clients.filter((x) => x.ws.readyState === WebSocket.OPEN).length,
        withNotification: clients.filter((x) => x.got > 0).length,
        hub,
        bare,
        beats,
        other,
      } satisfies Collected;
    case 'close':
      for (const client of clients) client.ws.terminate();
      await listener?.end();
      setImmediate(() => process.exit(0));
      return { ok: true };
  }
}

/** The soft limit of open files of this process (Node raises it to the hard limit at start). */
function openFilesLimit(): string {
  const line = fs
    .readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  return (
    line
      ?.split(/\s{2,}/)
      .slice(1, 3)
      .join('/') ?? '?'
  );
}

process.on('message', (c: Command) => {
  handle(c).then(
    (answer) => process.send?.({ ok: true, answer }),
    (err: Error) => process.send?.({ ok: false, error: err.stack ?? err.message }),
  );
});
process.send?.({ ready: true, openFiles: openFilesLimit() });
