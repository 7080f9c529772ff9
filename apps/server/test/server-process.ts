import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { RUN_MARKER, runMarker, tempDir } from './test-run.ts';

/** Real server processes for tests: the production bundle built by scripts/build.mjs, run by plain Node. */
export const serverDir = path.resolve(import.meta.dirname, '..');

/** Builds the bundle into a fresh folder of this run inside apps/server/dist (so it finds node_modules; dist/ is ignored by git). */
export function buildServer(): string {
  const outDir = tempDir('build', path.join(serverDir, 'dist'));
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

/** Starts `main.js` of a build with only PATH, the run's marker (leftovers.ts) and the given environment. */
export function startServer(outDir: string, env: Record<string, string>, started: ChildProcess[]): ServerProcess {
  const child = spawn(process.execPath, [path.join(outDir, 'main.js')], {
    cwd: os.tmpdir(),
    env: { PATH: process.env.PATH, [RUN_MARKER]: runMarker(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return { child, output: () => output };
}

/** The exit code once the process has ended (null when a signal ended it). */
export const exited = (c: ChildProcess) =>
  new Promise<number | null>((r) => (c.exitCode !== null || c.signalCode !== null ? r(c.exitCode) : c.once('exit', (code) => r(code))));

/** Kills the processes still running and waits until they are gone (a test file's clean-up step). */
export async function stopProcesses(children: ChildProcess[]) {
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
  for (const c of running) c.kill('SIGKILL');
  await Promise.all(running.map(exited));
}

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
