import type { SchedulerDraft, SchedulerProgress, UnplacedReasonValue } from '@portal/contracts/meetings/auto-schedule';
import { SchedulerRunStatus } from '@portal/contracts/meetings/auto-schedule';
import type { AppContext } from '../../../context.ts';
import { slotView } from '../meeting-session.ts';
import { solveScheduleInWorker, type WorkerSolve } from '../scheduler/run-in-worker.ts';
import type { ScheduleSolution, SolveProgress } from '../scheduler/schedule-problem.ts';
import { portalClock } from '../../../lib/portal-clock.ts';
import { beat, endRun } from './scheduler-runs.repository.ts';
import type { SessionProblem } from './session-problem.ts';

/** How often a running run tells the database it is alive and how far it got. */
const HEARTBEAT_MS = 1000;

const toProgress = (p: SolveProgress): SchedulerProgress => ({
  phase: p.phase,
  placed: p.placed,
  breaks: p.breaks,
  lowerBound: p.lowerBound,
  elapsedMs: Math.round(p.elapsedMs),
});

/** The organisers' view of a solution: the new meetings with people and times, those left out and why. */
export function draftOf(sp: SessionProblem, solution: ScheduleSolution): SchedulerDraft {
  const { problem, people, slots, kept, isVirtual } = sp;
  const meetings: SchedulerDraft['meetings'] = [];
  problem.meetings.forEach((m, i) => {
    const slot = solution.slots[i];
    if (i < kept || !slot) return;
    const view = slotView(slots[slot - 1]);
    meetings.push({
      host: people[m.a],
      guest: people[m.b],
      day: portalClock(slots[slot - 1].start).day,
      startTime: view.startTime,
      endTime: view.endTime,
      start: view.start,
      tableNumber: isVirtual ? null : solution.tables[i],
    });
  });
  const unplaced = solution.unplaced
    .filter((u) => u.meeting >= kept)
    .map((u) => ({
      host: people[problem.meetings[u.meeting].a],
      guest: people[problem.meetings[u.meeting].b],
      reason: u.reason as UnplacedReasonValue,
    }));
  return {
    meetings,
    unplaced,
    keptMeetings: kept,
    breaks: solution.breaks,
    maxBreaks: solution.maxBreaks,
    lowerBound: solution.lowerBound,
    optimal: solution.optimal,
    elapsedMs: Math.round(solution.elapsedMs),
  };
}

/**
 * Runs the scheduler of a session in a worker thread, off the request loop: refreshes the run's
 * row with its progress every second and writes the draft when the solver answers. A run cancelled
 * in the database (by this process or another) stops at its next heartbeat.
 */
export class SchedulerRunner {
  private readonly running = new Map<number, { solve: WorkerSolve; done: Promise<void> }>();

  constructor(private readonly ctx: AppContext) {}

  start(runId: number, sp: SessionProblem, timeLimitMs: number) {
    let latest: SchedulerProgress | null = null;
    const solve = solveScheduleInWorker(sp.problem, { timeLimitMs, onProgress: (p) => (latest = toProgress(p)) });
    const timer = setInterval(() => {
      beat(this.ctx.db, runId, latest).then(
        (alive) => alive || solve.cancel(),
        () => solve.cancel(),
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
        () => endRun(this.ctx.db, runId, SchedulerRunStatus.failed, null, latest),
      )
      // The database may be closing with the app; the run then counts as stale and failed.
      .catch(() => undefined)
      .finally(() => {
        clearInterval(timer);
        this.running.delete(runId);
      });
    this.running.set(runId, { solve, done });
  }

  /** Stops a run held by this process (it answers its best schedule so far, which is then dropped). */
  cancel(runId: number) {
    this.running.get(runId)?.solve.cancel();
  }

  /** Stops every run of this process and waits for them (the app is closing). */
  async close() {
    const all = [...this.running.values()];
    for (const r of all) r.solve.cancel(500);
    await Promise.all(all.map((r) => r.done));
  }
}
