import type { Feed } from '@portal/contracts/companies/feeds';

// Text helpers for showing feeds, apart from the form (feed-form.ts) so that the cards on the
// landing page do not load the form's schema and zod with it.

/** Plain text of a rich text body, whitespace collapsed, cut at `max` characters with an ellipsis. */
export function feedExcerpt(html: string, max = 180): string {
  const text = html
    .replace(/<(br|\/p|\/li|\/h\d)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** Scheduled: published in the future (only administrators see these). */
export const isScheduled = (feed: Pick<Feed, 'publishedAt'>, now = new Date()) => new Date(feed.publishedAt).getTime() > now.getTime();
