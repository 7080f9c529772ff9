/**
 * Large-neighbourhood search: HiGHS re-places the meetings of a few participants (or of a window
 * of consecutive slots) optimally with everything else fixed; improvements are kept.
 */
import { solveMip } from './mip-model.ts';
import type { ScheduleState } from './schedule-state.ts';

/** No sub-problem is started this close to the end: HiGHS would only build its model. */
const END_MARGIN_MS = 100;
/** Meetings freed per sub-problem at first; the size adapts (see GROW_* and SHRINK_*), never below MIN_SIZE. */
const INITIAL_SIZE = 20;
const MIN_SIZE = 8;
/** Sub-problems solved to optimality within this share of their limit grow the next one by GROW_STEP meetings. */
const GROW_WITHIN_SHARE = 0.3;
const GROW_STEP = 2;
/** Sub-problems that use this share of their limit shrink the next one to SHRINK_FACTOR of its size. */
const SHRINK_AT_SHARE = 0.9;
const SHRINK_FACTOR = 0.8;
/** Each sub-problem gets at most a second (many small ones beat a few large ones) and at least 50 ms. */
const MAX_SUBPROBLEM_S = 1;
const MIN_SUBPROBLEM_S = 0.05;
/** How often the neighbourhood starts from a participant with breaks rather than anyone (breaks are what it removes). */
const START_WITH_BREAKS = 0.8;
/** How often a sub-problem is a window of slots rather than a group of participants (the two shapes find different moves). */
const WINDOW_SHARE = 0.5;
/** A window spans WINDOW_MIN_SLOTS to WINDOW_MIN_SLOTS + WINDOW_EXTRA_SLOTS - 1 consecutive slots. */
const WINDOW_MIN_SLOTS = 3;
const WINDOW_EXTRA_SLOTS = 4;
/** How often the group grows to the partner of a freed meeting (their meetings interlock) rather than someone else. */
const FOLLOW_PARTNER = 0.7;
/** Otherwise, how often it grows to another participant with breaks rather than anyone. */
const JUMP_TO_BREAKS = 0.7;

/**
 * Repeatedly frees the meetings of a few participants (one with breaks and some of the people they
 * meet) and lets HiGHS re-place them optimally with everything else fixed; keeps improvements.
 * The neighbourhood grows while HiGHS solves it to optimality quickly and shrinks when it does not.
 */
export async function largeNeighbourhoodSearch(
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
  let size = INITIAL_SIZE;
  let improved = false;
  while (Date.now() < until - END_MARGIN_MS && !stop() && s.breaks > target) {
    free.fill(0);
    const chosen = new Set<number>();
    const withBreaks: number[] = [];
    for (let p = 0; p < P; p++) if (s.pBreaks[p] > 0) withBreaks.push(p);
    const seed =
      withBreaks.length > 0 && random() < START_WITH_BREAKS ? withBreaks[(random() * withBreaks.length) | 0] : (random() * P) | 0;
    chosen.add(seed);
    const frontier = [seed];
    let nFree = 0;
    let window: { from: number; to: number } | undefined;
    if (random() < WINDOW_SHARE) {
      // A window of consecutive slots: its meetings may move inside it.
      const w = Math.min(s.nSlots, WINDOW_MIN_SLOTS + ((random() * WINDOW_EXTRA_SLOTS) | 0));
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
      if (!chosen.has(q) && random() < FOLLOW_PARTNER) next = q;
      else {
        // Otherwise another participant with breaks, or anyone.
        const r = withBreaks.length > 0 && random() < JUMP_TO_BREAKS ? withBreaks[(random() * withBreaks.length) | 0] : (random() * P) | 0;
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
    const limitS = Math.min(MAX_SUBPROBLEM_S, Math.max(MIN_SUBPROBLEM_S, (until - Date.now()) / 1000));
    const t0 = Date.now();
    const result = await solveMip(s, {
      start,
      startBreaks: s.breaks,
      startUnplaced: 0,
      timeLimitS: limitS,
      shouldStop: stop,
      free,
      window,
      deadline: until,
    });
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
    if (result.optimal && took < limitS * GROW_WITHIN_SHARE) size = Math.min(s.nMeetings, size + GROW_STEP);
    else if (took >= limitS * SHRINK_AT_SHARE) size = Math.max(MIN_SIZE, Math.floor(size * SHRINK_FACTOR));
  }
  return improved;
}
