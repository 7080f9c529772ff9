import { z } from 'zod';
import { DEFAULT_INTERFACE_LANGUAGE, INTERFACE_LANGUAGES, type InterfaceLanguageCode } from '../codes/interface-languages.ts';

/**
 * Content in several languages (issue 29 item 2): an event's texts and its sessions', documents'
 * and banners' are written in the event's main language and, optionally, in each other interface
 * language; a chamber's speakers and partners, reused across its events, have a main language of
 * their own (their biography or description is one text for every event). A reader gets
 * their interface language's text where it is written, else the main language's, and is told
 * which language each text is in so the web can mark a fallback.
 */

const languageCodes = INTERFACE_LANGUAGES.map((l) => l.code) as [InterfaceLanguageCode, ...InterfaceLanguageCode[]];

/** An interface language's code (eng, sr, sq, mk) as content's language. */
export const contentLanguage = z.enum(languageCodes, 'validation.invalid');
export type ContentLanguage = z.infer<typeof contentLanguage>;
export const DEFAULT_CONTENT_LANGUAGE: ContentLanguage = DEFAULT_INTERFACE_LANGUAGE.code;

/** The kinds of rows whose texts may be translated, as content_translations.kind stores them. */
export const TranslatedKind = {
  event: 'event',
  schedule: 'schedule',
  speaker: 'speaker',
  partner: 'partner',
  document: 'document',
  banner: 'banner',
} as const;
export type TranslatedKindValue = (typeof TranslatedKind)[keyof typeof TranslatedKind];

/** The translatable fields of each kind. */
export const EVENT_TEXT_FIELDS = ['name', 'description', 'eventPlace'] as const;
export type EventTextField = (typeof EVENT_TEXT_FIELDS)[number];
export const SCHEDULE_TEXT_FIELDS = ['name', 'description'] as const;
export type ScheduleTextField = (typeof SCHEDULE_TEXT_FIELDS)[number];
export const SPEAKER_TEXT_FIELDS = ['biography'] as const;
export const PARTNER_TEXT_FIELDS = ['description'] as const;
export const DOCUMENT_TEXT_FIELDS = ['name', 'description'] as const;
export const BANNER_TEXT_FIELDS = ['title'] as const;

/**
 * A write's texts in the other languages: per language code, the fields written in it (an empty
 * or missing field is not written in that language). The main language's texts are the model's
 * own fields, so a translation in the main language is refused (`translationsRefinement`).
 */
export const translationsOf = <S extends z.ZodRawShape>(shape: S) => z.partialRecord(contentLanguage, z.object(shape).partial());

/**
 * Refuses a translation in the main language when the write names it (it would compete with the
 * model's own fields), naming the field `translations.<code>`; the server checks it again against
 * the stored main language.
 */
export function refineTranslations(
  v: { mainLanguage?: ContentLanguage | null; translations?: Partial<Record<ContentLanguage, unknown>> | null },
  ctx: z.RefinementCtx,
) {
  const main = v.mainLanguage;
  if (main && v.translations?.[main])
    ctx.addIssue({ code: 'custom', message: 'translation_in_main_language', path: ['translations', main] });
}

/** Which language each translatable text of an answer is in (the reader's, or the main one when falling back). */
export const textLanguagesOf = <F extends readonly [string, ...string[]]>(fields: F) =>
  z.object(Object.fromEntries(fields.map((f) => [f, contentLanguage])) as { [K in F[number]]: typeof contentLanguage });

/** An organiser's view of the texts for editing: the main language and every written language's texts. */
export const editableTextsOf = <S extends z.ZodRawShape>(shape: S) =>
  z.object({
    mainLanguage: contentLanguage,
    texts: z.partialRecord(contentLanguage, z.object(shape).partial()),
  });
