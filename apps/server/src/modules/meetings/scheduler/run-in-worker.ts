/**
 * Runs a solve in a worker thread so the request loop never blocks. Under TypeScript (vitest,
 * tsx) the worker runs scheduler-worker.ts through tsx; in the esbuild bundle it runs the
 * separately bundled scheduler-worker.js next to main.js.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ScheduleProblem, ScheduleSolution, SolveProgress } from './schedule-problem.ts';
import type { SchedulerWorkerInput, SchedulerWorkerMessage } from './scheduler-worker.ts';

export interface WorkerSolveOptions {
  timeLimitMs?: number;
  seed?: number;
  exact?: boolean;
  targetBreaks?: number;
  onProgress?: (progress: SolveProgress) => void;
}

export interface WorkerSolve {
  /** The solution; rejects if the worker fails or is cancelled before answering. */
  result: Promise<ScheduleSolution>;
  /** Asks the solver to stop and answer its best schedule; terminates the thread if it does not within graceMs. */
  cancel(graceMs?: number): void;
}

/**
 * The worker: the bundled scheduler-worker.js next to main.js, or under TypeScript a small
 * bootstrap that registers tsx's loader in the thread and then imports scheduler-worker.ts.
 */
function startWorker(workerData: SchedulerWorkerInput): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./scheduler-worker.js', here), { workerData });
  const tsxApi = pathToFileURL(createRequire(here).resolve('tsx/esm/api')).href.replace(/\.cjs$/, '.mjs');
  const entry = new URL('./scheduler-worker.ts', here).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(bootstrap, { eval: true, workerData });
}

export function solveScheduleInWorker(problem: ScheduleProblem, options: WorkerSolveOptions = {}): WorkerSolve {
  const stop = new SharedArrayBuffer(4);
  const input: SchedulerWorkerInput = {
    problem,
    timeLimitMs: options.timeLimitMs,
    seed: options.seed,
    exact: options.exact,
    targetBreaks: options.targetBreaks,
    stop,
  };
  const worker = startWorker(input);
  let settled = false;
  let timer: NodeJS.Timeout | undefined;
  const result = new Promise<ScheduleSolution>((resolve, reject) => {
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      if (timer) clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    worker.on('message', (message: SchedulerWorkerMessage) => {
      if (message.type === 'progress') options.onProgress?.(message.progress);
      else if (message.type === 'result') finish(() => resolve(message.solution));
      else finish(() => reject(new Error(`scheduler worker: ${message.message}`)));
    });
    worker.on('error', (error) => finish(() => reject(error)));
    worker.on('exit', (code) => finish(() => reject(new Error(`scheduler worker stopped (exit code ${code}) before answering`))));
  });
  return {
    result,
    cancel(graceMs = 2000) {
      Atomics.store(new Int32Array(stop), 0, 1);
      if (!settled) {
        timer = setTimeout(() => void worker.terminate(), graceMs);
        timer.unref();
      }
    },
  };
}
