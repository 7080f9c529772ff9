import { alias } from 'drizzle-orm/pg-core';
import { countryNameIn } from '../codes/country-names.repository.ts';
import { and, inArray, sql } from 'drizzle-orm';
import { RoleId } from '@portal/contracts/common/access';
import type { SuggestionReasonCode } from '@portal/contracts/companies/suggestions';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { matchingCodes } from '../codes/code-matching.repository.ts';
import { currentlyConsents } from '../accounts/consent.policy.ts';
import { companyRoleIds } from './company.policy.ts';

/**
 * Suggested connections: people at other verified companies whose profiles meet the actor's
 * company. Each signal below yields (company, reason, weight, item); a company's score is the
 * sum over distinct items, and its reasons list the items by name. Supply and demand match
 * when both are valid today and their codes share a leaf or a parent (DOMAIN.md); the other
 * company's demand must be visible in the market. New signals (shared events) join by adding
 * a branch to `signals`.
 */
const activeOffer = (x: string) =>
  sql.raw(`(${x}.valid_from is null or ${x}.valid_from <= current_date) and (${x}.valid_to is null or ${x}.valid_to >= current_date)`);
const offerMatch = (mine: 'is_supply' | 'is_demand', theirs: 'is_supply' | 'is_demand', reason: string) => sql`
    select i2.fk_company_id as company_id, ${reason} as reason, 5 as weight, i2.pk_item_id as item, 'item' as kind
    from me join catalogue_items i1 on i1.fk_company_id = me.id and i1.${sql.raw(mine)} and ${activeOffer('i1')}
    join codes c1 on c1.pk_code_id = i1.fk_classification_id
    join ${matchingCodes('c1')} on true
    join catalogue_items i2 on i2.kind = i1.kind and i2.fk_classification_id = m.id and i2.${sql.raw(theirs)}
      and i2.is_visible_for_supply and ${activeOffer('i2')} and i2.fk_company_id in (select id from cand)`;

const signals = (companyId: number) => sql`
  with me as (select pk_company_id as id, fk_country_id as country from companies where pk_company_id = ${companyId}),
  cand as (
    select c.pk_company_id as id, c.fk_country_id as country from companies c, me
    where c.is_verified and c.deleted_at is null and c.pk_company_id <> me.id
  ),
  signals as (
    select s2.fk_company_id as company_id, 'shared_sectors' as reason, 3 as weight, s2.fk_code_id as item, 'code' as kind
    from me join company_sectors s1 on s1.fk_company_id = me.id
    join company_sectors s2 on s2.fk_code_id = s1.fk_code_id and s2.fk_company_id in (select id from cand)
    union all
    select s2.fk_company_id, 'related_sectors', 1, c1.fk_parent_id, 'code'
    from me join company_sectors s1 on s1.fk_company_id = me.id
    join codes c1 on c1.pk_code_id = s1.fk_code_id and c1.fk_parent_id is not null
    join codes c2 on c2.fk_parent_id = c1.fk_parent_id and c2.pk_code_id <> c1.pk_code_id
    join company_sectors s2 on s2.fk_code_id = c2.pk_code_id and s2.fk_company_id in (select id from cand)
    union all
    select l2.fk_company_id, 'buys_what_you_sell', 4, l2.fk_code_id, 'code'
    from me join company_code_lists l1 on l1.fk_company_id = me.id and l1.list in ('b2BInfoExportProducts', 'b2BInfoExportServices')
    join company_code_lists l2 on l2.fk_code_id = l1.fk_code_id and l2.list = replace(l1.list, 'Export', 'Import')
      and l2.fk_company_id in (select id from cand)
    union all
    select l2.fk_company_id, 'sells_what_you_buy', 4, l2.fk_code_id, 'code'
    from me join company_code_lists l1 on l1.fk_company_id = me.id and l1.list in ('b2BInfoImportProducts', 'b2BInfoImportServices')
    join company_code_lists l2 on l2.fk_code_id = l1.fk_code_id and l2.list = replace(l1.list, 'Import', 'Export')
      and l2.fk_company_id in (select id from cand)
    union all
    select cand.id, 'in_your_target_market', 2, cand.country, 'country'
    from me join company_country_lists l1 on l1.fk_company_id = me.id join cand on cand.country = l1.fk_country_id
    union all
    select l2.fk_company_id, 'targets_your_market', 2, me.country, 'country'
    from me join company_country_lists l2 on l2.fk_country_id = me.country and l2.fk_company_id in (select id from cand)
    union all
    select l2.fk_company_id, 'shared_partner_preferences', 1, l2.fk_code_id, 'code'
    from me join company_code_lists l1 on l1.fk_company_id = me.id and l1.list = 'b2BInfoBusinessPartners'
    join company_code_lists l2 on l2.fk_code_id = l1.fk_code_id and l2.list = l1.list and l2.fk_company_id in (select id from cand)
    union all ${offerMatch('is_supply', 'is_demand', 'demands_your_offer')}
    union all ${offerMatch('is_demand', 'is_supply', 'offers_what_you_need')}
  ),
  dedup as (select distinct company_id, reason, weight, item, kind from signals),
  per_reason as (
    select company_id, reason, kind, sum(weight) as w, array_agg(item order by item) as items
    from dedup group by company_id, reason, kind
  ),
  per_company as (
    select company_id, sum(w)::int as score,
      json_agg(json_build_object('code', reason, 'kind', kind, 'items', items) order by w desc, reason) as reasons
    from per_reason group by company_id
  )`;

