import type { EventSummary } from '@portal/contracts/events/events';
import { EventPlaceType } from '@portal/contracts/events/events';
import { guestEventsPath, publicCompanyPath, publicEventPath, publicFilePath, publicItemPath } from '@portal/contracts/common/portal-links';
import type { PublicCompany, PublicEvent, PublicItem } from '@portal/contracts/public/public-pages';
import { PORTAL_TIME_ZONE } from '@portal/contracts/schedules/agenda';
import { el, join, type Markup } from './page-html.ts';
import type { Translate } from './page-texts.ts';

/**
 * The content and structured data of each public page, as plain semantic HTML (headings, lists,
 * <time>, <address>) and schema.org objects. Pure: the data, the texts and the portal's address in.
 */

const SCHEMA = 'https://schema.org';

export interface PageContext {
  t: Translate;
  /** The portal's public address, for absolute links. */
  origin: string;
  locale: string;
}

export interface PageContent {
  title: string;
  description: string;
  image: string | null;
  type: string;
  body: Markup;
  jsonLd: Record<string, unknown>[];
}

const fileAddress = (c: PageContext, name: string | null) => (name ? `${c.origin}${publicFilePath(name)}` : null);
const link = (href: string, text: string) => el('a', { href }, text);

function when(c: PageContext, start: string, end: string): Markup {
  const format = new Intl.DateTimeFormat(c.locale, { dateStyle: 'long', timeStyle: 'short', timeZone: PORTAL_TIME_ZONE });
  return join([
    el('time', { datetime: start }, format.format(new Date(start))),
    ' – ',
    el('time', { datetime: end }, format.format(new Date(end))),
  ]);
}
const day = (c: PageContext, iso: string) =>
  new Intl.DateTimeFormat(c.locale, { dateStyle: 'long', timeZone: PORTAL_TIME_ZONE }).format(new Date(iso));

// Companies and their items ------------------------------------------------------------------------

function organization(c: PageContext, company: PublicCompany): Record<string, unknown> {
  return {
    '@type': 'Organization',
    '@id': `${c.origin}${publicCompanyPath(company.pkCompanyId)}#organization`,
    name: company.name,
    url: `${c.origin}${publicCompanyPath(company.pkCompanyId)}`,
    ...(company.logo ? { logo: fileAddress(c, company.logo) } : {}),
    ...(company.description ? { description: company.description } : {}),
    address: {
      '@type': 'PostalAddress',
      addressCountry: company.countryCode ?? company.countryName,
      ...(company.cityName ? { addressLocality: company.cityName } : {}),
    },
    ...(company.sectors.length ? { knowsAbout: company.sectors } : {}),
  };
}

function itemSchema(c: PageContext, company: PublicCompany, item: PublicItem): Record<string, unknown> {
  const url = `${c.origin}${publicItemPath(company.pkCompanyId, item.kind, item.id)}`;
  const seller = {
    '@type': 'Organization',
    '@id': `${c.origin}${publicCompanyPath(company.pkCompanyId)}#organization`,
    name: company.name,
  };
  return {
    '@type': item.kind === 'product' ? 'Product' : 'Service',
    name: item.name,
    url,
    ...(item.description ? { description: item.description } : {}),
    ...(item.image ? { image: fileAddress(c, item.image) } : {}),
    ...(item.classificationName ? { category: item.classificationName } : {}),
    ...(item.kind === 'product' ? { brand: { '@type': 'Brand', name: company.name } } : { provider: seller }),
    offers: {
      '@type': item.isDemand && !item.isSupply ? 'Demand' : 'Offer',
      url,
      seller,
      ...(item.validTo ? { validThrough: item.validTo, priceValidUntil: item.validTo } : {}),
    },
  };
}

function itemEntry(c: PageContext, company: PublicCompany, item: PublicItem): Markup {
  return el(
    'li',
    {},
    el('h3', {}, link(publicItemPath(company.pkCompanyId, item.kind, item.id), item.name)),
    item.isSupply && el('span', {}, c.t('item.supply')),
    item.isDemand && el('span', {}, ` ${c.t('item.demand')}`),
    item.classificationName && el('p', {}, `${c.t('item.classification')}: ${item.classificationCode ?? ''} ${item.classificationName}`),
    item.description && el('p', {}, item.description),
    item.validTo && el('p', {}, c.t('item.valid_to', { date: day(c, item.validTo) })),
  );
}

function itemSection(c: PageContext, company: PublicCompany, heading: string, items: PublicItem[]): Markup | null {
  return items.length ? el('section', {}, el('h2', {}, heading), el('ul', {}, join(items.map((i) => itemEntry(c, company, i))))) : null;
}

