import { describe, expect, it } from 'vitest';
import { cutEventTitle, eventPlaceText, eventStatusKey, formatEventDateRange } from './event-format.ts';

describe('event format', () => {
  it('names the status from the list status, deleted first', () => {
    expect(eventStatusKey({ eventStatus: 3, deletedAt: null })).toBe('draft');
    expect(eventStatusKey({ eventStatus: 2, deletedAt: null })).toBe('announced');
    expect(eventStatusKey({ eventStatus: 1, deletedAt: null })).toBe('active');
    expect(eventStatusKey({ eventStatus: 0, deletedAt: null })).toBe('finished');
    expect(eventStatusKey({ eventStatus: 2, deletedAt: '2026-11-20T10:00:00Z' })).toBe('deleted');
  });

  it('shows one day with two times, several days with two dates (DD.MM.YYYY. HH:mm), in Belgrade time', () => {
    // Summer time in Belgrade is UTC+2, whatever zone the browser is in.
    const start = '2027-05-12T07:00:00Z';
    expect(formatEventDateRange(start, '2027-05-12T15:30:00Z')).toBe('12.05.2027. 09:00 – 17:30');
    expect(formatEventDateRange(start, '2027-05-14T14:00:00Z')).toBe('12.05.2027. 09:00 – 14.05.2027. 16:00');
    // 23:30 UTC is already the next day in Belgrade.
    expect(formatEventDateRange('2027-01-10T23:30:00Z', '2027-01-11T10:00:00Z')).toBe('11.01.2027. 00:30 – 11:00');
  });

  it('cuts titles over 60 characters with an ellipsis and says so', () => {
    expect(cutEventTitle('Short name')).toEqual({ text: 'Short name', cut: false });
    const long = 'Š'.repeat(70);
    const cut = cutEventTitle(long);
    expect(cut.cut).toBe(true);
    expect(Array.from(cut.text)).toHaveLength(61);
    expect(cut.text.endsWith('…')).toBe(true);
  });

  it('gives venue and city, none for a virtual event', () => {
    expect(eventPlaceText({ isVirtual: false, venue: 'Sava Centar', eventPlace: 'Belgrade' })).toBe('Sava Centar, Belgrade');
    expect(eventPlaceText({ isVirtual: false, venue: null, eventPlace: 'Budva' })).toBe('Budva');
    expect(eventPlaceText({ isVirtual: true, venue: 'x', eventPlace: 'y' })).toBeNull();
  });
});
