import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';

/**
 * One writer per PGlite data folder. PGlite has no server process to refuse a second opener:
 * two portals on one folder both confirm writes and, after a restart, one's are gone. The
 * folder is claimed with a lock file beside it (`<dataDir>.lock`, created exclusively) that
 * names the process; a lock whose process is gone (killed, the machine or container
 * restarted) is taken over. Removed on close and on exit.
 */

interface LockOwner {
  pid: number;
  hostname: string;
  /** Linux: the boot and the process's start time, so a reused pid is not taken for the owner. */
  bootId?: string;
  startTime?: string;
  startedAt: string;
  token: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly lockFile: string,
    readonly owner: LockOwner,
    sameProcess: boolean,
  ) {
    super(
      sameProcess
        ? `The data folder ${dataDir} is already open in this process (pid ${owner.pid}); close it before opening it again.`
        : `The data folder ${dataDir} is in use by another portal process: pid ${owner.pid} on ${owner.hostname}, started ${owner.startedAt}. ` +
            'Two processes on one PGlite folder lose data: stop that process first, give this one another DATA_DIR, ' +
            `or use a PostgreSQL server (DATABASE_URL) for several processes. If no such process runs, delete ${lockFile}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

const held = new Map<string, string>();

/** The errno code of a failed system call, if it is one. */
const errnoCode = (err: unknown) => (err as NodeJS.ErrnoException | undefined)?.code;

/** A /proc file, or undefined where there is none (not Linux, or the process has gone). */
function readProc(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (err) {
    if (errnoCode(err) === 'ENOENT' || errnoCode(err) === 'ESRCH') return undefined;
    throw err;
  }
}

function bootId() {
  return readProc('/proc/sys/kernel/random/boot_id');
}

/** Field 22 of /proc/<pid>/stat: the start time in clock ticks after boot (after the command name, which may hold spaces). */
function startTimeOf(pid: number): string | undefined {
  const stat = readProc(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // ESRCH: no such process; EPERM: it runs under another user.
    if (errnoCode(err) === 'ESRCH') return false;
    if (errnoCode(err) === 'EPERM') return true;
    throw err;
  }
}

/** Whether the process that wrote the lock still runs. Another host's process cannot be checked: it counts as running. */
function ownerRuns(owner: LockOwner, lockFile: string): boolean {
  if (owner.hostname !== os.hostname()) return true;
  if (owner.pid === process.pid) return held.get(lockFile) === owner.token;
  if (owner.bootId && bootId() && owner.bootId !== bootId()) return false;
  if (!alive(owner.pid)) return false;
  const start = startTimeOf(owner.pid);
  return !(owner.startTime && start && owner.startTime !== start);
}

function readOwner(lockFile: string): LockOwner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as LockOwner;
    return typeof owner.pid === 'number' ? owner : null;
  } catch (err) {
    if (errnoCode(err) === 'ENOENT') return null;
    // Half written or damaged (not JSON): whoever wrote it did not finish; treat as stale.
    if (err instanceof SyntaxError) return { pid: -1, hostname: os.hostname(), startedAt: 'unknown', token: '' };
    throw err;
  }
}

/** Claims the folder or throws DataDirLockedError; returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir.replace(/[\\/]+$/, '')}.lock`;
  const me: LockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    bootId: bootId(),
    startTime: startTimeOf(process.pid),
    startedAt: new Date().toISOString(),
    token: randomUUID(),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockFile, JSON.stringify(me), { flag: 'wx' });
      held.set(lockFile, me.token);
      break;
    } catch (err) {
      if (errnoCode(err) !== 'EEXIST') throw err;
    }
    const owner = readOwner(lockFile);
    if (owner && ownerRuns(owner, lockFile)) throw new DataDirLockedError(dataDir, lockFile, owner, owner.pid === process.pid);
    // Stale: its process is gone. Remove it and try again.
    fs.rmSync(lockFile, { force: true });
  }
  if (held.get(lockFile) !== me.token) throw new Error(`Could not lock the data folder ${dataDir} (${lockFile})`);

  const release = () => {
    if (held.get(lockFile) !== me.token) return;
    held.delete(lockFile);
    process.removeListener('exit', release);
    if (readOwner(lockFile)?.token === me.token) fs.rmSync(lockFile, { force: true });
  };
  process.once('exit', release);
  return release;
}
