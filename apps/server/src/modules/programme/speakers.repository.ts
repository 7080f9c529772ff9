import { and, asc, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { TranslatedKind } from '@portal/contracts/common/content-languages';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { notFound } from '../../lib/app-error.ts';
import { offsetOf } from '../../lib/paging.ts';
import { containsText } from '../../lib/text-match.ts';
import { deleteTranslations, localizedTexts } from '../i18n/content-translations.repository.ts';

const s = t.speakers;

/** A speaker's columns, the biography in the reader's language `lang` (else the speaker's main one). */
function speakerColumns(lang: number) {
  const { texts, languageIds } = localizedTexts(TranslatedKind.speaker, s.pkSpeakerId, s.mainLanguageId, lang, { biography: s.biography });
  return {
    pkSpeakerId: s.pkSpeakerId,
    fkChamberId: s.fkChamberId,
    firstName: s.firstName,
    lastName: s.lastName,
    fullName: sql<string>`${s.firstName} || ' ' || ${s.lastName}`,
    title: s.title,
    company: s.company,
    photoName: s.photoName,
    schedulesCount: sql<number>`(select count(*)::int from ${t.scheduleSpeakers} ss where ss.fk_speaker_id = ${s.pkSpeakerId})`,
    main: { biography: s.biography },
    mainLanguageId: s.mainLanguageId,
    texts,
    textLanguageIds: languageIds,
  };
}
export type SpeakerRow = Awaited<ReturnType<typeof speakerById>>;

/** A live speaker by id, read in the language `lang`; 404 speaker_not_found (deleted speakers stay only on past sessions). */
export async function speakerById(db: DbOrTx, lang: number, id: number) {
  const [row] = await db
    .select(speakerColumns(lang))
    .from(s)
    .where(and(eq(s.pkSpeakerId, id), isNull(s.deletedAt)));
  if (!row) throw notFound('speaker_not_found');
  return row;
}

/** Whose speakers a list shows: a chamber's (every chamber's when null), or those on an event's sessions. */
export interface SpeakerScope {
  chamberId: number | null;
  eventId?: number;
}

/** A page of live speakers in a scope, by last and first name, read in the language `o.lang`. */
export async function speakerPageRows(
  db: DbOrTx,
  scope: SpeakerScope,
  o: { lang: number; name?: string | null; pageNum: number; pageSize: number },
) {
  const where: SQL | undefined = and(
    isNull(s.deletedAt),
    scope.chamberId === null ? undefined : eq(s.fkChamberId, scope.chamberId),
    scope.eventId === undefined
      ? undefined
      : sql`exists (select 1 from ${t.scheduleSpeakers} ss join ${t.schedules} sc on sc.pk_schedule_id = ss.fk_schedule_id
          where ss.fk_speaker_id = ${s.pkSpeakerId} and sc.fk_event_id = ${scope.eventId})`,
    o.name ? containsText(sql`${s.firstName} || ' ' || ${s.lastName} || ' ' || coalesce(${s.company}, '')`, o.name) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(speakerColumns(o.lang))
      .from(s)
      .where(where)
      .orderBy(asc(sql`lower(${s.lastName})`), asc(sql`lower(${s.firstName})`), asc(s.pkSpeakerId))
      .limit(o.pageSize)
      .offset(offsetOf(o.pageNum, o.pageSize)),
    db.select({ n: count() }).from(s).where(where),
  ]);
  return { rows, total: n };
}

/** The events whose sessions the speaker is on, newest first: who may see those sees the speaker. */
export async function speakerEventIds(db: DbOrTx, speakerId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: t.schedules.fkEventId })
    .from(t.scheduleSpeakers)
    .innerJoin(t.schedules, eq(t.schedules.pkScheduleId, t.scheduleSpeakers.fkScheduleId))
    .where(eq(t.scheduleSpeakers.fkSpeakerId, speakerId))
    .limit(20);
  return rows.map((r) => r.id);
}

/** What a speaker's form sets. */
export type SpeakerValues = Pick<
  typeof s.$inferInsert,
  'firstName' | 'lastName' | 'title' | 'company' | 'photoName' | 'biography' | 'mainLanguageId' | 'updatedAt'
>;

/** A new speaker of a chamber; its id. */
export async function insertSpeaker(tx: DbOrTx, values: SpeakerValues & { fkChamberId: number; createdBy: number }): Promise<number> {
  const [{ pkSpeakerId }] = await tx.insert(s).values(values).returning({ pkSpeakerId: s.pkSpeakerId });
  return pkSpeakerId;
}

export async function updateSpeaker(tx: DbOrTx, id: number, values: SpeakerValues): Promise<void> {
  await tx.update(s).set(values).where(eq(s.pkSpeakerId, id));
}

/** Removes a speaker: soft when they stay on sessions (their agendas keep them), else the row and its translations. */
export async function deleteSpeakerRow(tx: DbOrTx, id: number, soft: boolean): Promise<void> {
  const where = eq(s.pkSpeakerId, id);
  if (soft) {
    await tx.update(s).set({ deletedAt: new Date() }).where(where);
    return;
  }
  await deleteTranslations(tx, TranslatedKind.speaker, [id]);
  await tx.delete(s).where(where);
}
