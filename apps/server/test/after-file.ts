import { afterAll } from 'vitest';
import { runAfterFileCleanups } from './clean-up.ts';

/** Above the sum of one app's clean-up steps (test-app.ts): the steps time out first, each naming itself. */
const AFTER_FILE_MS = 120_000;

// A setup file of the server project (vitest.config.ts): after each test file, what it made goes (clean-up.ts).
afterAll(runAfterFileCleanups, AFTER_FILE_MS);
