/**
 * Solves a ScheduleProblem: confirmed meetings first (they never move); meetings proven
 * impossible are left out up front (no allowed slot, precedence chains no slot window can hold,
 * the excess of overbooked participants); greedy placement and local search (every rule hard once
 * a valid schedule is found). For problems small enough for HiGHS: a feasibility-only MIP when
 * the heuristic left meetings out, a large-neighbourhood search (HiGHS re-places a few
 * participants' meetings or a window of slots, the rest fixed), then the full MIP started from
 * the best schedule for the rest of the time, which can still improve it and prove a lower bound.
 * Meetings that cannot be placed without breaking a rule are left out with a reason; tables are
 * numbered last.
 */
import { greedyPlacement, localSearch, precedenceWindows, seededRandom } from './heuristic-search.ts';
import { MIP_MAX_COLUMNS, mipColumns, solveMip } from './mip-model.ts';
import type { ScheduleProblem, ScheduleSolution, SolveOptions, SolvePhase, UnplacedMeeting, UnplacedReason } from './schedule-problem.ts';
import { ScheduleState } from './schedule-state.ts';
import { assignTables } from './assign-tables.ts';

/** Share of the time limit the heuristic gets before the exact phase (when that runs). */
const HEURISTIC_SHARE = 0.3;
/** Share of the time after the heuristic that the large-neighbourhood search gets (the full MIP the rest). */
const LNS_SHARE = 0.7;

/**
 * Repeatedly frees the meetings of a few participants (one with breaks and some of the people they
 * meet) and lets HiGHS re-place them optimally with everything else fixed; keeps improvements.
 * The neighbourhood grows while HiGHS solves it to optimality quickly and shrinks when it does not.
 */
async function largeNeighbourhoodSearch(
  s: ScheduleState,
  until: number,
  random: () => number,
  stop: () => boolean,
  target: number,
  onImprove: () => void,
): Promise<boolean> {
  const P = s.nParticipants;
  const free = new Uint8Array(s.nMeetings);
  /** Meetings to free per sub-problem. */
  let size = 20;
  let improved = false;
  while (Date.now() < until - 100 && !stop() && s.breaks > target) {
    free.fill(0);
    const chosen = new Set<number>();
    const withBreaks: number[] = [];
    for (let p = 0; p < P; p++) if (s.pBreaks[p] > 0) withBreaks.push(p);
    const seed = withBreaks.length > 0 && random() < 0.8 ? withBreaks[(random() * withBreaks.length) | 0] : (random() * P) | 0;
    chosen.add(seed);
    const frontier = [seed];
    let nFree = 0;
    let window: { from: number; to: number } | undefined;
    if (random() < 0.5) {
      // A window of consecutive slots: its meetings may move inside it.
      const w = Math.min(s.nSlots, 3 + ((random() * 4) | 0));
      const from = 1 + ((random() * (s.nSlots - w + 1)) | 0);
      window = { from, to: from + w - 1 };
      for (let m = 0; m < s.nMeetings; m++) {
        const t = s.slot[m];
        if (t >= from && t <= window.to && !s.frozen[m] && s.domain[m].length > 1) {
          free[m] = 1;
          nFree++;
        }
      }
    }
    const freeOf = (p: number) => {
      for (const m of s.meetingsOf[p]) {
        if (!s.frozen[m] && s.slot[m] && s.domain[m].length > 1 && !free[m]) {
          free[m] = 1;
          nFree++;
        }
      }
    };
    if (!window) freeOf(seed);
    while (!window && nFree < size && frontier.length > 0 && chosen.size < P) {
      const p = frontier[(random() * frontier.length) | 0];
      const list = s.meetingsOf[p];
      if (list.length === 0) {
        frontier.splice(frontier.indexOf(p), 1);
        continue;
      }
      const m = list[(random() * list.length) | 0];
      const q = s.ma[m] === p ? s.mb[m] : s.ma[m];
      let next = -1;
      if (!chosen.has(q) && random() < 0.7) next = q;
      else {
        // Otherwise another participant with breaks, or anyone.
        const r = withBreaks.length > 0 && random() < 0.7 ? withBreaks[(random() * withBreaks.length) | 0] : (random() * P) | 0;
        if (!chosen.has(r)) next = r;
      }
      if (next >= 0) {
        chosen.add(next);
        frontier.push(next);
        freeOf(next);
      }
    }
    if (nFree === 0) continue;
    const start = s.snapshot();
    const limitS = Math.min(1, Math.max(0.2, (until - Date.now()) / 1000));
    const t0 = Date.now();
    const result = await solveMip(s, start, s.breaks, 0, limitS, undefined, stop, { free, window });
    const took = (Date.now() - t0) / 1000;
    if (result.slots) {
      for (let m = 0; m < s.nMeetings; m++) if (!free[m]) result.slots[m] = start[m];
      const before = s.breaks;
      s.restore(result.slots);
      if (s.violations > 0 || s.placed < start.filter((t) => t > 0).length || s.breaks >= before) s.restore(start);
      else {
        improved = true;
        onImprove();
      }
    }
    if (window) continue;
    // Adapt: grow while sub-problems solve fast, shrink when they hit the limit.
    if ((result.status === '7' || result.status.includes('Optimal')) && took < limitS * 0.3) size = Math.min(s.nMeetings, size + 2);
    else if (took >= limitS * 0.9) size = Math.max(8, Math.floor(size * 0.8));
  }
  return improved;
}

