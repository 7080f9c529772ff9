/**
 * The heuristic phase: a greedy placement ordered by difficulty, then a simulated-annealing local
 * search over single moves and swaps (with the meeting a participant already has in the target
 * slot) that closes gaps while violations are penalised. Deterministic for a seed, apart from
 * where the time limit cuts it.
 */
import { type ScheduleState, maskBreaks } from './schedule-state.ts';

/** mulberry32: a small seeded generator, enough for search decisions. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0 || 0x9e3779b9;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Weight of one violation against one break in the search's cost. */
const VIOLATION_WEIGHT = 6;
/** Weight of the sum of squared breaks per participant (fairness, secondary). */
const FAIRNESS_WEIGHT = 0.01;

/**
 * Weight of one idle slot: long gaps cost a little more than short ones, a slope towards closing
 * them. Kept small: on tight long days (middle slots full, edges nearly empty) the best schedules
 * give some participants one long gap, which a heavier weight (0.15 before) steers away from.
 */
const IDLE_WEIGHT = 0.02;
/** Share of the moves of a participant with breaks that aim at one of their idle slots. */
const GAP_TARGET_SHARE = 0.5;

/** Kempe chains longer than this are not tried: they rarely fit every domain and cost more than they find. */
const MAX_KEMPE_CHAIN = 24;
/** Passes of the precedence windows: more than the longest chain of precedences the instances hold. */
const MAX_WINDOW_PASSES = 64;

/*
 * Greedy order, hardest first: pinned meetings, then those with the fewest open slots (their
 * precedence window, else their domain), then those with precedences, then those whose
 * participants have the most meetings; a random fraction breaks ties. Each weight outranks
 * everything the weights below it can add up to.
 */
const ORDER_UNPINNED = 1e9;
const ORDER_PER_OPEN_SLOT = 1e5;
const ORDER_NO_PRECEDENCE = 5e4;
const ORDER_PER_MEETING = 100;
/** A slot past any slot (MAX_SLOTS): the window of a meeting whose precedences leave it none. */
const NO_WINDOW_HI = 99;
/** Greedy cost of a clash, a full slot or a broken precedence: more than any breaks a slot can save. */
const GREEDY_CONFLICT_COST = 100;
/** Greedy tie-breaks below one break: spread the load over the slots, a little noise, the middle of a precedence window. */
const GREEDY_LOAD_WEIGHT = 0.3;
const GREEDY_NOISE = 0.05;
const GREEDY_WINDOW_CENTRE_WEIGHT = 0.2;

/** Until a schedule without violations is found, breaks weigh this little: they only break ties between violations. */
const SOFT_BREAK_WEIGHT = 0.1;
/** Temperatures of a sweep: from START (a move worse by one break is taken about one time in five) down to END (almost never). */
const START_TEMPERATURE = 0.6;
const END_TEMPERATURE = 0.02;
/** Each restart round starts cooler: the start temperature over 1 + ROUND_COOLING × round, rounds 0..MAX_ROUND. */
const ROUND_COOLING = 0.5;
const MAX_ROUND = 6;
/** A sweep restarts from the best schedule when the best is older than this share of it. */
const RESTART_AFTER_SHARE = 0.5;
/** Iterations of a sweep: at least a million (guided) or 20,000 (unguided), and 40 per movable meeting. */
const GUIDED_MIN_SWEEP = 1_000_000;
const UNGUIDED_MIN_SWEEP = 20_000;
const SWEEP_PER_MEETING = 40;
/** Bit masks of the iteration count: the clock is read every 1,024 iterations, progress told every 16,384, the participants with breaks refreshed every 4,096. */
const CLOCK_EVERY = 1023;
const TICK_EVERY = 16383;
const REFRESH_BREAKS_EVERY = 4095;
/** Share of the moves that start from a participant with breaks (breaks are what the search removes). */
const START_WITH_BREAKS = 0.5;
/** Share of the moves that swap a Kempe chain between two slots rather than move one meeting. */
const KEMPE_SHARE = 0.4;
/** When the target slot is full, how often the move swaps with the other participant's meeting there. */
const FULL_SLOT_SWAP = 0.5;

