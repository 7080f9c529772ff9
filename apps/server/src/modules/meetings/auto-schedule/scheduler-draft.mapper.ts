import type { SchedulerDraft } from '@portal/contracts/meetings/auto-schedule';
import { slotView } from '../meeting-slots.ts';
import type { ScheduleSolution } from '../scheduler/schedule-problem.ts';
import { portalClock } from '../../../lib/portal-clock.ts';
import type { SessionProblem } from './session-problem.ts';

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
      reason: u.reason,
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
