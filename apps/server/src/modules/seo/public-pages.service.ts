import type { PublicCompany, PublicEvent } from '@portal/contracts/public/public-pages';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { toPublicCompany, toPublicEvent } from './public-pages.mapper.ts';
import {
  companySectorNames,
  latestPublicCompanies,
  latestPublicOffers,
  publicCompanyRow,
  publicEventRow,
  publicItemRows,
} from './public-pages.repository.ts';

/**
 * The public pages' records, what a visitor may see of them: a verified company with its visible
 * products and services, an announced public event. Anything else is not found (404), so an
 * unverified company or an invitation-only event is indistinguishable from a missing one.
 */

export async function findPublicCompany(ctx: AppContext, languageId: number, companyId: number): Promise<PublicCompany | null> {
  const row = await publicCompanyRow(ctx.db, languageId, companyId);
  if (!row) return null;
  const [sectors, items] = await Promise.all([
    companySectorNames(ctx.db, languageId, companyId),
    publicItemRows(ctx.db, languageId, companyId),
  ]);
  return toPublicCompany(row, sectors, items);
}

export async function findPublicEvent(ctx: AppContext, languageId: number, eventId: number): Promise<PublicEvent | null> {
  const row = await publicEventRow(ctx.db, { actor: null, lang: languageId }, eventId);
  return row ? toPublicEvent(row) : null;
}

/** GET api/public/companies/{id}: 404 for a company a visitor may not see. */
export async function publicCompany(ctx: AppContext, languageId: number, companyId: number): Promise<PublicCompany> {
  const company = await findPublicCompany(ctx, languageId, companyId);
  if (!company) throw notFound('company_not_found');
  return company;
}

/** GET api/public/events/{id}: 404 for an event a visitor may not read. */
export async function publicEvent(ctx: AppContext, languageId: number, eventId: number): Promise<PublicEvent> {
  const event = await findPublicEvent(ctx, languageId, eventId);
  if (!event) throw notFound('event_not_found');
  return event;
}

/** How many records a list page shows in its server-rendered content. */
const LIST_LENGTH = 12;

export const latestCompanies = (ctx: AppContext, languageId: number) => latestPublicCompanies(ctx.db, languageId, LIST_LENGTH);

/** The newest live offers, products and services together. */
export async function latestOffers(ctx: AppContext) {
  const [products, services] = await Promise.all([
    latestPublicOffers(ctx.db, 'product', LIST_LENGTH),
    latestPublicOffers(ctx.db, 'service', LIST_LENGTH),
  ]);
  return [...products, ...services].slice(0, LIST_LENGTH);
}
