import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkSchedule } from './check-schedule.ts';
import { parseDzn } from './dzn-instance.ts';
import { greedyPlacement, localSearch, seededRandom } from './heuristic-search.ts';
import { largeNeighbourhoodSearch } from './large-neighbourhood.ts';
import { solveMip } from './mip-model.ts';
import { ScheduleState, maskIdle } from './schedule-state.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../..');
const dataDir = path.resolve(repoRoot, '../shared/data/scheduling');
const instance = (name: string) => parseDzn(fs.readFileSync(path.join(dataDir, `${name}.dzn`), 'utf8'));

/** Idle slots per participant recounted from the slots, independently of the state's masks. */
function idleOf(state: ScheduleState): number {
  let idle = 0;
  for (let p = 0; p < state.nParticipants; p++) {
    const busy = [...state.meetingsOf[p]].map((m) => state.slot[m]).filter((t) => t > 0);
    if (busy.length > 0) idle += Math.max(...busy) - Math.min(...busy) + 1 - new Set(busy).size;
  }
  return idle;
}

describe('ScheduleState', () => {
  it('counts idle slots inside a mask', () => {
    expect(maskIdle(0)).toBe(0);
    expect(maskIdle(0b1110)).toBe(0);
    // Slots 3, 4, 7, 8: one break of two idle slots.
    expect(maskIdle((1 << 3) | (1 << 4) | (1 << 7) | (1 << 8))).toBe(2);
  });

  it('keeps breaks and idle slots in step with the moves', () => {
    const problem = instance('forum-13crafc.original');
    const state = new ScheduleState(problem);
    const random = seededRandom(3);
    greedyPlacement(state, random);
    for (let k = 0; k < 2000; k++) {
      const m = (random() * state.nMeetings) | 0;
      const d = state.domain[m];
      if (d.length > 0) state.move(m, d[(random() * d.length) | 0]);
    }
    expect(state.idle).toBe(idleOf(state));
    expect(state.breaks).toBe(checkSchedule(problem, Array.from(state.slot)).breaks);
  });
});

describe('exact phases', () => {
  it('stop HiGHS at their deadline', async () => {
    const problem = instance('forum-14.original');
    const state = new ScheduleState(problem);
    greedyPlacement(state, seededRandom(1));
    const started = Date.now();
    await solveMip(state, {
      start: state.snapshot(),
      startBreaks: state.breaks,
      startUnplaced: 0,
      timeLimitS: 30,
      deadline: started + 300,
    });
    // Far below the 30 s limit it was given (HiGHS may answer the interrupt a second or two late on a loaded machine).
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('large-neighbourhood search keeps the schedule valid and never worse', async () => {
    const problem = instance('tic-13crafc.original');
    const state = new ScheduleState(problem);
    const random = seededRandom(1);
    greedyPlacement(state, random);
    localSearch(state, { deadline: Date.now() + 300, random, sweep: 20000 });
    expect(state.violations).toBe(0);
    const before = state.breaks;
    await largeNeighbourhoodSearch(
      state,
      Date.now() + 1500,
      random,
      () => false,
      0,
      () => {},
    );
    const check = checkSchedule(problem, Array.from(state.slot));
    expect(check.violations).toEqual([]);
    expect(check.breaks).toBe(state.breaks);
    expect(state.breaks).toBeLessThanOrEqual(before);
  });
});
