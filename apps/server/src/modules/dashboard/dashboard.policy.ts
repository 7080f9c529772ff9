import type { Actor } from '../../context.ts';
import { chamberAdminCountryId } from '../companies/company.policy.ts';

/**
 * Who sees which dashboard figures (docs/decisions.md "Dashboard figures"). Public figures (what
 * the portal shows everybody anyway, counted) are for every signed-in user. The restricted ones
 * (companies awaiting verification, people, all events, meetings) are an economy's chamber's:
 * the platform administrator sees them everywhere, a chamber administrator for the economy they
 * act for, nobody else; so a chamber administrator never sees another economy's.
 */

type PolicyActor = Pick<Actor, 'functions' | 'chamberCountryId' | 'countryId'>;

/** The economies whose restricted figures the actor sees: 'all', one economy's id, or none. */
export function restrictedScope(actor: PolicyActor): 'all' | number[] {
  if (actor.functions.has('super_admin_function')) return 'all';
  if (!actor.functions.has('cif_admin_function')) return [];
  const own = chamberAdminCountryId(actor);
  return own === null ? [] : [own];
}

/** The actor may see an economy's restricted figures. */
export function canSeeRestrictedFigures(actor: PolicyActor, countryId: number): boolean {
  const scope = restrictedScope(actor);
  return scope === 'all' || scope.includes(countryId);
}

/** The site-wide restricted totals cover every economy: the platform administrator's only. */
export function canSeeSiteRestrictedFigures(actor: PolicyActor): boolean {
  return restrictedScope(actor) === 'all';
}

/**
 * The economies of `wanted` (undefined: every economy) whose restricted figures the actor sees,
 * as the ids the repository's counts are narrowed to: undefined for every economy, [] for none.
 */
export function restrictedCountryIds(actor: PolicyActor, wanted: number[] | undefined): number[] | undefined {
  const scope = restrictedScope(actor);
  if (scope === 'all') return wanted;
  return scope.filter((id) => !wanted || wanted.includes(id));
}