export type SuggestionRow = {
  user_id: number;
  first_name: string;
  last_name: string;
  position: string | null;
  avatar_name: string | null;
  company_id: number;
  company_name: string;
  logo_name: string | null;
  country_name: string;
  score: number;
  reasons: { code: SuggestionReasonCode; kind: 'code' | 'country' | 'item'; items: number[] }[];
  total: number;
};

/**
 * One page of suggested people for a user of the company: per suggested company its contact
 * person (else an administrator, else the first user) among those who consent to being
 * suggested, leaving out dismissed suggestions and
 * favourite companies, best score first; each row carries the count of all suggestions.
 */
export async function suggestedUserRows(
  db: DbOrTx,
  actor: { userId: number; companyId: number; languageId: number },
  q: { pageNum: number; pageSize: number },
): Promise<SuggestionRow[]> {
  const countryName = countryNameIn(actor.languageId, alias(t.countries, 'co'));
  const { rows } = (await db.execute(sql`
    ${signals(actor.companyId)},
    person as (
      select distinct on (u.fk_company_id) u.* from users u
      join companies c on c.pk_company_id = u.fk_company_id
      join per_company pc on pc.company_id = u.fk_company_id
      where u.fk_role_id in ${companyRoleIds} and u.is_active and u.deleted_at is null
        and ${currentlyConsents(sql`u.pk_user_id`, 'suggestions')}
        and not exists (select 1 from dismissed_suggestions d where d.fk_user_id = ${actor.userId} and d.fk_suggested_user_id = u.pk_user_id)
      order by u.fk_company_id, (u.pk_user_id = c.fk_contact_user_id) desc nulls last, (u.fk_role_id = ${RoleId.companyAdmin}) desc, u.pk_user_id
    )
    select p.pk_user_id as user_id, p.first_name, p.last_name, p.position, p.avatar_name,
      c.pk_company_id as company_id, c.name as company_name, c.logo_name, ${countryName} as country_name,
      pc.score, pc.reasons, count(*) over ()::int as total
    from person p
    join per_company pc on pc.company_id = p.fk_company_id
    join companies c on c.pk_company_id = p.fk_company_id
    join countries co on co.pk_country_id = c.fk_country_id
    where not exists (select 1 from favorite_companies f where f.fk_user_id = ${actor.userId} and f.fk_company_id = c.pk_company_id)
    order by pc.score desc, c.name, p.pk_user_id
    limit ${q.pageSize} offset ${(q.pageNum - 1) * q.pageSize}
  `)) as { rows: SuggestionRow[] };
  return rows;
}

/** Catalogue items' names by id. */
export function catalogueItemNames(db: DbOrTx, itemIds: number[]) {
  return db
    .select({ id: t.catalogueItems.pkItemId, name: t.catalogueItems.name })
    .from(t.catalogueItems)
    .where(inArray(t.catalogueItems.pkItemId, itemIds));
}

/** The codes' names in the given languages, one row per code and language translated. */
export function codeNamesIn(db: DbOrTx, codeIds: number[], languageIds: number[]) {
  return db
    .select({ id: t.codeTranslations.fkCodeId, lang: t.codeTranslations.fkLanguageId, name: t.codeTranslations.name })
    .from(t.codeTranslations)
    .where(and(inArray(t.codeTranslations.fkCodeId, codeIds), inArray(t.codeTranslations.fkLanguageId, languageIds)));
}

/** Countries by id. */
export function countriesByIds(db: DbOrTx, countryIds: number[]) {
  return db.select().from(t.countries).where(inArray(t.countries.pkCountryId, countryIds));
}

/** Records that the user dismissed the suggestion; dismissing twice changes nothing. */
export async function insertDismissedSuggestion(db: DbOrTx, userId: number, suggestedUserId: number) {
  await db.insert(t.dismissedSuggestions).values({ fkUserId: userId, fkSuggestedUserId: suggestedUserId }).onConflictDoNothing();
}
