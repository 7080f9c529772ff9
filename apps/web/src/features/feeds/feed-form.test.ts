import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { externalHref } from '../../lib/external-link.ts';
import { feedFormSchema, publishInstant, toFeedModel, toFormValues } from './feed-form.ts';
import { feedExcerpt, isScheduled } from './feed-text.ts';

describe('feed form', () => {
  it('publishes at once without date and time', () => {
    expect(publishInstant(null, '')).toBeNull();
  });

  it('joins date and time in the local zone', () => {
    expect(publishInstant('2026-12-06', '09:30')).toBe(dayjs('2026-12-06T09:30').toISOString());
    expect(publishInstant('2026-12-06', '')).toBe(dayjs('2026-12-06T00:00').toISOString());
  });

  it('reads a time alone as today', () => {
    const now = new Date(2026, 10, 23, 8, 0);
    expect(publishInstant(null, '17:15', now)).toBe(new Date(2026, 10, 23, 17, 15).toISOString());
  });

  it('round-trips a stored item', () => {
    const feed = {
      pkFeedId: 7,
      title: 'Forum',
      body: '<p>Hi</p>',
      imageName: null,
      link: 'example.com',
      isPublic: true,
      publishedAt: dayjs('2026-12-06T09:30').toISOString(),
      authorName: null,
    };
    const values = toFormValues(feed);
    expect(values).toMatchObject({ publishDate: '2026-12-06', publishTime: '09:30', link: 'example.com' });
    expect(toFeedModel(values, 7)).toEqual({
      pkFeedId: 7,
      title: 'Forum',
      body: '<p>Hi</p>',
      imageName: null,
      link: 'example.com',
      isPublic: true,
      publishedAt: feed.publishedAt,
    });
  });

  it('sends an empty link and no id for a new item', () => {
    const model = toFeedModel({ ...toFormValues(null), title: ' News ', body: '<p>x</p>' }, null);
    expect(model).toEqual({ title: 'News', body: '<p>x</p>', imageName: null, link: null, isPublic: false, publishedAt: null });
  });

  it('refuses a missing title or body and a bad time', () => {
    const result = feedFormSchema.safeParse({ ...toFormValues(null), publishTime: '25:00' });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['title', 'body', 'publishTime']));
  });

  it('makes excerpts and links readable', () => {
    expect(feedExcerpt('<p>One&nbsp;&amp; two</p><ul><li>three</li></ul>')).toBe('One & two three');
    expect(feedExcerpt(`<p>${'a'.repeat(30)}</p>`, 10)).toBe('aaaaaaaaa…');
    expect(externalHref('example.com/x')).toBe('https://example.com/x');
    expect(externalHref('http://example.com')).toBe('http://example.com');
  });

  it('marks future items as scheduled', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(isScheduled({ publishedAt: '2026-11-24T00:00:00Z' }, now)).toBe(true);
    expect(isScheduled({ publishedAt: '2026-11-22T00:00:00Z' }, now)).toBe(false);
  });
});
