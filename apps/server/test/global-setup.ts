import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../src/seed/run.ts';
import { createDatabase, dropDatabase, withDatabase } from './databases.ts';
import { describeRemoved, removeEndedRuns, removeThisRun } from './leftovers.ts';
import { dumpFile, templateName } from './test-run.ts';

/**
 * Removes what ended runs left (leftovers.ts), then migrates and loads reference data once.
 * PGlite: its data directory is dumped and every test file loads a copy. PostgreSQL
 * (TEST_DATABASE_URL): a template database every file clones. At the end, everything of this
 * run still there goes: the template or dump, and anything a test file's clean-up did not get to.
 */
export default async function setup() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const ended = await removeEndedRuns(serverUrl);
  if (describeRemoved(ended)) console.log(`Removed what ended test runs left: ${describeRemoved(ended)}`);
  const teardown = async () => {
    const left = await removeThisRun(serverUrl);
    const unexpected = describeRemoved({
      ...left,
      databases: left.databases.filter((d) => d !== templateName()),
      folders: left.folders.filter((f) => f !== dumpFile()),
    });
    if (unexpected) console.warn(`Removed what this run's test files left: ${unexpected}`);
  };
  try {
    await prepare(serverUrl);
  } catch (err) {
    await teardown();
    throw err;
  }
  return teardown;
}

async function prepare(serverUrl: string | undefined) {
  const config = loadConfig({});
  if (serverUrl) {
    const name = templateName();
    // One of an earlier process that had this process id (ours now, so no ended run's to remove).
    await dropDatabase(serverUrl, name);
    await createDatabase(serverUrl, name);
    const database = await openPostgres(withDatabase(serverUrl, name));
    try {
      await migrate(database);
      await seed(database.db, { sharedDir: config.SHARED_DIR, demo: false });
    } finally {
      await database.close();
    }
    return;
  }
  const database = await openPglite();
  try {
    await migrate(database);
    await seed(database.db, { sharedDir: config.SHARED_DIR, demo: false });
    // biome-ignore lint/suspicious/noExplicitAny: dumpDataDir lives on the PGlite client behind drizzle.
    const client = (database.db as any).$client;
    const blob: Blob = await client.dumpDataDir('none');
    fs.mkdirSync(path.dirname(dumpFile()), { recursive: true });
    fs.writeFileSync(dumpFile(), Buffer.from(await blob.arrayBuffer()));
  } finally {
    await database.close();
  }
}
