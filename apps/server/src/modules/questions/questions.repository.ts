import { and, asc, count, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { LanguageId } from '@portal/contracts/codes/code-types';
import type { QuestionTypeValue } from '@portal/contracts/questions/questions';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { notFound } from '../../lib/app-error.ts';
import { containsText } from '../../lib/text-match.ts';
import { codeName } from '../events/events.repository.ts';

const q = t.questions;

/** A question's title in the language, English when it has none there. */
export const questionTitleIn = (questionId: SQL | typeof q.pkQuestionId, lang: number) => sql<string>`coalesce(
  (select qt.title from ${t.questionTitles} qt where qt.fk_question_id = ${questionId} and qt.fk_language_id = ${lang}),
  (select en.title from ${t.questionTitles} en where en.fk_question_id = ${questionId} and en.fk_language_id = ${LanguageId.english}), '')`;

/** Submissions (on any event) that answered the question. */
const answerCountOf = sql<number>`(select count(*)::int from ${t.surveyAnswers} sa where sa.fk_question_id = ${q.pkQuestionId})`;
/** Surveys the question is on. */
const eventCountOf = sql<number>`(select count(*)::int from ${t.eventQuestions} eq where eq.fk_question_id = ${q.pkQuestionId})`;

function listColumns(lang: number) {
  return {
    question: q,
    title: questionTitleIn(q.pkQuestionId, lang),
    chamberName: codeName(sql`${q.fkChamberId}`, lang),
    answerCount: answerCountOf,
    eventCount: eventCountOf,
    optionCount: sql<number>`(select count(*)::int from ${t.questionOptions} o where o.fk_question_id = ${q.pkQuestionId})`,
  };
}
export type QuestionListRow = Awaited<ReturnType<typeof questionPageRows>>['rows'][number];

export interface BankFilter {
  /** null: every chamber's bank. */
  chamberId: number | null;
  searchTerm?: string | null;
  type?: QuestionTypeValue | null;
  notOnEventId?: number | null;
}

function bankWhere(f: BankFilter): SQL | undefined {
  const term = f.searchTerm?.trim();
  return and(
    f.chamberId === null ? undefined : eq(q.fkChamberId, f.chamberId),
    f.type ? eq(q.type, f.type) : undefined,
    term
      ? sql`exists (select 1 from ${t.questionTitles} st where st.fk_question_id = ${q.pkQuestionId} and ${containsText(sql`st.title`, term)})`
      : undefined,
    f.notOnEventId
      ? sql`not exists (select 1 from ${t.eventQuestions} oe where oe.fk_question_id = ${q.pkQuestionId} and oe.fk_event_id = ${f.notOnEventId})`
      : undefined,
  );
}

/** A page of the bank, newest change first: the page's ids, then their rows with names and counts. */
export async function questionPageRows(db: DbOrTx, f: BankFilter, lang: number, page: { limit: number; offset: number }) {
  const where = bankWhere(f);
  const [{ total }] = await db.select({ total: count() }).from(q).where(where);
  const ids = await db
    .select({ id: q.pkQuestionId })
    .from(q)
    .where(where)
    .orderBy(desc(q.updatedAt), desc(q.pkQuestionId))
    .limit(page.limit)
    .offset(page.offset);
  if (!ids.length) return { rows: [], total };
  const rows = await db
    .select(listColumns(lang))
    .from(q)
    .where(
      inArray(
        q.pkQuestionId,
        ids.map((r) => r.id),
      ),
    );
  const byId = new Map(rows.map((r) => [r.question.pkQuestionId, r]));
  return { rows: ids.flatMap((r) => byId.get(r.id) ?? []), total };
}

export type QuestionRow = typeof q.$inferSelect;

/** A question with its titles and its options (in place) with theirs. */
export interface QuestionFull {
  row: QuestionListRow;
  titles: { fkLanguageId: number; title: string }[];
  options: { pkQuestionOptionId: number; position: number; titles: { fkLanguageId: number; title: string }[] }[];
}

/** The titles and options of these questions, for the mappers. */
export async function questionTexts(db: DbOrTx, ids: number[]) {
  if (!ids.length) return { titles: new Map<number, QuestionFull['titles']>(), options: new Map<number, QuestionFull['options']>() };
  const [titleRows, optionRows] = await Promise.all([
    db.select().from(t.questionTitles).where(inArray(t.questionTitles.fkQuestionId, ids)).orderBy(asc(t.questionTitles.fkLanguageId)),
    db
      .select({ option: t.questionOptions, title: t.questionOptionTitles })
      .from(t.questionOptions)
      .leftJoin(t.questionOptionTitles, eq(t.questionOptionTitles.fkQuestionOptionId, t.questionOptions.pkQuestionOptionId))
      .where(inArray(t.questionOptions.fkQuestionId, ids))
      .orderBy(asc(t.questionOptions.position), asc(t.questionOptions.pkQuestionOptionId), asc(t.questionOptionTitles.fkLanguageId)),
  ]);
  const titles = new Map<number, QuestionFull['titles']>();
  for (const r of titleRows)
    titles.set(r.fkQuestionId, [...(titles.get(r.fkQuestionId) ?? []), { fkLanguageId: r.fkLanguageId, title: r.title }]);
  const options = new Map<number, QuestionFull['options']>();
  for (const r of optionRows) {
    const list = options.get(r.option.fkQuestionId) ?? [];
    let option = list.find((o) => o.pkQuestionOptionId === r.option.pkQuestionOptionId);
    if (!option) {
      option = { pkQuestionOptionId: r.option.pkQuestionOptionId, position: r.option.position, titles: [] };
      list.push(option);
    }
    if (r.title) option.titles.push({ fkLanguageId: r.title.fkLanguageId, title: r.title.title });
    options.set(r.option.fkQuestionId, list);
  }
  return { titles, options };
}

/** One question with everything its answer shows; 404 question_not_found. */
export async function questionById(db: DbOrTx, id: number, lang: number): Promise<QuestionFull> {
  const [row] = await db.select(listColumns(lang)).from(q).where(eq(q.pkQuestionId, id));
  if (!row) throw notFound('question_not_found');
  const texts = await questionTexts(db, [id]);
  return { row, titles: texts.titles.get(id) ?? [], options: texts.options.get(id) ?? [] };
}

/** The bare row, locked for a change (FOR UPDATE): a concurrent answer waits for the change. */
export async function lockQuestion(tx: DbOrTx, id: number): Promise<QuestionRow | null> {
  const [row] = await tx.select().from(q).where(eq(q.pkQuestionId, id)).for('update');
  return row ?? null;
}

/** The question's row, or null. */
export async function findQuestion(db: DbOrTx, id: number): Promise<QuestionRow | null> {
  const [row] = await db.select().from(q).where(eq(q.pkQuestionId, id));
  return row ?? null;
}

/** How many answers the question has, on any event. */
export async function questionAnswerCount(db: DbOrTx, id: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(t.surveyAnswers).where(eq(t.surveyAnswers.fkQuestionId, id));
  return n;
}

/** The options of the question some answer chose. */
export async function answeredOptionIds(db: DbOrTx, questionId: number): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ id: t.surveyAnswerOptions.fkQuestionOptionId })
    .from(t.surveyAnswerOptions)
    .where(eq(t.surveyAnswerOptions.fkQuestionId, questionId));
  return new Set(rows.map((r) => r.id));
}

