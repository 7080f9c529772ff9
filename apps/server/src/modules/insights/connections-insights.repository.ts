import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { economyCondition } from './insights.policy.ts';
import { type InsightsScope, inBuckets, inPeriod, periodBounds, type Rows } from './insights-sql.repository.ts';

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
 * The meeting requests are read from the kept activity (activity_counts, migration 0007).
 */
export async function economyLinks(db: DbOrTx, scope: InsightsScope) {
  const { rows } = (await db.execute(sql`
    with ${periodBounds(scope)}
    select from_id, to_id, sum(favourites)::int as favourites, sum(meeting_requests)::int as meeting_requests,
      sum(conversations)::int as conversations
    from (
      select uc.fk_country_id as from_id, co.fk_country_id as to_id, count(*) as favourites, 0 as meeting_requests, 0 as conversations
      from favorite_companies f join users u on u.pk_user_id = f.fk_user_id
      join companies uc on uc.pk_company_id = u.fk_company_id and uc.deleted_at is null
      join companies co on co.pk_company_id = f.fk_company_id and co.deleted_at is null
      where ${inPeriod(sql`f.created_at`, scope)}
      group by 1, 2
      union all
      select k.from_country_id, k.to_country_id, 0, sum(k.n), 0
      from activity_counts k, b
      where k.what = 'meeting' and k.from_country_id > 0 and k.to_country_id > 0 and ${inBuckets(sql`k`)}
      group by 1, 2
      union all
      select from_id, to_id, 0, 0, count(*) from (
        select distinct cv.pk_conversation_id, cc.fk_country_id as from_id, mc.fk_country_id as to_id
        from conversations cv join users cu on cu.pk_user_id = cv.fk_creator_user_id join companies cc on cc.pk_company_id = cu.fk_company_id
        join conversation_members cm on cm.fk_conversation_id = cv.pk_conversation_id and cm.fk_user_id <> cv.fk_creator_user_id
        join users mu on mu.pk_user_id = cm.fk_user_id join companies mc on mc.pk_company_id = mu.fk_company_id
        where ${inPeriod(sql`cv.created_at`, scope)}) c
      group by 1, 2) x
    where ${economyCondition(sql`from_id`, scope.countryId)} or ${economyCondition(sql`to_id`, scope.countryId)}
    group by from_id, to_id
    having sum(favourites) + sum(meeting_requests) + sum(conversations) > 0`)) as Rows<EconomyLinkFigures>;
  return rows;
}