export function searchCost(s: ScheduleState, idleWeight = IDLE_WEIGHT): number {
  return s.violations * VIOLATION_WEIGHT + s.breaks + s.sumSquares * FAIRNESS_WEIGHT + s.idle * idleWeight;
}

/** Lexicographic quality: violations, then breaks, then sum of squares. */
export interface Quality {
  violations: number;
  breaks: number;
  sumSquares: number;
}

export const quality = (s: ScheduleState): Quality => ({ violations: s.violations, breaks: s.breaks, sumSquares: s.sumSquares });

export function better(x: Quality, y: Quality): boolean {
  if (x.violations !== y.violations) return x.violations < y.violations;
  if (x.breaks !== y.breaks) return x.breaks < y.breaks;
  return x.sumSquares < y.sumSquares;
}

/**
 * The Kempe chain of meeting m between its slot and slot t: the meetings of both slots linked by
 * shared participants, in chainA (now in m's slot) and chainB (now in t). False when a frozen
 * meeting or a domain forbids exchanging them, or the chain grows too long.
 */
export function kempeChain(s: ScheduleState, m: number, t: number, chainA: number[], chainB: number[]): boolean {
  const from = s.slot[m];
  chainA.length = 0;
  chainB.length = 0;
  chainA.push(m);
  let ia = 0;
  let ib = 0;
  const has = (list: number[], x: number) => list.includes(x);
  while (ia < chainA.length || ib < chainB.length) {
    if (chainA.length + chainB.length > MAX_KEMPE_CHAIN) return false;
    if (ia < chainA.length) {
      const x = chainA[ia++];
      if (s.frozen[x] || !s.isAllowed(x, t)) return false;
      for (const p of [s.ma[x], s.mb[x]]) {
        const y = s.meetingAt(p, t);
        if (y >= 0 && !has(chainB, y)) chainB.push(y);
      }
    } else {
      const y = chainB[ib++];
      if (s.frozen[y] || !s.isAllowed(y, from)) return false;
      for (const p of [s.ma[y], s.mb[y]]) {
        const x = s.meetingAt(p, from);
        if (x >= 0 && !has(chainA, x)) chainA.push(x);
      }
    }
  }
  return true;
}

/**
 * Earliest and latest slot per meeting implied by its domain and the precedence chains through
 * it (longest paths in the precedence graph), narrowed further by `slot` for placed meetings.
 */
export function precedenceWindows(s: ScheduleState): { lo: Int32Array; hi: Int32Array } {
  const M = s.nMeetings;
  const lo = new Int32Array(M);
  const hi = new Int32Array(M);
  for (let m = 0; m < M; m++) {
    const d = s.domain[m];
    lo[m] = s.slot[m] || (d.length ? d[0] : 1);
    hi[m] = s.slot[m] || (d.length ? d[d.length - 1] : s.nSlots);
  }
  // Bellman-Ford style passes (the graph is small and acyclic in practice).
  for (let pass = 0; pass < MAX_WINDOW_PASSES; pass++) {
    let changed = false;
    for (let m = 0; m < M; m++) {
      if (s.domain[m].length === 0 && !s.slot[m]) continue;
      for (const b of s.before[m]) {
        if (s.domain[b].length === 0 && !s.slot[b]) continue;
        if (lo[m] < lo[b] + 1) {
          lo[m] = lo[b] + 1;
          changed = true;
        }
        if (hi[b] > hi[m] - 1) {
          hi[b] = hi[m] - 1;
          changed = true;
        }
      }
    }
    if (!changed) break;
  }
  return { lo, hi };
}

/** Narrows the windows after meeting m took slot t (successors later, predecessors earlier). */
function propagateWindows(s: ScheduleState, lo: Int32Array, hi: Int32Array, m: number, t: number) {
  lo[m] = t;
  hi[m] = t;
  const stack = [m];
  while (stack.length) {
    const x = stack.pop() as number;
    for (const y of s.after[x]) {
      if (lo[y] < lo[x] + 1) {
        lo[y] = lo[x] + 1;
        stack.push(y);
      }
    }
  }
  stack.push(m);
  while (stack.length) {
    const x = stack.pop() as number;
    for (const y of s.before[x]) {
      if (hi[y] > hi[x] - 1) {
        hi[y] = hi[x] - 1;
        stack.push(y);
      }
    }
  }
}

