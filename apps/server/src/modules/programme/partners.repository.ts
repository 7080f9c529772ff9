import { and, asc, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { EventPartner } from '@portal/contracts/programme/partners';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { notFound } from '../../lib/app-error.ts';
import { offsetOf } from '../../lib/paging.ts';
import { containsText } from '../../lib/text-match.ts';

const p = t.partners;
const ep = t.eventPartners;

const partnerFields = {
  pkEventPartnerId: p.pkPartnerId,
  logo: p.logoName,
  name: p.name,
  description: p.description,
  link: p.link,
  fkChamberId: p.fkChamberId,
};

/** A chamber's partner outside any event. */
const chamberPartnerColumns = {
  ...partnerFields,
  fkEventId: sql<number | null>`null::int`,
  isOrganizer: sql<boolean>`false`,
  sortOrder: sql<number | null>`null::int`,
};

const nameMatches = (name: string | null | undefined) => (name ? containsText(p.name, name) : undefined);

/** A live partner by id; 404 partner_not_found. */
export async function partnerById(db: DbOrTx, id: number): Promise<EventPartner> {
  const [row] = await db
    .select(chamberPartnerColumns)
    .from(p)
    .where(and(eq(p.pkPartnerId, id), isNull(p.deletedAt)));
  if (!row) throw notFound('partner_not_found');
  return row;
}

/**
 * An event's partners in their order; sortOrder is the position from 1, so gaps left by
 * removed partners never show. Partners deleted after the event stay on it.
 */
export function eventPartnerRows(db: DbOrTx, eventId: number, name?: string | null): Promise<EventPartner[]> {
  return db
    .select({
      ...partnerFields,
      fkEventId: ep.fkEventId,
      isOrganizer: ep.isOrganizer,
      sortOrder: sql<number>`(row_number() over (order by ${ep.sortOrder}, ${ep.fkPartnerId}))::int`,
    })
    .from(ep)
    .innerJoin(p, eq(p.pkPartnerId, ep.fkPartnerId))
    .where(and(eq(ep.fkEventId, eventId), nameMatches(name)))
    .orderBy(asc(ep.sortOrder), asc(ep.fkPartnerId));
}

/** A page of live partners of some chambers (all when null) by name, leaving out those on `notOnEvent`. */
export async function partnerPageRows(
  db: DbOrTx,
  o: { chamberIds: number[] | null; notOnEvent?: number | null; name?: string | null; pageNum: number; pageSize: number },
) {
  const where: SQL | undefined = and(
    isNull(p.deletedAt),
    o.chamberIds === null ? undefined : inArray(p.fkChamberId, o.chamberIds.length ? o.chamberIds : [0]),
    o.notOnEvent
      ? sql`not exists (select 1 from ${ep} x where x.fk_event_id = ${o.notOnEvent} and x.fk_partner_id = ${p.pkPartnerId})`
      : undefined,
    nameMatches(o.name),
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(chamberPartnerColumns)
      .from(p)
      .where(where)
      .orderBy(asc(sql`lower(${p.name})`), asc(p.pkPartnerId))
      .limit(o.pageSize)
      .offset(offsetOf(o.pageNum, o.pageSize)),
    db.select({ n: count() }).from(p).where(where),
  ]);
  return { rows, total: n };
}

/** The events a partner is on, newest first: who may see one of them sees the partner. */
export async function partnerEventIds(db: DbOrTx, partnerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: ep.fkEventId })
    .from(ep)
    .where(eq(ep.fkPartnerId, partnerId))
    .orderBy(sql`${ep.fkEventId} desc`)
    .limit(20);
  return rows.map((r) => r.id);
}

/**
 * Serialises the changes to one event's partner list (adding at the end, reordering): the event
 * row is locked for the transaction. NO KEY UPDATE leaves inserts that only reference the event
 * (halls, invitations) free.
 */
export async function lockEventPartners(tx: DbOrTx, eventId: number): Promise<void> {
  await tx.select({ id: t.events.pkEventId }).from(t.events).where(eq(t.events.pkEventId, eventId)).for('no key update');
}

/** The next position at the end of an event's list (call under lockEventPartners). */
export async function nextPartnerPosition(tx: DbOrTx, eventId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${ep.sortOrder}), 0)::int + 1` })
    .from(ep)
    .where(eq(ep.fkEventId, eventId));
  return row.n;
}

/** The event's partner ids in their current order. */
export async function eventPartnerIds(tx: DbOrTx, eventId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: ep.fkPartnerId })
    .from(ep)
    .where(eq(ep.fkEventId, eventId))
    .orderBy(asc(ep.sortOrder), asc(ep.fkPartnerId));
  return rows.map((r) => r.id);
}

/** Writes positions 1..n in the given order, in one statement. */
export async function writePartnerOrder(tx: DbOrTx, eventId: number, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const positions = sql.join(
    ids.map((id, i) => sql`(${id}::int, ${i + 1}::int)`),
    sql`, `,
  );
  await tx.execute(sql`update ${ep} set sort_order = v.pos from (values ${positions}) as v(id, pos)
    where ${ep.fkEventId} = ${eventId} and ${ep.fkPartnerId} = v.id`);
}
