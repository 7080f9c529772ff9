import { sql } from 'drizzle-orm';
import { CodeType } from '@portal/contracts/codes/code-types';
import type { DbOrTx } from '../../db/client.ts';
import { economyCondition } from './insights.policy.ts';
import { type InsightsScope, inPeriod, monthOf, type Rows, sectionsCte } from './insights-sql.repository.ts';

/** The companies a figure counts: not deleted, of the scope's economy, registered in its period. */
const scopedCompanies = (scope: InsightsScope) =>
  sql`co.deleted_at is null and ${economyCondition(sql`co.fk_country_id`, scope.countryId)} and ${inPeriod(sql`co.created_at`, scope)}`;

export interface CompanyCountsRow {
  companies: number;
  verified: number;
}

/** Companies by economy. */
export async function companiesByEconomy(db: DbOrTx, scope: InsightsScope) {
  const { rows } = (await db.execute(sql`
    select co.fk_country_id as country_id, count(*)::int as companies, (count(*) filter (where co.is_verified))::int as verified
    from companies co where ${scopedCompanies(scope)} group by co.fk_country_id`)) as Rows<CompanyCountsRow & { country_id: number }>;
  return rows;
}

/** Companies by the NACE sections of their activities (a company once per section). */
export async function companiesBySection(db: DbOrTx, scope: InsightsScope) {
  const { rows } = (await db.execute(sql`
    with recursive ${sectionsCte([CodeType.activityClass])},
    pairs as (select distinct cs.fk_company_id, s.section_id, co.is_verified
      from company_sectors cs join sect s on s.id = cs.fk_code_id
      join companies co on co.pk_company_id = cs.fk_company_id
      where ${scopedCompanies(scope)})
    select section_id, count(*)::int as companies, (count(*) filter (where is_verified))::int as verified
    from pairs group by section_id`)) as Rows<CompanyCountsRow & { section_id: number }>;
  return rows;
}

/** Companies registered per month of the period, with those registered before it (the growth's starting total). */
export async function companiesPerMonth(db: DbOrTx, scope: InsightsScope) {
  const before = scope.start
    ? sql`(select count(*)::int from companies co where co.deleted_at is null
        and ${economyCondition(sql`co.fk_country_id`, scope.countryId)} and co.created_at < ${scope.start.toISOString()}::timestamptz)`
    : sql`0`;
  const { rows } = (await db.execute(sql`
    select ${monthOf(sql`co.created_at`)} as month, count(*)::int as joined, (count(*) filter (where co.is_verified))::int as verified,
      ${before} as before
    from companies co where ${scopedCompanies(scope)}
    group by 1 order by 1`)) as Rows<{ month: string; joined: number; verified: number; before: number }>;
  return rows;
}
