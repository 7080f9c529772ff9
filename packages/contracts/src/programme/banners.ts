import { z } from 'zod';
import { entityId } from '../common/ids.ts';
import { fileName } from '../files/files.ts';
import { optionalText } from '../common/validation.ts';
import { optionalLink } from './common.ts';

/** Banners one event may carry (the details page rotates them). */
export const MAX_EVENT_BANNERS = 10;

/** POST api/EventBanners/create-or-update: a new banner (no pkEventBannerId) or a change to one. */
export const bannerModel = z.object({
  pkEventBannerId: entityId.optional(),
  fkEventId: entityId,
  /** An uploaded image's name (api/Files/upload-file/true). */
  imageName: fileName,
  link: optionalLink,
  title: optionalText(200),
  /** Position among the event's banners, smallest first. */
  sortOrder: z.number().int().min(0, 'validation.min').max(1000, 'validation.max').default(0),
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
});
export type EventBanner = z.infer<typeof eventBanner>;
export const eventBannerList = z.array(eventBanner);
export type EventBannerList = z.infer<typeof eventBannerList>;
