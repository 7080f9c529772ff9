import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { MAX_ID } from '@portal/contracts/common/ids';
import { batchedRead } from '../../db/batch.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import * as t from '../../db/schema/all.ts';
import { notFound } from '../../lib/app-error.ts';
import type { CountryNames } from '../codes/country-names.repository.ts';

const companyColumns = {
  company: t.companies,
  countryIsWb6: t.countries.isWb6,
  countryNames: { name: t.countries.name, nameSr: t.countries.nameSr, nameSq: t.countries.nameSq, nameMk: t.countries.nameMk },
  cityName: t.cities.name,
  cityNameSr: t.cities.nameSr,
};

function companyRowOf(row: {
  company: typeof t.companies.$inferSelect;
  countryIsWb6: boolean;
  countryNames: CountryNames;
  cityName: string | null;
  cityNameSr: string | null;
}) {
  const { countryIsWb6, countryNames, cityName, cityNameSr } = row;
  return { ...row.company, countryIsWb6, countryNames, cityName, cityNameSr };
}

/** A company row with what access rules and the profile header need. */
export async function findCompany(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select(companyColumns)
    .from(t.companies)
    .innerJoin(t.countries, eq(t.countries.pkCountryId, t.companies.fkCountryId))
    .leftJoin(t.cities, eq(t.cities.pkCityId, t.companies.fkCityId))
    .where(and(eq(t.companies.pkCompanyId, companyId), isNull(t.companies.deletedAt)));
  return row ? companyRowOf(row) : null;
}
export type CompanyRow = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

export async function getCompany(db: DbOrTx, companyId: number): Promise<CompanyRow> {
  const company = await findCompany(db, companyId);
  if (!company) throw notFound('company_not_found');
  return company;
}

type ListRow = [list: string, id: number];
type Section = typeof t.b2bInfos | typeof t.mncInfos | typeof t.supplyChainInfos;
/** A profile section's row without its timestamps, which nothing of the profile reads. */
export type SectionRow<T extends Section> = Omit<T['$inferSelect'], 'createdAt' | 'updatedAt'>;

/**
 * A profile section's row (null when the company has none) as one JSON value keyed by the
 * schema's names: one column instead of up to 37, each of which the driver would describe and
 * parse on every read. Its values are text, booleans, numbers, integer arrays and JSON, which
 * JSON carries as the driver would map them.
 */
