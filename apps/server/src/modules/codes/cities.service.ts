import { and, asc, count, eq, sql } from 'drizzle-orm';
import { totalPages } from '@portal/contracts/common/paging';
import type { DbOrTx } from '../../db/client.ts';
import { cities } from '../../db/schema/all.ts';
import { offsetOf } from '../../lib/paging.ts';

/** Cities of a country whose name contains the query (accents and case ignored); leading matches first. */
export async function searchCities(db: DbOrTx, o: { countryId: number; query: string; pageNum: number; pageSize: number }) {
  const q = o.query
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`);
  const folded = sql`unaccent(lower(${cities.name}))`;
  const where = and(eq(cities.fkCountryId, o.countryId), q ? sql`${folded} like unaccent(${`%${q}%`})` : undefined);
  const [{ total }] = await db.select({ total: count() }).from(cities).where(where);
  const list = await db
    .select({ id: cities.pkCityId, name: cities.name, countryId: cities.fkCountryId })
    .from(cities)
    .where(where)
    .orderBy(q ? sql`case when ${folded} like unaccent(${`${q}%`}) then 0 else 1 end` : asc(cities.name), asc(cities.name))
    .limit(o.pageSize)
    .offset(offsetOf(o.pageNum, o.pageSize));
  return { list, totalPages: totalPages(total, o.pageSize) };
}
