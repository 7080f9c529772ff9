/**
 * The phases of solveSchedule, in the order it runs them, each a step on the one SolveRun: pin
 * the confirmed and fixed meetings, leave out what is proven impossible, place greedily, search
 * locally, repair, then (problems small enough for HiGHS) a feasibility MIP, a first full MIP, a
 * large-neighbourhood search, local search again and a final full MIP; last, name the overbooked.
 */
import { greedyPlacement } from './heuristic-search.ts';
import { largeNeighbourhoodSearch } from './large-neighbourhood.ts';
import { leaveOutImpossiblePrecedences, leaveOutOverbooked, overbookedParticipants, repair } from './leave-out.ts';
import { solveMip } from './mip-model.ts';
import type { SolveRun } from './solve-run.ts';

/*
 * Time plan when the exact phases run (shares of the time limit): local search, a first full MIP
 * (proves the optimum of short days early), the large-neighbourhood search, local search again for
 * the rest but for a final full MIP kept only when the first one proved a useful bound.
 */
const HEURISTIC_SHARE = 0.35;
const FIRST_MIP_SHARE = 0.15;
const LNS_SHARE = 0.1;
const FINAL_MIP_SHARE = 0.15;
/**
 * Without a schedule free of violations by a fifth of the time (at most 2 s), the first local
 * search hands over to the MIP, which finds one more surely.
 */
const HAND_OVER_SHARE = 0.2;
const HAND_OVER_MAX_MS = 2000;
/** The feasibility MIP starts only with more than this left (less does not let HiGHS get past its model), */
const FEASIBILITY_MIN_MS = 200;
/** and takes at most this share of what is left, keeping the rest for improving the schedule. */
const FEASIBILITY_SHARE_OF_REST = 0.5;
/** A later phase starts only with this much left before the end: a shorter one finds nothing. */
const MIN_PHASE_MS = 300;
/**
 * The second local search leaves the final MIP its share and up to 1.5 s more (15 % of short
 * runs), most of the margin by which that MIP stops early (LATE_MARGIN).
 */
const FINAL_MIP_EXTRA_MAX_MS = 1500;
const FINAL_MIP_EXTRA_SHARE = 0.15;
/**
 * HiGHS sometimes answers its interrupt only after a long root step (over a second late, measured;
 * a 10 s run ended at 10.16 s with a 1.5 s margin on a loaded machine): the last MIP stops 2 s
 * (a fifth of short runs) before the end so the whole run still ends in time.
 */
const LATE_MARGIN_MAX_MS = 2000;
const LATE_MARGIN_SHARE = 0.2;

export type SolvePhaseStep = (run: SolveRun) => void | Promise<void>;

/** Confirmed meetings, then fixed ones: pinned, never moved. Contradicting confirmations are left out. */
export function pinMeetings({ problem, s, unplaced }: SolveRun) {
  const pinnedOrder = [...Array(s.nMeetings).keys()]
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
  for (let m = 0; m < s.nMeetings; m++) if (s.domain[m].length === 0 && !unplaced.has(m)) unplaced.set(m, 'no-allowed-slot');
  // Left-out meetings keep an empty domain so no phase places them.
  for (const m of unplaced.keys()) s.domain[m] = new Int32Array(0);
}

/**
 * Leaves out precedences no schedule can meet (a meeting whose session ends before its
 * predecessor's starts), then as few meetings of overbooked participants as make every
 * participant's count fit.
 */
export function leaveOutImpossible(run: SolveRun) {
  const { s, unplaced } = run;
  const precedenceOut = leaveOutImpossiblePrecedences(s, unplaced);
  const pinnedOut = unplaced.size - precedenceOut.out + precedenceOut.proven;
  const overbooked = overbookedParticipants(s);
  const overbookedOut = leaveOutOverbooked(s, overbooked.excess, unplaced);
  run.upFront = { pinnedOut, overbookedExcess: overbooked.excess, overbookedLowerBound: overbooked.lowerBound, overbookedOut };
}

/** A first schedule, placed greedily; then the time plan, which depends on its size for HiGHS. */
export function placeGreedily(run: SolveRun) {
  greedyPlacement(run.s, run.random);
  run.noteValid();
  run.report();
  run.planExactPhases(HEURISTIC_SHARE);
}

/** Local search until its share of the time; without a valid schedule early on, it hands over to the MIP. */
export function searchLocally(run: SolveRun) {
  run.phase = 'local-search';
  const giveUpBy = run.exact ? run.started + Math.min(run.limitMs * HAND_OVER_SHARE, HAND_OVER_MAX_MS) : undefined;
  run.best = run.localSearch(run.heuristicEnd, giveUpBy);
  run.report();
}

/** Leaves out whatever still breaks a rule, then puts back what now fits cleanly. */
export function repairViolations(run: SolveRun) {
  const { s } = run;
  if (s.violations > 0) repair(s, run.unplaced);
  run.best = s.snapshot();
  run.unplacedLowerBound = run.upFront.pinnedOut + run.upFront.overbookedLowerBound;
}

