import { totalPages } from '@portal/contracts/common/paging';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { offsetOf } from '../../lib/paging.ts';
import { countryEntryPage, findCountry, renameCountry } from './countries.repository.ts';

/** The administration's countries (the ISO list: names are edited, countries are neither added nor deleted). */
export async function searchCountries(db: DbOrTx, o: { name?: string; pageNum: number; pageSize: number }) {
  const { rows, total } = await countryEntryPage(db, { text: o.name, limit: o.pageSize, offset: offsetOf(o.pageNum, o.pageSize) });
  return { list: rows, totalPages: totalPages(total, o.pageSize), totalCount: total };
}

/** Renames a country in English and Serbian; dropdowns, profiles and reports read the new names at once. */
export async function updateCountry(db: DbOrTx, o: { id: number; name: string; nameSr: string }) {
  const country = await findCountry(db, o.id);
  if (!country) throw notFound('country_not_found');
  await renameCountry(db, o.id, { name: o.name, nameSr: o.nameSr });
  const { alpha2, alpha3, isWb6 } = country;
  return { id: o.id, alpha2, alpha3, name: o.name, nameSr: o.nameSr, isWb6 };
}