/**
 * Places every meeting with a non-empty domain, hardest first, at its cheapest slot. Precedences
 * are kept as hard limits: a meeting only takes slots inside the window its placed predecessors
 * and successors (and the chains through them) leave open, if that window has any slot.
 */
export function greedyPlacement(s: ScheduleState, random: () => number) {
  const M = s.nMeetings;
  const degree = new Int32Array(s.nParticipants);
  for (let m = 0; m < M; m++) {
    degree[s.ma[m]]++;
    degree[s.mb[m]]++;
  }
  let hasPrec = false;
  for (let m = 0; m < M && !hasPrec; m++) if (s.before[m].length) hasPrec = true;
  const windows = hasPrec ? precedenceWindows(s) : null;
  const order: number[] = [];
  for (let m = 0; m < M; m++) if (s.domain[m].length > 0 && !s.slot[m]) order.push(m);
  const precLen = (m: number) => s.before[m].length + s.after[m].length;
  const key = (m: number) =>
    (s.frozen[m] ? 0 : ORDER_UNPINNED) +
    (windows ? Math.max(1, Math.min(s.domain[m].length, windows.hi[m] - windows.lo[m] + 1)) : s.domain[m].length) * ORDER_PER_OPEN_SLOT +
    (precLen(m) > 0 ? 0 : ORDER_NO_PRECEDENCE) -
    (degree[s.ma[m]] + degree[s.mb[m]]) * ORDER_PER_MEETING +
    random();
  const keys = new Float64Array(M);
  for (const m of order) keys[m] = key(m);
  order.sort((x, y) => keys[x] - keys[y]);
  const stride = s.stride;
  for (const m of order) {
    const d = s.domain[m];
    const a = s.ma[m];
    const b = s.mb[m];
    let best = d[0];
    let bestCost = Number.POSITIVE_INFINITY;
    let lo = 0;
    let hi = NO_WINDOW_HI;
    if (windows) {
      lo = windows.lo[m];
      hi = windows.hi[m];
      let any = false;
      for (let k = 0; k < d.length && !any; k++) if (d[k] >= lo && d[k] <= hi) any = true;
      if (!any) {
        lo = 0;
        hi = NO_WINDOW_HI;
      }
    }
    for (let k = 0; k < d.length; k++) {
      const t = d[k];
      if (t < lo || t > hi) continue;
      let cost = 0;
      if (s.occ[a * stride + t]) cost += GREEDY_CONFLICT_COST;
      if (s.occ[b * stride + t]) cost += GREEDY_CONFLICT_COST;
      if (s.load[t] >= s.nTables) cost += GREEDY_CONFLICT_COST;
      for (const x of s.before[m]) if (s.slot[x] && s.slot[x] >= t) cost += GREEDY_CONFLICT_COST;
      for (const x of s.after[m]) if (s.slot[x] && s.slot[x] <= t) cost += GREEDY_CONFLICT_COST;
      cost += maskBreaks(s.mask[a] | (1 << t)) - s.pBreaks[a] + maskBreaks(s.mask[b] | (1 << t)) - s.pBreaks[b];
      // Keep each participant's day compact, then spread the load over the tables.
      cost += GREEDY_LOAD_WEIGHT * (s.load[t] / s.nTables) + GREEDY_NOISE * random();
      // With precedences, keep room for the chains: prefer the middle of a narrow window.
      if (windows && precLen(m) > 0) cost += GREEDY_WINDOW_CENTRE_WEIGHT * Math.abs(t - (windows.lo[m] + windows.hi[m]) / 2);
      if (cost < bestCost) {
        bestCost = cost;
        best = t;
      }
    }
    s.place(m, best);
    if (windows) propagateWindows(s, windows.lo, windows.hi, m, best);
  }
}

