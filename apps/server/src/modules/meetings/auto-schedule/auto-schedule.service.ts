import {
  type SchedulerDraft,
  type SchedulerOverview,
  type SchedulerRun,
  type SchedulerRunModel,
  SchedulerRunStatus,
} from '@portal/contracts/meetings/auto-schedule';
import { NotificationType } from '@portal/contracts/notifications/notification-types';
import { sessionTimelinePath } from '@portal/contracts/common/portal-links';
import type { Actor, AppContext } from '../../../context.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError, businessRule } from '../../../lib/app-error.ts';
import { pgCode } from '../../../lib/pg-errors.ts';
import { requireManagedEvent } from '../../events/event.policy.ts';
import { logAction } from '../../logs/logs.service.ts';
import { publishNotifications, writeNotifications } from '../../notifications/notify.service.ts';
import { type MeetingSession, meetingSession } from '../meeting-sessions.repository.ts';
import { sessionSlots } from '../meeting-slots.ts';
import { checkOpenForMeetings } from '../reservation.policy.ts';
import { wishFigures } from '../wishes/meeting-wishes.repository.ts';
import { countMeetingAttendees, insertScheduledMeeting } from './draft-booking.repository.ts';
import type { SchedulerRunner } from './scheduler-runner.ts';
import { storedDraft, toRun } from './scheduler-runs.mapper.ts';
import {
  cancelRunningRun,
  failStaleRuns,
  insertRun,
  latestRun,
  lockRunsOf,
  markRunPublished,
  type RunRow,
  runRow,
} from './scheduler-runs.repository.ts';
import { sessionProblem } from './session-problem.ts';

/** The session for one of its organisers (main or assistant chamber, platform administrator); 403 otherwise. */
async function organisedSession(ctx: AppContext, actor: Actor, scheduleId: number): Promise<MeetingSession> {
  const s = await meetingSession(ctx.db, scheduleId);
  await requireManagedEvent(ctx.db, actor, s.fkEventId);
  if (!s.isB2b) throw businessRule('schedule_not_b2b');
  return s;
}

/** POST api/MeetingScheduler/overview: the session's wishes and meetings in figures, and its latest run. */
export async function schedulerOverview(ctx: AppContext, actor: Actor, scheduleId: number): Promise<SchedulerOverview> {
  const s = await organisedSession(ctx, actor, scheduleId);
  await failStaleRuns(ctx.db, scheduleId);
  const [sp, figures, latest] = await Promise.all([
    sessionProblem(ctx.db, s),
    wishFigures(ctx.db, s.fkEventId, scheduleId),
    latestRun(ctx.db, scheduleId),
  ]);
  const now = Date.now();
  return {
    fkScheduleId: scheduleId,
    participants: figures.participants,
    mutualWishes: sp.problem.meetings.length - sp.kept,
    oneSidedWishes: figures.oneSided,
    liveMeetings: sp.kept,
    slots: sp.slots.length,
    futureSlots: sp.slots.filter((slot) => slot.start.getTime() > now).length,
    tableCount: s.tableCount,
    isVirtual: s.isVirtual,
    latestRun: latest && toRun(latest),
  };
}

/**
 * POST api/MeetingScheduler/run: starts the scheduler on the session in the background. One run at
 * a time per session, by the database (a partial unique index): a second start gets 409.
 */
export async function startRun(ctx: AppContext, runner: SchedulerRunner, actor: Actor, input: SchedulerRunModel): Promise<SchedulerRun> {
  const s = await organisedSession(ctx, actor, input.fkScheduleId);
  checkOpenForMeetings(s);
  if (!s.isVirtual && s.tableCount < 1) throw businessRule('scheduler_no_tables');
  const sp = await sessionProblem(ctx.db, s);
  const requested = sp.problem.meetings.length - sp.kept;
  if (requested === 0) throw businessRule('scheduler_nothing_to_place');
  await failStaleRuns(ctx.db, s.pkScheduleId);
  let row: RunRow;
  try {
    row = await insertRun(ctx.db, {
      fkScheduleId: s.pkScheduleId,
      timeLimitSeconds: input.timeLimitSeconds,
      requested,
      fkStartedByUserId: actor.userId,
    });
  } catch (err) {
    if (pgCode(err) === '23505') throw new AppError('scheduler_already_running', 409);
    throw err;
  }
  await logAction(ctx.db, actor, 'start_scheduler', 'scheduler_run', row.pkSchedulerRunId, { fkScheduleId: s.pkScheduleId, requested });
  runner.start(row.pkSchedulerRunId, sp, input.timeLimitSeconds * 1000);
  return toRun(row);
}

