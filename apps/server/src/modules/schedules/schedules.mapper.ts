import type { AgendaEntry } from '@portal/contracts/schedules/agenda';
import type { Schedule, ScheduleSpeaker } from '@portal/contracts/schedules/schedules';
import { interfaceLanguageOf } from '@portal/contracts/codes/interface-languages';
import { portalClock } from '../../lib/portal-clock.ts';
import { languageCodesOf, type TextsByLanguage, toEditableTexts } from '../i18n/content-translations.mapper.ts';
import type { ScheduleListRow, ScheduleSpeakerRow } from './schedules.repository.ts';

const fullName = (sp: { firstName: string; lastName: string }) => `${sp.firstName} ${sp.lastName}`.trim();

const toSpeaker = (sp: ScheduleSpeakerRow): ScheduleSpeaker => ({ ...sp, fullName: fullName(sp) });

/**
 * A session as the agenda screens show it, its texts in the reader's language (or the event's
 * main one); `registered` is the event's registered attendees (interested by default); `editing`
 * the stored translations, for the organisers' form.
 */
export function toSchedule(
  row: ScheduleListRow,
  registered: number,
  editing: { stored: TextsByLanguage | undefined } | null = null,
): Schedule {
  const s = row.schedule;
  const start = portalClock(s.startTime);
  const end = portalClock(s.endTime);
  return {
    pkScheduleId: s.pkScheduleId,
    fkEventId: s.fkEventId,
    name: row.texts.name ?? s.name,
    fkSessionTypeId: s.fkSessionTypeId,
    sessionTypeCode: row.sessionTypeCode,
    sessionTypeName: row.sessionTypeName ?? '',
    fkHallId: s.fkHallId,
    hallName: row.hallName,
    hallTableCount: row.hallTableCount,
    day: start.day,
    startTime: start.time,
    endTime: end.time,
    start: s.startTime.toISOString(),
    end: s.endTime.toISOString(),
    description: row.texts.description,
    meetingSlotMinutes: s.meetingSlotMinutes,
    speakers: row.speakers.map(toSpeaker),
    numberOfInterestedUsers: Math.max(0, registered - row.notInterestedCount),
    isNotInterested: row.isNotInterested,
    textLanguages: languageCodesOf(row.textLanguageIds),
    mainLanguage: interfaceLanguageOf(row.mainLanguageId).code,
    editableTexts: editing && toEditableTexts(row.mainLanguageId, { name: s.name, description: s.description }, editing.stored),
  };
}

/** A session as a row of the agenda reports (spec-2 "Agenda models"). */
export function toAgendaEntry(row: ScheduleListRow, registered: number): AgendaEntry {
  const s = toSchedule(row, registered);
  return {
    pkScheduleId: s.pkScheduleId,
    day: s.day,
    startTime: s.startTime,
    endTime: s.endTime,
    start: s.start,
    end: s.end,
    sessionName: s.name,
    sessionType: s.sessionTypeName,
    speaker: s.speakers.map((sp) => sp.fullName).join(', '),
    hall: s.hallName,
    numberOfInterestedUsers: s.numberOfInterestedUsers,
  };
}

/** Sessions in time order, one list per day (spec-2: grouped schedules). */
export function groupByDay<T extends { day: string }>(items: T[]): T[][] {
  const days = new Map<string, T[]>();
  for (const item of items) {
    const day = days.get(item.day);
    if (day) day.push(item);
    else days.set(item.day, [item]);
  }
  return [...days.values()];
}
