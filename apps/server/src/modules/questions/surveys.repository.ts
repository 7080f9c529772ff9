import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { rawRows } from '../../lib/raw-rows.ts';
import { registeredAttendeeCondition, registeredAttendeesOf } from '../events/event.policy.ts';
import { questionTitleIn } from './questions.repository.ts';

const es = t.eventSurveys;
const eq_ = t.eventQuestions;

export type SurveyRow = typeof es.$inferSelect;

/** The event's registered attendees as a select of `user_id`: who the survey asks (event.policy's rule). */
export const registeredUsers = (eventId: number) => registeredAttendeesOf(eventId);

/** Whether the user is a registered attendee of the event (accepted, not blocked). */
export async function isRegisteredOn(db: DbOrTx, eventId: number, userId: number): Promise<boolean> {
  const [row] = await rawRows<{ ok: boolean }>(db, sql`select ${registeredAttendeeCondition(eventId, sql`${userId}`)} as ok`);
  return !!row?.ok;
}

/** The event's survey state, or null before anything was put on it. */
export async function surveyRow(db: DbOrTx, eventId: number, o: { share?: boolean } = {}): Promise<SurveyRow | null> {
  const query = db.select().from(es).where(eq(es.fkEventId, eventId)).$dynamic();
  const [row] = await (o.share ? query.for('share') : query);
  return row ?? null;
}

/** The survey's row, made if missing and locked (FOR UPDATE): changes of one survey queue behind each other. */
export async function lockSurvey(tx: DbOrTx, eventId: number): Promise<SurveyRow> {
  await tx.insert(es).values({ fkEventId: eventId }).onConflictDoNothing();
  const [row] = await tx.select().from(es).where(eq(es.fkEventId, eventId)).for('update');
  return row;
}

export async function updateSurvey(tx: DbOrTx, eventId: number, change: Partial<Omit<SurveyRow, 'fkEventId'>>): Promise<void> {
  await tx
    .update(es)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(es.fkEventId, eventId));
}

/** The survey's questions in order, with their titles in the language. */
export function surveyQuestionRows(db: DbOrTx, eventId: number, lang: number) {
  return db
    .select({
      question: t.questions,
      position: eq_.position,
      title: questionTitleIn(t.questions.pkQuestionId, lang),
    })
    .from(eq_)
    .innerJoin(t.questions, eq(t.questions.pkQuestionId, eq_.fkQuestionId))
    .where(eq(eq_.fkEventId, eventId))
    .orderBy(asc(eq_.position), asc(eq_.fkQuestionId));
}
export type SurveyQuestionRow = Awaited<ReturnType<typeof surveyQuestionRows>>[number];

/** The ids of the survey's questions in order. */
export async function surveyQuestionIds(db: DbOrTx, eventId: number): Promise<number[]> {
  const rows = await db
    .select({ id: eq_.fkQuestionId })
    .from(eq_)
    .where(eq(eq_.fkEventId, eventId))
    .orderBy(asc(eq_.position), asc(eq_.fkQuestionId));
  return rows.map((r) => r.id);
}

/** Writes the survey's questions as this order (positions 0..n-1); questions not listed are taken off. */
export async function writeSurveyOrder(tx: DbOrTx, eventId: number, ids: number[]): Promise<void> {
  await tx.delete(eq_).where(eq(eq_.fkEventId, eventId));
  if (ids.length) await tx.insert(eq_).values(ids.map((fkQuestionId, position) => ({ fkEventId: eventId, fkQuestionId, position })));
}

/** Of these questions, those matching the condition (the survey's bank). */
export async function questionIdsWhere(db: DbOrTx, ids: number[], where: ReturnType<typeof sql>): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: t.questions.pkQuestionId })
    .from(t.questions)
    .where(and(inArray(t.questions.pkQuestionId, ids), where));
  return rows.map((r) => r.id);
}

/** Of these questions, those answered on the event. */
export async function questionsAnsweredOn(db: DbOrTx, eventId: number, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectDistinct({ id: t.surveyAnswers.fkQuestionId })
    .from(t.surveyAnswers)
    .where(and(eq(t.surveyAnswers.fkEventId, eventId), inArray(t.surveyAnswers.fkQuestionId, ids)));
  return rows.map((r) => r.id);
}

/** Registered attendees of the event and those who submitted answers. */
export async function surveyCounts(db: DbOrTx, eventId: number): Promise<{ attendeeCount: number; respondentCount: number }> {
  const [[attendees], [respondents]] = await Promise.all([
    rawRows<{ n: number }>(db, sql`select count(*)::int as n from (${registeredUsers(eventId)}) r`),
    db.select({ n: count() }).from(t.surveySubmissions).where(eq(t.surveySubmissions.fkEventId, eventId)),
  ]);
  return { attendeeCount: attendees.n, respondentCount: respondents.n };
}
