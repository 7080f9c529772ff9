import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { tempDir } from '../../../test/test-run.ts';
import { seedDemo } from '../../seed/demo.ts';

/**
 * The public pages as a crawler reads them, without running a script: the HTML the server answers
 * for a demo company and a demo event, robots.txt and the sitemaps; and what a visitor may not see
 * (an unverified company, an invitation-only event) appears nowhere.
 */

/** The built web app's index.html, as Vite writes it (the server fills in head and content). */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Market Access</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let t0: TestApp;
const ids = { company: 0, unverified: 0, product: 0, event: 0, privateEvent: 0 };

const webDist = tempDir('web');
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

beforeAll(async () => {
  fs.mkdirSync(webDist, { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  t0 = await createTestApp({ WEB_DIST: webDist });
  await seedDemo(t0.db, {} as Parameters<typeof seedDemo>[1]);
  const companyId = async (name: string) => (await t0.db.select().from(t.companies).where(eq(t.companies.name, name)))[0].pkCompanyId;
  ids.company = await companyId('Dunav Foods d.o.o.');
  ids.unverified = await companyId('Novi Start d.o.o.');
  const [product] = await t0.db
    .select()
    .from(t.catalogueItems)
    .where(and(eq(t.catalogueItems.fkCompanyId, ids.company), eq(t.catalogueItems.name, 'Idared apples, class I')));
  ids.product = product.pkItemId;
  const eventId = async (name: string) => (await t0.db.select().from(t.events).where(eq(t.events.name, name)))[0].pkEventId;
  ids.event = await eventId('Western Balkans Food & Agri B2B Forum');
  ids.privateEvent = await eventId('Adriatic Tourism Investment Meeting');
});

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t0.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.body, type: String(res.headers['content-type']) };
};

/** The JSON-LD objects of a page, parsed. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
/** The server-rendered content inside #root. */
const content = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div><script type="application\/json"|<div id="root">([\s\S]*)<\/div>\s*<\/body>/
    .exec(html)
    ?.slice(1)
    .join('') ?? '';
