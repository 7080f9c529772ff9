import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CleanupStack } from './clean-up.ts';
import { buildServer, exited, freePort, startServer, stopProcesses, waitForHealth } from './server-process.ts';
import { tempDir } from './test-run.ts';

/**
 * `npm start` runs the server compiled by scripts/build.mjs with plain Node (no TypeScript
 * loader), answers GET /api/health, refuses a second process on its data folder, and stops
 * gracefully on SIGTERM.
 */
let outDir: string;
let dataDir: string;
const processes: ChildProcess[] = [];

const start = (port: number) =>
  startServer(
    outDir,
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web-app'),
    },
    processes,
  );

beforeAll(() => {
  outDir = buildServer();
  dataDir = tempDir('start');
});

// Each step runs even when one before it failed or hung (clean-up.ts); the processes stop first.
afterAll(async () => {
  const cleanup = new CleanupStack();
  for (const f of [outDir, dataDir].filter(Boolean))
    cleanup.add(`remove ${f}`, () => fs.rmSync(f, { recursive: true, force: true }), 5_000);
  cleanup.add('stop the server processes', () => stopProcesses(processes), 10_000);
  await cleanup.run();
});

describe('production start', () => {
  it('builds plain JavaScript with the migrations beside it', () => {
    expect(fs.existsSync(path.join(outDir, 'main.js'))).toBe(true);
    expect(fs.existsSync(path.join(outDir, 'migrations/meta/_journal.json'))).toBe(true);
    const bundle = fs.readFileSync(path.join(outDir, 'main.js'), 'utf8');
    // TypeScript sources (ours and the contracts') are compiled in, not imported.
    expect(bundle).not.toMatch(/from ["'][^"']+\.ts["']/);
    expect(bundle).not.toMatch(/from ["']@portal\/contracts/);
  });

  it('runs on plain Node, answers /api/health, refuses a second process on its folder, stops on SIGTERM', async () => {
    const port = await freePort();
    const server = start(port);
    const res = await waitForHealth(`http://127.0.0.1:${port}/api/health`, server.child);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(server.output()).toContain('Market Access portal');

    const second = start(await freePort());
    expect(await exited(second.child)).toBe(1);
    expect(second.output()).toContain(`in use by another portal process: pid ${server.child.pid}`);

    const stopAsked = Date.now();
    server.child.kill('SIGTERM');
    expect(await exited(server.child)).toBe(0);
    expect(Date.now() - stopAsked).toBeLessThan(10_000);
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  }, 180_000);
});
