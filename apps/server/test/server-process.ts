import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Real server processes for tests: the production bundle built by scripts/build.mjs, run by plain Node. */
export const serverDir = path.resolve(import.meta.dirname, '..');

/** Builds the bundle into a fresh folder inside apps/server/dist (so it finds node_modules; dist/ is ignored by git). */
export function buildServer(): string {
  fs.mkdirSync(path.join(serverDir, 'dist'), { recursive: true });
  const outDir = fs.mkdtempSync(path.join(serverDir, 'dist', 'test-'));
  execFileSync(process.execPath, [path.join(serverDir, 'scripts/build.mjs'), outDir], { stdio: 'pipe' });
  return outDir;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
}

/** Starts `main.js` of a build with only PATH and the given environment. */
export function startServer(outDir: string, env: Record<string, string>, started: ChildProcess[]): ServerProcess {
  const child = spawn(process.execPath, [path.join(outDir, 'main.js')], {
    cwd: os.tmpdir(),
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return { child, output: () => output };
}

export const exited = (c: ChildProcess) =>
  new Promise<number | null>((r) => (c.exitCode !== null ? r(c.exitCode) : c.once('exit', (code) => r(code))));

export async function waitForHealth(url: string, child: ChildProcess, ms = 120_000) {
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
