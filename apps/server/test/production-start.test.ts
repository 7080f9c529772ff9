import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm start` runs the server compiled by scripts/build.mjs with plain Node (no TypeScript
 * loader), answers GET /api/health, refuses a second process on its data folder, and stops
 * gracefully on SIGTERM.
 */
const serverDir = path.resolve(import.meta.dirname, '..');
let outDir: string;
let dataDir: string;
const processes: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function start(port: number) {
  const child = spawn(process.execPath, [path.join(outDir, 'main.js')], {
    cwd: os.tmpdir(),
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web-app'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  processes.push(child);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return { child, output: () => output };
}

const exited = (c: ChildProcess) =>
  new Promise<number | null>((r) => (c.exitCode !== null ? r(c.exitCode) : c.once('exit', (code) => r(code))));

async function waitForHealth(url: string, child: ChildProcess, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server stopped (${child.exitCode})`);
    try {
      const res = await fetch(url);
      if (res.ok) return res;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no answer from ${url}`);
}

beforeAll(() => {
  // Inside apps/server so that the bundle finds its npm packages in node_modules; dist/ is ignored by git.
  fs.mkdirSync(path.join(serverDir, 'dist'), { recursive: true });
  outDir = fs.mkdtempSync(path.join(serverDir, 'dist', 'test-'));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-start-'));
  execFileSync(process.execPath, [path.join(serverDir, 'scripts/build.mjs'), outDir], { stdio: 'pipe' });
});

afterAll(() => {
  for (const p of processes) if (p.exitCode === null) p.kill('SIGKILL');
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('production start', () => {
  it('builds plain JavaScript with the migrations beside it', () => {
    expect(fs.existsSync(path.join(outDir, 'main.js'))).toBe(true);
    expect(fs.existsSync(path.join(outDir, 'migrations/meta/_journal.json'))).toBe(true);
    const bundle = fs.readFileSync(path.join(outDir, 'main.js'), 'utf8');
    // TypeScript sources (ours and the contracts') are compiled in, not imported.
    expect(bundle).not.toMatch(/from ["'][^"']+\.ts["']/);
    expect(bundle).not.toMatch(/from ["']@portal\/contracts/);
  });

  it('runs on plain Node, answers /api/health, refuses a second process on its folder, stops on SIGTERM', async () => {
    const port = await freePort();
    const server = start(port);
    const res = await waitForHealth(`http://127.0.0.1:${port}/api/health`, server.child);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(server.output()).toContain('Market Access portal');

    const second = start(await freePort());
    expect(await exited(second.child)).toBe(1);
    expect(second.output()).toContain(`in use by another portal process: pid ${server.child.pid}`);

    const stopAsked = Date.now();
    server.child.kill('SIGTERM');
    expect(await exited(server.child)).toBe(0);
    expect(Date.now() - stopAsked).toBeLessThan(10_000);
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  }, 180_000);
});
