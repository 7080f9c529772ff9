import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { economyCondition } from './insights.policy.ts';
import { type InsightsScope, inBuckets, inMonthBuckets, periodBounds, type Rows } from './insights-sql.repository.ts';

/**
 * The companies' figures are read from the counts kept by migration 0008 (company_counts, table
 * alias `k`): companies not deleted, of the scope's economy, registered in its period, each once
 * as itself (section 0) and once per NACE section of its activities.
 */
const ofEconomy = (scope: InsightsScope) => economyCondition(sql`k.fk_country_id`, scope.countryId);
const ITSELF = 0;

export interface CompanyCountsRow {
  companies: number;
  verified: number;
}

/** Companies by economy. */
export async function companiesByEconomy(db: DbOrTx, scope: InsightsScope) {
  const { rows } = (await db.execute(sql`
    with ${periodBounds(scope)}
    select k.fk_country_id as country_id, sum(k.companies)::int as companies,
      coalesce(sum(k.companies) filter (where k.is_verified), 0)::int as verified
    from company_counts k, b
    where k.section_id = ${ITSELF} and ${inBuckets(sql`k`)} and ${ofEconomy(scope)}
    group by 1 having sum(k.companies) > 0`)) as Rows<CompanyCountsRow & { country_id: number }>;
  return rows;
}

/** Companies by the NACE sections of their activities (a company once per section). */
export async function companiesBySection(db: DbOrTx, scope: InsightsScope) {
  const { rows } = (await db.execute(sql`
    with ${periodBounds(scope)}
    select k.section_id, sum(k.companies)::int as companies, coalesce(sum(k.companies) filter (where k.is_verified), 0)::int as verified
    from company_counts k, b
    where k.section_id <> ${ITSELF} and ${inBuckets(sql`k`)} and ${ofEconomy(scope)}
    group by 1 having sum(k.companies) > 0`)) as Rows<CompanyCountsRow & { section_id: number }>;
  return rows;
}

/** Companies registered per month of the period, with those registered before it (the growth's starting total). */
export async function companiesPerMonth(db: DbOrTx, scope: InsightsScope) {
  const before = scope.start
    ? sql`(select coalesce(sum(k.companies), 0)::int from company_counts k, p
        where k.section_id = ${ITSELF} and ${inBuckets(sql`k`, sql`p`)} and ${ofEconomy(scope)})`
    : sql`0`;
  const { rows } = (await db.execute(sql`
    with ${periodBounds(scope)}, ${periodBounds({ start: null, end: scope.start }, 'p')}
    select to_char(k.bucket, 'YYYY-MM') as month, sum(k.companies)::int as joined,
      coalesce(sum(k.companies) filter (where k.is_verified), 0)::int as verified, ${before} as before
    from company_counts k, b
    where k.section_id = ${ITSELF} and ${inMonthBuckets(sql`k`)} and ${ofEconomy(scope)}
    group by 1 having sum(k.companies) > 0 order by 1`)) as Rows<{ month: string; joined: number; verified: number; before: number }>;
  return rows;
}
