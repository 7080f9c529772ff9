import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { codeName } from './events.repository.ts';

export const CHAMBER_CODE_TYPE = 9;

/** Chambers (live codes of type 9) with their names and countries in the language, by name. */
export function chamberRows(db: DbOrTx, lang: number, where?: SQL) {
  const name = sql<string>`coalesce(${codeName(sql`${t.codes.pkCodeId}`, lang)}, ${t.codes.code})`;
  return db
    .select({
      pkChamberId: t.codes.pkCodeId,
      name,
      fkCountryId: t.codes.fkCountryId,
      countryName: lang === 1 ? t.countries.name : t.countries.nameSr,
    })
    .from(t.codes)
    .leftJoin(t.countries, eq(t.countries.pkCountryId, t.codes.fkCountryId))
    .where(and(eq(t.codes.fkCodeTypeId, CHAMBER_CODE_TYPE), eq(t.codes.isDeleted, false), where))
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
