import { z } from 'zod';
import { entityId } from '../common/ids.ts';
import { meetingPerson } from './reservations.ts';

/**
 * api/MeetingScheduler (beyond the spec, issue 14): the organisers' automatic scheduler of a B2B
 * session. It places every meeting both sides wished (api/MeetingWishes) in a slot and at a table,
 * keeping the session's requested and accepted meetings where they are, minimising the people's
 * idle gaps between meetings ("breaks"). A run works in the background and leaves a draft; the
 * organisers publish it, which books the meetings as accepted and tells both people.
 */

export const SchedulerRunStatus = {
  running: 'running',
  done: 'done',
  failed: 'failed',
  cancelled: 'cancelled',
  published: 'published',
} as const;
export const schedulerRunStatuses = Object.values(SchedulerRunStatus);
export type SchedulerRunStatusValue = (typeof SchedulerRunStatus)[keyof typeof SchedulerRunStatus];

/** Seconds a run may take: the organiser chooses; more time, fewer breaks. */
export const SCHEDULER_TIME_LIMITS_S = [5, 15, 30, 60] as const;
export const SCHEDULER_DEFAULT_TIME_LIMIT_S = 15;

export const schedulerRunModel = z.object({
  fkScheduleId: entityId,
  timeLimitSeconds: z
    .number()
    .int('validation.integer')
    .refine((v) => (SCHEDULER_TIME_LIMITS_S as readonly number[]).includes(v), 'validation.invalid'),
});
export type SchedulerRunModel = z.infer<typeof schedulerRunModel>;

export const schedulerRunAction = z.object({ pkSchedulerRunId: entityId });
export type SchedulerRunAction = z.infer<typeof schedulerRunAction>;

/**
 * Why the scheduler left a wished meeting out (the solver's reasons, one list for server and web):
 * - no-allowed-slot: no slot of its session is open to both people (forbidden slots, fixed slot outside);
 * - participant-busy: a person is busy in every possible slot, or the solver found no place in time;
 * - no-table: every possible slot has all its tables taken;
 * - participant-overbooked: a person has more meetings than open slots (proven: some cannot be placed);
 * - precedence: its precedences cannot be met together with the other meetings;
 * - confirmed-conflict: two confirmed meetings contradict each other (same person or table in one slot).
 */
export const unplacedReasons = [
  'no-allowed-slot',
  'participant-busy',
  'no-table',
  'participant-overbooked',
  'precedence',
  'confirmed-conflict',
] as const;
export type UnplacedReasonValue = (typeof unplacedReasons)[number];

/** The solver's phases, in order: greedy placement, local search, the exact (HiGHS) phases, done. */
export const schedulerPhases = ['greedy', 'local-search', 'exact', 'done'] as const;
export type SchedulerPhase = (typeof schedulerPhases)[number];

export const draftMeeting = z.object({
  host: meetingPerson,
  guest: meetingPerson,
  day: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  start: z.string(),
  /** Null at a virtual event. */
  tableNumber: z.number().int().nullable(),
});
export type DraftMeeting = z.infer<typeof draftMeeting>;

export const unplacedMeeting = z.object({ host: meetingPerson, guest: meetingPerson, reason: z.enum(unplacedReasons) });
export type UnplacedMeetingView = z.infer<typeof unplacedMeeting>;

/** The search as it goes: phase, meetings placed so far, breaks and the proven lower bound. */
export const schedulerProgress = z.object({
  phase: z.enum(schedulerPhases),
  placed: z.number().int(),
  breaks: z.number().int(),
  lowerBound: z.number().int(),
  elapsedMs: z.number().int(),
});
export type SchedulerProgress = z.infer<typeof schedulerProgress>;

/** A finished run's proposal: the new meetings, those left out with the reason, and its figures. */
export const schedulerDraft = z.object({
  meetings: z.array(draftMeeting),
  unplaced: z.array(unplacedMeeting),
  /** Meetings already requested or accepted, kept where they were. */
  keptMeetings: z.number().int(),
  breaks: z.number().int(),
  maxBreaks: z.number().int(),
  lowerBound: z.number().int(),
  optimal: z.boolean(),
  elapsedMs: z.number().int(),
});
export type SchedulerDraft = z.infer<typeof schedulerDraft>;

export const schedulerRun = z.object({
  pkSchedulerRunId: z.number().int(),
  fkScheduleId: z.number().int(),
  status: z.enum(schedulerRunStatuses as [SchedulerRunStatusValue, ...SchedulerRunStatusValue[]]),
  timeLimitSeconds: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  /** The meetings the run set out to place (wished by both, not yet booked). */
  requested: z.number().int(),
  progress: schedulerProgress.nullable(),
  draft: schedulerDraft.nullable(),
  /** Meetings booked by publishing. */
  published: z.number().int().nullable(),
});
export type SchedulerRun = z.infer<typeof schedulerRun>;

/** What the organisers see before and after a run: the session's wishes and meetings, and the latest run. */
export const schedulerOverview = z.object({
  fkScheduleId: z.number().int(),
  /** Registered attendees with at least one wish made or received. */
  participants: z.number().int(),
  /** Pairs who both wished to meet and have no meeting yet: what a run would place. */
  mutualWishes: z.number().int(),
  /** Wishes only one side made (the scheduler leaves them out). */
  oneSidedWishes: z.number().int(),
  liveMeetings: z.number().int(),
  slots: z.number().int(),
  futureSlots: z.number().int(),
  tableCount: z.number().int(),
  isVirtual: z.boolean(),
  latestRun: schedulerRun.nullable(),
});
export type SchedulerOverview = z.infer<typeof schedulerOverview>;
