import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { economyCondition } from './insights.policy.ts';
import { type InsightsScope, inBuckets, periodBounds, type Rows } from './insights-sql.repository.ts';

export interface EconomyLinkFigures {
  from_id: number;
  to_id: number;
  favourites: number;
  meeting_requests: number;
  conversations: number;
}

/**
 * Who looks for partners where, from economy to economy (the economy of the person's company
 * to that of the company they turn to), in the period: favourite companies, meeting requests
 * (host to guest) and conversations (their creator to each other member's company, once per
 * conversation and economy). A chamber administrator's cells are those from or to their economy.
 * Read from the kept counts: favourites and conversations from connection_counts (migration
 * 0009), meeting requests from activity_counts' pairs (0007).
 */
export async function economyLinks(db: DbOrTx, scope: InsightsScope) {
  const ofEconomy = sql`(${economyCondition(sql`k.from_country_id`, scope.countryId)} or ${economyCondition(sql`k.to_country_id`, scope.countryId)})`;
  const { rows } = (await db.execute(sql`
    with ${periodBounds(scope)}
    select from_id, to_id, coalesce(sum(favourites), 0)::int as favourites, sum(meeting_requests)::int as meeting_requests,
      coalesce(sum(conversations), 0)::int as conversations
    from (
      select k.from_country_id as from_id, k.to_country_id as to_id, sum(k.n) filter (where k.what = 'favourite') as favourites,
        0 as meeting_requests, sum(k.n) filter (where k.what = 'conversation') as conversations
      from connection_counts k, b
      where ${inBuckets(sql`k`)} and ${ofEconomy}
      group by 1, 2
      union all
      select k.from_country_id, k.to_country_id, 0, sum(k.n), 0
      from activity_counts k, b
      where k.what = 'meeting' and k.from_country_id > 0 and k.to_country_id > 0 and ${inBuckets(sql`k`)} and ${ofEconomy}
      group by 1, 2) x
    group by from_id, to_id
    having coalesce(sum(favourites), 0) + sum(meeting_requests) + coalesce(sum(conversations), 0) > 0`)) as Rows<EconomyLinkFigures>;
  return rows;
}
