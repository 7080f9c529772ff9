import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companyRoleIds } from '../companies/company.policy.ts';
import { NotificationType } from '@portal/contracts/notifications/notification-types';
import { writeNotifications } from '../notifications/notify.service.ts';
import type { CatalogueKind } from './catalogue-kinds.ts';

/**
 * The codes an offer with code `c` matches: itself and its siblings (the same parent), as a
 * lateral subquery, so that the other side is found through the classification index.
 */
export const matchingCodes = (c: string) =>
  sql.raw(`lateral (select s.pk_code_id as id from codes s where s.fk_code_type_id = ${c}.fk_code_type_id and s.fk_parent_id = ${c}.fk_parent_id
    union select ${c}.pk_code_id) m`);

/**
 * People to tell about a new offer: users of other verified companies whose visible supply
 * or demand on the other side has not expired and shares the offer's code or its parent
 * (the matching reading of DOMAIN.md, the same as suggested connections use).
 */
async function matchedUsers(tx: DbOrTx, itemId: number) {
  const { rows } = (await tx.execute(sql`
    select distinct u.pk_user_id as user_id
    from catalogue_items i1
    join codes c1 on c1.pk_code_id = i1.fk_classification_id
    join ${matchingCodes('c1')} on true
    join catalogue_items i2 on i2.kind = i1.kind and i2.fk_classification_id = m.id and i2.fk_company_id <> i1.fk_company_id
      and i2.is_visible_for_supply and ((i1.is_supply and i2.is_demand) or (i1.is_demand and i2.is_supply))
      and (i2.valid_to is null or i2.valid_to >= current_date)
    join companies co on co.pk_company_id = i2.fk_company_id and co.is_verified and co.deleted_at is null
    join users u on u.fk_company_id = co.pk_company_id and u.fk_role_id in ${companyRoleIds} and u.is_active and u.deleted_at is null
    where i1.pk_item_id = ${itemId}`)) as { rows: { user_id: number }[] };
  return rows.map((r) => r.user_id);
}

/**
 * Notifications of a new product or service for a visible offer that has just been
 * published: parts are the item id, the public-market flag (true: the link opens the public
 * supply and demand), the item's name and its company's name.
 */
export async function notifyOfferMatches(
  tx: DbOrTx,
  kind: CatalogueKind,
  offer: { id: number; name: string; companyName: string; isVisibleForSupply: boolean },
) {
  if (!offer.isVisibleForSupply) return [];
  return writeNotifications(tx, {
    userIds: await matchedUsers(tx, offer.id),
    content: {
      type: kind === 'product' ? NotificationType.newProduct : NotificationType.newService,
      itemId: offer.id,
      isPublic: true,
      name: offer.name,
      company: offer.companyName,
    },
  });
}
