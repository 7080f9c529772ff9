import { describe, expect, it } from 'vitest';
import { eventCookieValue, pendingEventLink } from './event-link.ts';

describe('join-event and answer-survey links kept across sign-in', () => {
  it('round-trips the event id through the cookie value', () => {
    expect(pendingEventLink(eventCookieValue('12', false))).toBe('/join-event?eventId=12');
    expect(pendingEventLink(eventCookieValue('12', true))).toBe('/answer-survey?eventId=12');
  });

  it('ignores empty or foreign values', () => {
    expect(pendingEventLink(null)).toBeNull();
    expect(pendingEventLink('abc')).toBeNull();
  });
});
