import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Everything a test run creates outside its own memory (databases, folders, processes) carries
 * the run's owner: this machine and the process id of the Vitest main process (VITEST_RUN_ID, set
 * by vitest.config.ts and inherited by the workers). A later run removes only what belongs to a
 * run of this machine whose process is gone (leftovers.ts); several runs may share the machine
 * and its PostgreSQL server at once.
 */

/** Six hex digits of the host name: another machine's runs on a shared server are never judged by our process ids. */
export const HOST_TAG = createHash('sha256').update(os.hostname()).digest('hex').slice(0, 6);

/** The variable vitest.config.ts sets to the Vitest main process id; workers inherit it. */
export const RUN_ID = 'VITEST_RUN_ID';

function runPid(): number {
  const pid = Number(process.env[RUN_ID]);
  if (!Number.isInteger(pid) || pid <= 0) {
    throw new Error(`${RUN_ID} must be the Vitest main process id (vitest.config.ts sets it), got "${process.env[RUN_ID]}"`);
  }
  return pid;
}

export interface RunOwner {
  host: string;
  pid: number;
}

export const thisRun = (): RunOwner => ({ host: HOST_TAG, pid: runPid() });

/** The environment variable that marks a process a test starts: PORTAL_TEST_RUN=<host>-<pid>. */
/**
 * The suite's second run in CI, on the PostgreSQL server (.ci/run sets TEST_DATABASE_URL): files
 * whose subject does not depend on the database kind run only in the first, on PGlite.
 */
export const secondRunOnPostgres = Boolean(process.env.TEST_DATABASE_URL);

export const RUN_MARKER = 'PORTAL_TEST_RUN';
export const runMarker = (owner: RunOwner = thisRun()) => `${owner.host}-${owner.pid}`;

const DATABASE_PREFIX = 'portal';
const DATABASE_RANDOM_BYTES = 6;

/** `portal_<kind>_<host>_<pid>_<random>`; lowercase letters, digits and _ only, so it needs no quoting. */
export function databaseName(kind: 't' | 'mp', owner: RunOwner = thisRun()): string {
  return `${DATABASE_PREFIX}_${kind}_${owner.host}_${owner.pid}_${randomBytes(DATABASE_RANDOM_BYTES).toString('hex')}`;
}

/** The run's migrated and seeded template, cloned by every test file: `portal_tpl_<host>_<pid>`. */
export const templateName = (owner: RunOwner = thisRun()) => `${DATABASE_PREFIX}_tpl_${owner.host}_${owner.pid}`;

/** The run's PGlite dump (global-setup.ts), loaded by every test file. */
export const dumpFile = (owner: RunOwner = thisRun()) => path.join(os.tmpdir(), `portal-dump-${owner.host}-${owner.pid}.tar`);

/** A new folder `portal-<kind>-<host>-<pid>-XXXXXX` (in the system's temporary folder unless another parent is given). */
export function tempDir(kind: string, parent = os.tmpdir(), owner: RunOwner = thisRun()): string {
  fs.mkdirSync(parent, { recursive: true });
  return fs.mkdtempSync(path.join(parent, `portal-${kind}-${owner.host}-${owner.pid}-`));
}

const DATABASE_OWNER = /^portal_[a-z]+_([0-9a-f]{6})_(\d+)(?:_[0-9a-f]+)?$/;
const FILE_OWNER = /^portal-[a-z]+-([0-9a-f]{6})-(\d+)(?:[-.].*)?$/;
const MARKER_OWNER = /^([0-9a-f]{6})-(\d+)$/;

const owner = (match: RegExpExecArray | null): RunOwner | null => (match ? { host: match[1], pid: Number(match[2]) } : null);

/** The run a database, folder or file name (or a process's marker) belongs to; null for names of another scheme. */
export const ownerOfDatabase = (name: string) => owner(DATABASE_OWNER.exec(name));
export const ownerOfFile = (name: string) => owner(FILE_OWNER.exec(name));
export const ownerOfMarker = (marker: string) => owner(MARKER_OWNER.exec(marker));

export const sameRun = (a: RunOwner, b: RunOwner) => a.host === b.host && a.pid === b.pid;

/** Whether a process of this machine still runs (a process of another user counts as running). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ESRCH') return false;
    if (code === 'EPERM') return true;
    throw err;
  }
}

/** A run of this machine whose Vitest process is gone: what it left may go. Another machine's runs are never judged here. */
export const hasEnded = (run: RunOwner) => run.host === HOST_TAG && !isAlive(run.pid);
