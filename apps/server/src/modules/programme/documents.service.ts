import { DOCUMENT_TEXT_FIELDS, TranslatedKind } from '@portal/contracts/common/content-languages';
import { totalPages } from '@portal/contracts/common/paging';
import {
  type ParsedDocumentUpdate,
  documentUploadFields,
  type EventDocument,
  type DocumentPage,
  type ParsedDocumentSearch,
} from '@portal/contracts/programme/documents';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, fieldError, notFound } from '../../lib/app-error.ts';
import { organisesEvents, requireManagedEvent } from '../events/event.policy.ts';
import { removeFile, requireQuota } from '../files/files.service.ts';
import type { MultipartInput } from '../files/multipart.ts';
import { localizedAnswers, writeTranslations } from '../i18n/content-translations.service.ts';
import { logAction } from '../logs/logs.service.ts';
import { checkDocument, cleanFileName, storedDocumentName } from './document-files.ts';
import {
  deleteDocumentTranslations,
  type DocumentRow,
  documentById,
  documentFile,
  documentPageRows,
  insertDocument,
  updateDocumentText,
} from './documents.repository.ts';
import { requireParticipantEvent } from './programme.policy.ts';

/** Documents as answers: name and description in the reader's language; every language's for the event's organisers. */
const documentAnswers = (db: DbOrTx, rows: DocumentRow[]): Promise<EventDocument[]> =>
  localizedAnswers(db, TranslatedKind.document, rows, {
    id: (r) => r.pkEventDocumentId,
    editable: (r) => r.canEdit,
  }).then((answers) => answers.map((a, i) => ({ ...a, name: a.name ?? rows[i].main.name })));

/** A document by id as the actor's answer. */
async function documentAnswer(db: DbOrTx, actor: Actor, id: number): Promise<EventDocument> {
  const [answer] = await documentAnswers(db, [await documentById(db, actor, id)]);
  return answer;
}

/**
 * search: one event's documents for its organisers and participants; without fkEventId, the
 * documents of every live event the organiser's chamber organises or assists (all for the
 * platform administrator).
 */
export async function searchDocuments(ctx: AppContext, actor: Actor, input: ParsedDocumentSearch): Promise<DocumentPage> {
  if (input.fkEventId) await requireParticipantEvent(ctx.db, actor, input.fkEventId);
  else if (!organisesEvents(actor)) throw fieldError('fkEventId', 'validation.required');
  const { rows, total } = await documentPageRows(ctx.db, actor, { ...input, eventId: input.fkEventId ?? null });
  return { eventDocuments: await documentAnswers(ctx.db, rows), totalPages: totalPages(total, input.pageSize), totalCount: total };
}

/** Multipart text fields as the contract reads them; an empty one is absent. */
function uploadFields(fields: Record<string, string>) {
  const parsed = documentUploadFields.safeParse({ name: fields.name || null, description: fields.description || null });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const key = /^[a-z_.]+$/.test(issue.message) ? issue.message : 'validation.invalid';
  throw new AppError('validation_error', 400, undefined, { [String(issue.path[0] ?? 'body')]: key });
}

/**
 * POST api/EventDocuments/{eventId}: the event's organisers upload one file (the upload limits of
 * api/Files; types by content, see document-files.ts). It is stored as a private file of the
 * uploader; only this module serves it, to the event's organisers and participants.
 */
export async function uploadDocument(
  ctx: AppContext,
  actor: Actor,
  eventId: number,
  readUpload: () => Promise<MultipartInput>,
): Promise<EventDocument> {
  // Who may upload is known before the body is read.
  await requireManagedEvent(ctx.db, actor, eventId);
  const upload = await readUpload();
  const fields = uploadFields(upload.fields);
  const file = upload.files[0];
  if (!file) throw new AppError('validation_error', 400, undefined, { file: 'file_required' }, 'file_required');
  const originalName = cleanFileName(file.originalName);
  const checked = await checkDocument(file.data, file.originalName);
  await requireQuota(ctx.db, actor, checked.data.length);
  const storedName = storedDocumentName(checked.ext);
  // The bytes first, outside the transaction (see files.service's withStoredImages), removed again when it fails.
  await ctx.storage.put(storedName, checked.data);
  try {
    const id = await ctx.db.transaction(async (tx) => {
      await requireManagedEvent(tx, actor, eventId);
      await requireQuota(tx, actor, checked.data.length);
      const pkEventDocumentId = await insertDocument(
        tx,
        {
          name: storedName,
          originalName,
          mimeType: checked.mimeType,
          size: checked.data.length,
          isPublic: false,
          fkOwnerUserId: actor.userId,
        },
        {
          fkEventId: eventId,
          name: fields.name || originalName.replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'document',
          description: fields.description || null,
          uploadedBy: actor.userId,
        },
      );
      await logAction(tx, actor, 'upload_event_document', 'event', eventId, { pkEventDocumentId });
      return pkEventDocumentId;
    });
    return documentAnswer(ctx.db, actor, id);
  } catch (err) {
    await ctx.storage.remove(storedName);
    throw err;
  }
}

/**
 * PUT api/EventDocuments: the event's organisers rename a document or change its description, in
 * the event's main language and, when given, in its others.
 */
export async function updateDocument(ctx: AppContext, actor: Actor, input: ParsedDocumentUpdate): Promise<EventDocument> {
  await ctx.db.transaction(async (tx) => {
    const { document } = await documentFile(tx, input.pkEventDocumentId);
    const event = await requireManagedEvent(tx, actor, document.fkEventId);
    await updateDocumentText(tx, document.pkEventDocumentId, { name: input.name, description: input.description || null });
    await writeTranslations(
      tx,
      { kind: TranslatedKind.document, id: document.pkEventDocumentId, mainLanguageId: event.mainLanguageId },
      { all: DOCUMENT_TEXT_FIELDS, richText: [] },
      input.translations,
    );
    await logAction(tx, actor, 'update_event_document', 'event', document.fkEventId, { pkEventDocumentId: document.pkEventDocumentId });
  });
  return documentAnswer(ctx.db, actor, input.pkEventDocumentId);
}

/** GET api/EventDocuments/{id}: the file, for the event's organisers and participants. */
export async function downloadDocument(ctx: AppContext, actor: Actor, id: number) {
  const { document, file } = await documentFile(ctx.db, id);
  await requireParticipantEvent(ctx.db, actor, document.fkEventId);
  const data = await ctx.storage.get(file.name);
  if (!data) throw notFound('file_not_found');
  return { file, data };
}

/** DELETE api/EventDocuments/{id}: the document and its file. */
export async function deleteDocument(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  const name = await ctx.db.transaction(async (tx) => {
    const { document, file } = await documentFile(tx, id);
    await requireManagedEvent(tx, actor, document.fkEventId);
    // The document row goes with its file (on delete cascade); its translations first.
    await deleteDocumentTranslations(tx, id);
    await removeFile(tx, file);
    await logAction(tx, actor, 'delete_event_document', 'event', document.fkEventId, { pkEventDocumentId: id, name: document.name });
    return file.name;
  });
  await ctx.storage.remove(name);
}