export async function solveSchedule(problem: ScheduleProblem, options: SolveOptions = {}): Promise<ScheduleSolution> {
  const started = Date.now();
  const limitMs = options.timeLimitMs ?? 10_000;
  const deadline = started + limitMs;
  const random = seededRandom(options.seed ?? 1);
  const s = new ScheduleState(problem);
  const M = s.nMeetings;
  const unplaced = new Map<number, UnplacedReason>();
  let phase: SolvePhase = 'greedy';
  let foundIn: SolvePhase = 'greedy';
  let lowerBound = 0;
  let firstValidMs = -1;
  const noteValid = () => {
    if (firstValidMs >= 0 || s.violations > 0) return;
    // Valid: no violation and every meeting placed but those proven impossible (left out with no domain).
    let placeable = 0;
    for (let m = 0; m < M; m++) if (s.domain[m].length > 0) placeable++;
    if (s.placed >= placeable) firstValidMs = Date.now() - started;
  };
  const report = () =>
    options.onProgress?.({
      phase,
      placed: s.placed - Math.min(s.placed, s.violations),
      breaks: s.breaks,
      lowerBound,
      elapsedMs: Date.now() - started,
    });

  // Confirmed meetings, then fixed ones: pinned, never moved. Contradicting confirmations are left out.
  const pinnedOrder = [...Array(M).keys()]
    .filter((m) => s.frozen[m])
    .sort((x, y) => +!problem.meetings[x].confirmed - +!problem.meetings[y].confirmed);
  const tableTaken = new Set<string>();
  for (const m of pinnedOrder) {
    const request = problem.meetings[m];
    const t = s.domain[m][0];
    if (t === undefined) continue;
    const table = request.confirmed ? `${t}:${request.confirmed.table}` : '';
    if (!s.fitsCleanly(m, t) || (table && tableTaken.has(table))) {
      unplaced.set(m, request.confirmed ? 'confirmed-conflict' : s.load[t] >= s.nTables ? 'no-table' : 'participant-busy');
      continue;
    }
    if (table) tableTaken.add(table);
    s.place(m, t);
  }
  for (let m = 0; m < M; m++) if (s.domain[m].length === 0 && !unplaced.has(m)) unplaced.set(m, 'no-allowed-slot');
  // Left-out meetings keep an empty domain so no phase places them.
  for (const m of unplaced.keys()) s.domain[m] = new Int32Array(0);

  // Precedences no schedule can meet (a meeting whose session ends before its predecessor's starts).
  const precedenceOut = leaveOutImpossiblePrecedences(s, unplaced);
  const pinnedOut = unplaced.size - precedenceOut.out + precedenceOut.proven;
  const overbooked = overbookedParticipants(s);
  // Leave out as few meetings of overbooked participants as make every participant's count fit.
  const overbookedOut = leaveOutOverbooked(s, overbooked.excess, unplaced);

  greedyPlacement(s, random);
  noteValid();
  report();

  const stop = () => options.shouldStop?.() ?? false;
  const exact = (options.exact ?? true) && mipColumns(s) <= MIP_MAX_COLUMNS;
  phase = 'local-search';
  let lastTick = 0;
  const heuristicEnd = exact ? started + limitMs * HEURISTIC_SHARE : deadline;
  const runLocalSearch = (until: number, giveUpBy?: number) =>
    localSearch(s, {
      deadline: until,
      giveUpBy,
      random,
      shouldStop: stop,
      targetBreaks: options.targetBreaks ?? 0,
      onImprove: () => {
        noteValid();
        foundIn = 'local-search';
        const now = Date.now();
        if (now - lastTick > 200) {
          lastTick = now;
          report();
        }
      },
      onTick: report,
    });
  // Without a schedule free of violations early on, hand over to the MIP, which finds one more surely.
  let slots = runLocalSearch(heuristicEnd, exact ? started + Math.min(limitMs * 0.2, 2000) : undefined);
  report();

  // Leave out whatever still breaks a rule, then put back what now fits cleanly.
  if (s.violations > 0) repair(s, unplaced);
  slots = s.snapshot();
  const leftOut = () => [...unplaced.keys()].filter((m) => s.domain[m].length > 0).length;
  const adopt = (found: Int32Array) => {
    s.restore(found);
    for (let m = 0; m < M; m++) if (s.slot[m]) unplaced.delete(m);
    for (let m = 0; m < M; m++) if (!s.slot[m] && !unplaced.has(m)) unplaced.set(m, 'participant-busy');
    slots = s.snapshot();
  };
  let unplacedLowerBound = pinnedOut + overbooked.lowerBound;
  if (exact && leftOut() > 0 && !stop() && Date.now() < deadline - 200) {
    // Feasibility first: a MIP that only counts left-out meetings, then local search again from its schedule.
    phase = 'exact';
    report();
    for (const m of unplaced.keys()) if (s.domain[m].length > 0 && s.frozen[m]) s.domain[m] = new Int32Array(0);
    const result = await solveMip(s, slots, s.breaks, leftOut(), ((deadline - Date.now()) / 1000) * 0.5, undefined, stop, {
      feasibilityOnly: true,
    });
    if (overbookedOut === 0) unplacedLowerBound = Math.max(unplacedLowerBound, pinnedOut + result.unplacedLowerBound);
    if (result.slots) {
      adopt(result.slots);
      foundIn = 'exact';
      noteValid();
      if (Date.now() < heuristicEnd) {
        phase = 'local-search';
        slots = runLocalSearch(heuristicEnd);
      }
    }
  }
  if (exact && leftOut() === 0 && s.breaks > (options.targetBreaks ?? 0) && !stop() && Date.now() < deadline - 500) {
    // Large-neighbourhood search: HiGHS re-optimises a few participants' meetings, the rest fixed.
    phase = 'exact';
    report();
    const lnsEnd = Date.now() + (deadline - Date.now()) * LNS_SHARE;
    const improved = await largeNeighbourhoodSearch(s, lnsEnd, random, stop, options.targetBreaks ?? 0, () => {
      foundIn = 'exact';
      report();
    });
    if (improved) slots = s.snapshot();
  }

  const target = options.targetBreaks ?? 0;
  if (exact && (s.breaks > target || leftOut() > 0) && !stop() && Date.now() < deadline - 500) {
    phase = 'exact';
    report();
    // The MIP may place meetings the heuristic left out (not those without any allowed slot, nor unplaceable pinned ones).
    for (const m of unplaced.keys()) if (s.domain[m].length > 0 && s.frozen[m]) s.domain[m] = new Int32Array(0);
    const before = leftOut();
    const result = await solveMip(
      s,
      slots,
      s.breaks,
      before,
      // HiGHS can overrun its limit a little (it checks the clock between steps): keep a margin.
      ((deadline - Date.now()) / 1000) * 0.85 - 0.2,
      (bound, breaks) => {
        lowerBound = Math.max(lowerBound, bound);
        options.onProgress?.({ phase, placed: s.placed, breaks, lowerBound, elapsedMs: Date.now() - started });
      },
      stop,
    );
    // The MIP's bound speaks of the modelled meetings: all but the pinned conflicts, when no overbooked one was left out.
    if (overbookedOut === 0) unplacedLowerBound = Math.max(unplacedLowerBound, pinnedOut + result.unplacedLowerBound);
    if (result.slots) {
      adopt(result.slots);
      foundIn = 'exact';
    }
    if (unplaced.size === 0) lowerBound = Math.max(lowerBound, result.lowerBound);
  }
  for (const [m, reason] of unplaced) {
    if (reason === 'participant-busy' && (overbooked.excess[s.ma[m]] > 0 || overbooked.excess[s.mb[m]] > 0))
      unplaced.set(m, 'participant-overbooked');
  }
  noteValid();

  const tables = assignTables(problem, s.slot);
  const solutionSlots = Array.from(s.slot);
  const unplacedList: UnplacedMeeting[] = [...unplaced]
    .map(([meeting, reason]) => ({ meeting, reason }))
    .sort((x, y) => x.meeting - y.meeting);
  let maxBreaks = 0;
  for (let p = 0; p < s.nParticipants; p++) maxBreaks = Math.max(maxBreaks, s.pBreaks[p]);
  phase = 'done';
  lowerBound = Math.min(lowerBound, s.breaks);
  report();
  return {
    slots: solutionSlots,
    tables,
    unplaced: unplacedList,
    unplacedLowerBound,
    breaks: s.breaks,
    maxBreaks,
    lowerBound,
    optimal: unplacedList.length === 0 && lowerBound === s.breaks,
    elapsedMs: Date.now() - started,
    firstValidMs,
    foundIn,
  };
}

