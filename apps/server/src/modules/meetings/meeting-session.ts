import { EventPlaceType } from '@portal/contracts/events/events';
import { B2B_SESSION_TYPE_CODE } from '@portal/contracts/schedules/schedules';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { businessRule, fieldError, notFound } from '../../lib/app-error.ts';
import { portalClock, portalInstant } from '../../lib/portal-clock.ts';

/** A B2B session as its meetings need it: its range, slot length, tables and where it happens. */
export interface MeetingSession {
  pkScheduleId: number;
  fkEventId: number;
  name: string;
  start: Date;
  end: Date;
  slotMinutes: number;
  tableCount: number;
  isB2b: boolean;
  isVirtual: boolean;
  fkEventPlaceTypeId: number;
  onlineLink: string | null;
}

/** The session of a schedule id; 404 schedule_not_found. */
export async function meetingSession(db: DbOrTx, scheduleId: number): Promise<MeetingSession> {
  const [row] = await db
    .select({
      pkScheduleId: t.schedules.pkScheduleId,
      fkEventId: t.schedules.fkEventId,
      name: t.schedules.name,
      start: t.schedules.startTime,
      end: t.schedules.endTime,
      slotMinutes: t.schedules.meetingSlotMinutes,
      tableCount: t.halls.tableCount,
      typeCode: t.codes.code,
      fkEventPlaceTypeId: t.events.fkEventPlaceTypeId,
      onlineLink: t.events.onlineLink,
    })
    .from(t.schedules)
    .innerJoin(t.events, eq(t.events.pkEventId, t.schedules.fkEventId))
    .innerJoin(t.codes, eq(t.codes.pkCodeId, t.schedules.fkSessionTypeId))
    .leftJoin(t.halls, eq(t.halls.pkHallId, t.schedules.fkHallId))
    .where(eq(t.schedules.pkScheduleId, scheduleId));
  if (!row) throw notFound('schedule_not_found');
  const isVirtual = row.fkEventPlaceTypeId === EventPlaceType.virtual;
  return {
    pkScheduleId: row.pkScheduleId,
    fkEventId: row.fkEventId,
    name: row.name,
    start: row.start,
    end: row.end,
    slotMinutes: row.slotMinutes,
    tableCount: row.tableCount ?? 0,
    isB2b: row.typeCode === B2B_SESSION_TYPE_CODE,
    isVirtual,
    fkEventPlaceTypeId: row.fkEventPlaceTypeId,
    onlineLink: row.onlineLink,
  };
}

export interface Slot {
  start: Date;
  end: Date;
}

/** The session's slots: its range cut into slotMinutes from its start (a shorter rest is no slot). */
export function sessionSlots(s: Pick<MeetingSession, 'start' | 'end' | 'slotMinutes'>): Slot[] {
  const length = s.slotMinutes * 60_000;
  const slots: Slot[] = [];
  for (let at = s.start.getTime(); at + length <= s.end.getTime(); at += length) {
    slots.push({ start: new Date(at), end: new Date(at + length) });
  }
  return slots;
}

/** The slot that starts at a clock time of the session's day; 400 on slotStart when there is none. */
export function slotAt(s: MeetingSession, clock: string): Slot {
  const start = portalInstant(portalClock(s.start).day, clock).getTime();
  const slot = sessionSlots(s).find((x) => x.start.getTime() === start);
  if (!slot) throw fieldError('slotStart', 'meeting_slot_not_in_session');
  return slot;
}

/** A slot as the API shows it: clock times in the portal's zone and the instants. */
export const slotView = (slot: Slot) => ({
  startTime: portalClock(slot.start).time,
  endTime: portalClock(slot.end).time,
  start: slot.start.toISOString(),
  end: slot.end.toISOString(),
});

/** Whether two half-open ranges overlap. */
export const overlaps = (a: Slot, b: Slot) => a.start < b.end && b.start < a.end;

/** A B2B session that takes meetings now: 422 schedule_not_b2b, meeting_session_over. */
export function requireOpenForMeetings(s: MeetingSession, now = new Date()) {
  if (!s.isB2b) throw businessRule('schedule_not_b2b');
  if (s.end <= now) throw businessRule('meeting_session_over');
}
