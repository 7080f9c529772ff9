import { publicCompanyPath, publicEventPath, publicItemPath } from '@portal/contracts/common/portal-links';
import type { AppContext } from '../../context.ts';
import { escapeHtml } from './page-html.ts';
import { documentEntries, documentPages, eventEntries, eventPages, type SitemapEntry } from './sitemap.repository.ts';

/**
 * robots.txt and the sitemaps (sitemaps.org 0.9): an index of pages per kind, each page listing the
 * public records of one span of ids with their last change.
 */

/** The sitemaps' kinds: the address's name and how an entry becomes a page's address. */
export const SITEMAP_KINDS = {
  companies: {
    pages: (ctx: AppContext) => documentPages(ctx.db, 'company'),
    entries: (ctx: AppContext, page: number) => documentEntries(ctx.db, 'company', page),
    path: (e: SitemapEntry) => publicCompanyPath(e.id),
  },
  products: {
    pages: (ctx: AppContext) => documentPages(ctx.db, 'product'),
    entries: (ctx: AppContext, page: number) => documentEntries(ctx.db, 'product', page),
    path: (e: SitemapEntry) => publicItemPath(e.companyId, 'product', e.id),
  },
  services: {
    pages: (ctx: AppContext) => documentPages(ctx.db, 'service'),
    entries: (ctx: AppContext, page: number) => documentEntries(ctx.db, 'service', page),
    path: (e: SitemapEntry) => publicItemPath(e.companyId, 'service', e.id),
  },
  events: {
    pages: (ctx: AppContext) => eventPages(ctx.db),
    entries: (ctx: AppContext, page: number) => eventEntries(ctx.db, page),
    path: (e: SitemapEntry) => publicEventPath(e.id),
  },
} as const;
export type SitemapKind = keyof typeof SITEMAP_KINDS;

/** The public lists, in the first sitemap page of the index. */
export const PUBLIC_LIST_PATHS = [
  '/',
  '/explore',
  '/business-to-business/public',
  '/supply-and-demand',
  '/supply-chain/public',
  '/event-management/public',
];

/** The signed-in areas and the API: what crawlers are asked to leave alone. */
const DISALLOWED = [
  '/api/',
  '/business-to-business',
  '/lang/',
  '/notifications/',
  '/dashboard',
  '/company/',
  '/admin-center',
  '/kif-admin-center',
  '/message-center',
  '/connections',
  '/favourite-companies',
  '/users/',
  '/first-login',
  '/consent',
  '/event-management',
  '/event-management/public-events',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/join-event',
  '/contact-company/',
  '/contact-confirmation',
  '/mailVerification',
];

export const sitemapIndexPath = '/sitemap.xml';
export const sitemapPagePath = (kind: SitemapKind | 'pages', page: number) => `/sitemaps/${kind}-${page}.xml`;

export function robotsTxt(ctx: AppContext): string {
  return [
    'User-agent: *',
    ...PUBLIC_LIST_PATHS.map((p) => `Allow: ${p}`),
    'Allow: /companies/',
    'Allow: /event-management/public/',
    ...DISALLOWED.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${ctx.config.publicUrl}${sitemapIndexPath}`,
    '',
  ].join('\n');
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export async function sitemapIndex(ctx: AppContext): Promise<string> {
  const origin = ctx.config.publicUrl;
  const kinds = Object.keys(SITEMAP_KINDS) as SitemapKind[];
  const pages = await Promise.all(kinds.map((k) => SITEMAP_KINDS[k].pages(ctx)));
  const locations = [sitemapPagePath('pages', 0), ...kinds.flatMap((k, i) => pages[i].map((p) => sitemapPagePath(k, p)))];
  const entries = locations.map((l) => `  <sitemap><loc>${escapeHtml(`${origin}${l}`)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

const urlEntry = (loc: string, lastmod?: Date) =>
  `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;

/** One page of a kind; null when the page holds nothing (no such page). */
export async function sitemapPage(ctx: AppContext, kind: SitemapKind | 'pages', page: number): Promise<string | null> {
  const origin = ctx.config.publicUrl;
  let urls: string[];
  if (kind === 'pages') {
    if (page !== 0) return null;
    urls = PUBLIC_LIST_PATHS.map((p) => urlEntry(`${origin}${p}`));
  } else {
    const k = SITEMAP_KINDS[kind];
    urls = (await k.entries(ctx, page)).map((e) => urlEntry(`${origin}${k.path(e)}`, e.changedAt));
  }
  if (!urls.length) return null;
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}
