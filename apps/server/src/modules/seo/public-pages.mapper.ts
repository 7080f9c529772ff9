import { EventPlaceType } from '@portal/contracts/events/events';
import type { PublicCompany, PublicEvent, PublicItem } from '@portal/contracts/public/public-pages';
import type { ItemRow } from '../catalogue/catalogue-items.repository.ts';
import type { EventListRow } from '../events/events.repository.ts';
import { interfaceLanguageOf } from '@portal/contracts/codes/interface-languages';
import { languageCodesOf } from '../i18n/content-translations.mapper.ts';
import type { publicCompanyRow } from './public-pages.repository.ts';

type CompanyRow = NonNullable<Awaited<ReturnType<typeof publicCompanyRow>>>;

export const toPublicItem = (r: ItemRow): PublicItem => ({
  id: r.id,
  kind: r.kind,
  name: r.name,
  description: r.description,
  image: r.images[0] ?? null,
  classificationCode: r.classificationCode,
  classificationName: r.classificationName,
  isSupply: r.isSupply,
  isDemand: r.isDemand,
  validTo: r.validTo,
});

export function toPublicCompany(row: CompanyRow, sectors: string[], items: ItemRow[]): PublicCompany {
  const listed = items.map(toPublicItem);
  return {
    ...row,
    description: plainText(row.description),
    mainBusinessActivity: plainText(row.mainBusinessActivity),
    updatedAt: row.updatedAt.toISOString(),
    sectors,
    products: listed.filter((i) => i.kind === 'product'),
    services: listed.filter((i) => i.kind === 'service'),
  };
}

/** Rich text as plain text: tags dropped, the common entities read, white space folded. */
export function plainText(html: string | null): string | null {
  if (!html) return null;
  const text = html
    .replace(/<(br|\/p|\/li|\/h\d)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
  return text || null;
}

export function toPublicEvent(row: EventListRow & { banner: string | null }): PublicEvent {
  const e = row.event;
  return {
    pkEventId: e.pkEventId,
    name: row.texts.name ?? e.name,
    description: plainText(row.texts.description),
    startDate: e.startDate.toISOString(),
    endDate: e.endDate.toISOString(),
    isVirtual: e.fkEventPlaceTypeId === EventPlaceType.virtual,
    fkEventPlaceTypeId: e.fkEventPlaceTypeId,
    eventPlace: row.texts.eventPlace,
    venue: e.venue,
    lat: e.lat,
    lon: e.lon,
    chamberName: row.chamberName ?? '',
    eventTopicName: e.fkEventTopicId ? row.eventTopicName : null,
    banner: row.banner,
    updatedAt: e.updatedAt.toISOString(),
    mainLanguage: interfaceLanguageOf(e.mainLanguageId).code,
    textLanguages: languageCodesOf(row.textLanguageIds),
  };
}
