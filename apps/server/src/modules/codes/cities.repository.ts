import { countryNameIn } from './country-names.repository.ts';
import { and, asc, count, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import { LanguageId } from '@portal/contracts/codes/code-types';
import type { DbOrTx } from '../../db/client.ts';
import { cities, companies, countries } from '../../db/schema/all.ts';
import { containsText, likeEscape } from '../../lib/text-match.ts';

/** A city's name in a language: Serbian where it has one, else its English name. */
export const cityNameSql = (languageId: number): SQL<string> =>
  languageId === LanguageId.serbian ? sql<string>`coalesce(${cities.nameSr}, ${cities.name})` : sql<string>`${cities.name}`;

/** Cities whose name in any language contains the text (accents and case ignored); no condition for empty text. */
function nameContains(text: string | undefined): SQL | undefined {
  const q = text?.trim();
  if (!q) return undefined;
  return or(containsText(cities.name, q), containsText(cities.nameSr, q));
}

/** A page of a country's cities named in a language whose name contains the text, leading matches first. */
export async function cityPage(db: DbOrTx, o: { countryId: number; query: string; languageId: number; limit: number; offset: number }) {
  const q = o.query.trim();
  const name = cityNameSql(o.languageId);
  const where = and(eq(cities.fkCountryId, o.countryId), nameContains(q));
  const [{ total }] = await db.select({ total: count() }).from(cities).where(where);
  const leading = sql`case when folded(${name}) like folded(${likeEscape(q)}) || '%' then 0 else 1 end`;
  const list = await db
    .select({ id: cities.pkCityId, name, countryId: cities.fkCountryId })
    .from(cities)
    .where(where)
    .orderBy(...(q ? [leading] : []), asc(name))
    .limit(o.limit)
    .offset(o.offset);
  return { list, total };
}

const companyCount = sql<number>`(select count(*)::int from ${companies} c where c.fk_city_id = ${cities.pkCityId})`;

const entryColumns = {
  id: cities.pkCityId,
  countryId: cities.fkCountryId,
  name: cities.name,
  nameSr: cities.nameSr,
  companyCount,
};

/** The administration's page of cities: `scope` is the caller's (a policy's condition), by country then name. */
export async function cityEntryPage(
  db: DbOrTx,
  o: { scope: SQL | undefined; countryId?: number; text?: string; languageId: number; limit: number; offset: number },
) {
  const where = and(o.scope, o.countryId ? eq(cities.fkCountryId, o.countryId) : undefined, nameContains(o.text));
  const [{ total }] = await db.select({ total: count() }).from(cities).where(where);
  const countryName = countryNameIn(o.languageId);
  const rows = await db
    .select({ ...entryColumns, countryName })
    .from(cities)
    .innerJoin(countries, eq(countries.pkCountryId, cities.fkCountryId))
    .where(where)
    .orderBy(asc(countryName), asc(cities.name))
    .limit(o.limit)
    .offset(o.offset);
  return { rows, total };
}

/** One city as the administration edits it; null when there is none. */
export async function cityEntryById(db: DbOrTx, id: number, languageId: number) {
  const countryName = countryNameIn(languageId);
  const [row] = await db
    .select({ ...entryColumns, countryName })
    .from(cities)
    .innerJoin(countries, eq(countries.pkCountryId, cities.fkCountryId))
    .where(eq(cities.pkCityId, id));
  return row ?? null;
}

/** A city by id; null when there is none. */
export async function findCity(db: DbOrTx, cityId: number) {
  const [city] = await db.select().from(cities).where(eq(cities.pkCityId, cityId));
  return city ?? null;
}

/** A city by id when it lies in the country; null otherwise. */
export async function findCityInCountry(db: DbOrTx, cityId: number, countryId: number) {
  const city = await findCity(db, cityId);
  return city?.fkCountryId === countryId ? city : null;
}

/** Another city of the country with this name in either language (case and accents ignored); null when none. */
export async function cityNamedInCountry(db: DbOrTx, countryId: number, name: string, exceptId?: number) {
  const same = or(sql`folded(${cities.name}) = folded(${name})`, sql`folded(${cities.nameSr}) = folded(${name})`);
  const [city] = await db
    .select()
    .from(cities)
    .where(and(eq(cities.fkCountryId, countryId), same, exceptId ? ne(cities.pkCityId, exceptId) : undefined))
    .limit(1);
  return city ?? null;
}

/**
 * The country's city of the name (in any language, as a form's city field takes it from the
 * dropdown), added under that name when it is not there yet; its id.
 */
export async function upsertCity(db: DbOrTx, countryId: number, name: string): Promise<number> {
  const known = await cityNamedInCountry(db, countryId, name);
  if (known) return known.pkCityId;
  const [city] = await db
    .insert(cities)
    .values({ fkCountryId: countryId, name })
    .onConflictDoUpdate({ target: [cities.fkCountryId, cities.name], set: { name } })
    .returning();
  return city.pkCityId;
}

export type CityValues = { fkCountryId: number; name: string; nameSr: string | null };

export async function insertCity(db: DbOrTx, values: CityValues): Promise<number> {
  const [row] = await db.insert(cities).values(values).returning({ id: cities.pkCityId });
  return row.id;
}

export async function updateCityRow(db: DbOrTx, id: number, values: CityValues) {
  await db.update(cities).set(values).where(eq(cities.pkCityId, id));
}

/** Locks a city's row for its delete, so a company saved meanwhile with it is seen by the use check. */
export async function lockCity(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(cities).where(eq(cities.pkCityId, id)).for('update');
  return row ?? null;
}

/** Whether a company is in the city. */
export async function cityIsUsed(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: companies.pkCompanyId }).from(companies).where(eq(companies.fkCityId, id)).limit(1);
  return Boolean(row);
}

export async function deleteCityRow(db: DbOrTx, id: number) {
  await db.delete(cities).where(eq(cities.pkCityId, id));
}
