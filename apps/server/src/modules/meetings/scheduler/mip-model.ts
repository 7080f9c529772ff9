/**
 * The exact phase: the whole problem as a mixed-integer program solved by HiGHS (WebAssembly,
 * npm `highs`), started from the heuristic's schedule, under a time limit. Answers an improved
 * schedule if HiGHS finds one, and the lower bound it proves on the breaks.
 *
 * Model: x[m,t] binary for each allowed slot t of meeting m; each meeting in exactly one slot;
 * per participant and slot at most one meeting (y[p,t] = sum of their x); per slot at most nTables
 * meetings; precedences as sum(t x[before,t]) + 1 <= sum(t x[after,t]); st[p,t] >= y[p,t] -
 * y[p,t-1] counts the blocks of consecutive meetings, and breaks = sum(st) - active participants.
 */
import highsLoader, { type Highs } from 'highs';
import type { ScheduleState } from './schedule-state.ts';

let loaded: Promise<Highs> | undefined;
const highs = () => {
  loaded ??= highsLoader();
  return loaded;
};

/** Columns above which the exact phase is not tried (the model would not solve in useful time). */
export const MIP_MAX_COLUMNS = 40000;

/** Without a deadline, the interrupt stops HiGHS this long after its own time limit (which it checks only between steps). */
const DEADLINE_SLACK_MS = 500;
/** The shortest time limit handed to HiGHS: a call this close to its deadline still gets to answer its start. */
const MIN_TIME_LIMIT_S = 0.05;
/**
 * A left-out meeting costs at least this much, and at least this many times the participant-slots
 * and the meetings: more than any count of breaks, so the objective reads as left-out meetings
 * first and breaks second, and a dual bound below cost - 2M speaks of schedules placing everything.
 */
const UNPLACED_COST_FLOOR = 1000;
const UNPLACED_COST_FACTOR = 4;
/** Breaks are whole numbers: a gap below one break between the best schedule and the bound proves it optimal. */
const ABSOLUTE_GAP = 0.999;
/** The objective and the x columns are whole numbers: compared with the halfway mark, floating-point noise cannot flip them. */
const HALF = 0.5;
/** Rounding tolerance when a floating-point bound is turned into a whole number of breaks or meetings. */
const EPSILON = 1e-6;
/** HiGHS's own random choices, fixed: the same problem and seed give the same result (apart from time limits). */
const HIGHS_SEED = 1;

export interface MipResult {
  /** Better slots than the start (fewer left out, or as many and fewer breaks), or null. */
  slots: Int32Array | null;
  /** Proven lower bound on the breaks of a schedule placing every modelled meeting. */
  lowerBound: number;
  /** Proven lower bound on the modelled meetings no schedule can place. */
  unplacedLowerBound: number;
  /** HiGHS proved its answer optimal (within ABSOLUTE_GAP). */
  optimal: boolean;
}

export function mipColumns(s: ScheduleState): number {
  let n = 0;
  for (let m = 0; m < s.nMeetings; m++) n += s.domain[m].length;
  return n + s.nParticipants * s.nSlots;
}

export interface MipOptions {
  /** The schedule HiGHS starts from (slot per meeting, 0 when left out), its breaks and its left-out meetings. */
  start: Int32Array;
  startBreaks: number;
  startUnplaced: number;
  /** HiGHS's own time limit in seconds (the deadline, when given, comes first). */
  timeLimitS: number;
  /** Called with each lower bound HiGHS proves on the breaks, and the breaks of its best schedule then. */
  onBound?: (lowerBound: number, breaks: number) => void;
  /** Polled by the interrupt callbacks: answering true stops HiGHS with its best schedule so far. */
  shouldStop?: () => boolean;
  /** Only minimise the left-out meetings (breaks cost nothing): finds a complete schedule fastest. */
  feasibilityOnly?: boolean;
  /** Large-neighbourhood mode: only these meetings may move, the others keep their start slot. */
  free?: Uint8Array;
  /** With `free`: free meetings may only take slots from..to (a window of consecutive slots). */
  window?: { from: number; to: number };
  /** Wall-clock time (ms) by which HiGHS must return: its interrupt callbacks stop it there. */
  deadline?: number;
}