export function companyContent(c: PageContext, company: PublicCompany): PageContent {
  const place = [company.cityName, company.countryName].filter(Boolean).join(', ');
  const body = el(
    'main',
    {},
    el(
      'article',
      {},
      el('h1', {}, company.name),
      el('p', {}, c.t('company.verified')),
      el('address', {}, place),
      company.description && el('p', {}, company.description),
      company.mainBusinessActivity && el('p', {}, `${c.t('company.main_activity')}: ${company.mainBusinessActivity}`),
      company.sectors.length > 0 &&
        el('section', {}, el('h2', {}, c.t('company.sectors')), el('ul', {}, join(company.sectors.map((s) => el('li', {}, s))))),
      itemSection(c, company, c.t('company.products'), company.products),
      itemSection(c, company, c.t('company.services'), company.services),
      company.products.length + company.services.length === 0 && el('p', {}, c.t('company.none')),
      el('p', {}, c.t('company.contact')),
    ),
  );
  const items = [...company.products, ...company.services];
  // What the company sells or provides, and what it is looking for (demand only).
  const sought = items.filter((i) => i.isDemand && !i.isSupply);
  const offered = items.filter((i) => !sought.includes(i));
  return {
    title: c.t('company.title', { name: company.name, country: company.countryName }),
    description: company.description ?? c.t('company.description_fallback', { name: company.name, country: company.countryName }),
    image: fileAddress(c, company.logo),
    type: 'profile',
    body,
    jsonLd: [
      {
        '@context': SCHEMA,
        ...organization(c, company),
        ...(offered.length ? { makesOffer: offered.map((i) => ({ '@type': 'Offer', itemOffered: itemSchema(c, company, i) })) } : {}),
        ...(sought.length ? { seeks: sought.map((i) => ({ '@type': 'Demand', itemOffered: itemSchema(c, company, i) })) } : {}),
      },
    ],
  };
}

/** A product or service opened over its company's page: the item first, then its company. */
export function itemContent(c: PageContext, company: PublicCompany, item: PublicItem): PageContent {
  const companyPage = companyContent(c, company);
  const body = el(
    'main',
    {},
    el(
      'article',
      {},
      el('h1', {}, item.name),
      el('p', {}, link(publicCompanyPath(company.pkCompanyId), c.t('item.by', { company: company.name }))),
      item.image && el('img', { src: publicFilePath(item.image), alt: item.name, width: 320 }),
      item.classificationName && el('p', {}, `${c.t('item.classification')}: ${item.classificationCode ?? ''} ${item.classificationName}`),
      item.description && el('p', {}, item.description),
      item.validTo && el('p', {}, c.t('item.valid_to', { date: day(c, item.validTo) })),
    ),
    companyPage.body,
  );
  return {
    title: `${item.name} | ${company.name}`,
    description: item.description ?? c.t('item.by', { company: company.name }),
    image: fileAddress(c, item.image) ?? companyPage.image,
    type: item.kind === 'product' ? 'product' : 'website',
    body,
    jsonLd: [{ '@context': SCHEMA, ...itemSchema(c, company, item) }, ...companyPage.jsonLd],
  };
}

// Events -------------------------------------------------------------------------------------------

const attendanceMode: Record<number, string> = {
  [EventPlaceType.physical]: `${SCHEMA}/OfflineEventAttendanceMode`,
  [EventPlaceType.virtual]: `${SCHEMA}/OnlineEventAttendanceMode`,
  [EventPlaceType.hybrid]: `${SCHEMA}/MixedEventAttendanceMode`,
};

