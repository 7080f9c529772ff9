import type { Db } from '../../db/client.ts';
import { languageIdsByCode } from './language-codes.repository.ts';

let cache: { at: number; byCode: Map<string, number> } | null = null;
const TTL_MS = 60_000;

/**
 * The language a request asks for by its Accept-Language header, when its first tag is one of
 * the portal's language codes (eng, sr): the web app sends the language on screen, so names of
 * codes and countries follow a switch without saving it to the profile. Browser defaults such
 * as "en-US" match no code and leave the user's saved language.
 */
export async function requestLanguageId(db: Db, header: string | undefined): Promise<number | null> {
  const code = header?.split(',')[0]?.split(';')[0]?.trim().toLowerCase();
  if (!code) return null;
  if (!cache || Date.now() - cache.at > TTL_MS) {
    const byCode = await languageIdsByCode(db);
    cache = { at: Date.now(), byCode };
  }
  return cache.byCode.get(code) ?? null;
}
