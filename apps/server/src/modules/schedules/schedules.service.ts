import { pgCode, pgConstraint } from '../../lib/pg-errors.ts';
import { totalPages } from '@portal/contracts/common/paging';
import type {
  ParsedScheduleModel,
  ParsedScheduleSearch,
  ParsedScheduleUpdate,
  Schedule,
  SchedulePage,
} from '@portal/contracts/schedules/schedules';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { offsetOf } from '../../lib/paging.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { requireManagedEvent } from '../events/event.policy.ts';
import { SCHEDULE_TEXT_FIELDS, TranslatedKind } from '@portal/contracts/common/content-languages';
import { storedTranslations } from '../i18n/content-translations.repository.ts';
import { writeTranslations } from '../i18n/content-translations.service.ts';
import { logAction } from '../logs/logs.service.ts';
import { publishNotifications } from '../notifications/notify.service.ts';
import { checkSession } from './schedule-rules.ts';
import { type SessionSlot, settleMeetings } from './schedule-meetings.ts';
import { sessionMoved } from './session-moved.ts';
import { requireReadableProgramme } from './schedule.policy.ts';
import { toSchedule } from './schedules.mapper.ts';
import {
  countSchedules,
  deleteScheduleRow,
  insertSchedule,
  lockedSchedule,
  notInterestedIds,
  overlappingSchedule,
  registeredAttendeesCount,
  scheduleFilter,
  scheduleRow,
  scheduleRows,
  setScheduleSpeakers,
  updateScheduleRow,
} from './schedules.repository.ts';
import { portalClock } from '../../lib/portal-clock.ts';

/** POST get-all-schedules-for-event/{eventId}: for whoever may read the event's programme. */
export async function schedulesOfEvent(ctx: AppContext, actor: Actor, eventId: number, q: ParsedScheduleSearch): Promise<SchedulePage> {
  const { db } = ctx;
  const view = await requireReadableProgramme(db, actor, eventId);
  const where = scheduleFilter(eventId, q);
  const offset = offsetOf(q.pageNum, q.pageSize);
  const [rows, registered, notInterested] = await Promise.all([
    scheduleRows(db, { eventId, lang: actor.languageId, userId: actor.userId, where, limit: q.pageSize, offset }),
    registeredAttendeesCount(db, eventId),
    notInterestedIds(db, actor.userId, eventId),
  ]);
  // A page that is not full tells the total without counting (the agenda screens ask for every session at once).
  const total = rows.length && rows.length < q.pageSize ? offset + rows.length : await countSchedules(db, where);
  // The organisers edit a session from the list: its texts of every language come with it.
  const stored = view.canManage
    ? await storedTranslations(
        db,
        TranslatedKind.schedule,
        rows.map((r) => r.schedule.pkScheduleId),
      )
    : null;
  return {
    list: rows.map((r) => toSchedule(r, registered, stored && { stored: stored.get(r.schedule.pkScheduleId) })),
    totalPages: totalPages(total, q.pageSize),
    totalCount: total,
    interestedUsers: registered,
    notInterestedScheduleIds: notInterested,
  };
}

/** GET api/Schedule/{id}. */
export async function getSchedule(ctx: AppContext, actor: Actor, id: number): Promise<Schedule> {
  const row = await scheduleRow(ctx.db, { lang: actor.languageId, userId: actor.userId }, id);
  const view = await requireReadableProgramme(ctx.db, actor, row.schedule.fkEventId);
  // The organisers' form edits the texts of every language side by side.
  const [registered, stored] = await Promise.all([
    registeredAttendeesCount(ctx.db, row.schedule.fkEventId),
    view.canManage ? storedTranslations(ctx.db, TranslatedKind.schedule, [id]) : null,
  ]);
  return toSchedule(row, registered, stored && { stored: stored.get(id) });
}

/** The session's texts in the event's other languages, when the write gives them. */
const writeSessionTranslations = (tx: DbOrTx, id: number, mainLanguageId: number, input: ParsedScheduleModel | ParsedScheduleUpdate) =>
  writeTranslations(
    tx,
    { kind: TranslatedKind.schedule, id, mainLanguageId },
    { all: SCHEDULE_TEXT_FIELDS, richText: ['description'] },
    input.translations,
  );

const isHallOverlap = (err: unknown) => pgCode(err) === '23P01' && pgConstraint(err) === 'schedules_hall_overlap_ex';

/**
 * Runs a session's write; two sessions of one hall that overlap are refused by the database's
 * exclusion constraint (so that it holds for concurrent writes too) and answered as 409
 * schedule_hall_overlap, naming the session already there.
 */
