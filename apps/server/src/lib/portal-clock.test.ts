import { describe, expect, it } from 'vitest';
import { portalClock, portalDateTime, portalDayRange, portalInstant } from './portal-clock.ts';

describe('session times in Central European time', () => {
  it('reads instants as the day and clock time in Belgrade, summer and winter', () => {
    expect(portalClock(new Date('2027-05-12T07:00:00Z'))).toEqual({ day: '2027-05-12', time: '09:00' });
    expect(portalClock(new Date('2027-11-20T08:30:00Z'))).toEqual({ day: '2027-11-20', time: '09:30' });
    expect(portalClock(new Date('2027-05-11T22:15:00Z'))).toEqual({ day: '2027-05-12', time: '00:15' });
    expect(portalDateTime(new Date('2027-05-12T15:00:00Z'))).toBe('12.05.2027 17:00');
  });

  it('follows the clock changes to the minute', () => {
    // Spring forward on 28 March 2027 at 01:00 UTC (02:00 becomes 03:00); fall back on 31 October at 01:00 UTC.
    expect(portalClock(new Date('2027-03-28T00:59:00Z')).time).toBe('01:59');
    expect(portalClock(new Date('2027-03-28T01:00:00Z')).time).toBe('03:00');
    expect(portalClock(new Date('2027-10-31T00:59:00Z')).time).toBe('02:59');
    expect(portalClock(new Date('2027-10-31T01:00:00Z')).time).toBe('02:00');
  });

  it('turns a day and clock time back into the instant, and a day into its range', () => {
    expect(portalInstant('2027-05-12', '09:00').toISOString()).toBe('2027-05-12T07:00:00.000Z');
    expect(portalInstant('2027-11-20', '09:00').toISOString()).toBe('2027-11-20T08:00:00.000Z');
    const [from, to] = portalDayRange('2027-03-28');
    expect([from.toISOString(), to.toISOString()]).toEqual(['2027-03-27T23:00:00.000Z', '2027-03-28T22:00:00.000Z']);
  });
});
