import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { notFound } from '../../lib/app-error.ts';

/** A company row with what access rules and the profile header need. */
export async function findCompany(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({ company: t.companies, country: t.countries, cityName: t.cities.name })
    .from(t.companies)
    .innerJoin(t.countries, eq(t.countries.pkCountryId, t.companies.fkCountryId))
    .leftJoin(t.cities, eq(t.cities.pkCityId, t.companies.fkCityId))
    .where(and(eq(t.companies.pkCompanyId, companyId), isNull(t.companies.deletedAt)));
  if (!row) return null;
  return {
    ...row.company,
    countryIsWb6: row.country.isWb6,
    countryName: row.country.name,
    countryNameSr: row.country.nameSr,
    cityName: row.cityName,
  };
}
export type CompanyRow = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

export async function getCompany(db: DbOrTx, companyId: number): Promise<CompanyRow> {
  const company = await findCompany(db, companyId);
  if (!company) throw notFound('company_not_found');
  return company;
}

export async function companyModuleIds(db: DbOrTx, companyId: number) {
  const rows = await db.select({ id: t.companyModules.moduleId }).from(t.companyModules).where(eq(t.companyModules.fkCompanyId, companyId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

export async function companyTypeIds(db: DbOrTx, companyId: number) {
  const rows = await db.select({ id: t.companyTypes.fkCodeId }).from(t.companyTypes).where(eq(t.companyTypes.fkCompanyId, companyId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** The company's NACE sectors with code and name in the language (English when untranslated). */
export async function companySectorList(db: DbOrTx, companyId: number, languageId: number) {
  const rows = await db
    .select({ id: t.codes.pkCodeId, code: t.codes.code, name: t.codeTranslations.name, lang: t.codeTranslations.fkLanguageId })
    .from(t.companySectors)
    .innerJoin(t.codes, eq(t.codes.pkCodeId, t.companySectors.fkCodeId))
    .innerJoin(t.codeTranslations, eq(t.codeTranslations.fkCodeId, t.codes.pkCodeId))
    .where(eq(t.companySectors.fkCompanyId, companyId));
  const byId = new Map<number, { id: number; code: string; name: string }>();
  for (const r of rows) if (!byId.has(r.id) || r.lang === languageId) byId.set(r.id, { id: r.id, code: r.code, name: r.name });
  return [...byId.values()].sort((a, b) => a.code.localeCompare(b.code));
}

/** The company row in the query (t.companies) has the module (1 B2B, 2 EM, 3 SC, 4 SD). */
export const companyHasModule = (moduleId: number) =>
  sql`exists (select 1 from ${t.companyModules} m where m.fk_company_id = ${t.companies.pkCompanyId} and m.module_id = ${moduleId})`;
