import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { countryNameIn } from '../codes/country-names.repository.ts';
import { codeName } from '../events/events.repository.ts';

/** Economies by id: their alpha-3 code and name in the language. */
export async function economyNames(db: DbOrTx, ids: number[], lang: number) {
  if (!ids.length) return new Map<number, { alpha3: string; name: string }>();
  const rows = await db
    .select({ id: t.countries.pkCountryId, alpha3: t.countries.alpha3, name: countryNameIn(lang) })
    .from(t.countries)
    .where(inArray(t.countries.pkCountryId, ids));
  return new Map(rows.map((r) => [r.id, { alpha3: r.alpha3, name: r.name }]));
}

/** The WB6 economies' ids. */
export async function wb6EconomyIds(db: DbOrTx) {
  const rows = await db.select({ id: t.countries.pkCountryId }).from(t.countries).where(sql`${t.countries.isWb6}`);
  return rows.map((r) => r.id);
}

/** Sections (codes) by id: their code and name in the language. */
export async function sectionNames(db: DbOrTx, ids: number[], lang: number) {
  if (!ids.length) return new Map<number, { code: string; name: string; codeTypeId: number }>();
  const rows = await db
    .select({ id: t.codes.pkCodeId, code: t.codes.code, codeTypeId: t.codes.fkCodeTypeId, name: codeName(sql`${t.codes.pkCodeId}`, lang) })
    .from(t.codes)
    .where(inArray(t.codes.pkCodeId, ids));
  return new Map(rows.map((r) => [r.id, { code: r.code, name: r.name ?? r.code, codeTypeId: r.codeTypeId }]));
}
