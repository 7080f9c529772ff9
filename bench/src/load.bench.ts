/**
 * Throughput under load: 50 keep-alive clients (autocannon, in this process) against the portal
 * in a child process (load/load-server.ts), on PGlite and, with BENCH_DATABASE_URL, on a
 * PostgreSQL server. Each figure is reported against a hello-world route of the same server in
 * the same run.
 *   npm run bench:load -w bench    (CONNECTIONS=50 DURATION=10; BENCH_DATABASE_URL=postgres://... for PostgreSQL)
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const DURATION = Number(process.env.DURATION ?? 10);

function startServer(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'load/load-server.ts')], {
    env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const m = chunk.toString().match(/listening (\d+)/);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`load server exited with ${code}`)));
  });
  return { child, port };
}

interface Target {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  body?: unknown;
  token?: boolean;
}

async function run(base: string, target: Target, token: string, duration = DURATION) {
  const result = await autocannon({
    url: `${base}${target.path}`,
    method: target.method ?? 'GET',
    connections: CONNECTIONS,
    duration,
    headers: {
      'content-type': 'application/json',
      'accept-language': 'eng',
      ...(target.token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: target.body ? JSON.stringify(target.body) : undefined,
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad) console.error(`  ${target.name}: ${bad} failed requests (non-2xx ${result.non2xx}, errors ${result.errors})`);
  return { name: target.name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max };
}

async function signIn(base: string) {
  const res = await fetch(`${base}/api/account/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'company.rs@market-access.demo', password: 'Demo#2026' }),
  });
  const json = (await res.json()) as { data: { jwToken: string } };
  return json.data.jwToken;
}

async function companyIdOf(base: string, token: string) {
  const res = await fetch(`${base}/api/account/get-current-user`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { fkCompanyId: number }).fkCompanyId;
}

async function bench(kind: string, env: NodeJS.ProcessEnv) {
  const started = performance.now();
  const { child, port } = startServer(env);
  const base = `http://127.0.0.1:${await port}`;
  const ready = performance.now() - started;
  try {
    const token = await signIn(base);
    const companyId = await companyIdOf(base, token);
    const read: Target = { name: 'signed-in company profile (GET api/Company/{id})', path: `/api/Company/${companyId}`, token: true };
    // The first seconds after start, cold: no request may take a second.
    const cold = await run(base, read, token, 5);
    const targets: Target[] = [
      { name: 'hello world (baseline, same server)', path: '/bench/hello' },
      { name: 'public events list', method: 'POST', path: '/api/Events/search-public-events', body: { pageNum: 1, pageSize: 10 } },
      read,
      { name: 'signed-in current user', path: '/api/account/get-current-user', token: true },
      { name: 'directory search by name', method: 'POST', path: '/api/Company/search', body: { name: 'food', pageNum: 1, pageSize: 10 }, token: true },
    ];
    const rows = [];
    for (const t of targets) rows.push(await run(base, t, token));
    const hello = rows[0].rps;
    console.log(`\n${kind}: ${CONNECTIONS} clients, ${DURATION} s each (server ready in ${(ready / 1000).toFixed(1)} s; first 5 s cold max ${cold.max} ms)\n`);
    console.log('| request | requests/s | share of hello world | p50 ms | p99 ms | max ms |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const r of rows)
      console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${((100 * r.rps) / hello).toFixed(2)}% | ${r.p50} | ${r.p99} | ${r.max} |`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

await bench('PGlite (embedded)', { BENCH_DATABASE_URL: '' });
if (process.env.BENCH_DATABASE_URL) await bench('PostgreSQL server', {});
