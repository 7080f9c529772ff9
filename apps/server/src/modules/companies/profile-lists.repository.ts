import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { fieldError } from '../../lib/app-error.ts';

/** Which code type each profile code list holds (0: countries, kept in company_country_lists). */
export const profileListTypes = {
  b2BInfoImportCountries: 0,
  b2BInfoExportCountries: 0,
  b2BInfoImportProducts: 6,
  b2BInfoExportProducts: 6,
  b2BInfoImportServices: 5,
  b2BInfoExportServices: 5,
  b2BInfoBusinessPartners: 12,
  supplyInCompanySectors: 5,
  supplyInPositions: 7,
  supplyInPlannedSectors: 5,
} as const;
export type ProfileList = keyof typeof profileListTypes;

/** The lists of one company, each as an array of ids (empty when none). */
export async function readProfileLists<L extends ProfileList>(db: DbOrTx, companyId: number, lists: readonly L[]) {
  const out = Object.fromEntries(lists.map((l) => [l, [] as number[]])) as Record<L, number[]>;
  const codeLists = lists.filter((l) => profileListTypes[l] !== 0);
  const countryLists = lists.filter((l) => profileListTypes[l] === 0);
  if (codeLists.length) {
    const rows = await db
      .select()
      .from(t.companyCodeLists)
      .where(and(eq(t.companyCodeLists.fkCompanyId, companyId), inArray(t.companyCodeLists.list, codeLists)));
    for (const r of rows) out[r.list as L].push(r.fkCodeId);
  }
  if (countryLists.length) {
    const rows = await db
      .select()
      .from(t.companyCountryLists)
      .where(and(eq(t.companyCountryLists.fkCompanyId, companyId), inArray(t.companyCountryLists.list, countryLists)));
    for (const r of rows) out[r.list as L].push(r.fkCountryId);
  }
  for (const l of lists) out[l].sort((a, b) => a - b);
  return out;
}

/** Checks that every id exists in its list's code type (or is a country); answers a field error naming the list. */
async function assertListIds(db: DbOrTx, list: ProfileList, ids: number[]) {
  if (!ids.length) return;
  const type = profileListTypes[list];
  const found =
    type === 0
      ? await db.select({ id: t.countries.pkCountryId }).from(t.countries).where(inArray(t.countries.pkCountryId, ids))
      : await db
          .select({ id: t.codes.pkCodeId })
          .from(t.codes)
          .where(and(inArray(t.codes.pkCodeId, ids), eq(t.codes.fkCodeTypeId, type), eq(t.codes.isDeleted, false)));
  if (found.length !== ids.length) throw fieldError(list, 'invalid_choice');
}

/** Replaces the given lists of a company with new ids (de-duplicated, validated). */
export async function replaceProfileLists(db: DbOrTx, companyId: number, values: Partial<Record<ProfileList, number[]>>) {
  for (const [list, raw] of Object.entries(values) as [ProfileList, number[]][]) {
    const ids = [...new Set(raw)];
    await assertListIds(db, list, ids);
    if (profileListTypes[list] === 0) {
      await db
        .delete(t.companyCountryLists)
        .where(and(eq(t.companyCountryLists.fkCompanyId, companyId), eq(t.companyCountryLists.list, list)));
      if (ids.length)
        await db.insert(t.companyCountryLists).values(ids.map((fkCountryId) => ({ fkCompanyId: companyId, list, fkCountryId })));
    } else {
      await db.delete(t.companyCodeLists).where(and(eq(t.companyCodeLists.fkCompanyId, companyId), eq(t.companyCodeLists.list, list)));
      if (ids.length) await db.insert(t.companyCodeLists).values(ids.map((fkCodeId) => ({ fkCompanyId: companyId, list, fkCodeId })));
    }
  }
}
