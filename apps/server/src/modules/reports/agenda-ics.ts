import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { ICalCalendar, ICalCalendarMethod } from 'ical-generator';
import { DateTime } from 'luxon';
import { interfaceLanguageOf } from '@portal/contracts/codes/interface-languages';
import { PORTAL_TIME_ZONE, type EventAgenda } from '@portal/contracts/schedules/agenda';
import { eventSchedulePath } from '@portal/contracts/common/portal-links';
import { agendaTexts } from './agenda-texts.ts';

/**
 * An agenda as an iCalendar file (RFC 5545) that Google Calendar, Outlook and Apple Calendar
 * import: one VEVENT per session, its times with TZID=Europe/Belgrade and the VTIMEZONE that
 * defines it, a stable UID per session (importing again updates rather than duplicates), DTSTAMP,
 * and the escaping and 75-octet line folding ical-generator does.
 */

export const EVENT_AGENDA_ICS_NAME = 'Agenda.ics';
export const USER_AGENDA_ICS_NAME = 'My agenda.ics';

export interface AgendaCalendarInput {
  agenda: EventAgenda;
  /** The calendar's name as the importing program shows it. */
  calendarName: string;
  languageId: number;
  /** The portal's address (PUBLIC_URL): the UIDs' domain and the sessions' link to the event. */
  webAddress: string;
  now?: Date;
}

const inPortalZone = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' }).setZone(PORTAL_TIME_ZONE);

export function agendaCalendar(input: AgendaCalendarInput): string {
  const texts = agendaTexts(input.languageId);
  const { eventModel } = input.agenda;
  const host = new URL(input.webAddress).hostname || 'market-access';
  const eventUrl = new URL(eventSchedulePath(eventModel.pkEventId), input.webAddress).toString();
  const stamp = DateTime.fromJSDate(input.now ?? new Date(), { zone: 'utc' });
  const calendar = new ICalCalendar({
    name: input.calendarName,
    prodId: {
      company: 'Market Access',
      product: 'Agenda',
      language: interfaceLanguageOf(input.languageId).htmlLang.split('-')[0].toUpperCase(),
    },
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone: ical-generator would then write DTSTAMP in local time, which RFC 5545
    // requires in UTC. The sessions' TZID still brings its VTIMEZONE through the generator.
    timezone: { name: null, generator: getVtimezoneComponent },
    x: [['X-WR-TIMEZONE', PORTAL_TIME_ZONE]],
  });
  for (const e of input.agenda.groupedSchedules.flat()) {
    const details = [
      `${texts.type}: ${e.sessionType}`,
      e.speaker ? `${texts.speaker}: ${e.speaker}` : null,
      e.hall ? `${texts.hall}: ${e.hall}` : null,
      eventModel.name,
    ];
    calendar.createEvent({
      id: `schedule-${e.pkScheduleId}@${host}`,
      start: inPortalZone(e.start),
      end: inPortalZone(e.end),
      timezone: PORTAL_TIME_ZONE,
      stamp,
      summary: e.sessionName,
      description: details.filter(Boolean).join('\n'),
      location: [e.hall, eventModel.venue].filter(Boolean).join(', ') || null,
      categories: [{ name: e.sessionType }],
      url: eventUrl,
    });
  }
  return calendar.toString();
}
