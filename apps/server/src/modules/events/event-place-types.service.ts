import { eq } from 'drizzle-orm';
import type { AppContext, Client } from '../../context.ts';
import * as t from '../../db/schema/all.ts';

/** EventPlaceTypes (1 physical, 2 virtual, 3 hybrid), named per language code; other languages read English. */
const placeTypeNames: Record<string, [string, string, string]> = {
  eng: ['Physical', 'Virtual', 'Hybrid'],
  sr: ['Fizički', 'Virtuelni', 'Hibridni'],
};

export async function placeTypes(ctx: AppContext, client: Client) {
  const [language] = await ctx.db
    .select({ code: t.languages.code })
    .from(t.languages)
    .where(eq(t.languages.pkLanguageId, client.languageId));
  const names = placeTypeNames[language?.code ?? 'eng'] ?? placeTypeNames.eng;
  return names.map((name, i) => ({ pkEventPlaceTypeId: i + 1, name }));
}
