/**
 * Meetings the solver leaves out, and why: those that break a rule after the search (repair),
 * those whose precedence chains leave them no slot, and the excess of overbooked participants;
 * with the lower bounds these prove on the meetings no schedule can place.
 */
import { precedenceWindows } from './heuristic-search.ts';
import type { UnplacedReason } from './schedule-problem.ts';
import type { ScheduleState } from './schedule-state.ts';

/** Repair passes: unplacing one meeting can clear another's violation, so a few passes leave out fewer. */
const REPAIR_PASSES = 3;
/** Pinned meetings are the last a precedence chain loses: this outweighs any count of precedences. */
const PINNED_WEIGHT = 1000;
/** Among equal reliefs, a meeting whose partner has many meetings goes first (they are easier to place elsewhere). */
const BUSY_PARTNER_TIE_BREAK = 0.001;

/** Unplaces meetings until no violation is left, then re-inserts the ones that fit cleanly somewhere. */
export function repair(s: ScheduleState, unplaced: Map<number, UnplacedReason>) {
  const removed: number[] = [];
  for (let pass = 0; pass < REPAIR_PASSES && s.violations > 0; pass++) {
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
export function leaveOutImpossiblePrecedences(s: ScheduleState, unplaced: Map<number, UnplacedReason>): { out: number; proven: number } {
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
    const weight = (m: number) => (s.frozen[m] ? PINNED_WEIGHT : 0) - s.before[m].length - s.after[m].length;
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
export function leaveOutOverbooked(s: ScheduleState, excess0: Int32Array, unplaced: Map<number, UnplacedReason>): number {
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
      const score =
        ea + eb - excess[s.ma[m]] - excess[s.mb[m]] - BUSY_PARTNER_TIE_BREAK * s.meetingsOf[s.ma[m] === p ? s.mb[m] : s.ma[m]].length;
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
export function overbookedParticipants(s: ScheduleState): { excess: Int32Array; lowerBound: number } {
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
