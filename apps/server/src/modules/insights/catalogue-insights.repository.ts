import { sql } from 'drizzle-orm';
import { CodeType } from '@portal/contracts/codes/code-types';
import type { DbOrTx } from '../../db/client.ts';
import { economyCondition } from './insights.policy.ts';
import { type InsightsScope, inBuckets, inPeriod, periodBounds, type Rows } from './insights-sql.repository.ts';

/** An item on the market today: visible for supply, not expired, of a verified company (the matching's other side). */
const onMarket = sql`i.is_visible_for_supply and (i.valid_to is null or i.valid_to >= current_date)`;

export interface CatalogueFiguresRow {
  country_id: number;
  section_id: number;
  kind: 'product' | 'service';
  supply: number;
  demand: number;
  matched_supply: number;
  unmet_demand: number;
}

/**
 * Supply and demand of the scope's companies (not deleted; items added in the period) by
 * economy, section and kind, with the offers that meet a matching demand and the demands no
 * offer meets. The match is the catalogue's (offer-matches.repository: the same code or a
 * sibling, `matchingCodes`, on the other side an item on the market of another company): every
 * sibling of a code shares its parent, so the matching codes of a code are its parent's
 * children, a group. The figures are read from the kept counts (migration 0006): `counts` sums
 * the period's rows, an item on the market today being one whose `market_until` is today or
 * later; `market` holds each group's lowest and highest company on the market per side. In a
 * group with two companies or more on a side, every item of the other side on the market has a
 * match from another company; only the items of `thin` codes (a group on the market with one
 * company or none on a side, or no group: a root code; a group off the market has no item on it)
 * may lack one, and those items are read one by one (`misses`: few on a busy market) and taken
 * off the matched offers.
 */
export async function catalogueFigures(db: DbOrTx, scope: InsightsScope) {
  const { rows } = (await db.execute(sql`
    with ${periodBounds(scope)},
    counts as (
      select k.fk_country_id as country_id, k.section_id, k.kind, sum(k.items) as items, sum(k.supply) as supply, sum(k.demand) as demand,
        coalesce(sum(k.supply) filter (where k.market_until >= current_date), 0) as live_supply,
        coalesce(sum(k.demand) filter (where k.market_until >= current_date), 0) as live_demand
      from catalogue_counts k, b
      where ${economyCondition(sql`k.fk_country_id`, scope.countryId)}
        and ${inBuckets(sql`k`)}
      group by 1, 2, 3),
    market as (
      select parent_id, min(supply_lo) as s_lo, max(supply_hi) as s_hi, min(demand_lo) as d_lo, max(demand_hi) as d_hi
      from catalogue_market_groups where market_until >= current_date group by parent_id),
    thin as (
      select c.pk_code_id as code_id, m.s_lo, m.s_hi, m.d_lo, m.d_hi
      from codes c left join market m on m.parent_id = c.fk_parent_id
      where c.fk_code_type_id in (${CodeType.activityClass}, ${CodeType.productClass})
        and (c.fk_parent_id is null or (m.parent_id is not null and (m.s_lo = m.s_hi or m.d_lo = m.d_hi or m.s_lo is null or m.d_lo is null)))),
    misses_per_code as (
      select i.fk_classification_id as code_id, co.fk_country_id as country_id, i.kind,
        count(*) filter (where i.is_supply and (t.d_lo is null or (t.d_lo = i.fk_company_id and t.d_hi = i.fk_company_id))) as unmatched_supply,
        count(*) filter (where i.is_demand and (t.s_lo is null or (t.s_lo = i.fk_company_id and t.s_hi = i.fk_company_id))) as unmet_demand
      from thin t
      join catalogue_items i on i.kind in ('product', 'service') and i.fk_classification_id = t.code_id
      join companies co on co.pk_company_id = i.fk_company_id and co.is_verified and co.deleted_at is null
      where ${onMarket} and ${economyCondition(sql`co.fk_country_id`, scope.countryId)} and ${inPeriod(sql`i.created_at`, scope)}
      group by 1, 2, 3),
    misses as (
      select m.country_id, s.section_id, m.kind, sum(m.unmatched_supply) as unmatched_supply, sum(m.unmet_demand) as unmet_demand
      from misses_per_code m join catalogue_code_sections(array(select distinct code_id from misses_per_code)) s on s.code_id = m.code_id
      group by 1, 2, 3)
    select c.country_id, c.section_id, c.kind, c.supply::int, c.demand::int,
      (c.live_supply - coalesce(m.unmatched_supply, 0))::int as matched_supply, coalesce(m.unmet_demand, 0)::int as unmet_demand
    from counts c left join misses m on m.country_id = c.country_id and m.section_id = c.section_id and m.kind = c.kind
    where c.items > 0`)) as Rows<CatalogueFiguresRow>;
  return rows;
}
