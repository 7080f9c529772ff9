import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';

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
    const rows = await db.select({ id: t.languages.pkLanguageId, code: t.languages.code }).from(t.languages);
    cache = { at: Date.now(), byCode: new Map(rows.map((r) => [r.code.toLowerCase(), r.id])) };
  }
  return cache.byCode.get(code) ?? null;
}
