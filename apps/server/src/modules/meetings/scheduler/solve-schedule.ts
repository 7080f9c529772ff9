/**
 * Solves a ScheduleProblem: confirmed meetings first (they never move); meetings proven
 * impossible are left out up front (no allowed slot, precedence chains no slot window can hold,
 * the excess of overbooked participants); greedy placement and local search (every rule hard once
 * a valid schedule is found). For problems small enough for HiGHS: a feasibility-only MIP when
 * the heuristic left meetings out, a first full MIP from the best schedule (on short days it
 * proves the optimum early), a large-neighbourhood search (HiGHS re-places a few participants'
 * meetings or a window of slots, the rest fixed), local search again for most of the rest, and a
 * final full MIP only where a bound was proven or meetings are still left out. Every HiGHS call
 * is interrupted at its deadline. Meetings that cannot be placed without breaking a rule are left
 * out with a reason; tables are numbered last.
 */
import { greedyPlacement, localSearch, precedenceWindows, seededRandom } from './heuristic-search.ts';
import { largeNeighbourhoodSearch } from './large-neighbourhood.ts';
import { MIP_MAX_COLUMNS, mipColumns, solveMip } from './mip-model.ts';
import type { ScheduleProblem, ScheduleSolution, SolveOptions, SolvePhase, UnplacedMeeting, UnplacedReason } from './schedule-problem.ts';
import { ScheduleState } from './schedule-state.ts';
import { assignTables } from './assign-tables.ts';

/*
 * Time plan when the exact phases run (shares of the time limit): local search, a first full MIP
 * (proves the optimum of short days early), the large-neighbourhood search, local search again for
 * the rest but for a final full MIP kept only when the first one proved a useful bound.
 */
const HEURISTIC_SHARE = 0.35;
const FIRST_MIP_SHARE = 0.15;
const LNS_SHARE = 0.1;
const FINAL_MIP_SHARE = 0.15;

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
  /** Proven minimum of meetings no schedule can place (grows as the phases prove more). */
  let unplacedLowerBound = 0;
  const noteValid = () => {
    if (firstValidMs >= 0 || s.violations > 0) return;
    // Valid: no violation and every meeting placed but those proven impossible (left out with no
    // domain), or as many left out as proven unavoidable.
    let placeable = 0;
    for (let m = 0; m < M; m++) if (s.domain[m].length > 0) placeable++;
    if (s.placed >= placeable || M - s.placed <= unplacedLowerBound) firstValidMs = Date.now() - started;
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
  const small = mipColumns(s) <= MIP_MAX_COLUMNS;
  const exact = (options.exact ?? true) && small;
  phase = 'local-search';
  let lastTick = 0;
  const heuristicEnd = exact ? started + limitMs * HEURISTIC_SHARE : deadline;
  const runLocalSearch = (until: number, giveUpBy?: number, targetBreaks = options.targetBreaks ?? 0) =>
    localSearch(s, {
      deadline: until,
      giveUpBy,
      random,
      shouldStop: stop,
      targetBreaks,
      // Problems too large for the exact phases get too few iterations per meeting for long sweeps.
      guided: small,
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
  unplacedLowerBound = pinnedOut + overbooked.lowerBound;
  if (exact && leftOut() > 0 && !stop() && Date.now() < deadline - 200) {
    // Feasibility first: a MIP that only counts left-out meetings, then local search again from its schedule.
    phase = 'exact';
    report();
    for (const m of unplaced.keys()) if (s.domain[m].length > 0 && s.frozen[m]) s.domain[m] = new Int32Array(0);
    const until = Date.now() + (deadline - Date.now()) * 0.5;
    const result = await solveMip(s, slots, s.breaks, leftOut(), (until - Date.now()) / 1000, undefined, stop, {
      feasibilityOnly: true,
      deadline: until,
    });
    if (overbookedOut === 0) unplacedLowerBound = Math.max(unplacedLowerBound, pinnedOut + result.unplacedLowerBound);
    noteValid();
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
  const target = options.targetBreaks ?? 0;
  // Every phase ends by `end`, leaving a margin for numbering the tables.
  const end = deadline - Math.min(250, limitMs * 0.03);
  /** Whether the exact phases still have something to do (improve, place, or prove). */
  const open = () => exact && (leftOut() > 0 || s.breaks > Math.max(target, unplaced.size === 0 ? lowerBound : 0)) && !stop();
  /** The full MIP from the best schedule until `until`: can improve it, place left-out meetings and prove a bound. */
  const fullMip = async (until: number) => {
    phase = 'exact';
    report();
    // The MIP may place meetings the heuristic left out (not those without any allowed slot, nor unplaceable pinned ones).
    for (const m of unplaced.keys()) if (s.domain[m].length > 0 && s.frozen[m]) s.domain[m] = new Int32Array(0);
    const result = await solveMip(
      s,
      slots,
      s.breaks,
      leftOut(),
      (until - Date.now()) / 1000,
      (bound, breaks) => {
        lowerBound = Math.max(lowerBound, bound);
        options.onProgress?.({ phase, placed: s.placed, breaks, lowerBound, elapsedMs: Date.now() - started });
      },
      stop,
      { deadline: until },
    );
    // The MIP's bound speaks of the modelled meetings: all but the pinned conflicts, when no overbooked one was left out.
    if (overbookedOut === 0) unplacedLowerBound = Math.max(unplacedLowerBound, pinnedOut + result.unplacedLowerBound);
    if (result.slots) {
      adopt(result.slots);
      foundIn = 'exact';
    }
    if (unplaced.size === 0) lowerBound = Math.max(lowerBound, result.lowerBound);
    noteValid();
  };

  // 1. A first full MIP: on short days it proves the optimum early (then nothing is left to do).
  if (open() && Date.now() < end - 300) await fullMip(Math.min(end, Date.now() + limitMs * FIRST_MIP_SHARE));
  // 2. Large-neighbourhood search: HiGHS re-optimises a few participants' meetings, the rest fixed.
  if (open() && leftOut() === 0 && Date.now() < end - 300) {
    phase = 'exact';
    report();
    const lnsEnd = Math.min(end, Date.now() + limitMs * LNS_SHARE);
    const improved = await largeNeighbourhoodSearch(s, lnsEnd, random, stop, Math.max(target, lowerBound), () => {
      foundIn = 'exact';
      report();
    });
    if (improved) slots = s.snapshot();
  }
  // 3. Local search again from the best schedule (on long days it is what finds better schedules), keeping a
  //    final full MIP only where the first one proved a bound (it may close the gap) or meetings are left out.
  if (open() && leftOut() === 0 && Date.now() < end - 300) {
    const reserve = lowerBound > 0 ? limitMs * FINAL_MIP_SHARE + Math.min(1500, limitMs * 0.15) : 0;
    phase = 'local-search';
    const until = Math.max(Date.now(), end - reserve);
    slots = runLocalSearch(until, undefined, Math.max(target, lowerBound));
    report();
  }
  // HiGHS sometimes answers its interrupt only after a long root step (over a second late, measured;
  // a 10 s run ended at 10.16 s with a 1.5 s margin on a loaded machine): the last MIP stops that
  // much earlier so the whole run still ends in time.
  const lateMargin = Math.min(2000, limitMs * 0.2);
  if (open() && Date.now() < end - lateMargin - 300) await fullMip(end - lateMargin);
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
    const e = participantExcess(s, p);
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
