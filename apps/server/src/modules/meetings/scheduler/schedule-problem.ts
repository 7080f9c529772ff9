/**
 * The B2B meeting scheduling problem and its solution, independent of the database and HTTP.
 *
 * Indices: participants and meetings are 0-based positions in their arrays; slots are 1-based
 * (1..nSlots, the morning is 1..nMorningSlots, the afternoon the rest); tables are 1-based
 * (1..nTables). Tables are interchangeable, so the solver chooses slots and numbers the tables
 * of each slot afterwards, keeping the tables of confirmed meetings.
 */
import type { SchedulerPhase, UnplacedReasonValue } from '@portal/contracts/meetings/auto-schedule';

/** When a meeting may take place: the morning slots, the afternoon slots, or any slot. */
export type MeetingSession = 'morning' | 'afternoon' | 'any';

export interface MeetingRequest {
  /** The two participants (0-based indices into the problem's participants). */
  a: number;
  b: number;
  session: MeetingSession;
  /** A slot the meeting must take (organiser's choice), if any. */
  fixedSlot?: number;
  /** An already confirmed meeting: it keeps this slot and this table on every re-run. */
  confirmed?: { slot: number; table: number };
}

export interface ScheduleProblem {
  /** Number of participants (companies); `participantNames` optionally labels them. */
  nParticipants: number;
  participantNames?: string[];
  /** Time slots 1..nSlots; 1..nMorningSlots are the morning. */
  nSlots: number;
  nMorningSlots: number;
  /** Meetings that can run at the same time. */
  nTables: number;
  meetings: MeetingRequest[];
  /** Per participant, the slots they cannot attend (absent or empty: none). */
  forbiddenSlots?: number[][];
  /** Ordered pairs of meeting indices: `before` must take an earlier slot than `after`. */
  precedences?: { before: number; after: number }[];
}

/** Why a meeting was left out: contracts' unplacedReasons, where each reason is explained. */
export type UnplacedReason = UnplacedReasonValue;

export interface UnplacedMeeting {
  meeting: number;
  reason: UnplacedReason;
}

/** The solver's phases: contracts' schedulerPhases. */
export type SolvePhase = SchedulerPhase;

export interface ScheduleSolution {
  /** Per meeting, its slot (1-based) or 0 when unplaced. */
  slots: number[];
  /** Per meeting, its table (1-based) or 0 when unplaced. */
  tables: number[];
  unplaced: UnplacedMeeting[];
  /**
   * Proven lower bound on the meetings no schedule can place: a participant with more meetings
   * (of a session) than slots open to them cannot meet everyone. 0 when nothing is proven.
   */
  unplacedLowerBound: number;
  /** Total breaks and the largest number of breaks of one participant. */
  breaks: number;
  maxBreaks: number;
  /** Proven lower bound on the total breaks (0 when nothing was proven). */
  lowerBound: number;
  /** True when the lower bound reaches the breaks: no schedule has fewer. */
  optimal: boolean;
  /** Milliseconds spent, and in which phase the best schedule was found. */
  elapsedMs: number;
  /** Milliseconds until the first schedule without violations (-1 if none was found). */
  firstValidMs: number;
  foundIn: SolvePhase;
}

export interface SolveProgress {
  phase: SolvePhase;
  placed: number;
  breaks: number;
  lowerBound: number;
  elapsedMs: number;
}

export interface SolveOptions {
  /** Overall wall-clock limit in milliseconds (default 10,000). */
  timeLimitMs?: number;
  /** Seed of the pseudo-random choices: same seed and problem, same result (apart from time limits). */
  seed?: number;
  /** Whether to run the exact MIP phase after the heuristic (default true for small problems). */
  exact?: boolean;
  /** Stop the heuristic early once it reaches this many breaks (e.g. a known optimum). */
  targetBreaks?: number;
  /** Called now and then with the search state. */
  onProgress?: (progress: SolveProgress) => void;
  /** Polled during the search: answering true stops it with the best schedule so far. */
  shouldStop?: () => boolean;
}
