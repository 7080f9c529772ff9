import { sql } from 'drizzle-orm';
import { CodeType } from '@portal/contracts/codes/code-types';
import type { DbOrTx } from '../../db/client.ts';
import { matchingCodes } from '../codes/code-matching.repository.ts';
import { economyCondition } from './insights.policy.ts';
import { type InsightsScope, inPeriod, type Rows, sectionsCte } from './insights-sql.repository.ts';

/** An item on the market today: visible for supply, not expired, of a verified company (the matching's other side). */
const onMarket = sql`i.is_visible_for_supply and (i.valid_to is null or i.valid_to >= current_date)`;
/** The same for a counted item, its company aliased `co`. */
const live = sql`(${onMarket} and co.is_verified)`;

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
 * sibling, `matchingCodes`, on the other side an item on the market of another company). It is
 * settled per code: `market` holds, per code, the lowest and highest company with supply and
 * with demand on the market, `reach` the same over each code's matching codes; an item has a match from another company unless its own company is the only one
 * reached. The items are then read once and grouped straight by economy, section and kind.
 */
export async function catalogueFigures(db: DbOrTx, scope: InsightsScope) {
  const { rows } = (await db.execute(sql`
    with recursive ${sectionsCte([CodeType.activityClass, CodeType.productClass])},
    market as (
      select i.fk_classification_id as code_id,
        min(i.fk_company_id) filter (where i.is_supply) as s_lo, max(i.fk_company_id) filter (where i.is_supply) as s_hi,
        min(i.fk_company_id) filter (where i.is_demand) as d_lo, max(i.fk_company_id) filter (where i.is_demand) as d_hi
      from catalogue_items i join companies co on co.pk_company_id = i.fk_company_id and co.is_verified and co.deleted_at is null
      where ${onMarket}
      group by i.fk_classification_id),
    reach as (
      select c1.pk_code_id as code_id, min(k.s_lo) as s_lo, max(k.s_hi) as s_hi, min(k.d_lo) as d_lo, max(k.d_hi) as d_hi
      from codes c1 join ${matchingCodes('c1')} on true join market k on k.code_id = m.id
      where c1.fk_code_type_id in (${CodeType.activityClass}, ${CodeType.productClass}) and c1.fk_parent_id is not null
      group by c1.pk_code_id)
    select co.fk_country_id as country_id, s.section_id, i.kind,
      (count(*) filter (where i.is_supply))::int as supply,
      (count(*) filter (where i.is_demand))::int as demand,
      (count(*) filter (where i.is_supply and ${live} and r.d_lo is not null
        and not (r.d_lo = i.fk_company_id and r.d_hi = i.fk_company_id)))::int as matched_supply,
      (count(*) filter (where i.is_demand and ${live}
        and (r.s_lo is null or (r.s_lo = i.fk_company_id and r.s_hi = i.fk_company_id))))::int as unmet_demand
    from catalogue_items i join companies co on co.pk_company_id = i.fk_company_id
    join sect s on s.id = i.fk_classification_id
    left join reach r on r.code_id = i.fk_classification_id
    where co.deleted_at is null and ${economyCondition(sql`co.fk_country_id`, scope.countryId)} and ${inPeriod(sql`i.created_at`, scope)}
    group by 1, 2, 3`)) as Rows<CatalogueFiguresRow>;
  return rows;
}