export async function solveMip(s: ScheduleState, options: MipOptions): Promise<MipResult> {
  const { start, startBreaks, startUnplaced, timeLimitS, onBound, shouldStop, feasibilityOnly = false, free, window } = options;
  const deadline = options.deadline ?? Date.now() + timeLimitS * 1000 + DEADLINE_SLACK_MS;
  // HiGHS checks its own time limit only between steps: the interrupt callbacks enforce the deadline.
  const mustStop = () => Date.now() >= deadline || (shouldStop?.() ?? false);
  const h = await highs();
  const S = s.nSlots;
  const M = s.nMeetings;
  const P = s.nParticipants;
  // Columns: x for each (meeting, allowed slot), then st for each (active participant, slot).
  const xStart = new Int32Array(M + 1);
  const colSlot: number[] = [];
  const colMeeting: number[] = [];
  for (let m = 0; m < M; m++) {
    xStart[m] = colSlot.length;
    // Meetings left out by the caller (slot 0 in start and no domain) are not modelled.
    if (s.domain[m].length === 0) continue;
    if (free && !free[m]) {
      if (start[m]) {
        colSlot.push(start[m]);
        colMeeting.push(m);
      }
      continue;
    }
    for (const t of s.domain[m]) {
      if (window && free && (t < window.from || t > window.to)) continue;
      colSlot.push(t);
      colMeeting.push(m);
    }
  }
  xStart[M] = colSlot.length;
  const nx = colSlot.length;
  const stCol = new Int32Array(P * (S + 1)).fill(-1);
  // yTerms[p * (S + 1) + t]: x columns of participant p in slot t.
  const yTerms: number[][] = Array.from({ length: P * (S + 1) }, () => []);
  for (let c = 0; c < nx; c++) {
    const m = colMeeting[c];
    yTerms[s.ma[m] * (S + 1) + colSlot[c]].push(c);
    yTerms[s.mb[m] * (S + 1) + colSlot[c]].push(c);
  }
  // u[m]: meeting m left out, at a cost above any number of breaks.
  const uCol = new Int32Array(M).fill(-1);
  let nCols = nx;
  for (let m = 0; m < M; m++) if (xStart[m + 1] > xStart[m] && (!free || free[m])) uCol[m] = nCols++;
  const unplacedCost = Math.max(UNPLACED_COST_FLOOR, UNPLACED_COST_FACTOR * P * S, UNPLACED_COST_FACTOR * M);
  const startObjective = startUnplaced * unplacedCost + (feasibilityOnly ? 0 : startBreaks);
  let active = 0;
  for (let p = 0; p < P; p++) {
    let any = false;
    for (let t = 1; t <= S; t++) {
      if (yTerms[p * (S + 1) + t].length > 0) {
        stCol[p * (S + 1) + t] = nCols++;
        any = true;
      }
    }
    if (any) active++;
  }

  const rowLower: number[] = [];
  const rowUpper: number[] = [];
  const starts: number[] = [0];
  const indices: number[] = [];
  const values: number[] = [];
  const row = (cols: number[], coefs: number[], lo: number, up: number) => {
    for (let k = 0; k < cols.length; k++) {
      indices.push(cols[k]);
      values.push(coefs[k]);
    }
    starts.push(indices.length);
    rowLower.push(lo);
    rowUpper.push(up);
  };
  const ones = (n: number) => new Array<number>(n).fill(1);
  const inf = h.infinity;
  for (let m = 0; m < M; m++) {
    const n = xStart[m + 1] - xStart[m];
    if (n === 0) continue;
    if (uCol[m] < 0)
      row(
        Array.from({ length: n }, (_, k) => xStart[m] + k),
        ones(n),
        1,
        1,
      );
    else row([...Array.from({ length: n }, (_, k) => xStart[m] + k), uCol[m]], ones(n + 1), 1, 1);
  }
  for (let p = 0; p < P; p++) {
    for (let t = 1; t <= S; t++) {
      const terms = yTerms[p * (S + 1) + t];
      if (terms.length > 1) row(terms, ones(terms.length), -inf, 1);
    }
  }
  const perSlot: number[][] = Array.from({ length: S + 1 }, () => []);
  for (let c = 0; c < nx; c++) perSlot[colSlot[c]].push(c);
  for (let t = 1; t <= S; t++) if (perSlot[t].length > s.nTables) row(perSlot[t], ones(perSlot[t].length), -inf, s.nTables);
  // Precedence b before a, per slot t: b at t or later excludes a at t or earlier (tighter than sum t x).
  for (let a = 0; a < M; a++) {
    for (const b of s.before[a]) {
      if (xStart[a + 1] === xStart[a] || xStart[b + 1] === xStart[b]) continue;
      for (let t = 1; t <= S; t++) {
        const cols: number[] = [];
        for (let c = xStart[b]; c < xStart[b + 1]; c++) if (colSlot[c] >= t) cols.push(c);
        if (cols.length === 0) continue;
        const n = cols.length;
        for (let c = xStart[a]; c < xStart[a + 1]; c++) if (colSlot[c] <= t) cols.push(c);
        if (cols.length === n) continue;
        row(cols, ones(cols.length), -inf, 1);
      }
    }
  }
  for (let p = 0; p < P; p++) {
    const blocks: number[] = [];
    for (let t = 1; t <= S; t++) {
      const st = stCol[p * (S + 1) + t];
      if (st < 0) continue;
      blocks.push(st);
      const cols = [st, ...yTerms[p * (S + 1) + t]];
      const coefs = [1, ...ones(yTerms[p * (S + 1) + t].length).map(() => -1)];
      if (t > 1) {
        for (const c of yTerms[p * (S + 1) + t - 1]) {
          cols.push(c);
          coefs.push(1);
        }
      }
      row(cols, coefs, 0, inf);
    }
  }

  const colCost = new Float64Array(nCols);
  if (!feasibilityOnly) for (let c = nx; c < nCols; c++) colCost[c] = 1;
  for (let m = 0; m < M; m++) if (uCol[m] >= 0) colCost[uCol[m]] = unplacedCost;
  const colLower = new Float64Array(nCols);
  const colUpper = new Float64Array(nCols).fill(1);
  const integrality = new Int32Array(nCols);
  for (let c = 0; c < nx; c++) integrality[c] = 1;
  // Start values: the heuristic schedule.
  const colValue = new Float64Array(nCols);
  for (let m = 0; m < M; m++) {
    for (let c = xStart[m]; c < xStart[m + 1]; c++) if (colSlot[c] === start[m]) colValue[c] = 1;
  }
  for (let m = 0; m < M; m++) if (uCol[m] >= 0 && !start[m]) colValue[uCol[m]] = 1;
  const busy = (p: number, t: number) => t >= 1 && yTerms[p * (S + 1) + t].some((c) => colValue[c] === 1);
  for (let p = 0; p < P; p++) {
    for (let t = 1; t <= S; t++) {
      const st = stCol[p * (S + 1) + t];
      if (st >= 0 && busy(p, t) && !busy(p, t - 1)) colValue[st] = 1;
    }
  }

  const model = h.createModel();
  try {
    model.passModel({
      numCols: nCols,
      numRows: rowLower.length,
      offset: feasibilityOnly ? 0 : -active,
      colCost,
      colLower,
      colUpper,
      rowLower,
      rowUpper,
      matrix: { format: 'csr', numRows: rowLower.length, numCols: nCols, starts, indices, values },
      integrality: Array.from(integrality) as (0 | 1)[],
    });
    model.options.set({
      output_flag: false,
      time_limit: Math.max(MIN_TIME_LIMIT_S, Math.min(timeLimitS, (deadline - Date.now()) / 1000)),
      mip_rel_gap: 0,
      mip_abs_gap: ABSOLUTE_GAP,
      random_seed: HIGHS_SEED,
    });
    model.setSolution({ colValue });
    const { callbackType } = h.constants;
    const result = model.run({
      [callbackType.mipImprovingSolution]: (event) => {
        const { mip_primal_bound: primal, mip_dual_bound: dual } = event.data;
        if (dual !== undefined && dual < unplacedCost - 2 * M && !feasibilityOnly && !free)
          onBound?.(Math.max(0, Math.ceil(dual - EPSILON)), Math.round(primal ?? startBreaks));
        return undefined;
      },
      [callbackType.simplexInterrupt]: (event) => {
        if (mustStop()) event.interrupt();
        return undefined;
      },
      [callbackType.mipInterrupt]: (event) => {
        if (mustStop()) event.interrupt();
        return undefined;
      },
    });
    const optimal = result.modelStatus === h.constants.modelStatus.optimal;
    let dual = 0;
    try {
      const value = Number(model.info.get('mip_dual_bound'));
      if (Number.isFinite(value)) dual = value;
    } catch (err) {
      // HiGHS answers no bound when it stopped before the MIP began (native status -1): nothing proven.
      if (!(err instanceof h.errors.HighsError)) throw err;
    }
    // Below unplacedCost - 2M the bound speaks of schedules placing everything; above, of left-out meetings.
    const lowerBound = !feasibilityOnly && !free && dual < unplacedCost - 2 * M ? Math.max(0, Math.ceil(dual - EPSILON)) : 0;
    const unplacedLowerBound = free ? 0 : Math.max(0, Math.floor((dual + 2 * M + EPSILON) / unplacedCost));
    let slots: Int32Array | null = null;
    try {
      const objective = model.getObjectiveValue();
      if (Number.isFinite(objective) && objective < startObjective - HALF) {
        const sol = model.getSolution().colValue;
        const found = new Int32Array(M);
        for (let c = 0; c < nx; c++) if (sol[c] > HALF) found[colMeeting[c]] = colSlot[c];
        slots = found;
      }
    } catch (err) {
      // HiGHS has no solution to copy (native status -1): the start stays the best schedule.
      if (!(err instanceof h.errors.HighsError)) throw err;
      slots = null;
    }
    return { slots, lowerBound, unplacedLowerBound, optimal };
  } finally {
    model.dispose();
  }
}
