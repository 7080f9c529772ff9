import { describe, expect, it } from 'vitest';
import { LanguageId } from '@portal/contracts/codes/code-types';
import { agendaTime, cutCell, dayHeading, displayDate, eventDates, timeRange } from './agenda-cells.ts';

describe('agenda cells (spec-2 sections 5 and 9)', () => {
  it('cuts name, type, speaker and hall at 56 characters with an ellipsis', () => {
    const exact = 'x'.repeat(56);
    expect(cutCell(exact)).toBe(exact);
    expect(cutCell(`${exact}y`)).toBe(`${exact}…`);
    // Letters outside ASCII count as one character each.
    expect(cutCell('č'.repeat(60))).toBe(`${'č'.repeat(56)}…`);
    expect(cutCell(null)).toBe('');
  });

  it('drops a zero-seconds suffix and keeps other seconds', () => {
    expect(agendaTime('09:30:00')).toBe('09:30');
    expect(agendaTime('09:30:00.0000000')).toBe('09:30');
    expect(agendaTime('09:30:15')).toBe('09:30:15');
    expect(agendaTime('09:30')).toBe('09:30');
    expect(timeRange('09:00:00', '10:30')).toBe('09:00 – 10:30');
  });

  it('shows dates as DD.MM.YYYY in Central European time and days with their weekday', () => {
    // 23:30 UTC on 11 May is already 12 May in Belgrade.
    expect(displayDate('2026-05-11T23:30:00Z')).toBe('12.05.2026');
    expect(eventDates('2026-05-12T07:00:00Z', '2026-05-12T15:00:00Z')).toBe('12.05.2026');
    expect(eventDates('2026-05-12T07:00:00Z', '2026-05-13T15:00:00Z')).toBe('12.05.2026 – 13.05.2026');
    expect(dayHeading('2026-05-12', LanguageId.english)).toBe('Tuesday, 12.05.2026');
    expect(dayHeading('2026-05-13', LanguageId.serbian)).toBe('Sreda, 13.05.2026');
  });
});
