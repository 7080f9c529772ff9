import type { Reservation } from '@portal/contracts/meetings/reservations';
import { fieldError } from '../../lib/app-error.ts';
import { portalClock, portalInstant } from '../../lib/portal-clock.ts';
import type { MeetingSession } from './meeting-sessions.repository.ts';

/** A meeting slot of a session: a half-open range of instants. */
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

/** The slot a request names, in the future; 400 on slotStart otherwise. */
export function requestedSlot(s: MeetingSession, clock: string, now = new Date()): Slot {
  const slot = slotAt(s, clock);
  if (slot.start <= now) throw fieldError('slotStart', 'meeting_slot_past');
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

/**
 * The table a meeting gets at a slot when nobody names one: the one it has (a meeting being moved)
 * when that is free, else the lowest free; null when every table is taken.
 */
export const chosenTable = (free: number[], kept: number | null | undefined): number | null =>
  kept && free.includes(kept) ? kept : (free[0] ?? null);

/** Tables free at a slot: 1..tableCount without a live meeting (none to choose at a virtual event). */
export function freeTables(s: MeetingSession, live: Pick<Reservation, 'start' | 'tableNumber'>[], slot: Slot): number[] {
  const taken = new Set(live.filter((m) => Date.parse(m.start) === slot.start.getTime()).map((m) => m.tableNumber));
  const all = Array.from({ length: s.tableCount }, (_, i) => i + 1);
  return all.filter((n) => !taken.has(n));
}
