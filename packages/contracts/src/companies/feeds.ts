import { z } from 'zod';
import { entityId } from '../common/ids.ts';
import { link, optionalText, requiredText } from '../common/validation.ts';

export const feedModel = z.object({
  pkFeedId: entityId.optional(),
  title: requiredText(200),
  body: z.string().trim().min(1, 'validation.required').max(20000, 'validation.max'),
  imageName: optionalText(200),
  link: link.nullish().or(z.literal('').transform(() => null)),
  isPublic: z.boolean().default(false),
  /** Defaults to now; a future date schedules the item. */
  publishedAt: z.iso.datetime({ offset: true }).nullish(),
});
export type FeedModel = z.infer<typeof feedModel>;

export const feed = z.object({
  pkFeedId: z.number().int(),
  title: z.string(),
  body: z.string(),
  imageName: z.string().nullable(),
  link: z.string().nullable(),
  isPublic: z.boolean(),
  publishedAt: z.string(),
  authorName: z.string().nullable(),
});
export type Feed = z.infer<typeof feed>;
export const feedList = z.object({ feeds: z.array(feed) });
export type FeedList = z.infer<typeof feedList>;
/** get-all/{flag}: true lists public items only (public pages), false every item the caller may see. */
export const feedFlagParam = z.object({ flag: z.enum(['true', 'false']).transform((v) => v === 'true') });
export type FeedFlagParam = z.infer<typeof feedFlagParam>;
export const contentEditorLink = z.object({ link: z.string().nullable() });
export type ContentEditorLink = z.infer<typeof contentEditorLink>;
