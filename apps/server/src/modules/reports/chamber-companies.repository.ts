import { countryNameIn } from '../codes/country-names.repository.ts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { LanguageId } from '@portal/contracts/codes/code-types';
import type { ChamberCompaniesQuery } from '@portal/contracts/companies/company-administration';
import type { Actor } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { administeredCompanyCondition } from '../companies/company-administration.repository.ts';

/** Where the next page of a report's companies starts: after this name (lower-cased) and id. */
export interface CompanyKey {
  name: string;
  id: number;
}

/**
 * One page of the chamber companies reports: the companies of the administration screen's
 * filters (its list, the chamber rule, its search) by name, after `after`. Keyset pages (name,
 * id) instead of offsets: each page starts where the last stopped, so reading 100,000 companies
 * reads each row once and no connection is held between pages.
 */
export function chamberCompanyPage(db: DbOrTx, actor: Actor, q: ChamberCompaniesQuery, after: CompanyKey | null, limit: number) {
  const lang = actor.languageId;
  const sortName = sql<string>`lower(${t.companies.name})`;
  const sectors = sql<string | null>`(select string_agg(c.code || ' ' || trim(coalesce(tr.name, en.name, '')), '; ' order by c.code)
      from ${t.companySectors} cs
      join ${t.codes} c on c.pk_code_id = cs.fk_code_id
      left join ${t.codeTranslations} tr on tr.fk_code_id = c.pk_code_id and tr.fk_language_id = ${lang}
      left join ${t.codeTranslations} en on en.fk_code_id = c.pk_code_id and en.fk_language_id = ${LanguageId.english}
      where cs.fk_company_id = ${t.companies.pkCompanyId})`;
  return db
    .select({
      id: t.companies.pkCompanyId,
      sortName,
      name: t.companies.name,
      registrationNumber: t.companies.registrationNumber,
      taxNumber: t.companies.taxNumber,
      countryName: countryNameIn(lang),
      cityName: t.cities.name,
      address: t.companies.address,
      sectors,
      isMnc: t.companies.isMnc,
      isVerified: t.companies.isVerified,
      memberSince: t.companies.memberSince,
      contactName: sql<string | null>`nullif(concat_ws(' ', ${t.companies.contactFirstName}, ${t.companies.contactLastName}), '')`,
      contactEmail: t.companies.contactEmail,
      contactPhone: t.companies.contactPhone,
      createdAt: t.companies.createdAt,
    })
    .from(t.companies)
    .innerJoin(t.countries, eq(t.countries.pkCountryId, t.companies.fkCountryId))
    .leftJoin(t.cities, eq(t.cities.pkCityId, t.companies.fkCityId))
    .where(
      and(
        isNull(t.companies.deletedAt),
        administeredCompanyCondition(actor, q),
        // The first condition lets the name index (companies_name_lower_idx) start at the page; the second is the keyset.
        after ? sql`${sortName} >= ${after.name} and (${sortName}, ${t.companies.pkCompanyId}) > (${after.name}, ${after.id})` : undefined,
      ),
    )
    .orderBy(asc(sortName), asc(t.companies.pkCompanyId))
    .limit(limit);
}

export type ChamberCompanyRow = Awaited<ReturnType<typeof chamberCompanyPage>>[number];

/** How many companies the filters match (the PDF says how many it left out). */
export async function chamberCompanyCount(db: DbOrTx, actor: Actor, q: ChamberCompaniesQuery): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(t.companies)
    .innerJoin(t.countries, eq(t.countries.pkCountryId, t.companies.fkCountryId))
    .where(and(isNull(t.companies.deletedAt), administeredCompanyCondition(actor, q)));
  return row.n;
}
