import fs from 'node:fs';
import { type App, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { CleanupStack, cleanUpAfterFile } from './clean-up.ts';
import { createDatabase, dropDatabase, withDatabase } from './databases.ts';
import { databaseName, dumpFile, templateName, tempDir } from './test-run.ts';

export interface TestApp {
  app: App;
  database: Database;
  db: Database['db'];
  dataDir: string;
}

/*
 * The longest waits of an app's clean-up, generous for a loaded CI machine: together under
 * after-file.ts's hook timeout, so the database is dropped even when closing hangs. A file's apps
 * clean up side by side.
 */
const CLOSE_APP_MS = 30_000;
const CLOSE_DATABASE_MS = 15_000;
const DROP_DATABASE_MS = 30_000;
const REMOVE_FOLDER_MS = 10_000;

async function freshDatabase(cleanup: CleanupStack): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const blob = new Blob([fs.readFileSync(dumpFile())]);
    return openPglite({ loadDataDir: blob });
  }
  const name = databaseName('t');
  // Registered before the CREATE: a CREATE that fails after making the database still drops it.
  cleanup.add(`drop database ${name}`, () => dropDatabase(serverUrl, name), DROP_DATABASE_MS);
  await createDatabase(serverUrl, name, templateName());
  return openPostgres(withDatabase(serverUrl, name));
}

/**
 * A fresh, migrated database with reference data and an app on it. After the file (after-file.ts),
 * each step (close the app, close the database, drop it, remove the folder) runs even when an
 * earlier one failed or hung, and the hook fails naming every step that did (clean-up.ts).
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const cleanup = new CleanupStack();
  cleanUpAfterFile(cleanup);
  const dataDir = tempDir('files');
  cleanup.add(`remove ${dataDir}`, () => fs.rmSync(dataDir, { recursive: true, force: true }), REMOVE_FOLDER_MS);
  const database = await freshDatabase(cleanup);
  cleanup.add('close the database', () => database.close(), CLOSE_DATABASE_MS);
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://portal.test', ...env });
  const app = await buildApp({ config, database });
  cleanup.add('close the app', () => app.close(), CLOSE_APP_MS);
  await app.ready();
  return { app, database, db: database.db, dataDir };
}