const metaContent = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('a public company page', () => {
  it('holds its name, description, products and Organization JSON-LD before any script runs', async () => {
    const page = await get(`/companies/${ids.company}`);
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    const body = content(page.body);
    expect(body).toContain('<h1>Dunav Foods d.o.o.</h1>');
    expect(body).toContain('Family-owned processor of fruit and vegetables from Vojvodina');
    expect(body).toContain('Idared apples, class I');
    expect(page.body).toMatch(/<title>Dunav Foods d\.o\.o\., Serbia<\/title>/);
    expect(metaContent(page.body, 'description')).toContain('Family-owned processor');
    expect(page.body).toContain(`<link rel="canonical" href="http://portal.test/companies/${ids.company}">`);
    expect(page.body).toContain(`<link rel="alternate" hreflang="sr-Latn" href="http://portal.test/companies/${ids.company}?lang=sr">`);
    expect(metaContent(page.body, 'og:title')).toBe('Dunav Foods d.o.o., Serbia');
    expect(metaContent(page.body, 'twitter:card')).toMatch(/^summary/);
    const [org] = jsonLd(page.body);
    expect(org).toMatchObject({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Dunav Foods d.o.o.' });
    expect(org.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'RS' });
    const offers = org.makesOffer as { itemOffered: { '@type': string; name: string; offers: { '@type': string } } }[];
    expect(offers.map((o) => o.itemOffered.name)).toContain('Idared apples, class I');
    expect(offers.find((o) => o.itemOffered.name === 'Idared apples, class I')?.itemOffered).toMatchObject({
      '@type': 'Product',
      offers: { '@type': 'Offer' },
    });
    // No contact data of the company reaches a visitor.
    const [b2b] = await t0.db.select().from(t.b2bInfos).where(eq(t.b2bInfos.fkCompanyId, ids.company));
    for (const secret of [b2b.email, b2b.phone, b2b.ceo]) if (secret) expect(page.body).not.toContain(secret);
  });

  it('hands the web app the same answer for its cache, in the page’s language, and the API answers it too', async () => {
    const page = await get(`/companies/${ids.company}`);
    const script = /<script type="application\/json" id="portal-prefill" data-served-in="eng">([\s\S]*?)<\/script>/.exec(page.body);
    const prefill = JSON.parse(script?.[1] ?? '[]');
    const api = await get(`/api/public/companies/${ids.company}`);
    expect(prefill).toEqual([[['public', 'company', ids.company], JSON.parse(api.body)]]);
  });

  it('is translated by ?lang=, the language cookie or Accept-Language', async () => {
    const sr = await get(`/companies/${ids.company}?lang=sr`);
    expect(sr.body).toContain('<html lang="sr-Latn">');
    expect(content(sr.body)).toContain('Verifikovana kompanija');
    expect(sr.body).toContain(`<link rel="canonical" href="http://portal.test/companies/${ids.company}?lang=sr">`);
    expect((await get(`/companies/${ids.company}`, { 'accept-language': 'sr-RS,sr;q=0.9' })).body).toContain('Verifikovana kompanija');
    expect((await get(`/companies/${ids.company}`, { cookie: 'portal-lang=sr' })).body).toContain('Verifikovana kompanija');
    // Albanian and Macedonian the same ways, with an alternate each.
    const mk = await get(`/companies/${ids.company}?lang=mk`);
    expect(mk.body).toContain('<html lang="mk">');
    expect(content(mk.body)).toContain('Верификувана компанија');
    expect((await get(`/companies/${ids.company}`, { 'accept-language': 'sq-AL,sq;q=0.9,en;q=0.5' })).body).toContain(
      'Kompani e verifikuar',
    );
    expect((await get(`/companies/${ids.company}`, { cookie: 'portal-lang=mk' })).body).toContain('Верификувана компанија');
    for (const code of ['sq', 'mk']) {
      expect(sr.body).toContain(
        `<link rel="alternate" hreflang="${code}" href="http://portal.test/companies/${ids.company}?lang=${code}">`,
      );
    }
  });

  it('opens one product with Product JSON-LD and its Offer', async () => {
    const page = await get(`/companies/${ids.company}?productId=${ids.product}`);
    expect(page.status).toBe(200);
    expect(content(page.body)).toContain('<h1>Idared apples, class I</h1>');
    const [product] = jsonLd(page.body);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Idared apples, class I',
      offers: { '@type': 'Offer', seller: { name: 'Dunav Foods d.o.o.' } },
    });
  });
});

describe('a public event page', () => {
  it('holds its name, date, place and Event JSON-LD with place and organiser', async () => {
    const page = await get(`/event-management/public/${ids.event}`);
    expect(page.status).toBe(200);
    const body = content(page.body);
    expect(body).toContain('<h1>Western Balkans Food &amp; Agri B2B Forum</h1>');
    expect(body).toContain('Sava Centar');
    const [event] = jsonLd(page.body);
    const [row] = await t0.db.select().from(t.events).where(eq(t.events.pkEventId, ids.event));
    expect(body).toContain(`<time datetime="${row.startDate.toISOString()}">`);
    expect(event).toMatchObject({
      '@type': 'Event',
      name: 'Western Balkans Food & Agri B2B Forum',
      startDate: row.startDate.toISOString(),
      endDate: row.endDate.toISOString(),
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Sava Centar, Milentija Popovića 9', address: 'Belgrade' },
      organizer: { '@type': 'Organization' },
    });
    expect((event.organizer as { name: string }).name).not.toBe('');
  });
});

