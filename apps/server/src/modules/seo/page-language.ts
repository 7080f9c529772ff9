import { INTERFACE_LANGUAGES } from '@portal/contracts/codes/interface-languages';
import { LANGUAGE_PARAM } from '@portal/contracts/public/public-page-keys';

/**
 * The interface languages of the public pages (the web app's LANGUAGES), with their tags for the
 * head: hreflang is the html lang (en, sr-Latn, sq, mk); `accept` the primary subtag an
 * Accept-Language tag names it by (en-US is English, sr-Latn-RS Serbian, sq-XK Albanian).
 */
export const PAGE_LANGUAGES = INTERFACE_LANGUAGES.map((l) => ({ ...l, hreflang: l.htmlLang, accept: l.htmlLang.split('-')[0] }));
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];
export const DEFAULT_PAGE_LANGUAGE: PageLanguage = PAGE_LANGUAGES[0];

const byCode = (code: string | undefined) => PAGE_LANGUAGES.find((l) => l.code === code);

/**
 * The language of a public page: the address's ?lang= (the hreflang alternates), else the web app's
 * language cookie, else the first of Accept-Language's tags that is one of ours (en-US reads as
 * English, sr-Latn-RS as Serbian, sq-AL as Albanian, mk-MK as Macedonian), else English.
 */
export function pageLanguage(param: string | undefined, cookie: string | undefined, acceptLanguage: string | undefined): PageLanguage {
  const chosen = byCode(param) ?? byCode(cookie);
  if (chosen) return chosen;
  const tags = (acceptLanguage ?? '').split(',').map((part) => part.split(';')[0].trim().toLowerCase());
  for (const tag of tags) {
    const found = byCode(tag) ?? PAGE_LANGUAGES.find((l) => tag.split('-')[0] === l.accept);
    if (found) return found;
  }
  return DEFAULT_PAGE_LANGUAGE;
}

/** A page's address in a language: the default language's has no parameter. */
export function addressIn(path: string, query: URLSearchParams, language: PageLanguage): string {
  const q = new URLSearchParams(query);
  q.delete(LANGUAGE_PARAM);
  if (language !== DEFAULT_PAGE_LANGUAGE) q.set(LANGUAGE_PARAM, language.code);
  const text = q.toString();
  return text ? `${path}?${text}` : path;
}
