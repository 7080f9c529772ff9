import { publicPageKeys } from '@portal/contracts/public/public-page-keys';
import type { AppContext } from '../../context.ts';
import { getItem } from '../catalogue/catalogue-items.service.ts';
import { publicEventsInfo } from '../events/event-lists.service.ts';
import { localeOf } from '../reports/agenda-cells.ts';
import {
  companyContent,
  eventContent,
  itemContent,
  type ListData,
  type ListPageKey,
  listContent,
  type PageContent,
  type PageContext,
} from './page-content.ts';
import type { RenderedPage } from './page-html.ts';
import { shortDescription } from './page-html.ts';
import { addressIn, PAGE_LANGUAGES, type PageLanguage } from './page-language.ts';
import { pageTexts } from './page-texts.ts';
import { findPublicCompany, findPublicEvent, latestCompanies, latestOffers } from './public-pages.service.ts';

/**
 * The server-rendered public pages: which records a page shows, read with the public pages'
 * rules, turned into head and content in the request's language. A record a visitor may not see
 * gives no page (null): the route answers 404 with the bare app.
 */

/** Where a page was asked for: its path, its query (item parameters, lang) and the language chosen. */
export interface PageAddress {
  path: string;
  query: URLSearchParams;
  language: PageLanguage;
}

/** How many upcoming events a list page shows. */
const EVENTS_SHOWN = 12;

async function rendered(
  ctx: AppContext,
  a: PageAddress,
  content: PageContent,
  prefill: RenderedPage['prefill'] = [],
): Promise<RenderedPage> {
  const origin = ctx.config.publicUrl;
  const canonical = `${origin}${addressIn(a.path, a.query, a.language)}`;
  return {
    htmlLang: a.language.htmlLang,
    language: a.language.code,
    head: {
      title: content.title,
      description: shortDescription(content.description),
      canonical,
      alternates: [
        ...PAGE_LANGUAGES.map((l) => ({ hreflang: l.hreflang, href: `${origin}${addressIn(a.path, a.query, l)}` })),
        { hreflang: 'x-default', href: `${origin}${addressIn(a.path, a.query, PAGE_LANGUAGES[0])}` },
      ],
      image: content.image,
      type: content.type,
      siteName: (await pageTexts(a.language))('site_name'),
      locale: a.language.ogLocale,
      jsonLd: content.jsonLd,
    },
    body: content.body,
    prefill,
  };
}

async function pageContext(ctx: AppContext, a: PageAddress): Promise<PageContext> {
  return { t: await pageTexts(a.language), origin: ctx.config.publicUrl, locale: localeOf(a.language.id) };
}

/** What each list page shows of the public records. */
const listParts: Record<ListPageKey, readonly ('companies' | 'offers' | 'events')[]> = {
  landing: ['events', 'offers', 'companies'],
  explore: ['companies', 'offers'],
  b2b: ['companies'],
  supply_and_demand: ['offers'],
  supply_chain: ['companies'],
  events: ['events'],
};

export async function listPage(ctx: AppContext, key: ListPageKey, a: PageAddress): Promise<RenderedPage> {
  const parts = listParts[key];
  const lang = a.language.id;
  const [companies, offers, events] = await Promise.all([
    parts.includes('companies') ? latestCompanies(ctx, lang) : undefined,
    parts.includes('offers') ? latestOffers(ctx) : undefined,
    parts.includes('events') ? publicEventsInfo(ctx, { address: '', userAgent: null, languageId: lang }, EVENTS_SHOWN) : undefined,
  ]);
  const data: ListData = { companies, offers, events: events?.events };
  return rendered(ctx, a, listContent(await pageContext(ctx, a), key, data, a.path));
}

/** A company's page, or one of its products or services over it (?productId= / ?serviceId=). */
export async function companyPage(ctx: AppContext, companyId: number, a: PageAddress): Promise<RenderedPage | null> {
  const company = await findPublicCompany(ctx, a.language.id, companyId);
  if (!company) return null;
  const c = await pageContext(ctx, a);
  const productId = Number(a.query.get('productId'));
  const serviceId = Number(a.query.get('serviceId'));
  const item = company.products.find((p) => p.id === productId) ?? company.services.find((s) => s.id === serviceId);
  const prefill: RenderedPage['prefill'] = [[publicPageKeys.company(companyId), company]];
  if (!item) {
    const asked = productId || serviceId;
    // An item of another company, or one a visitor may not see: the company's page is no answer for it.
    if (asked) return null;
    return rendered(ctx, a, companyContent(c, company), prefill);
  }
  const answer = await getItem(ctx, null, a.language.id, item.kind, item.id);
  return rendered(ctx, a, itemContent(c, company, item), [...prefill, [publicPageKeys.item(item.kind, item.id), answer]]);
}

export async function eventPage(ctx: AppContext, eventId: number, a: PageAddress): Promise<RenderedPage | null> {
  const event = await findPublicEvent(ctx, a.language.id, eventId);
  if (!event) return null;
  return rendered(ctx, a, eventContent(await pageContext(ctx, a), event), [[publicPageKeys.event(eventId), event]]);
}
