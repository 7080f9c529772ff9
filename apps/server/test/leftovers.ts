import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dropDatabase, portalDatabases } from './databases.ts';
import { serverDir } from './server-process.ts';
import {
  HOST_TAG,
  hasEnded,
  isAlive,
  ownerOfDatabase,
  ownerOfFile,
  ownerOfMarker,
  RUN_ID,
  RUN_MARKER,
  type RunOwner,
  sameRun,
  thisRun,
} from './test-run.ts';

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

/** What runs of this machine whose Vitest process is gone left behind, their orphaned workers too; never a live run's. */
export const removeEndedRuns = (serverUrl?: string) => removeLeftovers(hasEnded, serverUrl, { workers: true });

/** Everything this run made that is still there (at its end, after every test file; its own workers are Vitest's to stop). */
export const removeThisRun = (serverUrl?: string) => removeLeftovers((owner) => sameRun(owner, thisRun()), serverUrl, { workers: false });

/** How long a killed process may take to be gone before its folders are removed anyway. */
const PROCESS_GONE_MS = 5_000;
const POLL_MS = 50;

export async function removeLeftovers(
  belongs: (owner: RunOwner) => boolean,
  serverUrl: string | undefined,
  options: { workers: boolean },
): Promise<Removed> {
  const processes = stopProcesses(belongs, options.workers);
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

interface RunProcess {
  pid: number;
  owner: RunOwner;
  /** A Vitest worker, known by VITEST_RUN_ID in its environment and vitest in its command line. */
  worker: boolean;
}

/**
 * Processes of a run: those tests start carry RUN_MARKER in their environment, and Vitest's
 * workers inherit VITEST_RUN_ID. Linux: /proc/<pid>/environ, the environment a process started
 * with (and cmdline); elsewhere none are found.
 */
function runProcesses(): RunProcess[] {
  if (!fs.existsSync('/proc')) return [];
  const found: RunProcess[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const environ = readProc(entry, 'environ');
    if (environ === null) continue;
    const variables = environ.split('\0');
    const marker = variables.find((v) => v.startsWith(`${RUN_MARKER}=`));
    const owner = marker ? ownerOfMarker(marker.slice(RUN_MARKER.length + 1)) : null;
    const runId = variables.find((v) => v.startsWith(`${RUN_ID}=`))?.slice(RUN_ID.length + 1) ?? '';
    if (owner) found.push({ pid: Number(entry), owner, worker: false });
    else if (/^\d+$/.test(runId) && readProc(entry, 'cmdline')?.includes('vitest')) {
      found.push({ pid: Number(entry), owner: { host: HOST_TAG, pid: Number(runId) }, worker: true });
    }
  }
  return found;
}

/** A /proc file of a process, or null when the process has gone (or is not ours to read). */
function readProc(pid: string, file: 'environ' | 'cmdline'): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, 'latin1');
  } catch (err) {
    if (GONE.has(codeOf(err))) return null;
    throw err;
  }
}

function stopProcesses(belongs: (owner: RunOwner) => boolean, workers: boolean): number[] {
  const stopped: number[] = [];
  for (const { pid, owner, worker } of runProcesses()) {
    if (pid === process.pid || (worker && !workers) || !belongs(owner)) continue;
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
