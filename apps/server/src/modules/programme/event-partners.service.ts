import { TranslatedKind } from '@portal/contracts/common/content-languages';
import type {
  EventPartner,
  PartnerOffEvent,
  PartnerOrganizerFlag,
  PartnersOnEvent,
  PartnersOnEventSearch,
  PartnersOrder,
} from '@portal/contracts/programme/partners';
import type { Actor, AppContext, Client } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, businessRule, conflict, notFound } from '../../lib/app-error.ts';
import { type EventRow, requireManagedEvent } from '../events/event.policy.ts';
import { assistantChamberIds } from '../events/event-chambers.repository.ts';
import { lockEvent, viewerOf } from '../events/events.repository.ts';
import { localizedAnswers } from '../i18n/content-translations.service.ts';
import { logAction } from '../logs/logs.service.ts';
import {
  eventPartnerIds,
  eventPartnerRows,
  insertEventPartner,
  nextPartnerPosition,
  partnerById,
  type PartnerRow,
  removeEventPartner,
  setEventPartnerOrganizer,
  writePartnerOrder,
} from './partners.repository.ts';
import { canAdministerChamber, requireShowcaseEvent } from './programme.policy.ts';

/** Partners as answers: the description in the reader's language; every language's for their chamber's administrators. */
export const partnerAnswers = (db: DbOrTx, by: Actor | Client, rows: PartnerRow[]): Promise<EventPartner[]> =>
  localizedAnswers(db, TranslatedKind.partner, rows, {
    id: (r) => r.pkEventPartnerId,
    editable: (r) => canAdministerChamber(viewerOf(by).actor, r.fkChamberId),
  });

/** An event's partners in their order, as answers to the reader. */
async function partnersOfEvent(db: DbOrTx, by: Actor | Client, eventId: number, name?: string | null): Promise<PartnersOnEvent> {
  return { eventPartners: await partnerAnswers(db, by, await eventPartnerRows(db, by.languageId, eventId, name)) };
}

/** The chambers that organise an event: the main one, then its assistants. */
export async function organisingChamberIds(db: DbOrTx, event: Pick<EventRow, 'pkEventId' | 'fkChamberId'>): Promise<number[]> {
  return [event.fkChamberId, ...(await assistantChamberIds(db, event.pkEventId))];
}

/** search-on-event: an event's partners in order, for whoever may see the event (signed out too, when it is public). */
export async function partnersOnEvent(ctx: AppContext, by: Actor | Client, input: PartnersOnEventSearch): Promise<PartnersOnEvent> {
  await requireShowcaseEvent(ctx.db, by, input.fkEventId);
  return partnersOfEvent(ctx.db, by, input.fkEventId, input.name);
}

/** Puts a partner at the end of the event's list; 409 partner_already_on_event. */
export async function addToEvent(tx: DbOrTx, actor: Actor, eventId: number, partnerId: number, isOrganizer: boolean) {
  await lockEvent(tx, eventId);
  const sortOrder = await nextPartnerPosition(tx, eventId);
  if (!(await insertEventPartner(tx, { eventId, partnerId, sortOrder, isOrganizer }))) throw conflict('partner_already_on_event');
  await logAction(tx, actor, 'add_event_partner', 'event', eventId, { fkPartnerId: partnerId, isOrganizer });
}

/** add-existing-event-partner-to-event: a partner of one of the event's organising chambers. */
export async function addExistingPartner(
  ctx: AppContext,
  actor: Actor,
  input: { fkEventId: number; pkEventPartnerId: number; isOrganizer: boolean },
): Promise<PartnersOnEvent> {
  await ctx.db.transaction(async (tx) => {
    const event = await requireManagedEvent(tx, actor, input.fkEventId);
    const partner = await partnerById(tx, actor.languageId, input.pkEventPartnerId);
    if (!(await organisingChamberIds(tx, event)).includes(partner.fkChamberId)) throw businessRule('partner_not_of_event_chambers');
    await addToEvent(tx, actor, event.pkEventId, partner.pkEventPartnerId, input.isOrganizer);
  });
  return partnersOfEvent(ctx.db, actor, input.fkEventId);
}

/** remove-event-partner-from-event: the partner stays the chamber's. */
export async function removePartnerFromEvent(ctx: AppContext, actor: Actor, input: PartnerOffEvent): Promise<PartnersOnEvent> {
  await ctx.db.transaction(async (tx) => {
    await requireManagedEvent(tx, actor, input.fkEventId);
    if (!(await removeEventPartner(tx, input.fkEventId, input.pkEventPartnerId))) throw notFound('partner_not_on_event');
    await logAction(tx, actor, 'remove_event_partner', 'event', input.fkEventId, { fkPartnerId: input.pkEventPartnerId });
  });
  return partnersOfEvent(ctx.db, actor, input.fkEventId);
}

/**
 * change-order-partners-in-event: the listed partners first in the given order, any the list
 * leaves out after them in their order. Reorders of one event run one after the other (the
 * event row is locked), so two at once leave one whole order, never a mix.
 */
export async function changePartnersOrder(ctx: AppContext, actor: Actor, input: PartnersOrder): Promise<PartnersOnEvent> {
  await ctx.db.transaction(async (tx) => {
    await requireManagedEvent(tx, actor, input.fkEventId);
    await lockEvent(tx, input.fkEventId);
    const current = await eventPartnerIds(tx, input.fkEventId);
    if (input.orderList.some((id) => !current.includes(id))) {
      throw new AppError('validation_error', 400, undefined, { orderList: 'partner_not_on_event' }, 'partner_not_on_event');
    }
    const listed = new Set(input.orderList);
    await writePartnerOrder(tx, input.fkEventId, [...input.orderList, ...current.filter((id) => !listed.has(id))]);
    await logAction(tx, actor, 'order_event_partners', 'event', input.fkEventId, { orderList: input.orderList });
  });
  return partnersOfEvent(ctx.db, actor, input.fkEventId);
}

/** set-is-organizer-in-event. */
export async function setPartnerOrganizer(ctx: AppContext, actor: Actor, input: PartnerOrganizerFlag): Promise<PartnersOnEvent> {
  await ctx.db.transaction(async (tx) => {
    await requireManagedEvent(tx, actor, input.fkEventId);
    if (!(await setEventPartnerOrganizer(tx, input.fkEventId, input.pkEventPartnerId, input.isOrganizer))) {
      throw notFound('partner_not_on_event');
    }
    await logAction(tx, actor, 'set_event_partner_organizer', 'event', input.fkEventId, {
      fkPartnerId: input.pkEventPartnerId,
      isOrganizer: input.isOrganizer,
    });
  });
  return partnersOfEvent(ctx.db, actor, input.fkEventId);
}
