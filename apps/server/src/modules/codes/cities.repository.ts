import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cities } from '../../db/schema/all.ts';
import { likeEscape } from '../../lib/text-match.ts';

/** A page of a country's cities whose name contains the text (accents and case ignored), leading matches first. */
export async function cityPage(db: DbOrTx, o: { countryId: number; query: string; limit: number; offset: number }) {
  const q = likeEscape(o.query.trim());
  const folded = sql`unaccent(lower(${cities.name}))`;
  const where = and(eq(cities.fkCountryId, o.countryId), q ? sql`${folded} like unaccent(${`%${q}%`})` : undefined);
  const [{ total }] = await db.select({ total: count() }).from(cities).where(where);
  const list = await db
    .select({ id: cities.pkCityId, name: cities.name, countryId: cities.fkCountryId })
    .from(cities)
    .where(where)
    .orderBy(q ? sql`case when ${folded} like unaccent(${`${q}%`}) then 0 else 1 end` : asc(cities.name), asc(cities.name))
    .limit(o.limit)
    .offset(o.offset);
  return { list, total };
}

/** A city by id when it lies in the country; null otherwise. */
export async function findCityInCountry(db: DbOrTx, cityId: number, countryId: number) {
  const [city] = await db
    .select()
    .from(cities)
    .where(and(eq(cities.pkCityId, cityId), eq(cities.fkCountryId, countryId)));
  return city ?? null;
}

/** The country's city of the name, added when it is not there yet; its id. */
export async function upsertCity(db: DbOrTx, countryId: number, name: string): Promise<number> {
  const [city] = await db
    .insert(cities)
    .values({ fkCountryId: countryId, name })
    .onConflictDoUpdate({ target: [cities.fkCountryId, cities.name], set: { name } })
    .returning();
  return city.pkCityId;
}
