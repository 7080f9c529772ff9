import type { Schedule } from '@portal/contracts/schedules/schedules';
import { describe, expect, it } from 'vitest';
import { eventDays, formatDay, groupByDay } from './agenda-days.ts';
import { sessionForm, sessionFormValues, toScheduleModel } from './session-form.ts';

const session = (id: number, day: string, start: string, end: string): Schedule => ({
  pkScheduleId: id,
  fkEventId: 9,
  name: `Session ${id}`,
  fkSessionTypeId: 31,
  sessionTypeCode: '1',
  sessionTypeName: 'Plenary',
  fkHallId: 4,
  hallName: 'Main Hall',
  hallTableCount: 0,
  day,
  startTime: start,
  endTime: end,
  start: `${day}T${start}:00+01:00`,
  end: `${day}T${end}:00+01:00`,
  description: null,
  meetingSlotMinutes: 20,
  speakers: [{ pkSpeakerId: 7, firstName: 'Ana', lastName: 'Kovač', fullName: 'Ana Kovač', title: null, company: null, photoName: null }],
  numberOfInterestedUsers: 3,
  isNotInterested: false,
  textLanguages: { name: 'eng', description: 'eng' },
  mainLanguage: 'eng',
  editableTexts: null,
});

describe('groupByDay', () => {
  it('groups sessions by day, days and sessions in time order', () => {
    const days = groupByDay([
      session(3, '2026-12-27', '09:00', '10:00'),
      session(2, '2026-12-26', '11:00', '12:00'),
      session(1, '2026-12-26', '09:00', '10:00'),
    ]);
    expect(days.map((d) => d.day)).toEqual(['2026-12-26', '2026-12-27']);
    expect(days[0].sessions.map((s) => s.pkScheduleId)).toEqual([1, 2]);
  });
  it('gives no days for no sessions', () => expect(groupByDay([])).toEqual([]));
});

describe('days of an event', () => {
  it('lists every calendar day in Belgrade time, also when the end instant is late in UTC', () => {
    expect(eventDays('2026-12-26T08:00:00Z', '2026-12-27T23:30:00Z', 'Europe/Belgrade')).toEqual([
      '2026-12-26',
      '2026-12-27',
      '2026-12-28',
    ]);
  });
  it('writes a day as the spec shows dates', () => expect(formatDay('2026-12-26')).toBe('26.12.2026.'));
});

describe('session form', () => {
  it('starts empty on the first day, or from a saved session', () => {
    expect(sessionFormValues(null, '2026-12-26')).toMatchObject({ day: '2026-12-26', name: '', speakerIds: [], meetingSlotMinutes: 20 });
    expect(sessionFormValues(session(5, '2026-12-27', '09:00', '10:00'), '2026-12-26')).toMatchObject({
      day: '2026-12-27',
      fkSessionTypeId: '31',
      fkHallId: '4',
      speakerIds: ['7'],
    });
  });
  it('refuses an end before the start on the end field', () => {
    const values = { ...sessionFormValues(null, '2026-12-26'), name: 'A', fkSessionTypeId: '31', startTime: '10:00', endTime: '09:00' };
    const result = sessionForm.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual(['endTime', 'schedule_end_before_start']);
  });
  it('makes the API model: ids as numbers, no hall as null, the edited session named', () => {
    const values = {
      ...sessionFormValues(null, '2026-12-26'),
      name: ' Opening ',
      fkSessionTypeId: '31',
      startTime: '09:00',
      endTime: '10:00',
      speakerIds: ['7', '8'],
    };
    expect(toScheduleModel(values, 9, null, 'eng')).toEqual({
      fkEventId: 9,
      name: 'Opening',
      fkSessionTypeId: 31,
      fkHallId: null,
      day: '2026-12-26',
      startTime: '09:00',
      endTime: '10:00',
      description: null,
      meetingSlotMinutes: 20,
      speakerIds: [7, 8],
      confirmMeetingsCancellation: false,
      translations: {},
    });
    expect(toScheduleModel({ ...values, fkHallId: '4' }, 9, 12, 'eng', true)).toMatchObject({
      pkScheduleId: 12,
      fkHallId: 4,
      confirmMeetingsCancellation: true,
    });
  });
  it("edits the main language's texts from editableTexts and sends the other languages written", () => {
    const saved = {
      ...session(4, '2026-12-26', '09:00', '10:00'),
      name: 'Otvaranje',
      textLanguages: { name: 'sr' as const, description: 'eng' as const },
      editableTexts: { mainLanguage: 'eng' as const, texts: { eng: { name: 'Opening', description: null }, sr: { name: 'Otvaranje' } } },
    };
    const values = sessionFormValues(saved, '2026-12-26');
    expect(values.name).toBe('Opening');
    expect(values.translations.sr).toEqual({ name: 'Otvaranje', description: '' });
    expect(values.translations.mk).toEqual({ name: '', description: '' });
    const model = toScheduleModel(
      { ...values, translations: { ...values.translations, mk: { name: ' ', description: '' }, sq: { name: '', description: 'Hapja' } } },
      9,
      4,
      'eng',
    );
    expect(model.name).toBe('Opening');
    expect(model.translations).toEqual({ sr: { name: 'Otvaranje' }, sq: { description: 'Hapja' } });
  });
  it('refuses a translated name that is too long on its field', () => {
    const values = { ...sessionFormValues(null, '2026-12-26'), name: 'A', fkSessionTypeId: '31', startTime: '09:00', endTime: '10:00' };
    const result = sessionForm.safeParse({
      ...values,
      translations: { ...values.translations, sr: { name: 'x'.repeat(201), description: '' } },
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['translations.sr.name', 'validation.max']]);
  });
});