describe('what a visitor may not see', () => {
  it('answers 404 with no content for an unverified company, an invitation-only event and unknown ids', async () => {
    for (const url of [
      `/companies/${ids.unverified}`,
      `/event-management/public/${ids.privateEvent}`,
      '/companies/999999',
      '/companies/abc',
      `/companies/${ids.unverified}?productId=${ids.product}`,
    ]) {
      const page = await get(url);
      expect(page.status, url).toBe(404);
      expect(page.body, url).toContain('<div id="root"></div>');
      expect(page.body, url).toContain('<meta name="robots" content="noindex">');
      expect(page.body, url).not.toMatch(/Novi Start|Adriatic Tourism|application\/ld\+json/);
    }
    expect((await get(`/api/public/companies/${ids.unverified}`)).status).toBe(404);
    expect((await get(`/api/public/events/${ids.privateEvent}`)).status).toBe(404);
  });

  it('leaves them out of the public lists', async () => {
    for (const url of ['/', '/explore', '/business-to-business/public', '/supply-and-demand', '/event-management/public']) {
      const page = await get(url);
      expect(page.status, url).toBe(200);
      expect(page.body, url).not.toMatch(/Novi Start|Adriatic Tourism/);
      expect(metaContent(page.body, 'description'), url).toBeTruthy();
    }
    expect(content((await get('/event-management/public')).body)).toContain('Western Balkans Food &amp; Agri B2B Forum');
  });
});

describe('discovery files', () => {
  it('robots.txt allows the public pages, keeps crawlers out of the signed-in areas and the API, and names the sitemap', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.type).toContain('text/plain');
    const lines = robots.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const line of [
      'Allow: /explore',
      'Allow: /companies/',
      'Allow: /event-management/public',
      'Disallow: /api/',
      'Disallow: /dashboard',
      'Disallow: /company/',
    ])
      expect(lines).toContain(line);
    expect(lines).toContain('Sitemap: http://portal.test/sitemap.xml');
    for (const line of lines.filter(Boolean)) expect(line).toMatch(/^(User-agent|Allow|Disallow|Sitemap): \S+$/);
  });

  it('the sitemap index and its pages list every public company, offer and event with their last change, and nothing hidden', async () => {
    const index = await get('/sitemap.xml');
    expect(index.type).toContain('application/xml');
    expect(index.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const pages = [...index.body.matchAll(/<sitemap><loc>http:\/\/portal\.test(\/sitemaps\/[a-z]+-\d+\.xml)<\/loc><\/sitemap>/g)].map(
      (m) => m[1],
    );
    expect(pages).toEqual(
      expect.arrayContaining(['/sitemaps/pages-0.xml', '/sitemaps/companies-0.xml', '/sitemaps/products-0.xml', '/sitemaps/events-0.xml']),
    );
    const urls: { loc: string; lastmod?: string }[] = [];
    for (const page of pages) {
      const xml = await get(page);
      expect(xml.status, page).toBe(200);
      expect(xml.body, page).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n( {2}<url><loc>[^<]+<\/loc>(<lastmod>[^<]+<\/lastmod>)?<\/url>\n)+<\/urlset>\n$/,
      );
      for (const m of xml.body.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g))
        urls.push({ loc: m[1], lastmod: m[2] });
    }
    const locs = urls.map((u) => u.loc.replace(/&amp;/g, '&'));
    expect(locs).toContain(`http://portal.test/companies/${ids.company}`);
    expect(locs).toContain(`http://portal.test/companies/${ids.company}?productId=${ids.product}`);
    expect(locs).toContain(`http://portal.test/event-management/public/${ids.event}`);
    expect(locs).not.toContain(`http://portal.test/companies/${ids.unverified}`);
    expect(locs).not.toContain(`http://portal.test/event-management/public/${ids.privateEvent}`);
    expect(locs.filter((l) => l.startsWith(`http://portal.test/companies/${ids.unverified}?`))).toEqual([]);
    for (const u of urls.filter((u) => u.loc.includes('/companies/') || u.loc.includes('/public/')))
      expect(Number.isNaN(Date.parse(u.lastmod ?? ''))).toBe(false);
    expect((await get('/sitemaps/companies-999.xml')).status).toBe(404);
  });
});
