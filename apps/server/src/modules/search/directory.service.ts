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
import { notFound } from '../../lib/app-error.ts';
import { companyProfile } from '../companies/company.service.ts';
import { requireVisibleCompany } from '../companies/company.policy.ts';
import { recordOpened } from '../companies/search-records.repository.ts';
import {
  codeTranslationRows,
  companyCard,
  companyFigures,
  directoryCompanyCards,
  latestCompanyCards,
  openedCompanyCards,
  sectorPage,
} from './directory.repository.ts';
import { nameQuery } from './search.service.ts';

/**
 * The company directory: a search of verified companies by name (typo-tolerant, through the
 * search module's index of names) and filters, the latest and lately opened ones, a company's
 * figures and contact person, and the sectors with their company counts.
 */

/** Verified companies matching the filters; a sector matches its whole sub-tree. */
export async function searchCompanies(ctx: AppContext, actor: Actor, q: CompanySearch) {
  const names = q.name ? await nameQuery(ctx, q.name) : null;
  return directoryCompanyCards(ctx.db, actor, q, names);
}

/** The latest verified companies with the module. */
export function latestCompanies(ctx: AppContext, actor: Actor, moduleId: number, q: ShortPage) {
  return latestCompanyCards(ctx.db, actor, moduleId, q);
}

/** Companies the user opened lately (search records), newest first. */
export function latestSearchedCompanies(ctx: AppContext, actor: Actor, moduleId: number, q: ShortPage) {
  return openedCompanyCards(ctx.db, actor, moduleId, q);
}

/** Opens a company from search: records it for "latest searches" and answers its profile. */
export async function openCompanyFromSearch(ctx: AppContext, actor: Actor, companyId: number) {
  await requireVisibleCompany(ctx.db, actor, companyId);
  await recordOpened(ctx.db, actor.userId, 'company', companyId);
  return companyProfile(ctx, actor, companyId);
}

export async function companyStatistic(ctx: AppContext, actor: Actor, companyId: number): Promise<CompanyStatistic> {
  await requireVisibleCompany(ctx.db, actor, companyId);
  const company = await companyCard(ctx.db, actor, companyId);
  const stats = await companyFigures(ctx.db, companyId);
  return { company, ...stats };
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
    const rows = await codeTranslationRows(ctx.db, company.contactPrefixId);
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
  const { sectors, total } = await sectorPage(ctx.db, actor.languageId, q);
  return { sectors, totalPages: totalPages(total, q.pageSize) };
}
