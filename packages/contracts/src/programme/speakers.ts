import { z } from 'zod';
import { entityId, optionalEntityId } from '../common/ids.ts';
import { pageFields } from '../common/paging.ts';
import { optionalText, requiredText } from '../common/validation.ts';
import { contentLanguage, editableTextsOf, SPEAKER_TEXT_FIELDS, textLanguagesOf, translationsOf } from '../common/content-languages.ts';
import { nameFilter, optionalImageName, richText } from './common.ts';

/** A speaker's texts that may be written in several languages (the model's own are its main language's). */
const speakerTextShape = { biography: richText() };
export const speakerTranslations = translationsOf(speakerTextShape);
export const speakerEditableTexts = editableTextsOf(speakerTextShape);
export type SpeakerEditableTexts = z.infer<typeof speakerEditableTexts>;

/**
 * POST api/Speaker (pkSpeakerId absent) and PUT api/Speaker (given). A speaker belongs to a
 * chamber and is reused across its events: a chamber administrator's own chamber (fkChamberId
 * ignored), the one the platform administrator names.
 */
export const speakerModel = z.object({
  pkSpeakerId: entityId.optional(),
  fkChamberId: optionalEntityId,
  firstName: requiredText(100),
  lastName: requiredText(100),
  /** Job title or function ("Minister of Agriculture"). */
  title: optionalText(200),
  company: optionalText(200),
  photoName: optionalImageName,
  biography: speakerTextShape.biography,
  /**
   * The language of the biography (a speaker is reused across the chamber's events, so it has its
   * own); left out, a new speaker's is English and a stored one's stays.
   */
  mainLanguage: contentLanguage.nullish(),
  /**
   * The biography in other languages; left out, the stored ones stay; given, they replace them.
   * One in the main language is refused (translation_in_main_language).
   */
  translations: speakerTranslations.nullish(),
});
export type SpeakerModel = z.input<typeof speakerModel>;
export type ParsedSpeakerModel = z.infer<typeof speakerModel>;
export const speakerUpdate = speakerModel.extend({ pkSpeakerId: entityId });
export type SpeakerUpdate = z.input<typeof speakerUpdate>;

export const speaker = z.object({
  pkSpeakerId: z.number().int(),
  fkChamberId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  /** First and last name, as lists and agendas show it. */
  fullName: z.string(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  photoName: z.string().nullable(),
  biography: z.string().nullable(),
  /** Sessions the speaker is on (any event). */
  schedulesCount: z.number().int(),
  /** The language the biography is written in first (its fallback). */
  mainLanguage: contentLanguage,
  /** The language the biography is in: the reader's, or the main one when not written in theirs. */
  textLanguages: textLanguagesOf(SPEAKER_TEXT_FIELDS),
  /** For the chamber's administrators: the biography in every written language; null for others. */
  editableTexts: speakerEditableTexts.nullable(),
});
export type Speaker = z.infer<typeof speaker>;

/**
 * POST api/Speaker/search: a chamber's speakers by name. With fkEventId, the speakers of the
 * event's organising chamber (for its sessions); the platform administrator may name a chamber.
 */
export const speakerSearch = z.object({
  ...pageFields(20),
  name: nameFilter,
  fkEventId: optionalEntityId,
  fkChamberId: optionalEntityId,
});
export type SpeakerSearch = z.input<typeof speakerSearch>;
export type ParsedSpeakerSearch = z.infer<typeof speakerSearch>;
export const speakerPage = z.object({ speakers: z.array(speaker), totalPages: z.number().int(), totalCount: z.number().int() });
export type SpeakerPage = z.infer<typeof speakerPage>;
