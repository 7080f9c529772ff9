import { z } from 'zod';
import { entityId, optionalEntityId } from '../common/ids.ts';
import { pageFields } from '../common/paging.ts';
import { optionalText, requiredText } from '../common/validation.ts';
import { contentLanguage, DOCUMENT_TEXT_FIELDS, editableTextsOf, textLanguagesOf, translationsOf } from '../common/content-languages.ts';
import { nameFilter } from './common.ts';

/**
 * Types an event document may have, judged by content on the server (PDF, the Office and
 * OpenDocument formats, jpg and png images), by extension: the picker's accept list.
 */
export const DOCUMENT_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
} as const;
export type DocumentExtension = keyof typeof DOCUMENT_TYPES;
export const DOCUMENT_EXTENSIONS = Object.keys(DOCUMENT_TYPES) as DocumentExtension[];

export const DOCUMENT_NAME_MAX = 200;
export const DOCUMENT_DESCRIPTION_MAX = 1000;

/** A document's texts that may be written in several languages (its own are the event's main language's). */
const documentTextShape = { name: optionalText(DOCUMENT_NAME_MAX), description: optionalText(DOCUMENT_DESCRIPTION_MAX) };
export const documentTranslations = translationsOf(documentTextShape);
export const documentEditableTexts = editableTextsOf(documentTextShape);
export type DocumentEditableTexts = z.infer<typeof documentEditableTexts>;

/** POST api/EventDocuments/{eventId}: multipart with one `file` part and optional name and description fields. */
export const documentUploadFields = z.object({
  /** Defaults to the file's name. */
  name: documentTextShape.name,
  description: documentTextShape.description,
});
export type DocumentUploadFields = z.infer<typeof documentUploadFields>;
export const DOCUMENT_UPLOAD_FIELDS = ['name', 'description'] as const;

/** PUT api/EventDocuments: a document's name and description. */
export const documentUpdate = z.object({
  pkEventDocumentId: entityId,
  name: requiredText(DOCUMENT_NAME_MAX),
  description: documentTextShape.description,
  /**
   * The name and description in the event's other languages; left out, the stored ones stay;
   * given, they replace them. One in the event's main language is refused (translation_in_main_language).
   */
  translations: documentTranslations.nullish(),
});
export type DocumentUpdate = z.input<typeof documentUpdate>;
export type ParsedDocumentUpdate = z.infer<typeof documentUpdate>;

export const eventDocument = z.object({
  pkEventDocumentId: z.number().int(),
  fkEventId: z.number().int(),
  eventName: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** The uploaded file's own name, which the download keeps. */
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
  /** The caller organises the event: may rename and delete. */
  canEdit: z.boolean(),
  /** The event's main language. */
  mainLanguage: contentLanguage,
  /** The language name and description are in: the reader's, or the event's main one when not written in theirs. */
  textLanguages: textLanguagesOf(DOCUMENT_TEXT_FIELDS),
  /** For those who may edit it: the name and description in every written language; null for others. */
  editableTexts: documentEditableTexts.nullable(),
});
export type EventDocument = z.infer<typeof eventDocument>;

/**
 * POST api/EventDocuments/search: one event's documents (fkEventId), or, for organisers without
 * it, the documents of every event of their chamber (/event-management/documents). Newest first.
 */
export const documentSearch = z.object({ ...pageFields(10), fkEventId: optionalEntityId, name: nameFilter });
export type DocumentSearch = z.input<typeof documentSearch>;
export type ParsedDocumentSearch = z.infer<typeof documentSearch>;
export const documentPage = z.object({
  eventDocuments: z.array(eventDocument),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type DocumentPage = z.infer<typeof documentPage>;
