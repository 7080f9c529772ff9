import fs from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '../../config.ts';

/** The web app's translation files are the one source of every user-visible text. */
export const languageFilesDir = path.join(repoRoot, 'apps/web/public/lang');

const parsed = new Map<string, Promise<Record<string, unknown>>>();

/**
 * A namespace file's texts for the server's own pages (the public pages' head and content),
 * read once per process: the files change only with a release.
 */
export function languageTexts(languageCode: string, namespace: string): Promise<Record<string, unknown>> {
  const key = `${languageCode}/${namespace}`;
  let texts = parsed.get(key);
  if (!texts) {
    texts = fs.readFile(path.join(languageFilesDir, languageCode, `${namespace}.json`), 'utf8').then((text) => JSON.parse(text));
    parsed.set(key, texts);
  }
  return texts;
}
