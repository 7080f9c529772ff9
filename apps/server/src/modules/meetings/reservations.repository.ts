import type { Reservation, ReservationStatusValue } from '@portal/contracts/meetings/reservations';
import { LIVE_RESERVATION_STATUSES } from '@portal/contracts/meetings/reservations';
import { and, asc, count, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { notFound } from '../../lib/app-error.ts';
import { rawRows } from '../../lib/raw-rows.ts';
import { containsText } from '../../lib/text-match.ts';
import { toReservation } from './reservations.mapper.ts';

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
/** One reservation with its people; 404 reservation_not_found. */
export async function reservationById(db: DbOrTx, id: number): Promise<Reservation> {
  const [row] = await rowsQuery(db).where(eq(r.pkUserReservationId, id));
  if (!row) throw notFound('reservation_not_found');
  return toReservation(row);
}

/**
 * A live meeting: requested or accepted (it holds its table and its people's time). The one
 * statement of the rule, as SQL (written out, so that the partial indexes on it apply) and as a
 * predicate on a status; LIVE_RESERVATION_STATUSES in contracts names the same two states.
 */
export const isLive = sql`${r.status} in ('requested', 'accepted')`;
export const isLiveStatus = (status: string): boolean => (LIVE_RESERVATION_STATUSES as readonly string[]).includes(status);

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
    .where(and(eq(r.fkScheduleId, scheduleId), isLive))
    .orderBy(asc(r.slotStart), asc(r.tableNumber));
  return rows.map(toReservation);
}

/** Advisory lock namespace: requests that let the portal choose a table take turns per session. */
const TABLE_CHOICE_LOCK = 1401;

/** Waits for the session's turn to choose a table, until the transaction ends. */
export async function lockTableChoice(tx: DbOrTx, scheduleId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TABLE_CHOICE_LOCK}, ${scheduleId})`);
}

/** Tables 1..tableCount without a live meeting at the slot (but the meeting `except`, being moved), lowest first. */
export async function freeTablesAt(
  db: DbOrTx,
  scheduleId: number,
  slotStart: Date,
  tableCount: number,
  except?: number,
): Promise<number[]> {
  const rows = await rawRows<{ n: number }>(
    db,
    sql`select n from generate_series(1, ${tableCount}::int) n where not exists (select 1 from ${r}
        where ${r.fkScheduleId} = ${scheduleId} and ${r.slotStart} = ${slotStart} and ${r.tableNumber} = n and ${isLive}
          and ${r.pkUserReservationId} <> ${except ?? 0}) order by n`,
  );
  return rows.map((x) => Number(x.n));
}

/** A new meeting; its id. */
export async function insertReservation(tx: DbOrTx, values: typeof r.$inferInsert): Promise<number> {
  const [{ id }] = await tx.insert(r).values(values).returning({ id: r.pkUserReservationId });
  return id;
}

/** Holds a meeting's row until the transaction ends: two answers at once, one wins, the other sees its state. */
export async function lockReservation(tx: DbOrTx, id: number): Promise<void> {
  await tx.select({ id: r.pkUserReservationId }).from(r).where(eq(r.pkUserReservationId, id)).for('update');
}

/** Changes a meeting (its state, slot, table), stamping updatedAt. */
export async function updateReservation(tx: DbOrTx, id: number, values: Partial<typeof r.$inferInsert>): Promise<void> {
  await tx
    .update(r)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(r.pkUserReservationId, id));
}

/** A person's live meetings of a session, locked so that no request slips in meanwhile. */
export async function lockLiveMeetingsOf(tx: DbOrTx, scheduleId: number, userId: number) {
  return tx
    .select({ start: r.slotStart, end: r.slotEnd })
    .from(r)
    .where(and(eq(r.fkScheduleId, scheduleId), ofUser(userId), isLive))
    .for('update');
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

/** Sets a person's availability during a session (null: the whole session, no row). */
export async function replaceAvailability(tx: DbOrTx, scheduleId: number, userId: number, range: { from: Date; to: Date } | null) {
  const a = t.meetingAvailability;
  await tx.delete(a).where(and(eq(a.fkScheduleId, scheduleId), eq(a.fkUserId, userId)));
  if (range) await tx.insert(a).values({ fkScheduleId: scheduleId, fkUserId: userId, availableFrom: range.from, availableTo: range.to });
}

/**
 * Locks the people of a new meeting (for share) while neither is deleted; answers whether both
 * are. Removing or erasing a person updates their row, so it waits for a meeting locked here and
 * then cancels it (accounts' personRemoved), or the meeting waits for the removal and is refused.
 */
export async function lockLivePeople(tx: DbOrTx, hostId: number, guestId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: t.users.pkUserId })
    .from(t.users)
    .where(and(inArray(t.users.pkUserId, [hostId, guestId]), isNull(t.users.deletedAt)))
    .for('share');
  return rows.length === 2;
}
