import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { TranslatedKind } from '@portal/contracts/common/content-languages';
import type { Actor } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { notFound } from '../../lib/app-error.ts';
import { offsetOf } from '../../lib/paging.ts';
import { containsText } from '../../lib/text-match.ts';
import { chamberEventsOf, managedEventCondition } from '../events/event.policy.ts';
import { deleteTranslations, localizedTexts, translationContains } from '../i18n/content-translations.repository.ts';

const d = t.eventDocuments;

/**
 * The documents with their files, read by `actor` in their language: a document's name and
 * description, and its event's name, in it where written, else in the event's main language.
 */
function documentRows(db: DbOrTx, actor: Actor) {
  const lang = actor.languageId;
  const { texts, languageIds } = localizedTexts(TranslatedKind.document, d.pkEventDocumentId, t.events.mainLanguageId, lang, {
    name: d.name,
    description: d.description,
  });
  const event = localizedTexts(TranslatedKind.event, t.events.pkEventId, t.events.mainLanguageId, lang, { name: t.events.name });
  return db
    .select({
      pkEventDocumentId: d.pkEventDocumentId,
      fkEventId: d.fkEventId,
      eventName: sql<string>`${event.texts.name}`,
      main: { name: d.name, description: d.description },
      mainLanguageId: t.events.mainLanguageId,
      texts,
      textLanguageIds: languageIds,
      fileName: t.files.originalName,
      mimeType: t.files.mimeType,
      size: t.files.size,
      uploadedBy: sql<string | null>`(select u.first_name || ' ' || u.last_name from ${t.users} u where u.pk_user_id = ${d.uploadedBy})`,
      createdAt: sql<string>`to_char(${d.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      // The actor organises the document's event (event.policy's rule, on the joined event).
      canEdit: managedEventCondition(actor),
    })
    .from(d)
    .innerJoin(t.events, eq(t.events.pkEventId, d.fkEventId))
    .innerJoin(t.files, eq(t.files.pkFileId, d.fkFileId))
    .$dynamic();
}

export type DocumentRow = Awaited<ReturnType<typeof documentById>>;

/** A document by id, with the caller's right to edit it; 404 document_not_found. */
export async function documentById(db: DbOrTx, actor: Actor, id: number) {
  const [row] = await documentRows(db, actor).where(eq(d.pkEventDocumentId, id));
  if (!row) throw notFound('document_not_found');
  return row;
}

/**
 * A page of documents by name, newest first: of one event, or (eventId null) of every live event
 * the actor's chamber organises or assists (event.policy's chamberEventsOf).
 */
export async function documentPageRows(
  db: DbOrTx,
  actor: Actor,
  o: { eventId: number | null; name?: string | null; pageNum: number; pageSize: number },
) {
  const events = o.eventId ? eq(d.fkEventId, o.eventId) : and(isNull(t.events.deletedAt), chamberEventsOf(actor));
  const where = and(
    events,
    o.name
      ? or(containsText(d.name, o.name), translationContains(TranslatedKind.document, 'name', d.pkEventDocumentId, o.name))
      : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    documentRows(db, actor)
      .where(where)
      .orderBy(desc(d.createdAt), desc(d.pkEventDocumentId))
      .limit(o.pageSize)
      .offset(offsetOf(o.pageNum, o.pageSize)),
    db.select({ n: count() }).from(d).innerJoin(t.events, eq(t.events.pkEventId, d.fkEventId)).where(where),
  ]);
  return { rows, total: n };
}

/** The stored file of a document. */
export async function documentFile(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ document: d, file: t.files })
    .from(d)
    .innerJoin(t.files, eq(t.files.pkFileId, d.fkFileId))
    .where(eq(d.pkEventDocumentId, id));
  if (!row) throw notFound('document_not_found');
  return row;
}

/** A stored file and the event's document on it; the document's id. */
export async function insertDocument(
  tx: DbOrTx,
  file: Omit<typeof t.files.$inferInsert, 'pkFileId'>,
  document: Pick<typeof d.$inferInsert, 'fkEventId' | 'name' | 'description' | 'uploadedBy'>,
): Promise<number> {
  const [stored] = await tx.insert(t.files).values(file).returning({ pkFileId: t.files.pkFileId });
  const [doc] = await tx
    .insert(d)
    .values({ ...document, fkFileId: stored.pkFileId })
    .returning({ pkEventDocumentId: d.pkEventDocumentId });
  return doc.pkEventDocumentId;
}

/** A document's translations, before the document goes with its file (content_translations has no foreign key). */
export const deleteDocumentTranslations = (tx: DbOrTx, id: number) => deleteTranslations(tx, TranslatedKind.document, [id]);

/** A document's name and description. */
export async function updateDocumentText(tx: DbOrTx, id: number, text: { name: string; description: string | null }): Promise<void> {
  await tx
    .update(d)
    .set({ ...text, updatedAt: new Date() })
    .where(eq(d.pkEventDocumentId, id));
}
