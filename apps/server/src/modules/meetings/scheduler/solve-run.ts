/**
 * One solve's run state, shared by the phases of solveSchedule: the working schedule, the best
 * slots so far, the meetings left out and why, the proven bounds, the time plan, and the few
 * steps every phase takes on it (report progress, note the first valid schedule, adopt a better
 * schedule, run the local search).
 */
import { localSearch, seededRandom } from './heuristic-search.ts';
import { MIP_MAX_COLUMNS, mipColumns } from './mip-model.ts';
import type { ScheduleProblem, SolveOptions, SolvePhase, UnplacedReason } from './schedule-problem.ts';
import { ScheduleState } from './schedule-state.ts';

/** The time limit when the caller gives none. */
export const DEFAULT_TIME_LIMIT_MS = 10_000;
/** Every phase ends this long before the deadline (at most 250 ms, 3 % of short runs), leaving time to number the tables. */
const TABLES_MARGIN_MAX_MS = 250;
const TABLES_MARGIN_SHARE = 0.03;
/** An improvement is reported at most this often (every improvement would flood the worker's messages). */
const PROGRESS_EVERY_MS = 200;

/** What the run's phases leave out up front, and what that proves. */
export interface LeftOutUpFront {
  /** Meetings proven impossible before any search: pinned conflicts, no allowed slot, proven precedence chains. */
  pinnedOut: number;
  /** Per participant, how many of their meetings exceed their open slots. */
  overbookedExcess: Int32Array;
  /** Proven minimum of meetings the overbooked participants must lose. */
  overbookedLowerBound: number;
  /** Meetings of overbooked participants actually left out. */
  overbookedOut: number;
}

export class SolveRun {
  readonly started = Date.now();
  readonly limitMs: number;
  readonly deadline: number;
  /** Every phase ends by `end`, leaving a margin for numbering the tables. */
  readonly end: number;
  /** Stop the search once a valid schedule reaches this many breaks (e.g. a known optimum). */
  readonly target: number;
  readonly random: () => number;
  readonly s: ScheduleState;
  /** Left-out meetings and why (a meeting with an empty domain stays out; the others may come back). */
  readonly unplaced = new Map<number, UnplacedReason>();
  phase: SolvePhase = 'greedy';
  foundIn: SolvePhase = 'greedy';
  /** Proven lower bound on the breaks of a schedule placing every meeting. */
  lowerBound = 0;
  firstValidMs = -1;
  /** Proven minimum of meetings no schedule can place (grows as the phases prove more). */
  unplacedLowerBound = 0;
  /** The best schedule so far (slot per meeting): where the exact phases start. */
  best: Int32Array;
  upFront: LeftOutUpFront = { pinnedOut: 0, overbookedExcess: new Int32Array(0), overbookedLowerBound: 0, overbookedOut: 0 };
  /** Whether the problem is small enough for HiGHS (decided once the greedy schedule stands). */
  small = false;
  /** Whether the exact phases run: asked for (the default) and small enough. */
  exact = false;
  /** When the first local search ends: the whole time without exact phases, its share with them. */
  heuristicEnd: number;
  private lastTick = 0;

  constructor(
    readonly problem: ScheduleProblem,
    readonly options: SolveOptions,
  ) {
    this.limitMs = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
    this.deadline = this.started + this.limitMs;
    this.end = this.deadline - Math.min(TABLES_MARGIN_MAX_MS, this.limitMs * TABLES_MARGIN_SHARE);
    this.target = options.targetBreaks ?? 0;
    this.random = seededRandom(options.seed ?? 1);
    this.s = new ScheduleState(problem);
    this.best = this.s.snapshot();
    this.heuristicEnd = this.deadline;
  }

  /** Decides whether the exact phases run and how long the first local search may take. */
  planExactPhases(heuristicShare: number) {
    this.small = mipColumns(this.s) <= MIP_MAX_COLUMNS;
    this.exact = (this.options.exact ?? true) && this.small;
    this.heuristicEnd = this.exact ? this.started + this.limitMs * heuristicShare : this.deadline;
  }

  /** Polled by every phase: the caller asked to stop with the best schedule so far. */
  readonly stop = (): boolean => this.options.shouldStop?.() ?? false;

  /** Left-out meetings that still have allowed slots (the exact phases may place them). */
  leftOut(): number {
    return [...this.unplaced.keys()].filter((m) => this.s.domain[m].length > 0).length;
  }

  /** Whether the exact phases still have something to do (improve, place, or prove). */
  open(): boolean {
    const { s, unplaced } = this;
    return (
      this.exact && (this.leftOut() > 0 || s.breaks > Math.max(this.target, unplaced.size === 0 ? this.lowerBound : 0)) && !this.stop()
    );
  }

  /** Records when the first valid schedule was found, if this one is. */
  noteValid() {
    const { s } = this;
    if (this.firstValidMs >= 0 || s.violations > 0) return;
    // Valid: no violation and every meeting placed but those proven impossible (left out with no
    // domain), or as many left out as proven unavoidable.
    let placeable = 0;
    for (let m = 0; m < s.nMeetings; m++) if (s.domain[m].length > 0) placeable++;
    if (s.placed >= placeable || s.nMeetings - s.placed <= this.unplacedLowerBound) this.firstValidMs = Date.now() - this.started;
  }

  /** Tells the caller the search state (placed counts only meetings without violations). */
  report() {
    const { s } = this;
    this.options.onProgress?.({
      phase: this.phase,
      placed: s.placed - Math.min(s.placed, s.violations),
      breaks: s.breaks,
      lowerBound: this.lowerBound,
      elapsedMs: Date.now() - this.started,
    });
  }

  /** Tells the caller a bound HiGHS proved, with the breaks of its best schedule then. */
  reportBound(breaks: number) {
    this.options.onProgress?.({
      phase: this.phase,
      placed: this.s.placed,
      breaks,
      lowerBound: this.lowerBound,
      elapsedMs: Date.now() - this.started,
    });
  }

  /** Takes a better schedule found by HiGHS: its placed meetings come back, its left-out ones are busy. */
  adopt(found: Int32Array) {
    const { s, unplaced } = this;
    s.restore(found);
    for (let m = 0; m < s.nMeetings; m++) if (s.slot[m]) unplaced.delete(m);
    for (let m = 0; m < s.nMeetings; m++) if (!s.slot[m] && !unplaced.has(m)) unplaced.set(m, 'participant-busy');
    this.best = s.snapshot();
  }

  /** Pinned meetings HiGHS cannot place either lose their domain (the MIP only models meetings with one). */
  dropUnplaceablePinned() {
    const { s } = this;
    for (const m of this.unplaced.keys()) if (s.domain[m].length > 0 && s.frozen[m]) s.domain[m] = new Int32Array(0);
  }

  /** Local search until `until` (giving up by `giveUpBy` without a valid schedule); answers its best slots. */
  localSearch(until: number, giveUpBy?: number, targetBreaks = this.target): Int32Array {
    return localSearch(this.s, {
      deadline: until,
      giveUpBy,
      random: this.random,
      shouldStop: this.stop,
      targetBreaks,
      // Problems too large for the exact phases get too few iterations per meeting for long sweeps.
      guided: this.small,
      onImprove: () => {
        this.noteValid();
        this.foundIn = 'local-search';
        const now = Date.now();
        if (now - this.lastTick > PROGRESS_EVERY_MS) {
          this.lastTick = now;
          this.report();
        }
      },
      onTick: () => this.report(),
    });
  }
}
