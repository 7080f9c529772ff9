import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { CodeType } from '@portal/contracts/codes/code-types';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { codeName, countryNameIn } from './events.repository.ts';

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
