import { describe, expect, it } from 'vitest';
import { LanguageId } from '@portal/contracts/codes/code-types';
import { agendaCalendar } from './agenda-ics.ts';
import { sampleAgenda, sampleEntry } from './agenda-sample.test-support.ts';
import { calendarEvents } from './report-reading.test-support.ts';

const webAddress = 'https://portal.example.org';
const now = new Date('2026-04-01T10:00:00Z');

describe('agenda calendar (RFC 5545)', () => {
  it('holds one event per session at the same instants, in Europe/Belgrade with its VTIMEZONE', () => {
    const agenda = sampleAgenda();
    const ics = agendaCalendar({ agenda, calendarName: 'My agenda', languageId: LanguageId.english, webAddress, now });
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Belgrade');
    expect(ics).toContain('DTSTART;TZID=Europe/Belgrade:20260512T090000');
    expect(ics).toContain('X-WR-CALNAME:My agenda');
    const events = calendarEvents(ics);
    const sessions = agenda.groupedSchedules.flat();
    expect(events.map((e) => e.uid)).toEqual(sessions.map((s) => `schedule-${s.pkScheduleId}@portal.example.org`));
    events.forEach((e, i) => {
      expect(e.summary).toBe(sessions[i].sessionName);
      expect(e.startZone).toBe('Europe/Belgrade');
      expect(e.start.toISOString()).toBe(sessions[i].start);
      expect(e.end.toISOString()).toBe(sessions[i].end);
      // DTSTAMP is UTC, as RFC 5545 requires.
      expect(e.stamp).toBe('2026-04-01T10:00:00Z');
    });
    expect(events[0].location).toBe('Velika sala, Sava Centar, Beograd');
    expect(events[0].description).toBe(
      'Type: Plenary\nSpeaker: Jelena Đorđević, Milan Šćepanović\nHall: Velika sala\nWestern Balkans Food & Agri B2B Forum',
    );
    expect(events[3].location).toBe('Sava Centar, Beograd');
  });

  it('keeps winter sessions at their winter offset (the time zone rules, not a fixed offset)', () => {
    const agenda = sampleAgenda();
    agenda.groupedSchedules = [[sampleEntry(9, '2026-11-20', ['09:00', '10:00'], { offset: '+01:00' })]];
    const ics = agendaCalendar({ agenda, calendarName: 'Agenda', languageId: LanguageId.english, webAddress, now });
    expect(ics).toContain('DTSTART;TZID=Europe/Belgrade:20261120T090000');
    expect(calendarEvents(ics)[0].start.toISOString()).toBe('2026-11-20T08:00:00.000Z');
  });

  it('escapes text, folds long lines at 75 octets and ends lines with CRLF', () => {
    const agenda = sampleAgenda();
    const name = 'Panel; trade, logistics\\customs — čćžšđ ČĆŽŠĐ '.repeat(3).trim();
    agenda.groupedSchedules = [[sampleEntry(5, '2026-05-12', ['15:00', '16:00'], { sessionName: name, speaker: 'Đorđe Šćekić' })]];
    const ics = agendaCalendar({ agenda, calendarName: 'Agenda', languageId: LanguageId.serbian, webAddress, now });
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(ics.replaceAll('\r\n', '')).not.toContain('\n');
    expect(ics).toContain('SUMMARY:Panel\\; trade\\, logistics\\\\customs');
    const [event] = calendarEvents(ics);
    expect(event.summary).toBe(name);
    expect(event.description).toContain('Govornik: Đorđe Šćekić');
  });
});
