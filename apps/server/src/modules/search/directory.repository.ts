import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { LanguageId } from '@portal/contracts/codes/code-types';
import type { CompanySearch, SectorSearch, ShortPage } from '@portal/contracts/companies/directory';
import type { Actor } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { containsText, likeEscape } from '../../lib/text-match.ts';
import { codeSubtree } from '../codes/code-nodes.repository.ts';
import { companyCards } from '../companies/company-cards.repository.ts';
import { companyHasModule } from '../companies/company.repository.ts';
import { companyRoleIds } from '../companies/company.policy.ts';
import { openedAt } from '../companies/search-records.repository.ts';
import { matchingIds } from './search.repository.ts';

/**
 * Cards of the verified companies matching the directory's filters; a sector matches its whole
 * sub-tree; `names` is the name search's tsquery (search.service's nameQuery), null for none.
 */
export function directoryCompanyCards(db: DbOrTx, actor: Actor, q: CompanySearch, names: string | null) {
  // The sub-tree is resolved once, then companies are found through the sector index.
  const sectorTree = q.sectorIds.length
    ? sql`${t.companies.pkCompanyId} in (
        select cs.fk_company_id from ${t.companySectors} cs where cs.fk_code_id in ${codeSubtree(q.sectorIds)})`
    : undefined;
  const types = q.companyTypeIds.length
    ? sql`exists (select 1 from ${t.companyTypes} ct where ct.fk_company_id = ${t.companies.pkCompanyId} and ct.fk_code_id in ${q.companyTypeIds})`
    : undefined;
  const where = and(
    eq(t.companies.isVerified, true),
    names === null ? undefined : matchingIds('company', names, t.companies.pkCompanyId),
    q.countryIds.length ? inArray(t.companies.fkCountryId, q.countryIds) : undefined,
    q.isMnc === undefined ? undefined : eq(t.companies.isMnc, q.isMnc),
    q.moduleId ? companyHasModule(q.moduleId) : undefined,
    sectorTree,
    types,
  );
  return companyCards(db, actor, { where, pageNum: q.pageNum, pageSize: q.pageSize });
}

/** Cards of the latest verified companies with the module. */
export function latestCompanyCards(db: DbOrTx, actor: Actor, moduleId: number, q: ShortPage) {
  return companyCards(db, actor, {
    where: and(eq(t.companies.isVerified, true), companyHasModule(moduleId)),
    orderBy: [desc(t.companies.createdAt), desc(t.companies.pkCompanyId)],
    ...q,
  });
}

/** Cards of the verified companies with the module the user opened from search, latest first. */
export function openedCompanyCards(db: DbOrTx, actor: Actor, moduleId: number, q: ShortPage) {
  const opened = openedAt(actor.userId, 'company', t.companies.pkCompanyId);
  return companyCards(db, actor, {
    where: and(eq(t.companies.isVerified, true), companyHasModule(moduleId), sql`${opened} is not null`),
    orderBy: [sql`${opened} desc`],
    ...q,
  });
}

/** One company's card. */
export async function companyCard(db: DbOrTx, actor: Actor, companyId: number) {
  const card = await companyCards(db, actor, { where: eq(t.companies.pkCompanyId, companyId), pageNum: 1, pageSize: 1 });
  return card.companies[0];
}

/** A company's figures: its employees, certificates (valid ones apart), followers and profile views. */
export async function companyFigures(db: DbOrTx, companyId: number) {
  const counted = (rows: SQL) => sql<number>`(select count(*)::int from ${rows})`;
  const [stats] = await db
    .select({
      employees: counted(
        sql`${t.users} where fk_company_id = ${companyId} and deleted_at is null and ${inArray(t.users.fkRoleId, companyRoleIds)}`,
      ),
      certificates: counted(sql`${t.certificates} where fk_company_id = ${companyId}`),
      validCertificates: counted(
        sql`${t.certificates} where fk_company_id = ${companyId} and (valid_to is null or valid_to >= current_date)`,
      ),
      favouritedBy: counted(sql`${t.favoriteCompanies} where fk_company_id = ${companyId}`),
      profileViews: counted(sql`${t.searchRecords} where item_type = 'company' and item_id = ${companyId}`),
      profileViewsLast30Days: counted(
        sql`${t.searchRecords} where item_type = 'company' and item_id = ${companyId} and searched_at > now() - interval '30 days'`,
      ),
    })
    .from(t.companies)
    .where(eq(t.companies.pkCompanyId, companyId));
  return stats;
}

/** A code's names, one row per language it is translated to. */
export function codeTranslationRows(db: DbOrTx, codeId: number) {
  return db
    .select({ name: t.codeTranslations.name, lang: t.codeTranslations.fkLanguageId })
    .from(t.codeTranslations)
    .where(eq(t.codeTranslations.fkCodeId, codeId));
}

/** A page of the NACE sectors of verified companies, by name or code, most companies first, and the count of all. */
export async function sectorPage(db: DbOrTx, lang: number, q: SectorSearch) {
  const name = sql<string>`coalesce((select name from ${t.codeTranslations} where fk_code_id = ${t.codes.pkCodeId} and fk_language_id = ${lang}),
    (select name from ${t.codeTranslations} where fk_code_id = ${t.codes.pkCodeId} and fk_language_id = ${LanguageId.english}), ${t.codes.code})`;
  const where = and(
    isNull(t.companies.deletedAt),
    eq(t.companies.isVerified, true),
    q.name ? sql`(${containsText(name, q.name)} or ${t.codes.code} like ${`${likeEscape(q.name)}%`})` : undefined,
  );
  const base = db
    .select({ id: t.codes.pkCodeId, code: t.codes.code, name, companiesCount: count(t.companies.pkCompanyId) })
    .from(t.companySectors)
    .innerJoin(t.codes, eq(t.codes.pkCodeId, t.companySectors.fkCodeId))
    .innerJoin(t.companies, eq(t.companies.pkCompanyId, t.companySectors.fkCompanyId))
    .where(where)
    .groupBy(t.codes.pkCodeId, t.codes.code);
  const [sectors, [{ n }]] = await Promise.all([
    base
      .orderBy(desc(count(t.companies.pkCompanyId)), t.codes.code)
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    db.select({ n: count() }).from(base.as('s')),
  ]);
  return { sectors, total: n };
}
