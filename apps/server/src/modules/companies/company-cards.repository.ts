import { type SQL, and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { LanguageId } from '@portal/contracts/codes/code-types';
import type { CompanyList } from '@portal/contracts/companies/favourites';
import { totalPages } from '@portal/contracts/common/paging';
import type { Actor } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';

/**
 * Company cards for lists (favourites, latest, search), in the actor's language, with the
 * actor's favourite flag. `where` narrows the companies; deleted ones never show.
 */
export async function companyCards(
  db: DbOrTx,
  actor: Actor,
  o: { where?: SQL; join?: 'favorites' | 'searchRecords'; orderBy?: SQL[]; pageNum: number; pageSize: number },
): Promise<CompanyList> {
  const lang = actor.languageId;
  const sectors = sql<string[]>`coalesce((
      select array_agg(coalesce(tr.name, en.name) order by c.code)
      from ${t.companySectors} cs
      join ${t.codes} c on c.pk_code_id = cs.fk_code_id
      left join ${t.codeTranslations} tr on tr.fk_code_id = c.pk_code_id and tr.fk_language_id = ${lang}
      left join ${t.codeTranslations} en on en.fk_code_id = c.pk_code_id and en.fk_language_id = ${LanguageId.english}
      where cs.fk_company_id = ${t.companies.pkCompanyId}), '{}')`;
  const isFavorite = sql<boolean>`exists (select 1 from ${t.favoriteCompanies} f where f.fk_company_id = ${t.companies.pkCompanyId} and f.fk_user_id = ${actor.userId})`;
  const where = and(isNull(t.companies.deletedAt), o.where);
  const orderBy = o.orderBy ?? [asc(t.companies.name)];
  // The page's ids first, so that the per-card subqueries run for one page only, not every match.
  const pageIds = db
    .select({ id: t.companies.pkCompanyId })
    .from(t.companies)
    .innerJoin(t.countries, eq(t.countries.pkCountryId, t.companies.fkCountryId))
    .where(where)
    .orderBy(...orderBy, asc(t.companies.pkCompanyId))
    .limit(o.pageSize)
    .offset((o.pageNum - 1) * o.pageSize);
  const base = db
    .select({
      pkCompanyId: t.companies.pkCompanyId,
      name: t.companies.name,
      logoName: t.companies.logoName,
      countryName: lang === LanguageId.english ? t.countries.name : t.countries.nameSr,
      cityName: t.cities.name,
      isMnc: t.companies.isMnc,
      isVerified: t.companies.isVerified,
      sectors,
      isFavorite,
    })
    .from(t.companies)
    .innerJoin(t.countries, eq(t.countries.pkCountryId, t.companies.fkCountryId))
    .leftJoin(t.cities, eq(t.cities.pkCityId, t.companies.fkCityId))
    .where(inArray(t.companies.pkCompanyId, pageIds))
    .orderBy(...orderBy, asc(t.companies.pkCompanyId));
  const [companies, [{ n }]] = await Promise.all([
    base,
    db.select({ n: count() }).from(t.companies).innerJoin(t.countries, eq(t.countries.pkCountryId, t.companies.fkCountryId)).where(where),
  ]);
  return { companies, totalPages: totalPages(n, o.pageSize), companiesCount: n };
}
