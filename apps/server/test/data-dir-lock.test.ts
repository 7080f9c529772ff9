import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { CleanupStack } from './clean-up.ts';
import { stopProcesses } from './server-process.ts';
import { RUN_MARKER, runMarker, secondRunOnPostgres, tempDir } from './test-run.ts';

/** One writer per PGlite data folder: a second opener is refused with the owner's name. */
const dataDirs: string[] = [];
const children: ChildProcess[] = [];
// Each step runs even when one before it failed or hung (clean-up.ts); the processes stop first.
afterAll(async () => {
  const cleanup = new CleanupStack();
  for (const d of dataDirs) cleanup.add(`remove ${d}`, () => fs.rmSync(d, { recursive: true, force: true }), 5_000);
  cleanup.add('stop the holders', () => stopProcesses(children), 10_000);
  await cleanup.run();
});

function tempDataDir() {
  const dir = tempDir('lock');
  dataDirs.push(dir);
  return dir;
}

/** Another Node process that opens the folder the way the server does and holds it until stdin closes. */
function holder(dataDir: string): Promise<ChildProcess> {
  const clientModule = path.resolve(import.meta.dirname, '../src/db/client.ts');
  const script = `
    const { openDatabase } = await import(${JSON.stringify(clientModule)});
    const db = await openDatabase({ DATA_DIR: ${JSON.stringify(dataDir)} });
    console.log('ready');
    process.stdin.on('end', async () => { await db.close(); process.exit(0); });
    process.stdin.resume();
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, [RUN_MARKER]: runMarker() },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      if (d.toString().includes('ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`the holder stopped (${code})`)));
  });
}

const exited = (c: ChildProcess) => new Promise((r) => (c.exitCode !== null ? r(c.exitCode) : c.once('exit', r)));

// PGlite's own lock: the PostgreSQL run of the suite leaves it out.
describe.skipIf(secondRunOnPostgres)('PGlite data folder lock', () => {
  it('refuses a second open in the same process, and opens again after close', async () => {
    const DATA_DIR = tempDataDir();
    const first = await openDatabase({ DATA_DIR });
    await expect(openDatabase({ DATA_DIR })).rejects.toThrow(/already open in this process/);
    await first.close();
    expect(fs.existsSync(path.join(DATA_DIR, 'pglite.lock'))).toBe(false);
    const again = await openDatabase({ DATA_DIR });
    await again.close();
  }, 60_000);

  it('refuses while another process holds the folder, naming it; takes over when that process is gone', async () => {
    const DATA_DIR = tempDataDir();
    const child = await holder(DATA_DIR);
    const refused = openDatabase({ DATA_DIR });
    await expect(refused).rejects.toThrow(new RegExp(`in use by another portal process: pid ${child.pid} on ${os.hostname()}`));
    await expect(refused).rejects.toThrow(/pglite\.lock/);
    // Killed without a chance to clean up: the lock file stays, but its process is gone.
    child.kill('SIGKILL');
    await exited(child);
    expect(fs.existsSync(path.join(DATA_DIR, 'pglite.lock'))).toBe(true);
    const db = await openDatabase({ DATA_DIR });
    await db.close();
  }, 90_000);

  it('a process that closes cleanly leaves no lock behind', async () => {
    const DATA_DIR = tempDataDir();
    const child = await holder(DATA_DIR);
    child.stdin?.end();
    expect(await exited(child)).toBe(0);
    expect(fs.existsSync(path.join(DATA_DIR, 'pglite.lock'))).toBe(false);
  }, 90_000);
});