export interface LocalSearchOptions {
  deadline: number;
  /** Give up at this time if no schedule without violations has been found by then. */
  giveUpBy?: number;
  random: () => number;
  shouldStop?: () => boolean;
  /** Stop as soon as a schedule without violations reaches this many breaks. */
  targetBreaks?: number;
  onImprove?: (q: Quality) => void;
  /** Called about every 16k iterations. */
  onTick?: () => void;
  /** Iterations of one annealing sweep (default: 40 per movable meeting, at least a million). */
  sweep?: number;
  /**
   * Long sweeps and guided moves (idle slots in the cost, moves aimed at gaps): much
   * better with many iterations per meeting (default). False: the short sweeps that suit a problem
   * too large for many iterations per meeting in its time (the generated 86,000-meeting forum).
   */
  guided?: boolean;
  /** Starting temperature of a sweep (default START_TEMPERATURE). */
  t0?: number;
}

/**
 * Simulated annealing with restarts from the best schedule. Until the first schedule without
 * violations it minimises violations (weighted) and breaks; from then on it only visits
 * schedules that respect every rule (session, forbidden, fixed, clashes, tables, precedences). Answers the best slots found (by
 * `better`), and leaves the state on them.
 */
export function localSearch(s: ScheduleState, options: LocalSearchOptions): Int32Array {
  const { random, deadline } = options;
  const movable: number[] = [];
  for (let m = 0; m < s.nMeetings; m++) if (!s.frozen[m] && s.domain[m].length > 1 && s.slot[m]) movable.push(m);
  let best = s.snapshot();
  let bestQ = quality(s);
  const done = () => bestQ.violations === 0 && bestQ.breaks <= (options.targetBreaks ?? 0);
  if (movable.length === 0 || done()) return best;

  // Once a schedule without violations is found, every rule is hard: moves that break one are undone.
  // Before that the cost is mostly the violations (breaks only break ties).
  let hard = s.violations === 0;
  const guided = options.guided ?? true;
  const idleWeight = guided ? IDLE_WEIGHT : 0;
  const gapShare = guided ? GAP_TARGET_SHARE : 0;
  const costOf = () => (hard ? searchCost(s, idleWeight) : s.violations * VIOLATION_WEIGHT + SOFT_BREAK_WEIGHT * s.breaks);
  let cost = costOf();
  const t0 = options.t0 ?? START_TEMPERATURE;
  const tEnd = END_TEMPERATURE;
  // Iterations per temperature sweep: long, slow cooling finds far fewer breaks than many quick ones
  // (about half a second each); grows with the problem so each sweep touches every meeting often.
  const sweep = options.sweep ?? Math.max(guided ? GUIDED_MIN_SWEEP : UNGUIDED_MIN_SWEEP, movable.length * SWEEP_PER_MEETING);
  let iter = 0;
  let sinceBest = 0;
  let round = 0;
  const n = movable.length;
  const tryApply = (m: number, t: number, m2: number, s2: number): number => {
    // Moves m to t and (when m2 >= 0) m2 to s2; answers the new cost.
    if (m2 >= 0) s.unplace(m2);
    s.move(m, t);
    if (m2 >= 0) s.place(m2, s2);
    return costOf();
  };
  const undo = (m: number, from: number, m2: number, from2: number) => {
    if (m2 >= 0) s.unplace(m2);
    s.move(m, from);
    if (m2 >= 0) s.place(m2, from2);
  };

  const withBreaks: number[] = [];
  const refreshWithBreaks = () => {
    withBreaks.length = 0;
    for (let p = 0; p < s.nParticipants; p++) if (s.pBreaks[p] > 0) withBreaks.push(p);
  };
  refreshWithBreaks();
  const chainA: number[] = [];
  const chainB: number[] = [];
  /** Records an accepted state if it is the best so far; answers whether to stop. */
  const accept = (): boolean => {
    if (s.violations === 0 && !hard) {
      hard = true;
      cost = costOf();
    }
    if (s.violations <= bestQ.violations && (s.violations < bestQ.violations || s.breaks <= bestQ.breaks)) {
      const q = quality(s);
      if (better(q, bestQ)) {
        bestQ = q;
        best = s.snapshot();
        sinceBest = 0;
        options.onImprove?.(q);
        return done();
      }
    }
    return false;
  };
  while (true) {
    if ((iter & CLOCK_EVERY) === 0) {
      const now = Date.now();
      if (now >= deadline || options.shouldStop?.()) break;
      if (!hard && options.giveUpBy !== undefined && now >= options.giveUpBy) break;
      if ((iter & TICK_EVERY) === 0) options.onTick?.();
    }
    iter++;
    const progress = (iter % sweep) / sweep;
    const temperature = (t0 / (1 + round * ROUND_COOLING)) * (tEnd / t0) ** progress;
    if (iter % sweep === 0) {
      round++;
      // Restart each sweep from the best schedule, with less heat each time.
      if (sinceBest > sweep * RESTART_AFTER_SHARE) {
        s.restore(best);
        cost = costOf();
        sinceBest = 0;
      }
      if (round > MAX_ROUND) round = 0;
    }
    // Half the time, start from a meeting of a participant with breaks.
    let m = movable[(random() * n) | 0];
    let gapOf = -1;
    if (withBreaks.length > 0 && random() < START_WITH_BREAKS) {
      const p = withBreaks[(random() * withBreaks.length) | 0];
      if (s.pBreaks[p] > 0) {
        const list = s.meetingsOf[p];
        const candidate = list[(random() * list.length) | 0];
        if (!s.frozen[candidate] && s.domain[candidate].length > 1 && s.slot[candidate]) {
          m = candidate;
          gapOf = p;
        }
      }
    }
    if ((iter & REFRESH_BREAKS_EVERY) === 0) refreshWithBreaks();
    const from = s.slot[m];
    const d = s.domain[m];
    let t = d[(random() * d.length) | 0];
    if (gapOf >= 0 && random() < gapShare) {
      // Aim at an idle slot inside the participant's day: a move that may close the gap.
      const mask = s.mask[gapOf];
      const first = 31 - Math.clz32(mask & -mask);
      const last = 31 - Math.clz32(mask);
      const k = first + 1 + ((random() * (last - first - 1)) | 0);
      if (!(mask & (1 << k)) && s.isAllowed(m, k)) t = k;
    }
    if (t === from) continue;
    if (random() < KEMPE_SHARE) {
      // Kempe chain: swap the connected meetings of slots from and t.
      if (!kempeChain(s, m, t, chainA, chainB)) continue;
      for (const x of chainA) s.unplace(x);
      for (const x of chainB) s.unplace(x);
      for (const x of chainA) s.place(x, t);
      for (const x of chainB) s.place(x, from);
      const newCost = costOf();
      const delta = newCost - cost;
      if ((!hard || s.violations === 0) && (delta <= 0 || random() < Math.exp(-delta / temperature))) {
        cost = newCost;
        sinceBest++;
        if (accept()) break;
      } else {
        for (const x of chainA) s.unplace(x);
        for (const x of chainB) s.unplace(x);
        for (const x of chainA) s.place(x, from);
        for (const x of chainB) s.place(x, t);
      }
      continue;
    }
    // Candidate partner: the meeting one of the participants already has in slot t, moved to `from`.
    let m2 = -1;
    // Either participant's meeting in slot t, by a fair coin.
    const useA = random() < 0.5;
    const p = useA ? s.ma[m] : s.mb[m];
    const other = s.meetingAt(p, t, m);
    if (other >= 0 && !s.frozen[other] && s.isAllowed(other, from)) m2 = other;
    else if (s.load[t] >= s.nTables && random() < FULL_SLOT_SWAP) {
      const q = s.ma[m] === p ? s.mb[m] : s.ma[m];
      const o = s.meetingAt(q, t, m);
      if (o >= 0 && !s.frozen[o] && s.isAllowed(o, from)) m2 = o;
    }
    const newCost = tryApply(m, t, m2, from);
    const delta = newCost - cost;
    if ((!hard || s.violations === 0) && (delta <= 0 || random() < Math.exp(-delta / temperature))) {
      cost = newCost;
      sinceBest++;
      if (accept()) break;
    } else {
      undo(m, from, m2, t);
    }
  }
  s.restore(best);
  return best;
}
