import type { Reservation, ReservationStatusValue } from '@portal/contracts/meetings/reservations';
import { LIVE_RESERVATION_STATUSES } from '@portal/contracts/meetings/reservations';
import { and, asc, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { notFound } from '../../lib/app-error.ts';
import { containsText } from '../../lib/text-match.ts';
import { portalClock } from '../../lib/portal-clock.ts';

const r = t.userReservations;
const host = alias(t.users, 'host');
const guest = alias(t.users, 'guest');
const hostCompany = alias(t.companies, 'host_company');
const guestCompany = alias(t.companies, 'guest_company');

const columns = {
  reservation: r,
  fkEventId: t.schedules.fkEventId,
  scheduleName: t.schedules.name,
  host: {
    pkUserId: host.pkUserId,
    firstName: host.firstName,
    lastName: host.lastName,
    avatarName: host.avatarName,
    fkCompanyId: host.fkCompanyId,
  },
  hostCompany: hostCompany.name,
  guest: {
    pkUserId: guest.pkUserId,
    firstName: guest.firstName,
    lastName: guest.lastName,
    avatarName: guest.avatarName,
    fkCompanyId: guest.fkCompanyId,
  },
  guestCompany: guestCompany.name,
};

function rowsQuery(db: DbOrTx) {
  return db
    .select(columns)
    .from(r)
    .innerJoin(t.schedules, eq(t.schedules.pkScheduleId, r.fkScheduleId))
    .innerJoin(host, eq(host.pkUserId, r.fkHostUserId))
    .innerJoin(guest, eq(guest.pkUserId, r.fkGuestUserId))
    .leftJoin(hostCompany, eq(hostCompany.pkCompanyId, host.fkCompanyId))
    .leftJoin(guestCompany, eq(guestCompany.pkCompanyId, guest.fkCompanyId));
}
type Row = Awaited<ReturnType<ReturnType<typeof rowsQuery>['execute']>>[number];

/** A reservation row as the API shows it (spec: table, reservingUser, reservedUser with their companies). */
export function toReservation(row: Row): Reservation {
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

/** One reservation with its people; 404 reservation_not_found. */
export async function reservationById(db: DbOrTx, id: number): Promise<Reservation> {
  const [row] = await rowsQuery(db).where(eq(r.pkUserReservationId, id));
  if (!row) throw notFound('reservation_not_found');
  return toReservation(row);
}

export const isLive = sql`${r.status} in ('requested', 'accepted')`;
/** Meetings the user is host or guest of. */
export const ofUser = (userId: number) => or(eq(r.fkHostUserId, userId), eq(r.fkGuestUserId, userId));

export interface ReservationFilter {
  scheduleId?: number;
  eventId?: number;
  userId?: number | null;
  status?: ReservationStatusValue | null;
  name?: string | null;
  tableNumber?: number | null;
  /** Only what this SQL lets the caller see (reservation.policy's visibleReservations). */
  visible?: SQL;
}

function where(f: ReservationFilter): SQL | undefined {
  return and(
    f.scheduleId === undefined ? undefined : eq(r.fkScheduleId, f.scheduleId),
    f.eventId === undefined ? undefined : eq(t.schedules.fkEventId, f.eventId),
    f.userId ? ofUser(f.userId) : undefined,
    f.status ? eq(r.status, f.status) : undefined,
    f.tableNumber ? eq(r.tableNumber, f.tableNumber) : undefined,
    f.name
      ? containsText(
          sql`${host.firstName} || ' ' || ${host.lastName} || ' ' || coalesce(${hostCompany.name}, '') || ' ' || ${guest.firstName} || ' ' || ${guest.lastName} || ' ' || coalesce(${guestCompany.name}, '')`,
          f.name,
        )
      : undefined,
    f.visible,
  );
}

/** A page of reservations in time then table order. */
export async function reservationPageRows(db: DbOrTx, f: ReservationFilter, page: { limit: number; offset: number }) {
  const w = where(f);
  const [rows, [{ n }]] = await Promise.all([
    rowsQuery(db).where(w).orderBy(asc(r.slotStart), asc(r.tableNumber), asc(r.pkUserReservationId)).limit(page.limit).offset(page.offset),
    db
      .select({ n: count() })
      .from(r)
      .innerJoin(t.schedules, eq(t.schedules.pkScheduleId, r.fkScheduleId))
      .innerJoin(host, eq(host.pkUserId, r.fkHostUserId))
      .innerJoin(guest, eq(guest.pkUserId, r.fkGuestUserId))
      .leftJoin(hostCompany, eq(hostCompany.pkCompanyId, host.fkCompanyId))
      .leftJoin(guestCompany, eq(guestCompany.pkCompanyId, guest.fkCompanyId))
      .where(w),
  ]);
  return { rows: rows.map(toReservation), total: n };
}

/** Every live reservation of a session (the grid, free tables), in time then table order. */
export async function liveReservations(db: DbOrTx, scheduleId: number): Promise<Reservation[]> {
  const rows = await rowsQuery(db)
    .where(and(eq(r.fkScheduleId, scheduleId), inArray(r.status, [...LIVE_RESERVATION_STATUSES])))
    .orderBy(asc(r.slotStart), asc(r.tableNumber));
  return rows.map(toReservation);
}

/** The tables of a session's live meetings at a slot (as freeTables reads them). */
export async function takenTables(db: DbOrTx, scheduleId: number, slotStart: Date) {
  const rows = await db
    .select({ tableNumber: r.tableNumber })
    .from(r)
    .where(and(eq(r.fkScheduleId, scheduleId), eq(r.slotStart, slotStart), isLive));
  return rows.map((x) => ({ ...x, start: slotStart.toISOString() }));
}

/** The times a person is in a live meeting, in any session, between two instants. */
export async function busyTimes(db: DbOrTx, userId: number, from: Date, to: Date) {
  return db
    .select({ start: t.reservationPeople.slotStart, end: t.reservationPeople.slotEnd })
    .from(t.reservationPeople)
    .where(
      and(
        eq(t.reservationPeople.fkUserId, userId),
        sql`${t.reservationPeople.slotStart} < ${to}`,
        sql`${t.reservationPeople.slotEnd} > ${from}`,
      ),
    );
}

/** A person's availability during a session, or null (the whole session). */
export async function availabilityOf(db: DbOrTx, scheduleId: number, userId: number) {
  const [row] = await db
    .select()
    .from(t.meetingAvailability)
    .where(and(eq(t.meetingAvailability.fkScheduleId, scheduleId), eq(t.meetingAvailability.fkUserId, userId)));
  return row ?? null;
}
