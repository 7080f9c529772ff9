import { eq, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../context.ts';
import { cities } from '../../db/schema/all.ts';
import { forbidden } from '../../lib/app-error.ts';

/**
 * Who administers cities (spec-1 section 6 leaves it open; docs/decisions.md): the platform
 * administrator every country's, a chamber administrator their own country's (their chamber's,
 * else their own), so a chamber keeps its cities in step with its companies. As a predicate for
 * single checks and as the SQL condition of the administration's list.
 */
type CityActor = Pick<Actor, 'functions' | 'chamberCountryId' | 'countryId'>;

/** The country whose cities a chamber administrator administers; null for everyone else. */
function chamberCountry(actor: CityActor): number | null {
  if (!actor.functions.has('cif_admin_function')) return null;
  return actor.chamberCountryId ?? actor.countryId ?? null;
}

/** Whether the actor may add, change or delete cities of the country. */
export function canAdministerCities(actor: CityActor, countryId: number): boolean {
  if (actor.functions.has('super_admin_function')) return true;
  const own = chamberCountry(actor);
  return own !== null && own === countryId;
}

/** Refuses (403 `city_of_other_country`) a city of a country the actor does not administer. */
export function requireCityAdministration(actor: CityActor, countryId: number) {
  if (!canAdministerCities(actor, countryId)) throw forbidden('city_of_other_country');
}

/** The cities the actor administers, as the list's condition: every city, their country's, or none. */
export function administeredCitiesCondition(actor: CityActor): SQL | undefined {
  if (actor.functions.has('super_admin_function')) return undefined;
  const own = chamberCountry(actor);
  return own === null ? sql`false` : eq(cities.fkCountryId, own);
}
