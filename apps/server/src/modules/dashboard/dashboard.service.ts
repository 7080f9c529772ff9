import type { BasicSiteInfo, CountriesInfo, CountryFigures, CountryInfo } from '@portal/contracts/dashboard/dashboard-figures';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { canSeeRestrictedFigures, canSeeSiteRestrictedFigures, restrictedCountryIds } from './dashboard.policy.ts';
import {
  type CountScope,
  companyCounts,
  countriesOf,
  economiesWithCompanies,
  eventCounts,
  meetingCounts,
  offerCounts,
  topSectors,
  userCounts,
} from './dashboard.repository.ts';
import { countsByCountry, toBasicSiteInfo, toCountryFigures, toSectorFigure } from './dashboard.mapper.ts';

/**
 * The dashboard figures of GET api/MainDashboard (issue 28 item 1). Every count is PostgreSQL's
 * (dashboard.repository.ts); the policy decides whose restricted figures are counted and shown.
 */

/** The counts of a scope: the public statements always, the restricted ones over `restricted` when given. */
async function countsOf(db: DbOrTx, scope: CountScope, restricted: CountScope | null) {
  return countsByCountry(
    await Promise.all([
      companyCounts(db, scope),
      offerCounts(db, scope),
      eventCounts(db, scope),
      ...(restricted ? [userCounts(db, restricted), meetingCounts(db, restricted)] : []),
    ]),
  );
}

/** get-basic-site-info: the site's totals; the restricted ones for the platform administrator only. */
export async function basicSiteInfo(ctx: AppContext, actor: Actor): Promise<BasicSiteInfo> {
  const site: CountScope = { byCountry: false };
  const restricted = canSeeSiteRestrictedFigures(actor);
  const [counts, economies] = await Promise.all([countsOf(ctx.db, site, restricted ? site : null), economiesWithCompanies(ctx.db)]);
  return toBasicSiteInfo(counts.get(null) ?? {}, economies, restricted);
}

/** The figures of the given economies, each with its restricted figures where the actor may see them. */
async function figuresOf(db: DbOrTx, actor: Actor, countries: Awaited<ReturnType<typeof countriesOf>>): Promise<CountryFigures[]> {
  const ids = countries.map((c) => c.pkCountryId);
  const restrictedIds = restrictedCountryIds(actor, ids) ?? ids;
  const counts = await countsOf(
    db,
    { countries: ids, byCountry: true },
    restrictedIds.length ? { countries: restrictedIds, byCountry: true } : null,
  );
  return countries.map((c) => toCountryFigures(c, counts.get(c.pkCountryId) ?? {}, canSeeRestrictedFigures(actor, c.pkCountryId)));
}

/** get-countries-info: the six WB6 economies side by side, by name. */
export async function countriesInfo(ctx: AppContext, actor: Actor): Promise<CountriesInfo> {
  return { countries: await figuresOf(ctx.db, actor, await countriesOf(ctx.db, actor.languageId)) };
}

/** get-country-info/{id}: one economy's figures and largest sectors; 404 for a country that does not exist. */
export async function countryInfo(ctx: AppContext, actor: Actor, countryId: number): Promise<CountryInfo> {
  const countries = await countriesOf(ctx.db, actor.languageId, [countryId]);
  if (!countries.length) throw notFound('country_not_found');
  const [[figures], sectors] = await Promise.all([figuresOf(ctx.db, actor, countries), topSectors(ctx.db, countryId, actor.languageId)]);
  return { ...figures, topSectors: sectors.map(toSectorFigure) };
}
