import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { languages } from '../../db/schema/all.ts';
import { fieldError } from '../../lib/app-error.ts';

export interface LanguageRow {
  pkLanguageId: number;
  name: string;
  code: string;
}

/** A language by code (`eng`) or id (`1`); an unknown one is a field error on `field`. */
export async function resolveLanguage(db: DbOrTx, ref: string, field = 'lang'): Promise<LanguageRow> {
  const byId = /^[0-9]+$/.test(ref);
  const [row] = await db
    .select()
    .from(languages)
    .where(byId ? eq(languages.pkLanguageId, Number(ref)) : eq(languages.code, ref.toLowerCase()));
  if (!row) throw fieldError(field, 'unknown_language');
  return row;
}