/** POST api/MeetingScheduler/cancel: stops a running run; its draft is dropped. */
export async function cancelRun(ctx: AppContext, runner: SchedulerRunner, actor: Actor, runId: number): Promise<SchedulerRun> {
  const before = await runRow(ctx.db, runId);
  await organisedSession(ctx, actor, before.fkScheduleId);
  const row = await cancelRunningRun(ctx.db, runId);
  if (!row) throw new AppError('scheduler_run_not_running', 409);
  runner.cancel(runId);
  return toRun(row);
}

/** A draft meeting could not be booked: the session's meetings, people or times changed since the run. */
const outdated = () => new AppError('scheduler_draft_outdated', 409);

/** Books the draft's meetings as accepted and returns the notifications for both people of each. */
async function bookDraft(tx: DbOrTx, s: MeetingSession, draft: SchedulerDraft) {
  const slotEnd = new Map(sessionSlots(s).map((slot) => [slot.start.getTime(), slot.end]));
  const notes = [];
  for (const m of draft.meetings) {
    const end = slotEnd.get(Date.parse(m.start));
    if (!end) throw outdated();
    const id = await insertScheduledMeeting(tx, {
      fkScheduleId: s.pkScheduleId,
      tableNumber: m.tableNumber,
      fkHostUserId: m.host.pkUserId,
      fkGuestUserId: m.guest.pkUserId,
      slotStart: new Date(m.start),
      slotEnd: end,
    });
    for (const [me, other] of [
      [m.host, m.guest],
      [m.guest, m.host],
    ]) {
      notes.push(
        ...(await writeNotifications(tx, {
          userIds: [me.pkUserId],
          content: {
            type: NotificationType.meetingAccepted,
            eventId: s.fkEventId,
            scheduleId: s.pkScheduleId,
            reservationId: id,
            name: `${other.firstName} ${other.lastName}`,
            day: m.day,
            start: m.startTime,
            // The organisers' scheduler booked it (both people had asked for it).
            scheduled: true,
          },
          link: sessionTimelinePath(s.fkEventId, s.pkScheduleId),
        })),
      );
    }
  }
  return notes;
}

/**
 * POST api/MeetingScheduler/publish: books the latest finished draft's meetings as accepted and
 * tells both people of each (type 6). All or nothing: if any meeting no longer fits (a table or
 * person taken meanwhile, availability narrowed, someone left the event, the session moved), nothing
 * is booked and the organiser runs the scheduler again (409 scheduler_draft_outdated).
 */
export async function publishRun(ctx: AppContext, actor: Actor, runId: number): Promise<SchedulerRun> {
  const before = await runRow(ctx.db, runId);
  const s = await organisedSession(ctx, actor, before.fkScheduleId);
  checkOpenForMeetings(s);
  let notes: { userId: number; id: number }[];
  try {
    notes = await ctx.db.transaction(async (tx) => {
      await lockRunsOf(tx, s.pkScheduleId);
      const row = await runRow(tx, runId);
      const latest = await latestRun(tx, s.pkScheduleId);
      if (row.status === SchedulerRunStatus.published) throw new AppError('scheduler_run_published', 409);
      if (row.status !== SchedulerRunStatus.done || !row.draft) throw new AppError('scheduler_run_not_ready', 409);
      if (latest?.pkSchedulerRunId !== row.pkSchedulerRunId) throw new AppError('scheduler_run_outdated', 409);
      const draft = storedDraft(row);
      const people = [...new Set(draft.meetings.flatMap((m) => [m.host.pkUserId, m.guest.pkUserId]))];
      if (people.length && (await countMeetingAttendees(tx, s.fkEventId, people)) !== people.length) throw outdated();
      const written = await bookDraft(tx, s, draft);
      await markRunPublished(tx, runId, draft.meetings.length, actor.userId);
      await logAction(tx, actor, 'publish_scheduler', 'scheduler_run', runId, {
        fkScheduleId: s.pkScheduleId,
        meetings: draft.meetings.length,
      });
      return written;
    });
  } catch (err) {
    // An exclusion constraint or the meetings trigger refused a booking: the draft no longer fits.
    if (pgCode(err) === '23P01' || pgCode(err) === '23514') throw outdated();
    throw err;
  }
  await publishNotifications(ctx, notes);
  return toRun(await runRow(ctx.db, runId));
}