/** Unplaces meetings until no violation is left, then re-inserts the ones that fit cleanly somewhere. */
function repair(s: ScheduleState, unplaced: Map<number, UnplacedReason>) {
  const removed: number[] = [];
  for (let pass = 0; pass < 3 && s.violations > 0; pass++) {
    for (let m = 0; m < s.nMeetings && s.violations > 0; m++) {
      if (!s.slot[m] || s.frozen[m]) continue;
      const t = s.slot[m];
      const stride = s.stride;
      const clash = s.occ[s.ma[m] * stride + t] > 1 || s.occ[s.mb[m] * stride + t] > 1;
      const full = s.load[t] > s.nTables;
      const before = s.violations;
      if (!clash && !full && s.violationsOf(m) === 0) continue;
      s.unplace(m);
      if (s.violations < before) {
        removed.push(m);
        unplaced.set(m, clash ? 'participant-busy' : full ? 'no-table' : 'precedence');
      } else s.place(m, t);
    }
  }
  for (const m of removed) {
    let best = 0;
    let bestBreaks = Number.POSITIVE_INFINITY;
    for (const t of s.domain[m]) {
      if (!s.fitsCleanly(m, t)) continue;
      const b = s.breaksWith(s.ma[m], t) + s.breaksWith(s.mb[m], t);
      if (b < bestBreaks) {
        bestBreaks = b;
        best = t;
      }
    }
    if (best) {
      s.place(m, best);
      unplaced.delete(m);
    }
  }
}