/** The option ids the question has now. */
export async function optionIdsOf(db: DbOrTx, questionId: number): Promise<number[]> {
  const rows = await db
    .select({ id: t.questionOptions.pkQuestionOptionId })
    .from(t.questionOptions)
    .where(eq(t.questionOptions.fkQuestionId, questionId));
  return rows.map((r) => r.id);
}

export type QuestionValues = Pick<typeof q.$inferInsert, 'fkChamberId' | 'type' | 'isRequired' | 'createdBy'>;

export async function insertQuestion(tx: DbOrTx, values: QuestionValues): Promise<number> {
  const [row] = await tx.insert(q).values(values).returning({ id: q.pkQuestionId });
  return row.id;
}

export async function updateQuestion(tx: DbOrTx, id: number, change: Pick<QuestionRow, 'type' | 'isRequired'>): Promise<void> {
  await tx
    .update(q)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(q.pkQuestionId, id));
}

type Titles = { fkLanguageId: number; title: string }[];

/** Replaces the question's titles. */
export async function replaceQuestionTitles(tx: DbOrTx, questionId: number, titles: Titles): Promise<void> {
  await tx.delete(t.questionTitles).where(eq(t.questionTitles.fkQuestionId, questionId));
  await tx.insert(t.questionTitles).values(titles.map((x) => ({ fkQuestionId: questionId, ...x })));
}

/**
 * Makes the question's options these, in this order: options with an id keep it (and their
 * answers) with new titles, new ones are added, the rest are deleted (the caller checked that
 * none of those was answered; the RESTRICT key refuses otherwise).
 */
export async function replaceQuestionOptions(
  tx: DbOrTx,
  questionId: number,
  options: { pkQuestionOptionId?: number | null; titles: Titles }[],
): Promise<void> {
  const kept = options.flatMap((o) => (o.pkQuestionOptionId ? [o.pkQuestionOptionId] : []));
  await tx
    .delete(t.questionOptions)
    .where(
      and(eq(t.questionOptions.fkQuestionId, questionId), kept.length ? notInArray(t.questionOptions.pkQuestionOptionId, kept) : undefined),
    );
  for (const [position, o] of options.entries()) {
    let id = o.pkQuestionOptionId ?? null;
    if (id) {
      await tx.update(t.questionOptions).set({ position }).where(eq(t.questionOptions.pkQuestionOptionId, id));
      await tx.delete(t.questionOptionTitles).where(eq(t.questionOptionTitles.fkQuestionOptionId, id));
    } else {
      const [row] = await tx
        .insert(t.questionOptions)
        .values({ fkQuestionId: questionId, position })
        .returning({ id: t.questionOptions.pkQuestionOptionId });
      id = row.id;
    }
    const optionId = id;
    await tx.insert(t.questionOptionTitles).values(o.titles.map((x) => ({ fkQuestionOptionId: optionId, ...x })));
  }
}

export async function deleteQuestionRow(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(q).where(eq(q.pkQuestionId, id));
}
