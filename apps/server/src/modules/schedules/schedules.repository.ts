import { type AnyColumn, and, type Placeholder, asc, count, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import { CodeType, LanguageId } from '@portal/contracts/codes/code-types';
import type { Db, DbOrTx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import * as t from '../../db/schema/all.ts';
import { notFound } from '../../lib/app-error.ts';
import { containsText } from '../../lib/text-match.ts';
import { portalDayRange } from '../../lib/portal-clock.ts';
import { TranslatedKind } from '@portal/contracts/common/content-languages';
import { deleteTranslations, localizedTexts, translationContains } from '../i18n/content-translations.repository.ts';

const s = t.schedules;
/** No programme is longer than this: the limit of a read of every session of an event. */
const MAX_SESSIONS = 10_000;

const p = sql.placeholder;

/**
 * The registered attendees of an event: the users of its accepted, unblocked invitations who are
 * not deleted. Each is interested in every session until they mark one not interested.
 */
const registeredUsers = (eventId: number | Placeholder) => sql`select i.fk_user_id from ${t.eventInvitations} i
  join ${t.users} u on u.pk_user_id = i.fk_user_id and u.deleted_at is null
  where i.fk_event_id = ${eventId} and i.is_accepted and not i.is_blocked`;

/** How many registered attendees an event has. */
export async function registeredAttendeesCount(db: DbOrTx, eventId: number): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(distinct r.fk_user_id)::int` }).from(sql`(${registeredUsers(eventId)}) r`);
  return n;
}

export interface ScheduleSpeakerRow {
  pkSpeakerId: number;
  firstName: string;
  lastName: string;
  title: string | null;
  company: string | null;
  photoName: string | null;
}

/** What an answer shows of a session (its audit columns stay behind: fewer values to read for a long programme). */
const sessionColumns = {
  pkScheduleId: s.pkScheduleId,
  fkEventId: s.fkEventId,
  name: s.name,
  fkSessionTypeId: s.fkSessionTypeId,
  fkHallId: s.fkHallId,
  startTime: s.startTime,
  endTime: s.endTime,
  description: s.description,
  meetingSlotMinutes: s.meetingSlotMinutes,
};

/** The columns of a session's row; the language and the reader are values or placeholders. */
function columns(lang: number | Placeholder, userId: number | Placeholder) {
  // A session is written in its event's main language first; the same resolution as the event's texts.
  const { texts, languageIds } = localizedTexts(TranslatedKind.schedule, s.pkScheduleId, t.events.mainLanguageId, lang, {
    name: s.name,
    description: s.description,
  });
  return {
    schedule: sessionColumns,
    mainLanguageId: t.events.mainLanguageId,
    texts,
    textLanguageIds: languageIds,
    sessionTypeCode: t.codes.code,
    sessionTypeName: sql<string | null>`coalesce(
      (select tr.name from ${t.codeTranslations} tr where tr.fk_code_id = ${s.fkSessionTypeId} and tr.fk_language_id = ${lang}),
      (select en.name from ${t.codeTranslations} en where en.fk_code_id = ${s.fkSessionTypeId} and en.fk_language_id = ${LanguageId.english}))`,
    hallName: t.halls.name,
    hallTableCount: t.halls.tableCount,
    isNotInterested: sql<boolean>`exists (select 1 from ${t.scheduleUsersNotInterested} n
      where n.fk_schedule_id = ${s.pkScheduleId} and n.fk_user_id = ${userId})`,
  };
}

const inTimeOrder = [asc(s.startTime), asc(s.endTime), asc(sql`lower(${t.halls.name})`), asc(s.pkScheduleId)];

/** The sessions' own rows with their type and hall, in time order (scheduleRows adds speakers and interest). */
function sessionRows(db: DbOrTx, o: { lang: number; userId: number; where: SQL | undefined; limit?: number; offset?: number }) {
  const query = db
    .select(columns(o.lang, o.userId))
    .from(s)
    .innerJoin(t.codes, eq(t.codes.pkCodeId, s.fkSessionTypeId))
    .innerJoin(t.events, eq(t.events.pkEventId, s.fkEventId))
    .leftJoin(t.halls, eq(t.halls.pkHallId, s.fkHallId))
    .where(o.where)
    .orderBy(...inTimeOrder)
    .$dynamic();
  if (o.limit !== undefined) query.limit(o.limit);
  if (o.offset) query.offset(o.offset);
  return query;
}
type SessionRow = Awaited<ReturnType<typeof sessionRows>>[number];
export type ScheduleListRow = SessionRow & { speakers: ScheduleSpeakerRow[]; notInterestedCount: number };

/*
 * The agenda screens and reports read an event's whole programme on every visit: its sessions,
 * their speakers and their interest are three statements prepared once (db/prepared.ts), so a
 * programme of 200 sessions is not planned again each time.
 */

const eventSessionsQuery = preparedQuery((db) =>
  db
    .select(columns(p('lang'), p('userId')))
    .from(s)
    .innerJoin(t.codes, eq(t.codes.pkCodeId, s.fkSessionTypeId))
    .innerJoin(t.events, eq(t.events.pkEventId, s.fkEventId))
    .leftJoin(t.halls, eq(t.halls.pkHallId, s.fkHallId))
    .where(eq(s.fkEventId, p('eventId')))
    .orderBy(...inTimeOrder)
    .limit(p('limit'))
    .offset(p('offset'))
    .prepare('event_schedules'),
);

/** The speakers of an event's sessions, in their order; soft-deleted speakers stay on the sessions they spoke at. */
const eventSpeakersQuery = preparedQuery((db) =>
  db
    .select({
      scheduleId: t.scheduleSpeakers.fkScheduleId,
      pkSpeakerId: t.speakers.pkSpeakerId,
      firstName: t.speakers.firstName,
      lastName: t.speakers.lastName,
      title: t.speakers.title,
      company: t.speakers.company,
      photoName: t.speakers.photoName,
    })
    .from(t.scheduleSpeakers)
    .innerJoin(s, eq(s.pkScheduleId, t.scheduleSpeakers.fkScheduleId))
    .innerJoin(t.speakers, eq(t.speakers.pkSpeakerId, t.scheduleSpeakers.fkSpeakerId))
    .where(eq(s.fkEventId, p('eventId')))
    .orderBy(asc(t.scheduleSpeakers.sortOrder), asc(t.speakers.pkSpeakerId))
    .prepare('event_schedule_speakers'),
);

/** Registered attendees of the event who marked each of its sessions not interested (one grouped pass). */
const eventNotInterestedQuery = preparedQuery((db) => {
  const n = t.scheduleUsersNotInterested;
  return db
    .select({ id: n.fkScheduleId, count: sql<number>`count(*)::int` })
    .from(n)
    .innerJoin(s, eq(s.pkScheduleId, n.fkScheduleId))
    .where(and(eq(s.fkEventId, p('eventId')), sql`${n.fkUserId} in (${registeredUsers(p('eventId'))})`))
    .groupBy(n.fkScheduleId)
    .prepare('event_schedule_not_interested');
});

/**
 * Every list and details answer reads sessions through here: their rows in time order (the whole
 * programme prepared, a filtered or single one built), then their speakers and interest in one
 * query each for the event (not one per session). `userId` marks the reader's not-interested ones.
 */
export async function scheduleRows(
  db: Db,
  o: { eventId: number; lang: number; userId: number | null; where: SQL | undefined; limit?: number; offset?: number },
): Promise<ScheduleListRow[]> {
  const reader = o.userId ?? 0;
  const [rows, speakerRows, countRows] = await Promise.all([
    o.where
      ? sessionRows(db, { ...o, userId: reader, where: and(eq(s.fkEventId, o.eventId), o.where) })
      : eventSessionsQuery(db).execute({
          eventId: o.eventId,
          lang: o.lang,
          userId: reader,
          limit: o.limit ?? MAX_SESSIONS,
          offset: o.offset ?? 0,
        }),
    eventSpeakersQuery(db).execute({ eventId: o.eventId }),
    eventNotInterestedQuery(db).execute({ eventId: o.eventId }),
  ]);
  const speakers = new Map<number, ScheduleSpeakerRow[]>();
  for (const { scheduleId, ...speaker } of speakerRows) {
    const list = speakers.get(scheduleId);
    if (list) list.push(speaker);
    else speakers.set(scheduleId, [speaker]);
  }
  const counts = new Map(countRows.map((r) => [r.id, r.count]));
  return rows.map((r) => ({
    ...r,
    speakers: speakers.get(r.schedule.pkScheduleId) ?? [],
    notInterestedCount: counts.get(r.schedule.pkScheduleId) ?? 0,
  }));
}

function sessionsStartingOn(day: string): SQL {
  const [from, to] = portalDayRange(day);
  return and(gte(s.startTime, from), lt(s.startTime, to))!;
}

/** The filters of get-all-schedules-for-event: a day (in the portal's zone), a hall, a name. */
export function scheduleFilter(eventId: number, f: { day?: string | null; fkHallId?: number | null; name?: string | null }): SQL {
  return and(
    eq(s.fkEventId, eventId),
    f.day ? sessionsStartingOn(f.day) : undefined,
    f.fkHallId ? eq(s.fkHallId, f.fkHallId) : undefined,
    f.name ? or(containsText(s.name, f.name), translationContains(TranslatedKind.schedule, 'name', s.pkScheduleId, f.name)) : undefined,
  )!;
}

export async function countSchedules(db: DbOrTx, where: SQL): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(s).where(where);
  return n;
}

/** One session by id; 404 schedule_not_found. */
export async function scheduleRow(db: DbOrTx, o: { lang: number; userId: number | null }, id: number): Promise<ScheduleListRow> {
  const [row] = await scheduleRows(db, { ...o, eventId: await scheduleEventId(db, id), where: eq(s.pkScheduleId, id) });
  if (!row) throw notFound('schedule_not_found');
  return row;
}

/** The session's own row, locked for a change (concurrent edits of one session queue). */
export async function lockedSchedule(db: DbOrTx, id: number) {
  const [row] = await db.select().from(s).where(eq(s.pkScheduleId, id)).for('update');
  if (!row) throw notFound('schedule_not_found');
  return row;
}
export type ScheduleRow = typeof s.$inferSelect;

/** The caller's not-interested sessions, of one event or all. */
export async function notInterestedIds(db: DbOrTx, userId: number, eventId?: number): Promise<number[]> {
  const n = t.scheduleUsersNotInterested;
  const rows = await db
    .select({ id: n.fkScheduleId })
    .from(n)
    .innerJoin(s, eq(s.pkScheduleId, n.fkScheduleId))
    .where(and(eq(n.fkUserId, userId), eventId === undefined ? undefined : eq(s.fkEventId, eventId)))
    .orderBy(asc(n.fkScheduleId));
  return rows.map((r) => r.id);
}

/** Replaces a session's speakers, keeping their order. */
export async function setScheduleSpeakers(db: DbOrTx, scheduleId: number, speakerIds: number[]) {
  await db.delete(t.scheduleSpeakers).where(eq(t.scheduleSpeakers.fkScheduleId, scheduleId));
  if (speakerIds.length) {
    await db
      .insert(t.scheduleSpeakers)
      .values(speakerIds.map((fkSpeakerId, sortOrder) => ({ fkScheduleId: scheduleId, fkSpeakerId, sortOrder })));
  }
}

/** column = any(ids) with the ids as one array parameter: planned as fast for many ids as for one (an IN list is not). */
const anyOf = (column: AnyColumn, ids: number[]) => sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;

/** The speakers among these ids that sessions of the chamber's events may have: its live speakers. */
export async function chamberSpeakerIds(db: DbOrTx, chamberId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: t.speakers.pkSpeakerId })
    .from(t.speakers)
    .where(and(anyOf(t.speakers.pkSpeakerId, ids), eq(t.speakers.fkChamberId, chamberId), sql`${t.speakers.deletedAt} is null`));
  return new Set(rows.map((r) => r.id));
}

/** The session's speakers now (kept on a change even if deleted since). */
export async function currentSpeakerIds(db: DbOrTx, scheduleId: number): Promise<number[]> {
  const rows = await db
    .select({ id: t.scheduleSpeakers.fkSpeakerId })
    .from(t.scheduleSpeakers)
    .where(eq(t.scheduleSpeakers.fkScheduleId, scheduleId));
  return rows.map((r) => r.id);
}

/** The session of the hall that overlaps this time range (the exclusion constraint's other side), for the error's text. */
export async function overlappingSchedule(db: DbOrTx, o: { eventId: number; hallId: number; start: Date; end: Date; exceptId?: number }) {
  const [row] = await db
    .select({ pkScheduleId: s.pkScheduleId, name: s.name, startTime: s.startTime, endTime: s.endTime })
    .from(s)
    .where(
      and(
        eq(s.fkEventId, o.eventId),
        eq(s.fkHallId, o.hallId),
        sql`tstzrange(${s.startTime}, ${s.endTime}) && tstzrange(${o.start.toISOString()}::timestamptz, ${o.end.toISOString()}::timestamptz)`,
        o.exceptId ? sql`${s.pkScheduleId} <> ${o.exceptId}` : undefined,
      ),
    )
    .orderBy(asc(s.startTime))
    .limit(1);
  return row ?? null;
}

/** The event of a session; 404 schedule_not_found. */
export async function scheduleEventId(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db.select({ eventId: s.fkEventId }).from(s).where(eq(s.pkScheduleId, id));
  if (!row) throw notFound('schedule_not_found');
  return row.eventId;
}

/** The columns a session's form writes. */
type SessionValues = Omit<typeof s.$inferInsert, 'pkScheduleId' | 'fkEventId' | 'createdBy' | 'createdAt' | 'updatedAt'>;

/** A new session of an event; its id. */
export async function insertSchedule(tx: DbOrTx, eventId: number, createdBy: number, values: SessionValues): Promise<number> {
  const [{ pkScheduleId }] = await tx
    .insert(s)
    .values({ ...values, fkEventId: eventId, createdBy })
    .returning({ pkScheduleId: s.pkScheduleId });
  return pkScheduleId;
}

/** Changes a session (it stays on its event), stamping updatedAt. */
export async function updateScheduleRow(tx: DbOrTx, id: number, values: SessionValues): Promise<void> {
  await tx
    .update(s)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(s.pkScheduleId, id));
}

/** Deletes a session (what hangs on it goes with it by its foreign keys). */
export async function deleteScheduleRow(tx: DbOrTx, id: number): Promise<void> {
  await deleteTranslations(tx, TranslatedKind.schedule, [id]);
  await tx.delete(s).where(eq(s.pkScheduleId, id));
}

/** Whether a code is a live session type. */
export async function isSessionType(db: DbOrTx, codeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: t.codes.pkCodeId })
    .from(t.codes)
    .where(and(eq(t.codes.pkCodeId, codeId), eq(t.codes.fkCodeTypeId, CodeType.sessionType), eq(t.codes.isDeleted, false)));
  return !!row;
}

/** Whether a hall is one of the event's. */
export async function isHallOfEvent(db: DbOrTx, hallId: number, eventId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: t.halls.pkHallId })
    .from(t.halls)
    .where(and(eq(t.halls.pkHallId, hallId), eq(t.halls.fkEventId, eventId)));
  return !!row;
}