function sectionJson<T extends Section>(table: T) {
  const { createdAt: _created, updatedAt: _updated, ...columns } = getTableColumns(table);
  const pairs = Object.entries(columns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}::text, ${column}`);
  return sql<SectionRow<T> | null>`case when ${table.fkCompanyId} is null then null else json_build_object(${sql.join(pairs, sql`, `)}) end`;
}

const profileQuery = preparedQuery((db) =>
  db
    .select({
      ...companyColumns,
      moduleIds: sql<
        number[]
      >`array(select m.module_id from ${t.companyModules} m where m.fk_company_id = ${t.companies.pkCompanyId} order by 1)`,
      typeIds: sql<
        number[]
      >`array(select ct.fk_code_id from ${t.companyTypes} ct where ct.fk_company_id = ${t.companies.pkCompanyId} order by 1)`,
      sectors: sql<{ id: number; code: string; name: string }[]>`coalesce((
          select json_agg(json_build_object('id', c.pk_code_id, 'code', c.code, 'name', tr.name))
          from ${t.companySectors} s join ${t.codes} c on c.pk_code_id = s.fk_code_id
          cross join lateral (select ctr.name from ${t.codeTranslations} ctr where ctr.fk_code_id = c.pk_code_id
            order by ctr.fk_language_id = ${sql.placeholder('languageId')} desc, ctr.fk_language_id limit 1) tr
          where s.fk_company_id = ${t.companies.pkCompanyId}), '[]'::json)`,
      b2b: sectionJson(t.b2bInfos),
      mnc: sectionJson(t.mncInfos),
      supplyChain: sectionJson(t.supplyChainInfos),
      codeLists: sql<ListRow[]>`coalesce((select json_agg(json_build_array(l.list, l.fk_code_id)) from ${t.companyCodeLists} l
          where l.fk_company_id = ${t.companies.pkCompanyId}), '[]'::json)`,
      countryLists: sql<ListRow[]>`coalesce((select json_agg(json_build_array(l.list, l.fk_country_id)) from ${t.companyCountryLists} l
          where l.fk_company_id = ${t.companies.pkCompanyId}), '[]'::json)`,
    })
    .from(t.companies)
    .innerJoin(t.countries, eq(t.countries.pkCountryId, t.companies.fkCountryId))
    .leftJoin(t.cities, eq(t.cities.pkCityId, t.companies.fkCityId))
    .leftJoin(t.b2bInfos, eq(t.b2bInfos.fkCompanyId, t.companies.pkCompanyId))
    .leftJoin(t.mncInfos, eq(t.mncInfos.fkCompanyId, t.companies.pkCompanyId))
    .leftJoin(t.supplyChainInfos, eq(t.supplyChainInfos.fkCompanyId, t.companies.pkCompanyId))
    .where(
      and(
        sql`${t.companies.pkCompanyId} = any(string_to_array(${sql.placeholder('companyIds')}, ',')::int[])`,
        isNull(t.companies.deletedAt),
      ),
    )
    .prepare('company_profiles'),
);

/**
 * The profiles asked for together, by "languageId:companyId": one statement per language
 * (db/batch.ts), as concurrent reads of profiles share one round trip.
 */
const profileRow = batchedRead(async (db, keys) => {
  const byLanguage = new Map<string, string[]>();
  for (const key of keys) {
    const [languageId, companyId] = key.split(':');
    byLanguage.set(languageId, [...(byLanguage.get(languageId) ?? []), companyId]);
  }
  const found = new Map<string, Awaited<ReturnType<ReturnType<typeof profileQuery>['execute']>>[number]>();
  for (const [languageId, companyIds] of byLanguage) {
    const rows = await profileQuery(db).execute({ companyIds: companyIds.join(','), languageId: Number(languageId) });
    for (const row of rows) found.set(`${languageId}:${row.company.pkCompanyId}`, row);
  }
  return found;
});

/**
 * A company's profile in one prepared statement, shared by the reads that arrive together
 * (PGlite runs one statement at a time, and a round trip is most of what a profile read costs):
 * findCompany's row, its modules, types and sectors (code and name in the language, English
 * when untranslated), and what completeness reads: the B2B, MNC and supply-chain rows (absent
 * when never saved) with the rows of their lists.
 */
export async function findCompanyProfile(db: Db, companyId: number, languageId: number) {
  // A value the batch's int[] cannot hold would fail every read batched with it.
  if (!Number.isInteger(companyId) || companyId < 1 || companyId > MAX_ID) return null;
  const row = await profileRow(db, `${languageId}:${companyId}`);
  if (!row) return null;
  return {
    company: companyRowOf(row),
    moduleIds: [...row.moduleIds],
    typeIds: [...row.typeIds],
    sectors: [...row.sectors].sort((a, b) => a.code.localeCompare(b.code)),
    b2b: row.b2b ?? undefined,
    mnc: row.mnc ?? undefined,
    supplyChain: row.supplyChain ?? undefined,
    codeLists: row.codeLists,
    countryLists: row.countryLists,
  };
}

export async function companyModuleIds(db: DbOrTx, companyId: number) {
  const rows = await db.select({ id: t.companyModules.moduleId }).from(t.companyModules).where(eq(t.companyModules.fkCompanyId, companyId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** The company row in the query (t.companies) has the module (1 B2B, 2 EM, 3 SC, 4 SD). */
export const companyHasModule = (moduleId: number) =>
  sql`exists (select 1 from ${t.companyModules} m where m.fk_company_id = ${t.companies.pkCompanyId} and m.module_id = ${moduleId})`;
