import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type {
  CompanyItemsOnEventParams,
  CompanyItemsOnEventSearch,
  CompanyProductsOnEvent,
  CompanyServicesOnEvent,
} from '@portal/contracts/events/invitations';
import type { Actor, AppContext } from '../../context.ts';
import * as t from '../../db/schema/all.ts';
import { forbidden } from '../../lib/app-error.ts';
import { listOf } from '../catalogue/catalogue-answers.ts';
import { itemPage, searchWhere } from '../catalogue/catalogue-items.repository.ts';
import type { CatalogueKind } from '../catalogue/catalogue-kinds.ts';
import { getCompany } from '../companies/company.repository.ts';
import { canManageEvent, loadEvent } from './event.policy.ts';
import { callerInvitation } from './invitations.repository.ts';

const item = t.catalogueItems;

/** Items brought by the event's accepted attendees. */
const broughtToEvent = (eventId: number) => sql`${item.pkItemId} in (
  select ii.fk_item_id from ${t.eventInvitationItems} ii
  join ${t.eventInvitations} i on i.pk_event_invitation_id = ii.fk_event_invitation_id
  where i.fk_event_id = ${eventId} and i.is_accepted)`;

/**
 * company-products-on-event and company-services-on-event. A user of the company sees all of its
 * items, marked isInEvent by their own registration's selection (the registration dialog);
 * the event's organisers see what the company's accepted attendees bring.
 */
async function itemsOnEvent(
  ctx: AppContext,
  actor: Actor,
  kind: CatalogueKind,
  ids: CompanyItemsOnEventParams,
  q: CompanyItemsOnEventSearch,
) {
  const event = await loadEvent(ctx.db, ids.eventId);
  await getCompany(ctx.db, ids.companyId);
  const filters = and(
    eq(item.fkCompanyId, ids.companyId),
    searchWhere(kind, { pageNum: q.pageNum, pageSize: q.pageSize, name: q.name, classificationIds: q.classificationIds }),
  );
  let where: SQL | undefined;
  let selected: (id: number) => boolean;
  let isUserDataVisibleToOthers: boolean;
  if (actor.companyId === ids.companyId) {
    const own = await callerInvitation(ctx.db, actor, event.pkEventId);
    const rows = own
      ? await ctx.db
          .select({ id: t.eventInvitationItems.fkItemId })
          .from(t.eventInvitationItems)
          .where(eq(t.eventInvitationItems.fkEventInvitationId, own.pkEventInvitationId))
      : [];
    const chosen = new Set(rows.map((r) => r.id));
    selected = (id) => chosen.has(id);
    where = and(filters, q.onlyInEvent ? (chosen.size ? inArray(item.pkItemId, [...chosen]) : sql`false`) : undefined);
    isUserDataVisibleToOthers = own?.isUserDataVisibleToOthers ?? true;
  } else if (await canManageEvent(ctx.db, actor, event.pkEventId)) {
    selected = () => true;
    where = and(filters, broughtToEvent(event.pkEventId));
    const [visible] = await ctx.db
      .select({ id: t.eventInvitations.pkEventInvitationId })
      .from(t.eventInvitations)
      .innerJoin(t.users, eq(t.users.pkUserId, t.eventInvitations.fkUserId))
      .where(
        and(
          eq(t.eventInvitations.fkEventId, event.pkEventId),
          eq(t.eventInvitations.isAccepted, true),
          eq(t.eventInvitations.isUserDataVisibleToOthers, true),
          eq(t.users.fkCompanyId, ids.companyId),
        ),
      )
      .limit(1);
    isUserDataVisibleToOthers = !!visible;
  } else {
    throw forbidden('company_items_not_visible');
  }
  const page = await itemPage(ctx.db, actor.languageId, where, q.pageNum, q.pageSize);
  return { page, selected, isUserDataVisibleToOthers };
}

export async function companyProductsOnEvent(
  ctx: AppContext,
  actor: Actor,
  ids: CompanyItemsOnEventParams,
  q: CompanyItemsOnEventSearch,
): Promise<CompanyProductsOnEvent> {
  const { page, selected, isUserDataVisibleToOthers } = await itemsOnEvent(ctx, actor, 'product', ids, q);
  const products = listOf('product', page.rows, actor).products ?? [];
  const marked = products.map((p) => ({ ...p, isInEvent: selected(p.pkProductId) }));
  return { products: marked, totalPages: page.totalPages, totalCount: page.totalCount, isUserDataVisibleToOthers };
}

export async function companyServicesOnEvent(
  ctx: AppContext,
  actor: Actor,
  ids: CompanyItemsOnEventParams,
  q: CompanyItemsOnEventSearch,
): Promise<CompanyServicesOnEvent> {
  const { page, selected, isUserDataVisibleToOthers } = await itemsOnEvent(ctx, actor, 'service', ids, q);
  const services = listOf('service', page.rows, actor).services ?? [];
  const marked = services.map((s) => ({ ...s, isInEvent: selected(s.pkServiceId) }));
  return { services: marked, totalPages: page.totalPages, totalCount: page.totalCount, isUserDataVisibleToOthers };
}
