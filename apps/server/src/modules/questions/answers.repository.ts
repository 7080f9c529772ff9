import { ReservationStatus } from '@portal/contracts/meetings/reservations';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';

const r = t.userReservations;
const sub = t.surveySubmissions;
const ans = t.surveyAnswers;
const opt = t.surveyAnswerOptions;

export type SubmissionRow = typeof sub.$inferSelect;
/** A meeting report as its row's JSON (to_jsonb): the column names. */
export interface StoredReport {
  took_place: boolean;
  outcome: string | null;
  note: string | null;
  updated_at: string;
}

/** The person's submission on the event, or null. */
export async function submissionOf(db: DbOrTx, eventId: number, userId: number): Promise<SubmissionRow | null> {
  const [row] = await db
    .select()
    .from(sub)
    .where(and(eq(sub.fkEventId, eventId), eq(sub.fkUserId, userId)));
  return row ?? null;
}

export interface StoredAnswer {
  fkQuestionId: number;
  text: string | null;
  rating: number | null;
  optionIds: number[];
  answeredAt: Date;
}

/** The person's answers on the event by question, with the options chosen (in the options' order). */
export async function answersOf(db: DbOrTx, eventId: number, userId: number): Promise<Map<number, StoredAnswer>> {
  const mine = and(eq(ans.fkEventId, eventId), eq(ans.fkUserId, userId));
  const [rows, chosen] = await Promise.all([
    db.select().from(ans).where(mine),
    db
      .select({ questionId: opt.fkQuestionId, optionId: opt.fkQuestionOptionId })
      .from(opt)
      .innerJoin(t.questionOptions, eq(t.questionOptions.pkQuestionOptionId, opt.fkQuestionOptionId))
      .where(and(eq(opt.fkEventId, eventId), eq(opt.fkUserId, userId)))
      .orderBy(asc(t.questionOptions.position)),
  ]);
  const byQuestion = new Map<number, StoredAnswer>();
  for (const a of rows) {
    byQuestion.set(a.fkQuestionId, {
      fkQuestionId: a.fkQuestionId,
      text: a.textValue,
      rating: a.rating,
      optionIds: [],
      answeredAt: a.answeredAt,
    });
  }
  for (const c of chosen) byQuestion.get(c.questionId)?.optionIds.push(c.optionId);
  return byQuestion;
}

/** The options of these questions: which option belongs to which question. */
export async function optionsOfQuestions(db: DbOrTx, questionIds: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (!questionIds.length) return map;
  const rows = await db
    .select({ q: t.questionOptions.fkQuestionId, o: t.questionOptions.pkQuestionOptionId })
    .from(t.questionOptions)
    .where(inArray(t.questionOptions.fkQuestionId, questionIds));
  for (const row of rows) map.set(row.q, [...(map.get(row.q) ?? []), row.o]);
  return map;
}

/** Replaces the person's submission: the submission row kept (its first time), every answer written anew. */
export async function replaceSubmission(
  tx: DbOrTx,
  eventId: number,
  userId: number,
  answers: { fkQuestionId: number; text: string | null; rating: number | null; optionIds: number[] }[],
): Promise<void> {
  const now = new Date();
  await tx
    .insert(sub)
    .values({ fkEventId: eventId, fkUserId: userId, submittedAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [sub.fkEventId, sub.fkUserId], set: { updatedAt: now } });
  await tx.delete(ans).where(and(eq(ans.fkEventId, eventId), eq(ans.fkUserId, userId)));
  if (!answers.length) return;
  await tx.insert(ans).values(
    answers.map((a) => ({
      fkEventId: eventId,
      fkUserId: userId,
      fkQuestionId: a.fkQuestionId,
      textValue: a.text,
      rating: a.rating,
      answeredAt: now,
    })),
  );
  const chosen = answers.flatMap((a) =>
    a.optionIds.map((o) => ({ fkEventId: eventId, fkUserId: userId, fkQuestionId: a.fkQuestionId, fkQuestionOptionId: o })),
  );
  if (chosen.length) await tx.insert(opt).values(chosen);
}

// Meetings and their reports.

const other = alias(t.users, 'other_user');
const otherCompany = alias(t.companies, 'other_company');

/**
 * The person's accepted meetings of the event's sessions in time order, seen from their side:
 * the other person with their company, and both sides' reports.
 */
export function meetingsOf(db: DbOrTx, eventId: number, userId: number) {
  const otherId = sql<number>`case when ${r.fkHostUserId} = ${userId} then ${r.fkGuestUserId} else ${r.fkHostUserId} end`;
  const report = (who: typeof otherId | number) =>
    sql<StoredReport | null>`(select to_jsonb(mr) from ${t.meetingReports} mr
      where mr.fk_user_reservation_id = ${r.pkUserReservationId} and mr.fk_user_id = ${who})`;
  return db
    .select({
      meeting: r,
      sessionName: t.schedules.name,
      otherUserId: other.pkUserId,
      otherName: sql<string>`${other.firstName} || ' ' || ${other.lastName}`,
      otherCompany: otherCompany.name,
      mine: report(userId),
      theirs: report(otherId),
    })
    .from(r)
    .innerJoin(t.schedules, eq(t.schedules.pkScheduleId, r.fkScheduleId))
    .innerJoin(other, eq(other.pkUserId, otherId))
    .leftJoin(otherCompany, eq(otherCompany.pkCompanyId, other.fkCompanyId))
    .where(
      and(
        eq(t.schedules.fkEventId, eventId),
        eq(r.status, ReservationStatus.accepted),
        or(eq(r.fkHostUserId, userId), eq(r.fkGuestUserId, userId)),
      ),
    )
    .orderBy(asc(r.slotStart), asc(r.pkUserReservationId));
}
export type MeetingOfRow = Awaited<ReturnType<typeof meetingsOf>>[number];

/** Writes the person's reports of these meetings (one per meeting and side, replaced). */
export async function upsertMeetingReports(
  tx: DbOrTx,
  userId: number,
  reports: { fkUserReservationId: number; tookPlace: boolean; outcome: string | null; note: string | null }[],
): Promise<void> {
  if (!reports.length) return;
  const now = new Date();
  await tx
    .insert(t.meetingReports)
    .values(reports.map((x) => ({ ...x, fkUserId: userId, updatedAt: now })))
    .onConflictDoUpdate({
      target: [t.meetingReports.fkUserReservationId, t.meetingReports.fkUserId],
      set: {
        tookPlace: sql`excluded.took_place`,
        outcome: sql`excluded.outcome`,
        note: sql`excluded.note`,
        updatedAt: now,
      },
    });
}