export function eventContent(c: PageContext, event: PublicEvent): PageContent {
  const place = [event.venue, event.eventPlace].filter(Boolean).join(', ');
  const url = `${c.origin}${publicEventPath(event.pkEventId)}`;
  const physical = {
    '@type': 'Place',
    name: event.venue ?? event.eventPlace ?? event.chamberName,
    address: event.eventPlace ?? event.venue ?? '',
    ...(event.lat !== null && event.lon !== null ? { geo: { '@type': 'GeoCoordinates', latitude: event.lat, longitude: event.lon } } : {}),
  };
  const online = { '@type': 'VirtualLocation', url };
  const location =
    event.fkEventPlaceTypeId === EventPlaceType.virtual
      ? online
      : event.fkEventPlaceTypeId === EventPlaceType.hybrid
        ? [physical, online]
        : physical;
  const body = el(
    'main',
    {},
    el(
      'article',
      {},
      el('h1', {}, event.name),
      el('p', {}, `${c.t('event.when')}: `, when(c, event.startDate, event.endDate)),
      el('p', {}, `${c.t('event.where')}: `, event.isVirtual ? c.t('event.online') : place || c.t('event.online')),
      el('p', {}, `${c.t('event.organiser')}: ${event.chamberName}`),
      event.eventTopicName && el('p', {}, `${c.t('event.topic')}: ${event.eventTopicName}`),
      event.banner && el('img', { src: publicFilePath(event.banner), alt: event.name, width: 640 }),
      event.description && el('section', {}, el('h2', {}, c.t('event.about')), el('p', {}, event.description)),
      el('p', {}, link(guestEventsPath, c.t('event.back'))),
    ),
  );
  return {
    title: c.t('event.title', { name: event.name, date: day(c, event.startDate) }),
    description: event.description ?? c.t('event.description_fallback', { name: event.name, organiser: event.chamberName }),
    image: fileAddress(c, event.banner),
    type: 'website',
    body,
    jsonLd: [
      {
        '@context': SCHEMA,
        '@type': 'Event',
        name: event.name,
        url,
        startDate: event.startDate,
        endDate: event.endDate,
        eventStatus: `${SCHEMA}/EventScheduled`,
        eventAttendanceMode: attendanceMode[event.fkEventPlaceTypeId] ?? attendanceMode[EventPlaceType.physical],
        location,
        organizer: { '@type': 'Organization', name: event.chamberName, url: c.origin },
        ...(event.description ? { description: event.description } : {}),
        ...(event.banner ? { image: [fileAddress(c, event.banner)] } : {}),
      },
    ],
  };
}

// Lists --------------------------------------------------------------------------------------------

export type ListPageKey = 'landing' | 'explore' | 'b2b' | 'supply_and_demand' | 'supply_chain' | 'events';

export interface ListData {
  companies?: { id: number; name: string; countryName: string }[];
  offers?: { id: number; kind: 'product' | 'service'; companyId: number; name: string; companyName: string; isSupply: boolean }[];
  events?: EventSummary[];
}

interface Entry {
  href: string;
  name: string;
  detail: Markup | string;
}

function listSection(heading: string, entries: Entry[]): Markup | null {
  if (!entries.length) return null;
  return el(
    'section',
    {},
    el('h2', {}, heading),
    el('ul', {}, join(entries.map((e) => el('li', {}, link(e.href, e.name), ' · ', e.detail)))),
  );
}

export function listContent(c: PageContext, key: ListPageKey, data: ListData, path: string): PageContent {
  const title = c.t(`pages.${key}.title`);
  const description = c.t(`pages.${key}.description`);
  const companies = (data.companies ?? []).map((x) => ({ href: publicCompanyPath(x.id), name: x.name, detail: x.countryName }));
  const offers = (data.offers ?? []).map((x) => ({
    href: publicItemPath(x.companyId, x.kind, x.id),
    name: x.name,
    detail: `${c.t(x.isSupply ? 'item.supply' : 'item.demand')}, ${x.companyName}`,
  }));
  const events = (data.events ?? []).map((x) => ({
    href: publicEventPath(x.pkEventId),
    name: x.name,
    detail: join([
      when(c, x.startDate, x.endDate),
      ', ',
      x.isVirtual ? c.t('event.online') : [x.venue, x.eventPlace].filter(Boolean).join(', '),
    ]),
  }));
  const all = [...companies, ...offers, ...events];
  return {
    title: key === 'landing' ? title : `${title} | ${c.t('site_name')}`,
    description,
    image: null,
    type: 'website',
    body: el(
      'main',
      {},
      el('h1', {}, title),
      el('p', {}, description),
      listSection(c.t('lists.upcoming_events'), events),
      listSection(c.t('lists.latest_offers'), offers),
      listSection(c.t('lists.latest_companies'), companies),
    ),
    jsonLd: [
      key === 'landing'
        ? { '@context': SCHEMA, '@type': 'WebSite', name: c.t('site_name'), url: `${c.origin}/`, description }
        : {
            '@context': SCHEMA,
            '@type': 'CollectionPage',
            name: title,
            url: `${c.origin}${path}`,
            description,
            mainEntity: {
              '@type': 'ItemList',
              itemListElement: all.map((e, i) => ({ '@type': 'ListItem', position: i + 1, url: `${c.origin}${e.href}`, name: e.name })),
            },
          },
    ],
  };
}
