/**
 * Worker-thread entry of the scheduler: solves the problem it receives in `workerData`, posts
 * progress messages and then the result. The parent stops it early through a shared flag
 * (the solver polls it, HiGHS included) or, as a last resort, terminates the thread.
 * Bundled as its own file (dist/scheduler-worker.js) by apps/server/scripts/build.mjs.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ScheduleProblem, ScheduleSolution, SolveProgress } from './schedule-problem.ts';
import { solveSchedule } from './solve-schedule.ts';

export interface SchedulerWorkerInput {
  problem: ScheduleProblem;
  timeLimitMs?: number;
  seed?: number;
  exact?: boolean;
  targetBreaks?: number;
  /** Int32 flag: set to 1 to stop with the best schedule so far. */
  stop: SharedArrayBuffer;
}

export type SchedulerWorkerMessage =
  | { type: 'progress'; progress: SolveProgress }
  | { type: 'result'; solution: ScheduleSolution }
  | { type: 'error'; message: string };

const input = workerData as SchedulerWorkerInput;
const stopFlag = new Int32Array(input.stop);
const post = (message: SchedulerWorkerMessage) => parentPort?.postMessage(message);

solveSchedule(input.problem, {
  timeLimitMs: input.timeLimitMs,
  seed: input.seed,
  exact: input.exact,
  targetBreaks: input.targetBreaks,
  shouldStop: () => Atomics.load(stopFlag, 0) === 1,
  onProgress: (progress) => post({ type: 'progress', progress }),
}).then(
  (solution) => post({ type: 'result', solution }),
  (error: unknown) => post({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
);
