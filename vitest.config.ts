import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Shared by the main process and its workers: names what this run creates (apps/server/test/test-run.ts).
process.env.VITEST_RUN_ID ??= String(process.pid);

/*
 * Vitest's default is one worker fewer than the cores: one on the 2-core CI machine. Test files
 * wait on their database much of the time (the PostgreSQL server's processes, PGlite's file
 * loads), so two workers per core keep both cores busy; VITEST_WORKERS overrides.
 */
const cores = os.availableParallelism();
const workers = Number(process.env.VITEST_WORKERS) || cores * 2;

export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      {
        test: {
          name: 'checks',
          include: ['checks/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Worker threads start quicker than processes: 90 -> 78 s for the web files on the quiet machine.
          pool: 'threads',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // Above the 5 s async-utility wait of setup.ts, so a slow wait fails on its own message.
          testTimeout: 15000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          setupFiles: ['apps/server/test/after-file.ts'],
          testTimeout: 30000,
          // A file's app and demo seed are built in beforeAll; the seed now writes four languages
          // and folds every search document, so a busy machine gets two minutes.
          hookTimeout: 120000,
          pool: 'forks',
          // A worker keeps the modules it imported from one file to the next: importing the app
          // afresh for every file was most of the suite's time (user CPU 10.7 -> 6.2 min on PGlite).
          // Each file still makes its own app and database (test-app.ts) and cleans them up.
          isolate: false,
        },
      },
    ],
  },
});
