import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dropDatabase, portalDatabases } from './databases.ts';
import { serverDir } from './server-process.ts';
import { hasEnded, isAlive, ownerOfDatabase, ownerOfFile, ownerOfMarker, RUN_MARKER, type RunOwner, sameRun, thisRun } from './test-run.ts';

/**
 * Removes what test runs left: the databases, folders and processes named by a run (test-run.ts)
 * that `belongs` picks. Processes go first (a server left running holds its database and folder).
 */
export interface Removed {
  processes: number[];
  folders: string[];
  databases: string[];
}

/** Where runs make folders and files: the system's temporary folder, and the server's build folder (test-run.ts tempDir). */
export const runFolders = () => [os.tmpdir(), path.join(serverDir, 'dist')];

/** What runs of this machine whose Vitest process is gone left behind; never a live run's. */
export const removeEndedRuns = (serverUrl?: string) => removeLeftovers(hasEnded, serverUrl);

/** Everything this run made that is still there (at its end, after every test file). */
export const removeThisRun = (serverUrl?: string) => removeLeftovers((owner) => sameRun(owner, thisRun()), serverUrl);

/** How long a killed process may take to be gone before its folders are removed anyway. */
const PROCESS_GONE_MS = 5_000;
const POLL_MS = 50;

export async function removeLeftovers(belongs: (owner: RunOwner) => boolean, serverUrl?: string): Promise<Removed> {
  const processes = stopProcesses(belongs);
  const until = Date.now() + PROCESS_GONE_MS;
  while (processes.some(isAlive) && Date.now() < until) await new Promise((r) => setTimeout(r, POLL_MS));
  const folders = removeFolders(belongs);
  const databases = serverUrl ? await dropDatabases(serverUrl, belongs) : [];
  return { processes, folders, databases };
}

export const describeRemoved = (r: Removed) =>
  [
    r.databases.length > 0 ? `${r.databases.length} databases (${r.databases.join(', ')})` : '',
    r.folders.length > 0 ? `${r.folders.length} folders (${r.folders.join(', ')})` : '',
    r.processes.length > 0 ? `${r.processes.length} processes (${r.processes.join(', ')})` : '',
  ]
    .filter(Boolean)
    .join(', ');

/** Errors that mean the process or its file went away (or is not ours to read) between listing and reading. */
const GONE = new Set(['ENOENT', 'ESRCH', 'EACCES', 'EPERM']);
const codeOf = (err: unknown) => (err as NodeJS.ErrnoException).code ?? '';

/** Processes tests started carry RUN_MARKER in their environment (Linux: /proc/<pid>/environ; elsewhere none are found). */
function markedProcesses(): { pid: number; owner: RunOwner }[] {
  if (!fs.existsSync('/proc')) return [];
  const found: { pid: number; owner: RunOwner }[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let environ: string;
    try {
      environ = fs.readFileSync(`/proc/${entry}/environ`, 'latin1');
    } catch (err) {
      if (GONE.has(codeOf(err))) continue;
      throw err;
    }
    const marker = environ.split('\0').find((v) => v.startsWith(`${RUN_MARKER}=`));
    const owner = marker ? ownerOfMarker(marker.slice(RUN_MARKER.length + 1)) : null;
    if (owner) found.push({ pid: Number(entry), owner });
  }
  return found;
}

function stopProcesses(belongs: (owner: RunOwner) => boolean): number[] {
  const stopped: number[] = [];
  for (const { pid, owner } of markedProcesses()) {
    if (pid === process.pid || !belongs(owner)) continue;
    try {
      process.kill(pid, 'SIGKILL');
      stopped.push(pid);
    } catch (err) {
      if (codeOf(err) !== 'ESRCH') throw err;
    }
  }
  return stopped;
}

function removeFolders(belongs: (owner: RunOwner) => boolean): string[] {
  const removed: string[] = [];
  for (const folder of runFolders()) {
    if (!fs.existsSync(folder)) continue;
    for (const name of fs.readdirSync(folder)) {
      const owner = ownerOfFile(name);
      if (!owner || !belongs(owner)) continue;
      const target = path.join(folder, name);
      fs.rmSync(target, { recursive: true, force: true });
      removed.push(target);
    }
  }
  return removed;
}

async function dropDatabases(serverUrl: string, belongs: (owner: RunOwner) => boolean): Promise<string[]> {
  const dropped: string[] = [];
  const failures: Error[] = [];
  for (const name of await portalDatabases(serverUrl)) {
    const owner = ownerOfDatabase(name);
    if (!owner || !belongs(owner)) continue;
    try {
      await dropDatabase(serverUrl, name);
      dropped.push(name);
    } catch (err) {
      failures.push(new Error(`DROP DATABASE ${name}: ${(err as Error).message}`, { cause: err }));
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, failures.map((f) => f.message).join('; '));
  return dropped;
}
