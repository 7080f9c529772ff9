import { type FeedModel, feedModel } from '@portal/contracts/companies/feeds';
import dayjs from 'dayjs';
import { z } from 'zod';
import type { Feed } from '@portal/contracts/companies/feeds';

/** The form edits the publish moment as a date and a time; the contract's publishedAt is built on save. */
export const feedFormSchema = feedModel.omit({ pkFeedId: true, publishedAt: true }).extend({
  publishDate: z.string().nullable(),
  publishTime: z.union([z.literal(''), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.invalid')]),
});

export interface FeedFormValues {
  [key: string]: unknown;
  title: string;
  body: string;
  imageName: string | null;
  link: string;
  isPublic: boolean;
  /** YYYY-MM-DD, or null to publish at once */
  publishDate: string | null;
  /** HH:mm, or '' for the start of the day (now, when no date is set) */
  publishTime: string;
}

export function toFormValues(feed?: Feed | null): FeedFormValues {
  const at = feed ? dayjs(feed.publishedAt) : null;
  return {
    title: feed?.title ?? '',
    body: feed?.body ?? '',
    imageName: feed?.imageName ?? null,
    link: feed?.link ?? '',
    isPublic: feed?.isPublic ?? false,
    publishDate: at?.isValid() ? at.format('YYYY-MM-DD') : null,
    publishTime: at?.isValid() ? at.format('HH:mm') : '',
  };
}

/**
 * The publish moment in the browser's time zone as an ISO instant: null (publish now) when
 * neither date nor time is set; a time alone means today at that time.
 */
export function publishInstant(date: string | null, time: string, now = new Date()): string | null {
  if (!date && !time) return null;
  const day = date ?? dayjs(now).format('YYYY-MM-DD');
  const at = dayjs(`${day}T${time || '00:00'}`);
  return at.isValid() ? at.toISOString() : null;
}

export function toFeedModel(values: FeedFormValues, id: number | null): FeedModel {
  return {
    ...(id ? { pkFeedId: id } : {}),
    title: values.title.trim(),
    body: values.body,
    imageName: values.imageName || null,
    link: values.link.trim() || null,
    isPublic: values.isPublic,
    publishedAt: publishInstant(values.publishDate, values.publishTime),
  };
}

/** DD.MM.YYYY. HH:mm, the portal's date format with the time. */
export const formatDateTime = (value: string) => {
  const d = dayjs(value);
  return d.isValid() ? d.format('DD.MM.YYYY. HH:mm') : '';
};
