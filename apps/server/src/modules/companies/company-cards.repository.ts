import { countryNameIn } from '../codes/country-names.repository.ts';
import { type SQL, and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { LanguageId } from '@portal/contracts/codes/code-types';
import type { CompanyList } from '@portal/contracts/companies/favourites';
import { totalPages } from '@portal/contracts/common/paging';
import type { Actor } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { cityNameSql } from '../codes/cities.repository.ts';

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
  const matching = () =>
    db.select({ n: count() }).from(t.companies).innerJoin(t.countries, eq(t.countries.pkCountryId, t.companies.fkCountryId)).where(where);
  // The page's ids and the count of all matches in one pass over the matches (a search's cost),
  // then the per-card subqueries for that page only.
  const page = db.$with('page').as(
    db
      .select({ id: sql<number>`${t.companies.pkCompanyId}`.as('id'), total: sql<number>`count(*) over ()`.mapWith(Number).as('total') })
      .from(t.companies)
      .innerJoin(t.countries, eq(t.countries.pkCountryId, t.companies.fkCountryId))
      .where(where)
      .orderBy(...orderBy, asc(t.companies.pkCompanyId))
      .limit(o.pageSize)
      .offset((o.pageNum - 1) * o.pageSize),
  );
  const rows = await db
    .with(page)
    .select({
      pkCompanyId: t.companies.pkCompanyId,
      name: t.companies.name,
      logoName: t.companies.logoName,
      countryName: countryNameIn(lang),
      cityName: cityNameSql(lang),
      isMnc: t.companies.isMnc,
      isVerified: t.companies.isVerified,
      sectors,
      isFavorite,
      total: page.total,
    })
    .from(page)
    .innerJoin(t.companies, eq(t.companies.pkCompanyId, page.id))
    .innerJoin(t.countries, eq(t.countries.pkCountryId, t.companies.fkCountryId))
    .leftJoin(t.cities, eq(t.cities.pkCityId, t.companies.fkCityId))
    .orderBy(...orderBy, asc(t.companies.pkCompanyId));
  // A page past the end has no row to carry the count.
  const n = rows.length ? rows[0].total : o.pageNum > 1 ? (await matching())[0].n : 0;
  const companies = rows.map(({ total: _, ...card }) => card);
  return { companies, totalPages: totalPages(n, o.pageSize), companiesCount: n };
}
