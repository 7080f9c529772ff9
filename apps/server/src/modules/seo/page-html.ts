import { EARLY_INPUT_SCRIPT } from '@portal/contracts/public/early-input';
import {
  PREFILL_ELEMENT_ID,
  type PagePrefill,
  SERVER_CONTENT_ID,
  SERVED_LANGUAGE_ATTRIBUTE,
} from '@portal/contracts/public/public-page-keys';

/**
 * The server's part of a public page: the head tags and the content written into the web app's
 * index.html, as plain semantic HTML that the app replaces when it renders. Every value is
 * escaped here; nothing a company or an organiser typed is ever written as markup.
 */

/** Text and attribute values with the five characters of HTML markup escaped. */
export const escapeHtml = (value: string | number) =>
  String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** JSON inside a <script> element: `<` escaped, so no text can close the element. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, '');

/** A tag's markup: `html` is trusted markup built here, `text` is escaped. */
export type Markup = { html: string };
export const markup = (html: string): Markup => ({ html });
const render = (part: Markup | string | number | null | undefined | false): string =>
  part === null || part === undefined || part === false ? '' : typeof part === 'object' ? part.html : escapeHtml(part);

/** An element with escaped attributes and children (text is escaped, Markup is kept). */
export function el(
  tag: string,
  attrs: Record<string, string | number | null | undefined>,
  ...children: (Markup | string | number | null | undefined | false)[]
): Markup {
  const attributes = Object.entries(attrs)
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeHtml(v as string | number)}"`)
    .join('');
  return markup(`<${tag}${attributes}>${children.map(render).join('')}</${tag}>`);
}
export const join = (parts: (Markup | string | null | undefined | false)[]): Markup => markup(parts.map(render).join(''));

export interface PageHead {
  title: string;
  description: string;
  /** Absolute address of the page in its canonical form. */
  canonical: string;
  /** hreflang → absolute address, for each interface language and x-default. */
  alternates: { hreflang: string; href: string }[];
  /** Absolute address of the preview image, when the page has one. */
  image: string | null;
  /** Open Graph type: website, profile, product, event... */
  type: string;
  siteName: string;
  /** The locale of the language (en_US, sr_RS). */
  locale: string;
  jsonLd: Record<string, unknown>[];
}

const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;

export function headTags(h: PageHead): string {
  return [
    `<title>${escapeHtml(h.title)}</title>`,
    meta('name', 'description', h.description),
    `<link rel="canonical" href="${escapeHtml(h.canonical)}">`,
    ...h.alternates.map((a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}">`),
    meta('property', 'og:type', h.type),
    meta('property', 'og:site_name', h.siteName),
    meta('property', 'og:title', h.title),
    meta('property', 'og:description', h.description),
    meta('property', 'og:url', h.canonical),
    meta('property', 'og:locale', h.locale),
    ...(h.image ? [meta('property', 'og:image', h.image)] : []),
    meta('name', 'twitter:card', h.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', h.title),
    meta('name', 'twitter:description', h.description),
    ...(h.image ? [meta('name', 'twitter:image', h.image)] : []),
    ...h.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ].join('\n    ');
}

/** A meta description's length: what search engines show. */
const DESCRIPTION_CHARS = 160;
export function shortDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_CHARS) return flat;
  const cut = flat.slice(0, DESCRIPTION_CHARS - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_CHARS / 2))}…`;
}

export interface RenderedPage {
  /** The html element's lang. */
  htmlLang: string;
  /** The interface language's code (eng, sr...). */
  language: string;
  head: PageHead;
  body: Markup;
  /** [queryKey, answer] pairs for the web app's cache. */
  prefill: PagePrefill;
}

/** The web app's own render of the page (its server render's markup). */
export interface ReactRoot {
  html: string;
  /** Every answer the markup shows (the page's prefill and those the render asked the API for). */
  answers: PagePrefill;
}

/**
 * The page written into the web app's index.html: its lang, the head tags in place of its
 * title, the content inside #root and the answers for the app's cache after it. The content is
 * the web app's markup when its server render made it (the browser hydrates it), else the plain
 * HTML of the page's body (the browser's app replaces it).
 */
export function fillTemplate(template: string, page: RenderedPage, react: ReactRoot | null = null): string {
  const served = `${SERVED_LANGUAGE_ATTRIBUTE}="${escapeHtml(page.language)}"`;
  // After the app's markup, its early-input script holds what a visitor clicks and types until the app has the page.
  const root = react
    ? `<div id="root" ${served}>${react.html}</div><script>${EARLY_INPUT_SCRIPT}</script>`
    : `<div id="root"><div id="${SERVER_CONTENT_ID}">${page.body.html}</div></div>`;
  const answers = react ? react.answers : page.prefill;
  const prefill = answers.length
    ? `<script type="application/json" id="${PREFILL_ELEMENT_ID}" ${served}>${scriptJson(answers)}</script>`
    : '';
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(page.htmlLang)}"`)
    .replace(/<title>[^<]*<\/title>/, () => headTags(page.head))
    .replace('<div id="root"></div>', () => `${root}${prefill}`);
}
