import { totalPages } from '@portal/contracts/common/paging';
import type { DbOrTx } from '../../db/client.ts';
import { offsetOf } from '../../lib/paging.ts';
import { cityPage } from './cities.repository.ts';

/** Cities of a country whose name contains the query (accents and case ignored); leading matches first. */
export async function searchCities(db: DbOrTx, o: { countryId: number; query: string; pageNum: number; pageSize: number }) {
  const { list, total } = await cityPage(db, {
    countryId: o.countryId,
    query: o.query,
    limit: o.pageSize,
    offset: offsetOf(o.pageNum, o.pageSize),
  });
  return { list, totalPages: totalPages(total, o.pageSize) };
}
