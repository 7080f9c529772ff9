import { defineConfig } from '@playwright/test';

/** Journeys that change what every other journey sees. */
const AFTER_JOURNEYS = /consent\.spec\.ts$/;

/** Runs against the built app served by the server that run.mjs starts (E2E_BASE_URL). */
export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  /*
   * The journeys share one demo server. The consent journey publishes a new privacy policy
   * version, which asks every signed-in person to accept it, so it runs after the others
   * (alone: `node e2e/run.mjs tests/consent.spec.ts --no-deps`).
   */
  projects: [
    { name: 'journeys', testIgnore: AFTER_JOURNEYS },
    { name: 'after-journeys', testMatch: AFTER_JOURNEYS, dependencies: ['journeys'] },
  ],
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:3000',
    viewport: { width: 1440, height: 900 },
    locale: 'en-GB',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
