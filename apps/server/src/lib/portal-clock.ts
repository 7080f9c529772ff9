import { DateTime } from 'luxon';
import { PORTAL_TIME_ZONE } from '@portal/contracts/schedules/agenda';

/**
 * The portal's clock. Sessions, meetings and messages are entered and shown as a day and clock
 * times in the portal's zone (Central European time, shared by the WB6 economies) and stored as
 * instants, like the event's own dates. A shared primitive: any module (and the seed) reads it.
 */

/** The instant of a day's clock time in the portal's zone (a time skipped by the spring change moves forward). */
export function portalInstant(day: string, time: string): Date {
  return DateTime.fromISO(`${day}T${time}`, { zone: PORTAL_TIME_ZONE }).toJSDate();
}

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: PORTAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * The portal zone's offset from UTC during an hour, in milliseconds. Offsets change only on whole
 * hours, so one lookup serves every instant of that hour: a long programme is read without asking
 * Intl for each time (which took as long as the database for 200 sessions).
 */
const offsets = new Map<number, number>();
function offsetAt(instant: Date): number {
  const hour = Math.floor(instant.getTime() / 3_600_000);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const at = new Date(hour * 3_600_000);
    const p: Record<string, string> = {};
    for (const { type, value } of parts.formatToParts(at)) p[type] = value;
    offset = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second) - at.getTime();
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/** An instant's day (YYYY-MM-DD) and clock time (HH:mm) in the portal's zone. */
export function portalClock(instant: Date): { day: string; time: string } {
  const local = new Date(instant.getTime() + offsetAt(instant)).toISOString();
  return { day: local.slice(0, 10), time: local.slice(11, 16) };
}

/** The instants a day of the portal's zone runs between: [its midnight, the next midnight). */
export function portalDayRange(day: string): [Date, Date] {
  const start = DateTime.fromISO(day, { zone: PORTAL_TIME_ZONE }).startOf('day');
  return [start.toJSDate(), start.plus({ days: 1 }).toJSDate()];
}

/** An instant as people read it in messages: DD.MM.YYYY HH:mm in the portal's zone. */
export function portalDateTime(instant: Date): string {
  const { day, time } = portalClock(instant);
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y} ${time}`;
}
