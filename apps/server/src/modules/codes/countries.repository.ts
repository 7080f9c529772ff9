import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { countries } from '../../db/schema/all.ts';

export type CountryRow = typeof countries.$inferSelect;

export async function findCountry(db: DbOrTx, id: number): Promise<CountryRow | null> {
  const [row] = await db.select().from(countries).where(eq(countries.pkCountryId, id));
  return row ?? null;
}

export function allCountries(db: DbOrTx): Promise<CountryRow[]> {
  return db.select().from(countries);
}
