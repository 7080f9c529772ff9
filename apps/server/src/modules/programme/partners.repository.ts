import { and, asc, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { TranslatedKind } from '@portal/contracts/common/content-languages';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { notFound } from '../../lib/app-error.ts';
import { offsetOf } from '../../lib/paging.ts';
import { containsText } from '../../lib/text-match.ts';
import { localizedTexts } from '../i18n/content-translations.repository.ts';

const p = t.partners;
const ep = t.eventPartners;

/** A partner's columns, the description in the reader's language `lang` (else the partner's main one). */
function partnerFields(lang: number) {
  const { texts, languageIds } = localizedTexts(TranslatedKind.partner, p.pkPartnerId, p.mainLanguageId, lang, {
    description: p.description,
  });
  return {
    pkEventPartnerId: p.pkPartnerId,
    logo: p.logoName,
    name: p.name,
    link: p.link,
    fkChamberId: p.fkChamberId,
    main: { description: p.description },
    mainLanguageId: p.mainLanguageId,
    texts,
    textLanguageIds: languageIds,
  };
}

/** A chamber's partner outside any event. */
const chamberPartnerColumns = (lang: number) => ({
  ...partnerFields(lang),
  fkEventId: sql<number | null>`null::int`,
  isOrganizer: sql<boolean>`false`,
  sortOrder: sql<number | null>`null::int`,
});
export type PartnerRow = Awaited<ReturnType<typeof partnerById>>;

const nameMatches = (name: string | null | undefined) => (name ? containsText(p.name, name) : undefined);

/** A live partner by id, read in the language `lang`; 404 partner_not_found. */
export async function partnerById(db: DbOrTx, lang: number, id: number) {
  const [row] = await db
    .select(chamberPartnerColumns(lang))
    .from(p)
    .where(and(eq(p.pkPartnerId, id), isNull(p.deletedAt)));
  if (!row) throw notFound('partner_not_found');
  return row;
}

/**
 * An event's partners in their order, read in the language `lang`; sortOrder is the position
 * from 1, so gaps left by removed partners never show. Partners deleted after the event stay on it.
 */
export function eventPartnerRows(db: DbOrTx, lang: number, eventId: number, name?: string | null) {
  return db
    .select({
      ...partnerFields(lang),
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
  o: { lang: number; chamberIds: number[] | null; notOnEvent?: number | null; name?: string | null; pageNum: number; pageSize: number },
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
      .select(chamberPartnerColumns(o.lang))
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

/** The next position at the end of an event's list (call under events.repository's lockEvent). */
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

/** What a partner's form sets. */
export type PartnerValues = Pick<typeof p.$inferInsert, 'name' | 'logoName' | 'link' | 'description' | 'mainLanguageId' | 'updatedAt'>;

/** A new partner of a chamber; its id. */
export async function insertPartner(tx: DbOrTx, values: PartnerValues & { fkChamberId: number; createdBy: number }): Promise<number> {
  const [{ pkPartnerId }] = await tx.insert(p).values(values).returning({ pkPartnerId: p.pkPartnerId });
  return pkPartnerId;
}

export async function updatePartnerFields(tx: DbOrTx, id: number, values: PartnerValues): Promise<void> {
  await tx.update(p).set(values).where(eq(p.pkPartnerId, id));
}

/** A partner no longer offered: it leaves the events that have not ended; finished events keep showing it. */
export async function softDeletePartner(tx: DbOrTx, id: number): Promise<void> {
  await tx.update(p).set({ deletedAt: new Date() }).where(eq(p.pkPartnerId, id));
  await tx
    .delete(ep)
    .where(and(eq(ep.fkPartnerId, id), sql`${ep.fkEventId} in (select e.pk_event_id from ${t.events} e where e.end_date >= now())`));
}

/** Puts a partner on an event at a position; false when it is already there. */
export async function insertEventPartner(
  tx: DbOrTx,
  row: { eventId: number; partnerId: number; sortOrder: number; isOrganizer: boolean },
): Promise<boolean> {
  const added = await tx
    .insert(ep)
    .values({ fkEventId: row.eventId, fkPartnerId: row.partnerId, sortOrder: row.sortOrder, isOrganizer: row.isOrganizer })
    .onConflictDoNothing()
    .returning();
  return added.length > 0;
}

/** Takes a partner off an event; false when it was not on it. */
export async function removeEventPartner(tx: DbOrTx, eventId: number, partnerId: number): Promise<boolean> {
  const removed = await tx
    .delete(ep)
    .where(and(eq(ep.fkEventId, eventId), eq(ep.fkPartnerId, partnerId)))
    .returning();
  return removed.length > 0;
}

/** Flags a partner as an organiser of the event or not; false when it is not on the event. */
export async function setEventPartnerOrganizer(tx: DbOrTx, eventId: number, partnerId: number, isOrganizer: boolean): Promise<boolean> {
  const flagged = await tx
    .update(ep)
    .set({ isOrganizer })
    .where(and(eq(ep.fkEventId, eventId), eq(ep.fkPartnerId, partnerId)))
    .returning();
  return flagged.length > 0;
}
