import { z } from 'zod';
import { entityId } from '../common/ids.ts';
import { fileName } from '../files/files.ts';
import { optionalText } from '../common/validation.ts';
import { BANNER_TEXT_FIELDS, contentLanguage, editableTextsOf, textLanguagesOf, translationsOf } from '../common/content-languages.ts';
import { optionalLink } from './common.ts';

/** Banners one event may carry (the details page rotates them). */
export const MAX_EVENT_BANNERS = 10;
export const BANNER_TITLE_MAX = 200;

/** A banner's texts that may be written in several languages (its own are the event's main language's). */
const bannerTextShape = { title: optionalText(BANNER_TITLE_MAX) };
export const bannerTranslations = translationsOf(bannerTextShape);
export const bannerEditableTexts = editableTextsOf(bannerTextShape);
export type BannerEditableTexts = z.infer<typeof bannerEditableTexts>;

/** POST api/EventBanners/create-or-update: a new banner (no pkEventBannerId) or a change to one. */
export const bannerModel = z.object({
  pkEventBannerId: entityId.optional(),
  fkEventId: entityId,
  /** An uploaded image's name (api/Files/upload-file/true). */
  imageName: fileName,
  link: optionalLink,
  title: bannerTextShape.title,
  /** Position among the event's banners, smallest first. */
  sortOrder: z.number().int().min(0, 'validation.min').max(1000, 'validation.max').default(0),
  /**
   * The title in the event's other languages; left out, the stored ones stay; given, they replace
   * them. One in the event's main language is refused (translation_in_main_language).
   */
  translations: bannerTranslations.nullish(),
});
export type BannerModel = z.input<typeof bannerModel>;
export type ParsedBannerModel = z.infer<typeof bannerModel>;

export const eventBanner = z.object({
  pkEventBannerId: z.number().int(),
  fkEventId: z.number().int(),
  imageName: z.string(),
  link: z.string().nullable(),
  title: z.string().nullable(),
  sortOrder: z.number().int(),
  /** The event's main language. */
  mainLanguage: contentLanguage,
  /** The language the title is in: the reader's, or the event's main one when not written in theirs. */
  textLanguages: textLanguagesOf(BANNER_TEXT_FIELDS),
  /** For the event's organisers: the title in every written language; null for others. */
  editableTexts: bannerEditableTexts.nullable(),
});
export type EventBanner = z.infer<typeof eventBanner>;
export const eventBannerList = z.array(eventBanner);
export type EventBannerList = z.infer<typeof eventBannerList>;