async function writeSession<T>(ctx: AppContext, slot: () => SessionSlot | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (!isHallOverlap(err)) throw err;
    const wanted = slot();
    const other =
      wanted?.fkHallId &&
      (await overlappingSchedule(ctx.db, {
        eventId: wanted.fkEventId,
        hallId: wanted.fkHallId,
        start: wanted.startTime,
        end: wanted.endTime,
        exceptId: wanted.pkScheduleId || undefined,
      }));
    const params = other
      ? { name: other.name, startTime: portalClock(other.startTime).time, endTime: portalClock(other.endTime).time }
      : undefined;
    throw new AppError('schedule_hall_overlap', 409, params, { fkHallId: 'schedule_hall_overlap' });
  }
}

/** What a session's form writes, with its instants checked (schedule-rules' checkSession). */
const sessionValues = (input: ParsedScheduleModel | ParsedScheduleUpdate, start: Date, end: Date) => ({
  name: input.name,
  fkSessionTypeId: input.fkSessionTypeId,
  fkHallId: input.fkHallId ?? null,
  startTime: start,
  endTime: end,
  description: sanitizeRichText(input.description),
  meetingSlotMinutes: input.meetingSlotMinutes,
});

/** POST api/Schedule: the event's organisers add a session. */
export async function createSchedule(ctx: AppContext, actor: Actor, input: ParsedScheduleModel): Promise<Schedule> {
  let wanted: SessionSlot | null = null;
  const id = await writeSession(
    ctx,
    () => wanted,
    () =>
      ctx.db.transaction(async (tx) => {
        const event = await requireManagedEvent(tx, actor, input.fkEventId);
        const { start, end } = await checkSession(tx, event, input);
        wanted = {
          pkScheduleId: 0,
          fkEventId: event.pkEventId,
          name: input.name,
          fkHallId: input.fkHallId ?? null,
          startTime: start,
          endTime: end,
        };
        const pkScheduleId = await insertSchedule(tx, event.pkEventId, actor.userId, sessionValues(input, start, end));
        await setScheduleSpeakers(tx, pkScheduleId, input.speakerIds);
        await writeSessionTranslations(tx, pkScheduleId, event.mainLanguageId, input);
        await logAction(tx, actor, 'create_schedule', 'schedule', pkScheduleId, { fkEventId: event.pkEventId, name: input.name });
        return pkScheduleId;
      }),
  );
  return getSchedule(ctx, actor, id);
}

/**
 * PUT api/Schedule: the session stays on its event. Moving it in time or to another hall when it
 * has meetings asks for confirmation first, then cancels them (schedule-meetings.ts).
 */
export async function updateSchedule(ctx: AppContext, actor: Actor, input: ParsedScheduleUpdate): Promise<Schedule> {
  let wanted: SessionSlot | null = null;
  const published = await writeSession(
    ctx,
    () => wanted,
    () =>
      ctx.db.transaction(async (tx) => {
        const before = await lockedSchedule(tx, input.pkScheduleId);
        if (input.fkEventId !== undefined && input.fkEventId !== before.fkEventId)
          throw fieldError('fkEventId', 'schedule_event_cannot_change');
        const event = await requireManagedEvent(tx, actor, before.fkEventId);
        const { start, end } = await checkSession(tx, event, input, before.pkScheduleId);
        wanted = { ...before, name: input.name, fkHallId: input.fkHallId ?? null, startTime: start, endTime: end };
        const notes = await settleMeetings(tx, sessionMoved.only(ctx), {
          before,
          after: wanted,
          confirmed: input.confirmMeetingsCancellation,
        });
        await updateScheduleRow(tx, before.pkScheduleId, sessionValues(input, start, end));
        await setScheduleSpeakers(tx, before.pkScheduleId, input.speakerIds);
        await writeSessionTranslations(tx, before.pkScheduleId, event.mainLanguageId, input);
        await logAction(tx, actor, 'update_schedule', 'schedule', before.pkScheduleId, { fkEventId: before.fkEventId, name: input.name });
        return notes;
      }),
  );
  await publishNotifications(ctx, published);
  return getSchedule(ctx, actor, input.pkScheduleId);
}

/** DELETE api/Schedule/{id}: its meetings go with it, after the same confirmation. */
export async function deleteSchedule(ctx: AppContext, actor: Actor, id: number, confirmed: boolean): Promise<void> {
  const published = await ctx.db.transaction(async (tx) => {
    const before = await lockedSchedule(tx, id);
    await requireManagedEvent(tx, actor, before.fkEventId);
    const notes = await settleMeetings(tx, sessionMoved.only(ctx), { before, after: null, confirmed });
    await deleteScheduleRow(tx, id);
    await logAction(tx, actor, 'delete_schedule', 'schedule', id, { fkEventId: before.fkEventId, name: before.name });
    return notes;
  });
  await publishNotifications(ctx, published);
}
