/**
 * Large-neighbourhood search: HiGHS re-places the meetings of a few participants (or of a window
 * of consecutive slots) optimally with everything else fixed; improvements are kept.
 */
import { solveMip } from './mip-model.ts';
import type { ScheduleState } from './schedule-state.ts';

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
    const limitS = Math.min(1, Math.max(0.05, (until - Date.now()) / 1000));
    const t0 = Date.now();
    const result = await solveMip(s, start, s.breaks, 0, limitS, undefined, stop, { free, window, deadline: until });
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
