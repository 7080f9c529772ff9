import type { Reservation, ReservationStatusValue } from '@portal/contracts/meetings/reservations';
import type * as t from '../../db/schema/all.ts';
import { portalClock } from '../../lib/portal-clock.ts';

/** A person of a meeting as the repository reads them. */
interface PersonRow {
  pkUserId: number;
  firstName: string;
  lastName: string;
  avatarName: string | null;
  fkCompanyId: number | null;
}

/** A meeting as reservations.repository reads it: the row, its session, and its two people with their companies. */
export interface ReservationRow {
  reservation: typeof t.userReservations.$inferSelect;
  fkEventId: number;
  scheduleName: string;
  host: PersonRow;
  hostCompany: string | null;
  guest: PersonRow;
  guestCompany: string | null;
}

/** A reservation row as the API shows it (spec: table, reservingUser, reservedUser with their companies). */
export function toReservation(row: ReservationRow): Reservation {
  const x = row.reservation;
  const start = portalClock(x.slotStart);
  return {
    pkUserReservationId: x.pkUserReservationId,
    fkScheduleId: x.fkScheduleId,
    fkEventId: row.fkEventId,
    scheduleName: row.scheduleName,
    tableNumber: x.tableNumber,
    reservingUser: { ...row.host, company: row.hostCompany },
    reservedUser: { ...row.guest, company: row.guestCompany },
    day: start.day,
    startTime: start.time,
    endTime: portalClock(x.slotEnd).time,
    start: x.slotStart.toISOString(),
    end: x.slotEnd.toISOString(),
    status: x.status as ReservationStatusValue,
    awaitingUserId: x.awaitingUserId,
    endReason: x.endReason,
    note: x.note,
  };
}
