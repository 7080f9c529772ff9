/**
 * Turns a B2B session into the scheduler's problem: the people are participants, the session's
 * slots its time slots, the hall's tables its tables. Requested and accepted meetings are
 * confirmed (they keep slot and table); pairs who both wished to meet are the meetings to place.
 * A person cannot take a slot outside their availability, a slot that has begun, or a slot where
 * they meet someone in another session.
 */
import type { MeetingPerson } from '@portal/contracts/meetings/reservations';
import type { DbOrTx } from '../../../db/client.ts';
import type { MeetingSession } from '../meeting-sessions.repository.ts';
import { overlaps, type Slot, sessionSlots } from '../meeting-slots.ts';
import { liveReservations } from '../reservations.repository.ts';
import type { MeetingRequest, ScheduleProblem } from '../scheduler/schedule-problem.ts';
import { mutualWishPairs } from '../wishes/meeting-wishes.repository.ts';
import { busyInOtherSessions, meetingPeopleByIds, sessionAvailability } from './session-problem.repository.ts';

export interface SessionProblem {
  problem: ScheduleProblem;
  /** Per participant index, the person. */
  people: MeetingPerson[];
  /** Slot k (1-based in the problem) is slots[k - 1]. */
  slots: Slot[];
  /** The first `kept` meetings of the problem are the session's live meetings. */
  kept: number;
  isVirtual: boolean;
}

export async function sessionProblem(db: DbOrTx, s: MeetingSession, now = new Date()): Promise<SessionProblem> {
  const slots = sessionSlots(s);
  const slotIndex = new Map(slots.map((slot, i) => [slot.start.getTime(), i + 1]));
  const [live, pairs, availability] = await Promise.all([
    liveReservations(db, s.pkScheduleId),
    mutualWishPairs(db, s.fkEventId, s.pkScheduleId),
    sessionAvailability(db, s.pkScheduleId),
  ]);

  const ids: number[] = [];
  const index = new Map<number, number>();
  const participant = (userId: number) => {
    let p = index.get(userId);
    if (p === undefined) {
      p = ids.length;
      index.set(userId, p);
      ids.push(userId);
    }
    return p;
  };

  const meetings: MeetingRequest[] = [];
  // At a virtual event meetings have no table: the confirmed ones are numbered per slot for the solver.
  const virtualTables = new Map<number, number>();
  for (const m of live) {
    const slot = slotIndex.get(Date.parse(m.start));
    if (!slot) continue;
    const table = m.tableNumber ?? (virtualTables.get(slot) ?? 0) + 1;
    if (m.tableNumber === null) virtualTables.set(slot, table);
    meetings.push({
      a: participant(m.reservingUser.pkUserId),
      b: participant(m.reservedUser.pkUserId),
      session: 'any',
      confirmed: { slot, table },
    });
  }
  const kept = meetings.length;
  for (const pair of pairs) meetings.push({ a: participant(pair.hostUserId), b: participant(pair.guestUserId), session: 'any' });

  const [people, busy] = await Promise.all([meetingPeopleByIds(db, ids), busyInOtherSessions(db, s, ids)]);
  const availabilityOf = new Map(availability.map((a) => [a.fkUserId, a]));
  // A confirmed meeting keeps its slot even once it has begun.
  const keptSlots = ids.map(() => new Set<number>());
  for (const m of meetings.slice(0, kept)) {
    keptSlots[m.a].add(m.confirmed?.slot ?? 0);
    keptSlots[m.b].add(m.confirmed?.slot ?? 0);
  }
  const forbiddenSlots = ids.map((userId, p) => {
    const a = availabilityOf.get(userId);
    const mine = busy.filter((b) => b.userId === userId).map((b) => ({ start: new Date(b.start), end: new Date(b.end) }));
    const out: number[] = [];
    slots.forEach((slot, i) => {
      const outside = a && (slot.start < a.availableFrom || slot.end > a.availableTo);
      if (keptSlots[p].has(i + 1)) return;
      if (slot.start <= now || outside || mine.some((b) => overlaps(slot, b))) out.push(i + 1);
    });
    return out;
  });

  return {
    problem: {
      nParticipants: ids.length,
      nSlots: slots.length,
      nMorningSlots: slots.length,
      // At a virtual event any number of meetings can run at once.
      nTables: s.isVirtual ? Math.max(1, ids.length) : s.tableCount,
      meetings,
      forbiddenSlots,
    },
    people: ids.map(
      (id) => people.get(id) ?? { pkUserId: id, firstName: '', lastName: '', avatarName: null, fkCompanyId: null, company: null },
    ),
    slots,
    kept,
    isVirtual: s.isVirtual,
  };
}
