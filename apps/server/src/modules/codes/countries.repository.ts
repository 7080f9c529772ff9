import { asc, count, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { countries } from '../../db/schema/all.ts';
import { containsText } from '../../lib/text-match.ts';

export type CountryRow = typeof countries.$inferSelect;

export async function findCountry(db: DbOrTx, id: number): Promise<CountryRow | null> {
  const [row] = await db.select().from(countries).where(eq(countries.pkCountryId, id));
  return row ?? null;
}

export function allCountries(db: DbOrTx): Promise<CountryRow[]> {
  return db.select().from(countries);
}

/** A page of countries whose name in either language or ISO code contains the text, by English name. */
export async function countryEntryPage(db: DbOrTx, o: { text?: string; limit: number; offset: number }) {
  const q = o.text?.trim();
  const where = q
    ? or(
        containsText(countries.name, q),
        containsText(countries.nameSr, q),
        eq(countries.alpha2, q.toUpperCase()),
        eq(countries.alpha3, q.toUpperCase()),
      )
    : undefined;
  const [{ total }] = await db.select({ total: count() }).from(countries).where(where);
  const rows = await db
    .select({
      id: countries.pkCountryId,
      alpha2: countries.alpha2,
      alpha3: countries.alpha3,
      name: countries.name,
      nameSr: countries.nameSr,
      isWb6: countries.isWb6,
    })
    .from(countries)
    .where(where)
    .orderBy(asc(countries.name))
    .limit(o.limit)
    .offset(o.offset);
  return { rows, total };
}

export async function renameCountry(db: DbOrTx, id: number, names: { name: string; nameSr: string }) {
  await db.update(countries).set(names).where(eq(countries.pkCountryId, id));
}
