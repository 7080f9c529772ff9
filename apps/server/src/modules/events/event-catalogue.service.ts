import type {
  CompanyItemsOnEventParams,
  CompanyItemsOnEventSearch,
  CompanyProductsOnEvent,
  CompanyServicesOnEvent,
} from '@portal/contracts/events/invitations';
import type { Actor, AppContext } from '../../context.ts';
import { forbidden } from '../../lib/app-error.ts';
import { listOf } from '../catalogue/catalogue-answers.ts';
import { searchWhere } from '../catalogue/catalogue-items.repository.ts';
import type { CatalogueKind } from '../catalogue/catalogue-kinds.ts';
import { getCompany } from '../companies/company.repository.ts';
import { canManageEvent, loadEvent } from './event.policy.ts';
import { type EventItemScope, companyItemsOnEventPage } from './event-catalogue.repository.ts';
import { callerInvitation, companyShownOnEvent, invitationItemIds } from './invitations.repository.ts';

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
  let scope: EventItemScope;
  let selected: (id: number) => boolean;
  let isUserDataVisibleToOthers: boolean;
  if (actor.companyId === ids.companyId) {
    const own = await callerInvitation(ctx.db, actor, event.pkEventId);
    const chosen = new Set(own ? await invitationItemIds(ctx.db, own.pkEventInvitationId) : []);
    selected = (id) => chosen.has(id);
    scope = q.onlyInEvent ? { chosen: [...chosen] } : { all: true };
    isUserDataVisibleToOthers = own?.isUserDataVisibleToOthers ?? true;
  } else if (await canManageEvent(ctx.db, actor, event.pkEventId)) {
    selected = () => true;
    scope = { broughtTo: event.pkEventId };
    isUserDataVisibleToOthers = await companyShownOnEvent(ctx.db, event.pkEventId, ids.companyId);
  } else {
    throw forbidden('company_items_not_visible');
  }
  const search = searchWhere(kind, { pageNum: q.pageNum, pageSize: q.pageSize, name: q.name, classificationIds: q.classificationIds });
  const page = await companyItemsOnEventPage(ctx.db, actor.languageId, {
    companyId: ids.companyId,
    search,
    scope,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  });
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