/**
 * Leaves out meetings whose precedence chains leave them no slot. A chain of precedences from a
 * meeting that can start no earlier than slot e to one that must end by slot l < e + length proves
 * one of its meetings must go; disjoint such chains give the proven count. Answers the meetings
 * left out and the proven part.
 */
function leaveOutImpossiblePrecedences(s: ScheduleState, unplaced: Map<number, UnplacedReason>): { out: number; proven: number } {
  let out = 0;
  let proven = 0;
  const matched = new Uint8Array(s.nMeetings);
  const gone = (m: number) => s.domain[m].length === 0;
  for (let guard = 0; guard < s.nMeetings; guard++) {
    const { lo, hi } = precedenceWindows(s);
    let m0 = -1;
    for (let m = 0; m < s.nMeetings && m0 < 0; m++) if (!gone(m) && lo[m] > hi[m]) m0 = m;
    if (m0 < 0) break;
    // The chain through m0: predecessors that push its earliest slot, successors that pull its latest.
    const chain = [m0];
    for (let x = m0; ; ) {
      const d = s.domain[x];
      if (lo[x] <= d[0]) break;
      let next = -1;
      for (const b of s.before[x]) if (!gone(b) && lo[b] + 1 === lo[x]) next = b;
      if (next < 0 || chain.includes(next)) break;
      chain.push(next);
      x = next;
    }
    for (let x = m0; ; ) {
      const d = s.domain[x];
      if (hi[x] >= d[d.length - 1]) break;
      let next = -1;
      for (const a of s.after[x]) if (!gone(a) && hi[a] - 1 === hi[x]) next = a;
      if (next < 0 || chain.includes(next)) break;
      chain.push(next);
      x = next;
    }
    if (chain.every((x) => !matched[x])) {
      for (const x of chain) matched[x] = 1;
      proven++;
    }
    // Leave out the chain's meeting with the most precedences (pinned ones last).
    const weight = (m: number) => (s.frozen[m] ? 1000 : 0) - s.before[m].length - s.after[m].length;
    let victim = chain[0];
    for (const x of chain) if (weight(x) < weight(victim)) victim = x;
    s.domain[victim] = new Int32Array(0);
    unplaced.set(victim, 'precedence');
    out++;
  }
  return { out, proven };
}

/**
 * Leaves out meetings of overbooked participants until nobody has more meetings than open slots:
 * each time the meeting whose removal relieves its two participants most (a meeting between two
 * overbooked participants counts twice). Answers how many it left out.
 */
