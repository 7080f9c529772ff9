import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';

/** Every language's id by its code, lower-cased (eng, sr). */
export async function languageIdsByCode(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ id: t.languages.pkLanguageId, code: t.languages.code }).from(t.languages);
  return new Map(rows.map((r) => [r.code.toLowerCase(), r.id]));
}
