import { AGENDA_TEXT_CUT, PORTAL_TIME_ZONE } from '@portal/contracts/schedules/agenda';
import { localeOf } from '@portal/contracts/codes/interface-languages';

/** Spec-2 sections 5 and 9: a cell longer than 56 characters keeps 56 and ends with an ellipsis. */
export function cutCell(text: string | null | undefined, max = AGENDA_TEXT_CUT): string {
  const value = (text ?? '').trim();
  const chars = Array.from(value);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : value;
}

/**
 * Spec-2 section 5: a time carrying a zero-seconds suffix is shown without it ("09:30:00" reads
 * "09:30"); non-zero seconds stay. The original sent times with seconds; ours are HH:mm already,
 * so the rule holds for any time text a caller passes.
 */
export function agendaTime(time: string): string {
  return /^\d{1,2}:\d{2}:00(\.0+)?$/.test(time) ? time.replace(/:00(\.0+)?$/, '') : time;
}

export const timeRange = (start: string, end: string) => `${agendaTime(start)} – ${agendaTime(end)}`;

/** The locale of a language for dates and numbers (English for a language the portal has no texts in). */
export { localeOf };

/** Made once: building a DateTimeFormat costs more than formatting a date with it. */
const dayMonthYear = new Intl.DateTimeFormat('en-GB', { timeZone: PORTAL_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });

/** Spec-1: dates display as DD.MM.YYYY, read in the portal's time zone. */
export function displayDate(instant: Date | string): string {
  const parts = dayMonthYear.formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')}`;
}

/** A day heading of the agenda: the weekday in the reader's language, then DD.MM.YYYY ("Tuesday, 12.05.2026"). */
export function dayHeading(day: string, languageId: number): string {
  // Noon UTC of the day falls on the same calendar day in Central European time.
  const noon = new Date(`${day}T12:00:00Z`);
  const weekday = new Intl.DateTimeFormat(localeOf(languageId), { weekday: 'long', timeZone: PORTAL_TIME_ZONE }).format(noon);
  return `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)}, ${displayDate(noon)}`;
}

/** The event's dates: one date for a one-day event, else "from – to". */
export function eventDates(startDate: string, endDate: string): string {
  const from = displayDate(startDate);
  const to = displayDate(endDate);
  return from === to ? from : `${from} – ${to}`;
}