function leaveOutOverbooked(s: ScheduleState, excess0: Int32Array, unplaced: Map<number, UnplacedReason>): number {
  const excess = Int32Array.from(excess0);
  let out = 0;
  for (let guard = 0; guard < s.nMeetings; guard++) {
    let p = -1;
    for (let q = 0; q < s.nParticipants; q++) if (excess[q] > 0 && (p < 0 || excess[q] > excess[p])) p = q;
    if (p < 0) break;
    let bestM = -1;
    let bestScore = Number.POSITIVE_INFINITY;
    let bestEa = 0;
    let bestEb = 0;
    for (const m of s.meetingsOf[p]) {
      if (s.frozen[m] || s.domain[m].length === 0 || s.slot[m]) continue;
      const saved = s.domain[m];
      s.domain[m] = new Int32Array(0);
      const ea = participantExcess(s, s.ma[m]);
      const eb = participantExcess(s, s.mb[m]);
      s.domain[m] = saved;
      // Relief on both participants first; then prefer a partner with many meetings (easier elsewhere).
      const score = ea + eb - excess[s.ma[m]] - excess[s.mb[m]] - 0.001 * s.meetingsOf[s.ma[m] === p ? s.mb[m] : s.ma[m]].length;
      if (score < bestScore) {
        bestScore = score;
        bestM = m;
        bestEa = ea;
        bestEb = eb;
      }
    }
    if (bestM < 0) break;
    excess[s.ma[bestM]] = bestEa;
    excess[s.mb[bestM]] = bestEb;
    s.domain[bestM] = new Int32Array(0);
    unplaced.set(bestM, 'participant-overbooked');
    out++;
  }
  return out;
}

/** How many of participant p's meetings exceed the slots open to them (all, morning-only, afternoon-only). */
function participantExcess(s: ScheduleState, p: number): number {
  let open = 0;
  let morning = 0;
  let afternoon = 0;
  let all = 0;
  let morningMask = 0;
  let afternoonMask = 0;
  for (const m of s.meetingsOf[p]) {
    let mask = 0;
    for (const t of s.domain[m]) mask |= 1 << t;
    if (mask === 0) continue;
    open |= mask;
    all++;
    const session = s.problem.meetings[m].session;
    if (session === 'morning') {
      morning++;
      morningMask |= mask;
    } else if (session === 'afternoon') {
      afternoon++;
      afternoonMask |= mask;
    }
  }
  const count = (mask: number) => {
    let n = 0;
    for (let t = 1; t <= s.nSlots; t++) if (mask & (1 << t)) n++;
    return n;
  };
  return Math.max(0, all - count(open), morning - count(morningMask), afternoon - count(afternoonMask));
}

/**
 * Per participant, how many of their meetings exceed the slots open to them (for morning-only,
 * afternoon-only and all meetings); each left-out meeting relieves at most two participants.
 */
function overbookedParticipants(s: ScheduleState): { excess: Int32Array; lowerBound: number } {
  const excess = new Int32Array(s.nParticipants);
  let total = 0;
  let largest = 0;
  for (let p = 0; p < s.nParticipants; p++) {
    let open = 0;
    const slotsOf = (m: number) => {
      let mask = 0;
      for (const t of s.domain[m]) mask |= 1 << t;
      return mask;
    };
    let morning = 0;
    let afternoon = 0;
    let all = 0;
    let morningMask = 0;
    let afternoonMask = 0;
    for (const m of s.meetingsOf[p]) {
      const mask = slotsOf(m);
      if (mask === 0) continue;
      open |= mask;
      all++;
      const session = s.problem.meetings[m].session;
      if (session === 'morning') {
        morning++;
        morningMask |= mask;
      } else if (session === 'afternoon') {
        afternoon++;
        afternoonMask |= mask;
      }
    }
    const count = (mask: number) => {
      let n = 0;
      for (let t = 1; t <= s.nSlots; t++) if (mask & (1 << t)) n++;
      return n;
    };
    const e = Math.max(0, all - count(open), morning - count(morningMask), afternoon - count(afternoonMask));
    excess[p] = e;
    total += e;
    largest = Math.max(largest, e);
  }
  // A left-out meeting relieves each of its participants by at most one, and both only when both
  // are overbooked: with E such meetings, removals r satisfy r + min(r, E) >= total.
  let shared = 0;
  for (let m = 0; m < s.nMeetings; m++) if (s.domain[m].length > 0 && excess[s.ma[m]] > 0 && excess[s.mb[m]] > 0) shared++;
  return { excess, lowerBound: Math.max(largest, Math.ceil(total / 2), total - shared) };
}
