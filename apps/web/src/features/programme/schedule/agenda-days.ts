import type { Schedule } from '@portal/contracts/schedules/schedules';

/** One day of the agenda: its sessions in time order. */
export interface AgendaDay {
  day: string;
  sessions: Schedule[];
}

/** Sessions grouped by their day (in the portal's time zone, as the server gives it), days and sessions in time order. */
export function groupByDay(sessions: readonly Schedule[]): AgendaDay[] {
  const byDay = new Map<string, Schedule[]>();
  for (const s of [...sessions].sort((a, b) => a.start.localeCompare(b.start) || a.pkScheduleId - b.pkScheduleId)) {
    const list = byDay.get(s.day) ?? [];
    list.push(s);
    byDay.set(s.day, list);
  }
  return [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, list]) => ({ day, sessions: list }));
}

/** A day (YYYY-MM-DD) as the spec shows dates: DD.MM.YYYY. */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-');
  return y && m && d ? `${d}.${m}.${y}.` : day;
}

/** The calendar days from the event's start to its end (YYYY-MM-DD), in the portal's time zone. */
export function eventDays(startIso: string, endIso: string, timeZone: string): string[] {
  const dayOf = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
  const first = dayOf(new Date(startIso));
  const last = dayOf(new Date(endIso));
  const days: string[] = [];
  const cursor = new Date(`${first}T12:00:00Z`);
  while (days.length < 366) {
    const day = cursor.toISOString().slice(0, 10);
    if (day > last) break;
    days.push(day);
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return days;
}

/** A session's speakers on one line: each with title and company. */
export const speakerLine = (speakers: Schedule['speakers']): string =>
  speakers.map((p) => [p.fullName, p.title, p.company].filter(Boolean).join(', ')).join(' · ');
