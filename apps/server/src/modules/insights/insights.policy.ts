import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../context.ts';
import { forbidden } from '../../lib/app-error.ts';
import { chamberAdminCountryId } from '../companies/company.policy.ts';

/**
 * Whose figures the insights show (issue 28 item 2): the platform administrator sees every
 * economy, a chamber administrator only their own (their chamber's country). A predicate for a
 * single check, a guard that settles a request's economy, and the SQL condition every insights
 * query puts on the economy's column, so that an answer can never hold another economy's rows.
 */

type InsightsActor = Pick<Actor, 'functions' | 'chamberCountryId' | 'countryId'>;

/** Whether the actor may see one economy's insights (null: every economy at once). */
export function canSeeEconomyInsights(actor: InsightsActor, countryId: number | null): boolean {
  if (actor.functions.has('super_admin_function')) return true;
  if (!actor.functions.has('cif_admin_function')) return false;
  const own = chamberAdminCountryId(actor);
  return own !== null && countryId === own;
}

/**
 * The economy a request's figures are restricted to: the one asked for, or, when none is asked,
 * every economy for the platform administrator and their own for a chamber administrator.
 * Another economy than their own is refused (403).
 */
export function requireInsightsEconomy(actor: InsightsActor, asked: number | undefined): number | null {
  const countryId = asked ?? (actor.functions.has('super_admin_function') ? null : chamberAdminCountryId(actor));
  if (!canSeeEconomyInsights(actor, countryId)) throw forbidden('insights_economy_forbidden');
  return countryId;
}

/** The comparison of economies is the platform administrator's alone (its CSV is served beside the other charts'). */
export function requireEconomyComparison(actor: Pick<Actor, 'functions'>): void {
  if (!actor.functions.has('super_admin_function')) throw forbidden();
}

/** The SQL condition of an economy on a country column: true for every economy (null). */
export function economyCondition(countryColumn: SQL, countryId: number | null): SQL {
  return countryId === null ? sql`true` : sql`${countryColumn} = ${countryId}`;
}
