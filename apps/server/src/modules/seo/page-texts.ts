import { languageTexts } from '../i18n/language-files.ts';
import type { PageLanguage } from './page-language.ts';

/** The public pages' texts (the web app's public-pages namespace), with {{name}} filled in. */
export type Translate = (key: string, params?: Record<string, string>) => string;

export async function pageTexts(language: PageLanguage): Promise<Translate> {
  const texts = await languageTexts(language.code, 'public-pages');
  return (key, params = {}) => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
    const text = typeof value === 'string' ? value : key;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
  };
}
