import { type B2bInfoAnswer, type B2bInfoModel, b2bInfoModel } from '@portal/contracts/companies/b2b-info';
import { emptyB2bInfo, type ProfileSectionName, requiredFieldsOf } from '@portal/contracts/companies/completeness';
import { profileYears } from '@portal/contracts/companies/year-values';
import type { CompanySectionKey } from '../company-sections.ts';
import { externalHref } from '../../../lib/external-link.ts';

/** The four B2B screens (spec-2 section 3 and the profile PDF's pages 3 to 5). */
export type B2bScreenKey = 'company' | 'market' | 'cooperation' | 'promo';

type B2bField = keyof B2bInfoModel;

/** Which fields of the one B2B object each screen edits. */
export const b2bScreenFields = {
  company: ['email', 'phone', 'fax', 'webLocation', 'ceo', 'shortCompanyProfile', 'mainBusinessActivity', 'annualTurnover'],
  market: [
    'isLocalMarket',
    'b2BInfoImportCountries',
    'b2BInfoExportCountries',
    'b2BInfoImportProducts',
    'b2BInfoExportProducts',
    'b2BInfoImportServices',
    'b2BInfoExportServices',
  ],
  cooperation: ['b2BInfoBusinessPartners', 'others'],
  promo: ['linkOfProductCatalogue', 'linkOfPromoVideos'],
} as const satisfies Record<B2bScreenKey, readonly B2bField[]>;

export const b2bScreenSection: Record<B2bScreenKey, CompanySectionKey & ProfileSectionName> = {
  company: 'business-to-business/company',
  market: 'business-to-business/market',
  cooperation: 'business-to-business/business-cooperation-preferences',
  promo: 'business-to-business/promo',
};

/** Fields a complete section needs (the completeness rules in contracts): shown with a star. */
export const b2bRequiredForCompleteness = (screen: B2bScreenKey): readonly string[] => requiredFieldsOf(b2bScreenSection[screen]);

/** Each screen validates only its own fields. */
export function b2bScreenSchema(screen: B2bScreenKey) {
  const mask = Object.fromEntries(b2bScreenFields[screen].map((f) => [f, true])) as Record<B2bField, true>;
  return b2bInfoModel.pick(mask);
}

/** The stored answer as the PUT body: the model's fields only (no fkCompanyId), defaults for missing ones. */
export function toB2bModel(stored: Partial<B2bInfoAnswer> | null | undefined): B2bInfoModel {
  const out = { ...emptyB2bInfo } as Record<B2bField, unknown>;
  for (const key of Object.keys(emptyB2bInfo) as B2bField[]) {
    const v = stored?.[key];
    if (v !== undefined && v !== null) out[key] = Array.isArray(v) ? [...v] : v;
  }
  return out as B2bInfoModel;
}

export interface YearEntry {
  year: number;
  value: number | null;
}

/** The profile's four years (the current one and the three before), each with its stored value or empty. */
export function turnoverRows(stored: readonly YearEntry[] | null | undefined, today = new Date()): YearEntry[] {
  return profileYears(today).map((year) => ({ year, value: stored?.find((v) => v.year === year)?.value ?? null }));
}

export type B2bFormValues = Record<string, unknown>;

/** The form's starting values for one screen: text as '' (inputs), years as four rows. */
export function b2bFormValues(stored: Partial<B2bInfoAnswer> | null | undefined, screen: B2bScreenKey): B2bFormValues {
  const model = toB2bModel(stored);
  const values: B2bFormValues = {};
  for (const f of b2bScreenFields[screen]) {
    const v = model[f];
    if (f === 'annualTurnover') values[f] = turnoverRows(model.annualTurnover);
    else values[f] = v === null ? '' : v;
  }
  return values;
}

/**
 * The PUT body of one screen: the stored object with this screen's fields replaced by the
 * form's parsed values; empty text becomes null and empty years are left out.
 */
export function buildB2bPayload(
  stored: Partial<B2bInfoAnswer> | null | undefined,
  screen: B2bScreenKey,
  parsed: Record<string, unknown>,
): B2bInfoModel {
  const body = toB2bModel(stored) as Record<B2bField, unknown>;
  for (const f of b2bScreenFields[screen]) {
    if (!(f in parsed)) continue;
    let v = parsed[f];
    if (typeof v === 'string' && v.trim() === '') v = null;
    if (f === 'annualTurnover') v = ((v as YearEntry[] | undefined) ?? []).filter((e) => e.value !== null && e.value !== undefined);
    body[f] = v;
  }
  return body as B2bInfoModel;
}

/** The embeddable player of a YouTube or Vimeo link, or null for other links. */
export function videoEmbedUrl(link: string | null | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(externalHref(link));
  } catch (err) {
    // Not an address (URL throws a TypeError): no player.
    if (err instanceof TypeError) return null;
    throw err;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const youTubeId = /^[\w-]{6,20}$/;
  if (host === 'youtu.be') {
    const id = url.pathname.slice(1).split('/')[0];
    return youTubeId.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const fromQuery = url.searchParams.get('v');
    const fromPath = /^\/(?:embed|shorts|live)\/([\w-]+)/.exec(url.pathname)?.[1];
    const id = fromQuery ?? fromPath;
    return id && youTubeId.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = /\/(?:video\/)?(\d{5,12})(?:\/|$)/.exec(url.pathname)?.[1];
    return id ? `https://player.vimeo.com/video/${id}` : null;
  }
  return null;
}

/** Which video site a link points to (YouTube or Vimeo), or null. */
export function videoProvider(link: string | null | undefined): 'youtube' | 'vimeo' | null {
  const embed = videoEmbedUrl(link);
  if (!embed) return null;
  return embed.includes('vimeo') ? 'vimeo' : 'youtube';
}
