import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';

const themes = t.predefinedThemes;
export type ThemeRow = typeof themes.$inferSelect;

/** Every predefined theme, in their order. */
export function themeRows(db: DbOrTx): Promise<ThemeRow[]> {
  return db.select().from(themes).orderBy(asc(themes.pkPredefinedThemeId));
}

/** A predefined theme by id, or null. */
export async function findTheme(db: DbOrTx, id: number): Promise<ThemeRow | null> {
  const [theme] = await db.select().from(themes).where(eq(themes.pkPredefinedThemeId, id));
  return theme ?? null;
}