/** The MIP's bound speaks of the modelled meetings: all but the pinned conflicts, when no overbooked one was left out. */
function noteUnplacedBound(run: SolveRun, mipUnplacedLowerBound: number) {
  if (run.upFront.overbookedOut === 0)
    run.unplacedLowerBound = Math.max(run.unplacedLowerBound, run.upFront.pinnedOut + mipUnplacedLowerBound);
}

/** With meetings left out: a MIP that only counts them finds a complete schedule, then local search again from it. */
export async function exactFeasibility(run: SolveRun) {
  const { s } = run;
  if (!run.exact || run.leftOut() === 0 || run.stop() || Date.now() >= run.deadline - FEASIBILITY_MIN_MS) return;
  run.phase = 'exact';
  run.report();
  run.dropUnplaceablePinned();
  const until = Date.now() + (run.deadline - Date.now()) * FEASIBILITY_SHARE_OF_REST;
  const result = await solveMip(s, {
    start: run.best,
    startBreaks: s.breaks,
    startUnplaced: run.leftOut(),
    timeLimitS: (until - Date.now()) / 1000,
    shouldStop: run.stop,
    feasibilityOnly: true,
    deadline: until,
  });
  noteUnplacedBound(run, result.unplacedLowerBound);
  run.noteValid();
  if (!result.slots) return;
  run.adopt(result.slots);
  run.foundIn = 'exact';
  run.noteValid();
  if (Date.now() < run.heuristicEnd) {
    run.phase = 'local-search';
    run.best = run.localSearch(run.heuristicEnd);
  }
}

/** The full MIP from the best schedule until `until`: it can improve it, place left-out meetings and prove a bound. */
async function fullMip(run: SolveRun, until: number) {
  const { s } = run;
  run.phase = 'exact';
  run.report();
  // The MIP may place meetings the heuristic left out (not those without any allowed slot, nor unplaceable pinned ones).
  run.dropUnplaceablePinned();
  const result = await solveMip(s, {
    start: run.best,
    startBreaks: s.breaks,
    startUnplaced: run.leftOut(),
    timeLimitS: (until - Date.now()) / 1000,
    onBound: (bound, breaks) => {
      run.lowerBound = Math.max(run.lowerBound, bound);
      run.reportBound(breaks);
    },
    shouldStop: run.stop,
    deadline: until,
  });
  noteUnplacedBound(run, result.unplacedLowerBound);
  if (result.slots) {
    run.adopt(result.slots);
    run.foundIn = 'exact';
  }
  if (run.unplaced.size === 0) run.lowerBound = Math.max(run.lowerBound, result.lowerBound);
  run.noteValid();
}

/** A first full MIP: on short days it proves the optimum early (then nothing is left to do). */
export async function firstFullMip(run: SolveRun) {
  if (run.open() && Date.now() < run.end - MIN_PHASE_MS) await fullMip(run, Math.min(run.end, Date.now() + run.limitMs * FIRST_MIP_SHARE));
}

/** Large-neighbourhood search: HiGHS re-optimises a few participants' meetings, the rest fixed. */
export async function largeNeighbourhoods(run: SolveRun) {
  if (!run.open() || run.leftOut() > 0 || Date.now() >= run.end - MIN_PHASE_MS) return;
  run.phase = 'exact';
  run.report();
  const lnsEnd = Math.min(run.end, Date.now() + run.limitMs * LNS_SHARE);
  const improved = await largeNeighbourhoodSearch(run.s, lnsEnd, run.random, run.stop, Math.max(run.target, run.lowerBound), () => {
    run.foundIn = 'exact';
    run.report();
  });
  if (improved) run.best = run.s.snapshot();
}

/**
 * Local search again from the best schedule (on long days it is what finds better schedules),
 * keeping time for a final full MIP only where the first one proved a bound (it may close the gap).
 */
export function searchLocallyAgain(run: SolveRun) {
  if (!run.open() || run.leftOut() > 0 || Date.now() >= run.end - MIN_PHASE_MS) return;
  const reserve =
    run.lowerBound > 0 ? run.limitMs * FINAL_MIP_SHARE + Math.min(FINAL_MIP_EXTRA_MAX_MS, run.limitMs * FINAL_MIP_EXTRA_SHARE) : 0;
  run.phase = 'local-search';
  const until = Math.max(Date.now(), run.end - reserve);
  run.best = run.localSearch(until, undefined, Math.max(run.target, run.lowerBound));
  run.report();
}

/** A final full MIP where a bound was proven or meetings are still left out, stopping early enough to end in time. */
export async function finalFullMip(run: SolveRun) {
  const lateMargin = Math.min(LATE_MARGIN_MAX_MS, run.limitMs * LATE_MARGIN_SHARE);
  if (run.open() && Date.now() < run.end - lateMargin - MIN_PHASE_MS) await fullMip(run, run.end - lateMargin);
}

/** Meetings left out as busy whose participant is overbooked are left out for that reason. */
export function nameOverbooked(run: SolveRun) {
  const { s, unplaced } = run;
  const excess = run.upFront.overbookedExcess;
  for (const [m, reason] of unplaced) {
    if (reason === 'participant-busy' && (excess[s.ma[m]] > 0 || excess[s.mb[m]] > 0)) unplaced.set(m, 'participant-overbooked');
  }
  run.noteValid();
}
