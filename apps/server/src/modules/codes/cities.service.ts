import type { CityEntry } from '@portal/contracts/codes/cities';
import { totalPages } from '@portal/contracts/common/paging';
import type { Actor } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { businessRule, fieldError, notFound } from '../../lib/app-error.ts';
import { offsetOf } from '../../lib/paging.ts';
import {
  type CityValues,
  cityEntryById,
  cityEntryPage,
  cityIsUsed,
  cityNamedInCountry,
  cityPage,
  deleteCityRow,
  insertCity,
  lockCity,
  updateCityRow,
} from './cities.repository.ts';
import { administeredCitiesCondition, canAdministerCities, requireCityAdministration } from './city.policy.ts';
import { findCountry } from './countries.repository.ts';
import { resolveLanguage } from './language.repository.ts';

/** Cities of a country named in `lang` whose name in any language contains the query; leading matches first. */
export async function searchCities(db: DbOrTx, o: { countryId: number; query: string; lang: string; pageNum: number; pageSize: number }) {
  const language = await resolveLanguage(db, o.lang);
  const { list, total } = await cityPage(db, {
    countryId: o.countryId,
    query: o.query,
    languageId: language.pkLanguageId,
    limit: o.pageSize,
    offset: offsetOf(o.pageNum, o.pageSize),
  });
  return { list, totalPages: totalPages(total, o.pageSize) };
}

/** The administration's cities: those the actor administers, countries named in the actor's language. */
export async function searchCityEntries(
  db: DbOrTx,
  actor: Actor,
  o: { countryId?: number; name?: string; pageNum: number; pageSize: number },
) {
  const { rows, total } = await cityEntryPage(db, {
    scope: administeredCitiesCondition(actor),
    countryId: o.countryId,
    text: o.name,
    languageId: actor.languageId,
    limit: o.pageSize,
    offset: offsetOf(o.pageNum, o.pageSize),
  });
  return { list: rows, totalPages: totalPages(total, o.pageSize), totalCount: total };
}

/** One city the actor administers; another country's answers 404, as a list that does not show it. */
export async function getCityEntry(db: DbOrTx, actor: Actor, id: number): Promise<CityEntry> {
  const entry = await cityEntryById(db, id, actor.languageId);
  if (!entry || !canAdministerCities(actor, entry.countryId)) throw notFound('city_not_found');
  return entry;
}

interface CityInput {
  countryId: number;
  name: string;
  nameSr: string | null;
}

/** Checks the country (the actor's to administer) and that no other city of it has either name. */
async function checked(db: DbOrTx, actor: Actor, o: CityInput, id?: number): Promise<CityValues> {
  const country = await findCountry(db, o.countryId);
  if (!country) throw fieldError('countryId', 'validation.invalid');
  requireCityAdministration(actor, country.pkCountryId);
  for (const [field, name] of [
    ['name', o.name],
    ['nameSr', o.nameSr],
  ] as const) {
    const twin = name ? await cityNamedInCountry(db, country.pkCountryId, name, id) : null;
    if (twin) throw fieldError(field, 'city_name_taken');
  }
  return { fkCountryId: country.pkCountryId, name: o.name, nameSr: o.nameSr };
}

export async function createCity(db: DbOrTx, actor: Actor, o: CityInput) {
  const id = await insertCity(db, await checked(db, actor, o));
  return getCityEntry(db, actor, id);
}

/** Changes a city's names (or country): the actor must administer both its country and the new one. */
export async function updateCity(db: DbOrTx, actor: Actor, o: CityInput & { id: number }) {
  await getCityEntry(db, actor, o.id);
  await updateCityRow(db, o.id, await checked(db, actor, o, o.id));
  return getCityEntry(db, actor, o.id);
}

/** Deletes a city no company is in (422 `city_in_use` otherwise). */
export async function deleteCity(db: DbOrTx, actor: Actor, id: number) {
  await getCityEntry(db, actor, id);
  await db.transaction(async (tx) => {
    if (!(await lockCity(tx, id))) return;
    if (await cityIsUsed(tx, id)) throw businessRule('city_in_use');
    await deleteCityRow(tx, id);
  });
}
