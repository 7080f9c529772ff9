import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { countries } from '../../db/schema/all.ts';

/** A country by its ISO alpha-3 code (upper case), with its names in both languages. */
export async function countryByAlpha3(db: DbOrTx, alpha3: string) {
  const [row] = await db
    .select({
      alpha2: countries.alpha2,
      alpha3: countries.alpha3,
      name: countries.name,
      nameSr: countries.nameSr,
      nameSq: countries.nameSq,
      nameMk: countries.nameMk,
      isWb6: countries.isWb6,
    })
    .from(countries)
    .where(eq(countries.alpha3, alpha3));
  return row ?? null;
}
