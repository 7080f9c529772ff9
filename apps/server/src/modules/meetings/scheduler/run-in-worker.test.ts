import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkSchedule } from './check-schedule.ts';
import { parseDzn } from './dzn-instance.ts';
import { solveScheduleInWorker } from './run-in-worker.ts';
import type { SolveProgress } from './schedule-problem.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../..');
const instance = (name: string) => parseDzn(fs.readFileSync(path.resolve(repoRoot, '../shared/data/scheduling', `${name}.dzn`), 'utf8'));

describe('solveScheduleInWorker', () => {
  it('solves off the main thread with progress messages', async () => {
    const problem = instance('tic-13.original');
    const progress: SolveProgress[] = [];
    const run = solveScheduleInWorker(problem, { timeLimitMs: 1500, onProgress: (p) => progress.push(p) });
    const solution = await run.result;
    expect(checkSchedule(problem, solution.slots, { tables: solution.tables }).valid).toBe(true);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)?.phase).toBe('done');
    expect(progress.some((p) => p.phase === 'greedy')).toBe(true);
  });

  it('stops when cancelled and answers the best schedule so far', async () => {
    const problem = instance('forum-13crafb.original');
    const run = solveScheduleInWorker(problem, { timeLimitMs: 60_000, exact: false });
    setTimeout(() => run.cancel(), 700);
    const started = Date.now();
    const solution = await run.result;
    expect(Date.now() - started).toBeLessThan(5000);
    expect(checkSchedule(problem, solution.slots, { tables: solution.tables }).valid).toBe(true);
  });
});
