import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { coercedEntityId } from '@portal/contracts/common/ids';
import { LANGUAGE_COOKIE, LANGUAGE_PARAM } from '@portal/contracts/public/public-page-keys';
import { publicCompany as publicCompanySchema, publicEvent as publicEventSchema } from '@portal/contracts/public/public-pages';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import type { ListPageKey } from './page-content.ts';
import { fillTemplate, type RenderedPage } from './page-html.ts';
import { pageLanguage } from './page-language.ts';
import { companyPage, eventPage, listPage, type PageAddress } from './public-page.service.ts';
import { publicCompany, publicEvent } from './public-pages.service.ts';
import { loadWebRender, reactRoot } from './web-render.ts';
import { robotsTxt, SITEMAP_KINDS, type SitemapKind, sitemapIndex, sitemapPage } from './sitemap.service.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** A quick brotli level: the page is made per request, unlike the build's precompressed files. */
const BROTLI_QUALITY = 5;
/** Crawlers come back for the discovery files; an hour keeps them fresh enough. */
const DISCOVERY_CACHE = 'public, max-age=3600';

const tags = ['Public pages'];
const access = { public: true } as const;
const idParams = z.object({ id: coercedEntityId });

/** Sends text compressed as the request accepts (brotli, else gzip). */
async function sendText(request: FastifyRequest, reply: FastifyReply, type: string, text: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.type(type).header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepted)) {
    const body = await brotli(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(await gzip(text));
  return reply.send(text);
}

/**
 * The discovery files (robots.txt, the sitemap index and its pages) and the answers of the public
 * company and event pages; when the built web app is served, its public addresses answer its
 * index.html with the page's head and content written in by the server (public-page.service.ts).
 */
export const seoRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get('/robots.txt', { schema: { hide: true }, config: { access } }, async (request, reply) => {
    reply.header('cache-control', DISCOVERY_CACHE);
    return sendText(request, reply, 'text/plain; charset=utf-8', robotsTxt(ctx));
  });
  app.get('/sitemap.xml', { schema: { hide: true }, config: { access } }, async (request, reply) => {
    reply.header('cache-control', DISCOVERY_CACHE);
    return sendText(request, reply, 'application/xml; charset=utf-8', await sitemapIndex(ctx));
  });
  const kinds = ['pages', ...Object.keys(SITEMAP_KINDS)] as [string, ...string[]];
  app.get('/sitemaps/:name', {
    schema: { hide: true, params: z.object({ name: z.string().regex(new RegExp(`^(${kinds.join('|')})-\\d{1,6}\\.xml$`)) }) },
    config: { access },
    handler: async (request, reply) => {
      const [, kind, page] = /^(\w+)-(\d+)\.xml$/.exec(request.params.name) ?? [];
      const xml = await sitemapPage(ctx, kind as SitemapKind | 'pages', Number(page));
      if (!xml) throw notFound();
      reply.header('cache-control', DISCOVERY_CACHE);
      return sendText(request, reply, 'application/xml; charset=utf-8', xml);
    },
  });

  app.get('/api/public/companies/:id', {
    schema: {
      tags,
      summary: "A verified company's public page: profile, products and services, no contact data",
      params: idParams,
      response: { 200: publicCompanySchema },
    },
    config: { access },
    handler: async (request) => publicCompany(ctx, request.client.languageId, request.params.id),
  });
  app.get('/api/public/events/:id', {
    schema: { tags, summary: "An announced public event's page", params: idParams, response: { 200: publicEventSchema } },
    config: { access },
    handler: async (request) => publicEvent(ctx, request.client.languageId, request.params.id),
  });

  const indexFile = path.join(ctx.config.WEB_DIST, 'index.html');
  if (!fs.existsSync(indexFile)) return;
  const template = fs.readFileSync(indexFile, 'utf8');
  /** A record a visitor may not see: the bare app (it shows not found), kept out of search results. */
  const notFoundPage = template.replace('</head>', '<meta name="robots" content="noindex">\n  </head>');

  const addressOf = (request: FastifyRequest): PageAddress => {
    const url = new URL(request.url, 'http://portal');
    const language = pageLanguage(
      url.searchParams.get(LANGUAGE_PARAM) ?? undefined,
      request.cookies?.[LANGUAGE_COOKIE],
      request.headers['accept-language'],
    );
    return { path: url.pathname, query: url.searchParams, language };
  };
  const webRender = await loadWebRender(ctx.config.WEB_DIST);
  const answer = async (request: FastifyRequest, reply: FastifyReply, page: RenderedPage | null) => {
    reply.header('cache-control', 'no-cache').header('content-language', page?.htmlLang ?? 'en');
    if (!page) return sendText(request, reply.status(404), 'text/html; charset=utf-8', notFoundPage);
    const url = `${ctx.config.publicUrl}${request.url}`;
    const react = await reactRoot(app, webRender, url, page, request.log);
    return sendText(request, reply, 'text/html; charset=utf-8', fillTemplate(template, page, react));
  };

  const lists: [string, ListPageKey][] = [
    ['/', 'landing'],
    ['/explore', 'explore'],
    ['/business-to-business/public', 'b2b'],
    ['/supply-and-demand', 'supply_and_demand'],
    ['/supply-chain/public', 'supply_chain'],
    ['/event-management/public', 'events'],
  ];
  for (const [url, key] of lists) {
    app.get(url, { schema: { hide: true }, config: { access } }, async (request, reply) =>
      answer(request, reply, await listPage(ctx, key, addressOf(request))),
    );
  }
  const pageId = z.object({ id: z.string() });
  const idOf = (raw: string) => coercedEntityId.safeParse(raw);
  app.get('/companies/:id', { schema: { hide: true, params: pageId }, config: { access } }, async (request, reply) => {
    const id = idOf(request.params.id);
    return answer(request, reply, id.success ? await companyPage(ctx, id.data, addressOf(request)) : null);
  });
  app.get('/event-management/public/:id', { schema: { hide: true, params: pageId }, config: { access } }, async (request, reply) => {
    const id = idOf(request.params.id);
    return answer(request, reply, id.success ? await eventPage(ctx, id.data, addressOf(request)) : null);
  });
};
