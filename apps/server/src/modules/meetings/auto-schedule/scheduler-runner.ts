import type { SchedulerProgress } from '@portal/contracts/meetings/auto-schedule';
import { SchedulerRunStatus } from '@portal/contracts/meetings/auto-schedule';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../context.ts';
import { solveScheduleInWorker, type WorkerSolve } from '../scheduler/run-in-worker.ts';
import type { SolveProgress } from '../scheduler/schedule-problem.ts';
import { draftOf } from './scheduler-draft.mapper.ts';
import { beat, endRun } from './scheduler-runs.repository.ts';
import type { SessionProblem } from './session-problem.ts';

/** How often a running run tells the database it is alive and how far it got. */
const HEARTBEAT_MS = 1000;
/** When the app closes, a run's worker gets this long to answer before it is terminated (closing must not wait for a solve). */
const CLOSE_GRACE_MS = 500;

const toProgress = (p: SolveProgress): SchedulerProgress => ({
  phase: p.phase,
  placed: p.placed,
  breaks: p.breaks,
  lowerBound: p.lowerBound,
  elapsedMs: Math.round(p.elapsedMs),
});

/**
 * Runs the scheduler of a session in a worker thread, off the request loop: refreshes the run's
 * row with its progress every second and writes the draft when the solver answers. A run cancelled
 * in the database (by this process or another) stops at its next heartbeat.
 */
export class SchedulerRunner {
  private readonly running = new Map<number, { stop: WorkerSolve['cancel']; done: Promise<void> }>();

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(runId: number, sp: SessionProblem, timeLimitMs: number) {
    let latest: SchedulerProgress | null = null;
    const solve = solveScheduleInWorker(sp.problem, { timeLimitMs, onProgress: (p) => (latest = toProgress(p)) });
    let stopped = false;
    const stop = (graceMs?: number) => {
      stopped = true;
      solve.cancel(graceMs);
    };
    const timer = setInterval(() => {
      beat(this.ctx.db, runId, latest).then(
        (alive) => alive || stop(),
        (err: unknown) => {
          // Without its heartbeat the run would soon count as stale: stop it rather than solve for nobody.
          this.log.warn({ err, runId }, 'scheduler run: the heartbeat failed, stopping the run');
          stop();
        },
      );
    }, HEARTBEAT_MS);
    const done = solve.result
      .then(
        (solution) =>
          endRun(this.ctx.db, runId, SchedulerRunStatus.done, draftOf(sp, solution), {
            phase: 'done',
            placed: solution.slots.filter(Boolean).length,
            breaks: solution.breaks,
            lowerBound: solution.lowerBound,
            elapsedMs: Math.round(solution.elapsedMs),
          }),
        (err: unknown) => {
          // A stopped worker that did not answer within its grace was terminated: expected, not a fault.
          if (stopped) this.log.warn({ err, runId }, 'scheduler run: stopped before the worker answered');
          else this.log.error({ err, runId }, 'scheduler run: the worker failed; the run is marked failed');
          return endRun(this.ctx.db, runId, SchedulerRunStatus.failed, null, latest);
        },
      )
      .catch((err: unknown) => {
        // The database may be closing with the app: the run then counts as stale and failed (failStaleRuns).
        this.log.warn({ err, runId }, 'scheduler run: its end could not be written; it will count as stale');
      })
      .finally(() => {
        clearInterval(timer);
        this.running.delete(runId);
      });
    this.running.set(runId, { stop, done });
  }

  /** Stops a run held by this process (it answers its best schedule so far, which is then dropped). */
  cancel(runId: number) {
    this.running.get(runId)?.stop();
  }

  /** Stops every run of this process and waits for them (the app is closing). */
  async close() {
    const all = [...this.running.values()];
    for (const r of all) r.stop(CLOSE_GRACE_MS);
    await Promise.all(all.map((r) => r.done));
  }
}
