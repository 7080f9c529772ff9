import { and, asc, count, eq, gte, isNull, type SQL, sql } from 'drizzle-orm';
import { CodeType } from '@portal/contracts/codes/code-types';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { countryNameIn } from '../codes/country-names.repository.ts';
import { codeName } from './events.repository.ts';

/** Chambers (live codes of the chamber type) with their names and countries in the language, by name. */
export function chamberRows(db: DbOrTx, lang: number, where?: SQL) {
  const name = sql<string>`coalesce(${codeName(sql`${t.codes.pkCodeId}`, lang)}, ${t.codes.code})`;
  return db
    .select({
      pkChamberId: t.codes.pkCodeId,
      name,
      fkCountryId: t.codes.fkCountryId,
      countryName: countryNameIn(lang),
    })
    .from(t.codes)
    .leftJoin(t.countries, eq(t.countries.pkCountryId, t.codes.fkCountryId))
    .where(and(eq(t.codes.fkCodeTypeId, CodeType.chamber), eq(t.codes.isDeleted, false), where))
    .orderBy(asc(name), asc(t.codes.pkCodeId));
}

/** The assistant organiser chambers of an event. */
export const assistantChamberRows = (db: DbOrTx, lang: number, eventId: number) =>
  chamberRows(
    db,
    lang,
    sql`exists (select 1 from ${t.eventChambers} ec where ec.fk_event_id = ${eventId} and ec.fk_chamber_id = ${t.codes.pkCodeId})`,
  );

/** A live chamber by id, or null. */
export async function findChamber(db: DbOrTx, lang: number, id: number) {
  const [row] = await chamberRows(db, lang, eq(t.codes.pkCodeId, id));
  return row ?? null;
}

const ev = t.events;
const ec = t.eventChambers;

/** The ids of an event's assistant organiser chambers. */
export async function assistantChamberIds(db: DbOrTx, eventId: number): Promise<number[]> {
  const rows = await db.select({ id: ec.fkChamberId }).from(ec).where(eq(ec.fkEventId, eventId));
  return rows.map((r) => r.id);
}

/** Adds an assistant chamber to an event; false when it already assists. */
export async function insertAssistantChamber(tx: DbOrTx, eventId: number, chamberId: number): Promise<boolean> {
  const added = await tx.insert(ec).values({ fkEventId: eventId, fkChamberId: chamberId }).onConflictDoNothing().returning();
  return added.length > 0;
}

/** Takes a chamber off an event's assistants; false when it was none. */
export async function deleteAssistantChamber(tx: DbOrTx, eventId: number, chamberId: number): Promise<boolean> {
  const removed = await tx
    .delete(ec)
    .where(and(eq(ec.fkEventId, eventId), eq(ec.fkChamberId, chamberId)))
    .returning();
  return removed.length > 0;
}

/** The countries that have a live chamber, ascending. */
export async function chamberCountryIds(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: t.codes.fkCountryId })
    .from(t.codes)
    .where(and(eq(t.codes.fkCodeTypeId, CodeType.chamber), eq(t.codes.isDeleted, false)));
  return rows.flatMap((r) => (r.id === null ? [] : [r.id])).sort((a, b) => a - b);
}

/** Announced events not finished yet, per chamber that organises or assists them (a chamber never does both). */
export async function upcomingEventCounts(db: DbOrTx, now: Date): Promise<Map<number, number>> {
  const upcoming = and(isNull(ev.deletedAt), eq(ev.isAnnounced, true), gte(ev.endDate, now));
  const [organised, assisted] = await Promise.all([
    db.select({ chamberId: ev.fkChamberId, n: count() }).from(ev).where(upcoming).groupBy(ev.fkChamberId),
    db
      .select({ chamberId: ec.fkChamberId, n: count() })
      .from(ec)
      .innerJoin(ev, eq(ev.pkEventId, ec.fkEventId))
      .where(upcoming)
      .groupBy(ec.fkChamberId),
  ]);
  const counts = new Map<number, number>();
  for (const r of [...organised, ...assisted]) counts.set(r.chamberId, (counts.get(r.chamberId) ?? 0) + r.n);
  return counts;
}
