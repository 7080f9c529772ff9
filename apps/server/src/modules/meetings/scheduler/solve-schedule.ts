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
 *
 * The solve is a pipeline of phases (solve-phases.ts) over one run state (solve-run.ts).
 */
import { assignTables } from './assign-tables.ts';
import type { ScheduleProblem, ScheduleSolution, SolveOptions, UnplacedMeeting } from './schedule-problem.ts';
import {
  exactFeasibility,
  finalFullMip,
  firstFullMip,
  largeNeighbourhoods,
  leaveOutImpossible,
  nameOverbooked,
  pinMeetings,
  placeGreedily,
  repairViolations,
  type SolvePhaseStep,
  searchLocally,
  searchLocallyAgain,
} from './solve-phases.ts';
import { SolveRun } from './solve-run.ts';

/** The phases in the order they run; each skips itself when the run has no use or no time for it. */
const PIPELINE: SolvePhaseStep[] = [
  pinMeetings,
  leaveOutImpossible,
  placeGreedily,
  searchLocally,
  repairViolations,
  exactFeasibility,
  firstFullMip,
  largeNeighbourhoods,
  searchLocallyAgain,
  finalFullMip,
  nameOverbooked,
];

export async function solveSchedule(problem: ScheduleProblem, options: SolveOptions = {}): Promise<ScheduleSolution> {
  const run = new SolveRun(problem, options);
  for (const phase of PIPELINE) await phase(run);
  return solutionOf(run);
}

/** The run's schedule with its tables numbered, what was left out and why, and its figures. */
function solutionOf(run: SolveRun): ScheduleSolution {
  const { s } = run;
  const tables = assignTables(run.problem, s.slot);
  const slots = Array.from(s.slot);
  const unplaced: UnplacedMeeting[] = [...run.unplaced]
    .map(([meeting, reason]) => ({ meeting, reason }))
    .sort((x, y) => x.meeting - y.meeting);
  let maxBreaks = 0;
  for (let p = 0; p < s.nParticipants; p++) maxBreaks = Math.max(maxBreaks, s.pBreaks[p]);
  run.phase = 'done';
  run.lowerBound = Math.min(run.lowerBound, s.breaks);
  run.report();
  return {
    slots,
    tables,
    unplaced,
    unplacedLowerBound: run.unplacedLowerBound,
    breaks: s.breaks,
    maxBreaks,
    lowerBound: run.lowerBound,
    optimal: unplaced.length === 0 && run.lowerBound === s.breaks,
    elapsedMs: Date.now() - run.started,
    firstValidMs: run.firstValidMs,
    foundIn: run.foundIn,
  };
}
