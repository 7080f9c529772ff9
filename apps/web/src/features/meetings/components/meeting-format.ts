import type { MeetingPerson, Reservation, ReservationStatusValue } from '@portal/contracts/meetings/reservations';
import { ReservationStatus } from '@portal/contracts/meetings/reservations';

export const personName = (p: Pick<MeetingPerson, 'firstName' | 'lastName'>) => `${p.firstName} ${p.lastName}`.trim();

export const statusColor: Record<ReservationStatusValue, string> = {
  requested: 'orange',
  accepted: 'teal',
  rejected: 'red',
  cancelled: 'gray',
};

export const isLive = (r: Pick<Reservation, 'status'>) =>
  r.status === ReservationStatus.requested || r.status === ReservationStatus.accepted;

/** The other person of a meeting, seen from `meId`. */
export const otherPerson = (r: Reservation, meId: number): MeetingPerson =>
  r.reservingUser.pkUserId === meId ? r.reservedUser : r.reservingUser;

export type MeetingAction = 'accept' | 'reject' | 'reschedule' | 'cancel';

/**
 * What `meId` may do with a meeting: the person it waits for accepts or declines; either person
 * moves or calls off a live one; organisers (not in it) only look.
 */
export function meetingActions(r: Reservation, meId: number): MeetingAction[] {
  const mine = r.reservingUser.pkUserId === meId || r.reservedUser.pkUserId === meId;
  if (!mine || !isLive(r)) return [];
  const waitsForMe = r.status === ReservationStatus.requested && r.awaitingUserId === meId;
  return waitsForMe ? ['accept', 'reject', 'reschedule', 'cancel'] : ['reschedule', 'cancel'];
}

export type MeetingGroup = 'incoming' | 'outgoing' | 'accepted' | 'closed';

/** Where a meeting shows on the caller's timeline: requests to answer, sent requests, confirmed, declined or cancelled. */
export function meetingGroup(r: Reservation, meId: number): MeetingGroup {
  if (r.status === ReservationStatus.accepted) return 'accepted';
  if (r.status !== ReservationStatus.requested) return 'closed';
  return r.awaitingUserId === meId ? 'incoming' : 'outgoing';
}

/** "10:00–10:20". */
export const slotRange = (s: { startTime: string; endTime: string }) => `${s.startTime}–${s.endTime}`;
