import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { itemPage } from '../catalogue/catalogue-items.repository.ts';
import type { CatalogueKind } from '../catalogue/catalogue-kinds.ts';

const item = t.catalogueItems;

/** Which of a company's items a page about an event shows: all, those chosen (by id), or those its accepted attendees bring. */
export type EventItemScope = { all: true } | { chosen: number[] } | { broughtTo: number };

/** Items brought by the event's accepted attendees. */
const broughtToEvent = (eventId: number) => sql`${item.pkItemId} in (
  select ii.fk_item_id from ${t.eventInvitationItems} ii
  join ${t.eventInvitations} i on i.pk_event_invitation_id = ii.fk_event_invitation_id
  where i.fk_event_id = ${eventId} and i.is_accepted)`;

function scopeCondition(scope: EventItemScope): SQL | undefined {
  if ('broughtTo' in scope) return broughtToEvent(scope.broughtTo);
  if ('chosen' in scope) return scope.chosen.length ? inArray(item.pkItemId, scope.chosen) : sql`false`;
  return undefined;
}

/** A page of the company's items matching the catalogue search, within the scope. */
export function companyItemsOnEventPage(
  db: DbOrTx,
  lang: number,
  o: { companyId: number; search: SQL | undefined; scope: EventItemScope; pageNum: number; pageSize: number },
) {
  const where = and(and(eq(item.fkCompanyId, o.companyId), o.search), scopeCondition(o.scope));
  return itemPage(db, lang, where, o.pageNum, o.pageSize);
}

/** How many of these ids are the company's items of that kind. */
export async function countCompanyItems(db: DbOrTx, companyId: number, kind: CatalogueKind, ids: number[]): Promise<number> {
  const rows = await db
    .select({ id: item.pkItemId })
    .from(item)
    .where(and(inArray(item.pkItemId, ids), eq(item.kind, kind), eq(item.fkCompanyId, companyId)));
  return rows.length;
}

/** Whether the company has any product or service (registration then offers to bring them). */
export async function companyHasItems(db: DbOrTx, companyId: number): Promise<boolean> {
  const [row] = await db.select({ id: item.pkItemId }).from(item).where(eq(item.fkCompanyId, companyId)).limit(1);
  return !!row;
}
