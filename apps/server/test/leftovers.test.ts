import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CleanupStack } from './clean-up.ts';
import { createDatabase, dropDatabase, portalDatabases } from './databases.ts';
import { removeEndedRuns } from './leftovers.ts';
import { exited, serverDir, stopProcesses } from './server-process.ts';
import { databaseName, HOST_TAG, RUN_ID, RUN_MARKER, type RunOwner, runMarker, templateName, tempDir } from './test-run.ts';

/**
 * A run removes what runs of this machine whose Vitest process has ended left (databases,
 * folders, processes), and keeps what a live run owns and what another machine's run owns:
 * several runs share this machine and its PostgreSQL server at once.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const SLEEP_MS = 120_000;

const children: ChildProcess[] = [];
const folders: string[] = [];
const databases: string[] = [];

afterAll(async () => {
  const cleanup = new CleanupStack();
  for (const d of databases) cleanup.add(`drop database ${d}`, () => dropDatabase(serverUrl ?? '', d), 20_000);
  for (const f of folders) cleanup.add(`remove ${f}`, () => fs.rmSync(f, { recursive: true, force: true }), 5_000);
  cleanup.add('stop the processes', () => stopProcesses(children), 10_000);
  await cleanup.run();
});

/** A process id that was in use a moment ago and no longer is: the Vitest process of an interrupted run. */
async function endedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await exited(child);
  return child.pid ?? 0;
}

/** A process a test of `owner` started and left running (or, as `worker`, a Vitest worker of its run left orphaned). */
function leftRunning(owner?: RunOwner, as: 'test' | 'worker' = 'test'): ChildProcess {
  const env = !owner ? {} : as === 'test' ? { [RUN_MARKER]: runMarker(owner) } : { [RUN_ID]: String(owner.pid) };
  // A worker's command line names vitest: here an argument the script ignores.
  const child = spawn(process.execPath, ['-e', `setTimeout(() => {}, ${SLEEP_MS})`, ...(as === 'worker' ? ['vitest'] : [])], {
    env: { PATH: process.env.PATH, ...env },
    stdio: 'ignore',
  });
  children.push(child);
  return child;
}

/** Three runs: one ended, one live (a running process stands for its Vitest process), one of another machine. */
async function runs() {
  const liveProcess = leftRunning();
  const ended: RunOwner = { host: HOST_TAG, pid: await endedPid() };
  const live: RunOwner = { host: HOST_TAG, pid: liveProcess.pid ?? 0 };
  const elsewhere: RunOwner = { host: HOST_TAG === '000000' ? '111111' : '000000', pid: ended.pid };
  return { ended, live, elsewhere };
}

const kept = (dir: string) => {
  folders.push(dir);
  return dir;
};

describe('leftovers of test runs', () => {
  it("removes an ended run's folders and processes, keeps a live run's and another machine's", async () => {
    const { ended, live, elsewhere } = await runs();
    const endedFolder = tempDir('files', undefined, ended);
    const endedBuild = tempDir('build', path.join(serverDir, 'dist'), ended);
    const liveFolder = kept(tempDir('files', undefined, live));
    const elsewhereFolder = kept(tempDir('files', undefined, elsewhere));
    const endedProcess = leftRunning(ended);
    const endedWorker = leftRunning(ended, 'worker');
    const liveProcess = leftRunning(live);
    const liveWorker = leftRunning(live, 'worker');

    await removeEndedRuns();

    expect(fs.existsSync(endedFolder)).toBe(false);
    expect(fs.existsSync(endedBuild)).toBe(false);
    expect(fs.existsSync(liveFolder)).toBe(true);
    expect(fs.existsSync(elsewhereFolder)).toBe(true);
    for (const p of [endedProcess, endedWorker]) {
      await exited(p);
      expect(p.signalCode).toBe('SIGKILL');
    }
    for (const p of [liveProcess, liveWorker]) {
      expect(p.exitCode).toBeNull();
      expect(p.signalCode).toBeNull();
    }
  });

  it.skipIf(!serverUrl)("drops an ended run's databases and template, keeps a live run's and another machine's", async () => {
    const url = serverUrl ?? '';
    const { ended, live, elsewhere } = await runs();
    const endedDatabases = [databaseName('t', ended), databaseName('mp', ended), templateName(ended)];
    const keptDatabases = [databaseName('t', live), templateName(live), databaseName('t', elsewhere)];
    // Registered for the clean-up first: a failing assertion leaves nothing behind either.
    databases.push(...endedDatabases, ...keptDatabases);
    for (const name of [...endedDatabases, ...keptDatabases]) await createDatabase(url, name);

    await removeEndedRuns(url);

    const left = await portalDatabases(url);
    for (const name of endedDatabases) expect(left).not.toContain(name);
    for (const name of keptDatabases) expect(left).toContain(name);
  });
});

if (!serverUrl) {
  describe('leftovers of test runs on a PostgreSQL server', () => {
    it.skip('skipped: TEST_DATABASE_URL is not set (a PostgreSQL server; .ci/run sets it)', () => {});
  });
}
