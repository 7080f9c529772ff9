import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { LanguageId } from '@portal/contracts/codes/code-types';
import type {
  CompanySearch,
  CompanyStatistic,
  ContactPersonAnswer,
  SectorPage,
  SectorSearch,
  ShortPage,
} from '@portal/contracts/companies/directory';
import { totalPages } from '@portal/contracts/common/paging';
import type { Actor, AppContext } from '../../context.ts';
import * as t from '../../db/schema/all.ts';
import { containsText, likeEscape } from '../../lib/text-match.ts';
import { notFound } from '../../lib/app-error.ts';
import { codeSubtree } from '../codes/code-nodes.repository.ts';
import { matchingIds } from '../search/search.service.ts';
import { companyCards } from './company-cards.repository.ts';
import { companyHasModule } from './company.repository.ts';
import { openedAt, recordOpened } from './search-records.repository.ts';
import { companyProfile } from './company.service.ts';
import { companyRoleIds, requireVisibleCompany } from './company.policy.ts';

/** Verified companies matching the filters; a sector matches its whole sub-tree. */
export async function searchCompanies(ctx: AppContext, actor: Actor, q: CompanySearch) {
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
    q.name ? await matchingIds(ctx, 'company', q.name, t.companies.pkCompanyId) : undefined,
    q.countryIds.length ? inArray(t.companies.fkCountryId, q.countryIds) : undefined,
    q.isMnc === undefined ? undefined : eq(t.companies.isMnc, q.isMnc),
    q.moduleId ? companyHasModule(q.moduleId) : undefined,
    sectorTree,
    types,
  );
  return companyCards(ctx.db, actor, { where, pageNum: q.pageNum, pageSize: q.pageSize });
}

/** The latest verified companies with the module. */
export function latestCompanies(ctx: AppContext, actor: Actor, moduleId: number, q: ShortPage) {
  return companyCards(ctx.db, actor, {
    where: and(eq(t.companies.isVerified, true), companyHasModule(moduleId)),
    orderBy: [desc(t.companies.createdAt), desc(t.companies.pkCompanyId)],
    ...q,
  });
}

/** Companies the user opened lately (search records), newest first. */
export function latestSearchedCompanies(ctx: AppContext, actor: Actor, moduleId: number, q: ShortPage) {
  const opened = openedAt(actor.userId, 'company', t.companies.pkCompanyId);
  return companyCards(ctx.db, actor, {
    where: and(eq(t.companies.isVerified, true), companyHasModule(moduleId), sql`${opened} is not null`),
    orderBy: [sql`${opened} desc`],
    ...q,
  });
}

/** Opens a company from search: records it for "latest searches" and answers its profile. */
export async function openCompanyFromSearch(ctx: AppContext, actor: Actor, companyId: number) {
  await requireVisibleCompany(ctx.db, actor, companyId);
  await recordOpened(ctx.db, actor.userId, 'company', companyId);
  return companyProfile(ctx, actor, companyId);
}

export async function companyStatistic(ctx: AppContext, actor: Actor, companyId: number): Promise<CompanyStatistic> {
  await requireVisibleCompany(ctx.db, actor, companyId);
  const card = await companyCards(ctx.db, actor, { where: eq(t.companies.pkCompanyId, companyId), pageNum: 1, pageSize: 1 });
  const counted = (rows: SQL) => sql<number>`(select count(*)::int from ${rows})`;
  const [stats] = await ctx.db
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
  return { company: card.companies[0], ...stats };
}

/** The contact person with the prefix (code type 2) named in the language asked for. */
export async function contactPersonByCompany(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  languageId: number,
): Promise<ContactPersonAnswer> {
  const company = await requireVisibleCompany(ctx.db, actor, companyId);
  if (!company.contactFirstName && !company.contactEmail) throw notFound('contact_person_not_found');
  let prefix: string | null = null;
  if (company.contactPrefixId) {
    const rows = await ctx.db
      .select({ name: t.codeTranslations.name, lang: t.codeTranslations.fkLanguageId })
      .from(t.codeTranslations)
      .where(eq(t.codeTranslations.fkCodeId, company.contactPrefixId));
    prefix = (rows.find((r) => r.lang === languageId) ?? rows.find((r) => r.lang === LanguageId.english))?.name ?? null;
  }
  return {
    prefix,
    firstName: company.contactFirstName ?? '',
    lastName: company.contactLastName ?? '',
    email: company.contactEmail ?? '',
    phone: company.contactPhone,
    position: company.contactPosition,
  };
}

/** NACE sectors of verified companies, by name or code, with company counts. */
export async function searchSectors(ctx: AppContext, actor: Actor, q: SectorSearch): Promise<SectorPage> {
  const lang = actor.languageId;
  const name = sql<string>`coalesce((select name from ${t.codeTranslations} where fk_code_id = ${t.codes.pkCodeId} and fk_language_id = ${lang}),
    (select name from ${t.codeTranslations} where fk_code_id = ${t.codes.pkCodeId} and fk_language_id = ${LanguageId.english}), ${t.codes.code})`;
  const where = and(
    isNull(t.companies.deletedAt),
    eq(t.companies.isVerified, true),
    q.name ? sql`(${containsText(name, q.name)} or ${t.codes.code} like ${`${likeEscape(q.name)}%`})` : undefined,
  );
  const base = ctx.db
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
    ctx.db.select({ n: count() }).from(base.as('s')),
  ]);
  return { sectors, totalPages: totalPages(n, q.pageSize) };
}
