import { and, eq, inArray, sql } from 'drizzle-orm';
import { CodeType } from '@portal/contracts/codes/code-types';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { fieldError } from '../../lib/app-error.ts';

/** Lists of countries, kept in company_country_lists rather than as codes. */
const COUNTRIES = 0;

/** Which code type each profile code list holds (or countries). */
export const profileListTypes = {
  b2BInfoImportCountries: COUNTRIES,
  b2BInfoExportCountries: COUNTRIES,
  b2BInfoImportProducts: CodeType.productClass,
  b2BInfoExportProducts: CodeType.productClass,
  b2BInfoImportServices: CodeType.activityClass,
  b2BInfoExportServices: CodeType.activityClass,
  b2BInfoBusinessPartners: CodeType.businessPartnerType,
  supplyInCompanySectors: CodeType.activityClass,
  supplyInPositions: CodeType.supplyChainPosition,
  supplyInPlannedSectors: CodeType.activityClass,
} as const;
export type ProfileList = keyof typeof profileListTypes;

/**
 * The given lists of one company, each as an array of ids (empty when none), from its rows of
 * company_code_lists and company_country_lists as [list, id] pairs.
 */
export function profileListsOf<L extends ProfileList>(
  lists: readonly L[],
  codeRows: readonly (readonly [string, number])[],
  countryRows: readonly (readonly [string, number])[],
) {
  const out = Object.fromEntries(lists.map((l) => [l, [] as number[]])) as Record<L, number[]>;
  const add = (rows: readonly (readonly [string, number])[], countries: boolean) => {
    for (const [list, id] of rows) {
      if (list in out && (profileListTypes[list as L] === COUNTRIES) === countries) out[list as L].push(id);
    }
  };
  add(codeRows, false);
  add(countryRows, true);
  for (const l of lists) out[l].sort((a, b) => a - b);
  return out;
}

/** The lists of one company, each as an array of ids (empty when none); one statement. */
export async function readProfileLists<L extends ProfileList>(db: DbOrTx, companyId: number, lists: readonly L[]) {
  const rows = await db
    .select({ list: t.companyCodeLists.list, id: t.companyCodeLists.fkCodeId, country: sql<boolean>`false` })
    .from(t.companyCodeLists)
    .where(and(eq(t.companyCodeLists.fkCompanyId, companyId), inArray(t.companyCodeLists.list, [...lists])))
    .unionAll(
      db
        .select({ list: t.companyCountryLists.list, id: t.companyCountryLists.fkCountryId, country: sql<boolean>`true` })
        .from(t.companyCountryLists)
        .where(and(eq(t.companyCountryLists.fkCompanyId, companyId), inArray(t.companyCountryLists.list, [...lists]))),
    );
  const pairs = (country: boolean) => rows.filter((r) => r.country === country).map((r) => [r.list, r.id] as const);
  return profileListsOf(lists, pairs(false), pairs(true));
}

/** Checks that every id exists in its list's code type (or is a country); answers a field error naming the list. */
async function assertListIds(db: DbOrTx, list: ProfileList, ids: number[]) {
  if (!ids.length) return;
  const type = profileListTypes[list];
  const found =
    type === COUNTRIES
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
    if (profileListTypes[list] === COUNTRIES) {
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
