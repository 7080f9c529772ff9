import type { AddAssistant, RemoveAssistantParams } from '@portal/contracts/events/event-chambers';
import { NotificationType } from '@portal/contracts/notifications/notification-types';
import { eventDetailsPath } from '@portal/contracts/common/portal-links';
import type { Actor, AppContext } from '../../context.ts';
import { businessRule, conflict, fieldError, notFound } from '../../lib/app-error.ts';
import { logAction } from '../logs/logs.service.ts';
import { publishNotifications, writeNotifications } from '../notifications/notify.service.ts';
import { requireEditableEvent } from './event.policy.ts';
import {
  assistantChamberRows,
  chamberCountryIds,
  deleteAssistantChamber,
  findChamber,
  insertAssistantChamber,
} from './event-chambers.repository.ts';
import { viewerOf } from './events.repository.ts';
import { announcedOrOrganised, viewEvent } from './events-visibility.ts';
import { chamberAdminIds } from './invitations.repository.ts';

/** GET chambers/{eventId}: the organising chamber first, then the assistants. */
export async function chambersOfEvent(ctx: AppContext, actor: Actor, eventId: number) {
  const { db } = ctx;
  const v = viewerOf(actor);
  const { event } = (await viewEvent(db, v, eventId)).row;
  const [main, assistants] = await Promise.all([findChamber(db, v.lang, event.fkChamberId), assistantChamberRows(db, v.lang, eventId)]);
  return [...(main ? [{ ...main, isOrganizer: true }] : []), ...assistants.map((c) => ({ ...c, isOrganizer: false }))];
}

/** add-assistant: the organising chamber invites another chamber to help; its administrators are notified. */
export async function addAssistant(ctx: AppContext, actor: Actor, input: AddAssistant) {
  const written = await ctx.db.transaction(async (tx) => {
    const event = await requireEditableEvent(tx, actor, input.fkEventId);
    if (!(await findChamber(tx, actor.languageId, input.fkChamberId))) throw fieldError('fkChamberId', 'chamber_not_found');
    if (event.fkChamberId === input.fkChamberId) throw businessRule('chamber_is_main_organizer');
    if (!(await insertAssistantChamber(tx, event.pkEventId, input.fkChamberId))) throw conflict('chamber_already_assistant');
    await logAction(tx, actor, 'add_event_assistant', 'event', event.pkEventId, { fkChamberId: input.fkChamberId });
    return writeNotifications(tx, {
      userIds: await chamberAdminIds(tx, input.fkChamberId),
      content: { type: NotificationType.addedAsOrganiser, eventId: event.pkEventId, eventName: event.name },
      link: eventDetailsPath(event.pkEventId),
    });
  });
  await publishNotifications(ctx, written);
  return chambersOfEvent(ctx, actor, input.fkEventId);
}

/** remove-assistant/{chamberId}/{eventId}. */
export async function removeAssistant(ctx: AppContext, actor: Actor, { chamberId, eventId }: RemoveAssistantParams) {
  await ctx.db.transaction(async (tx) => {
    await requireEditableEvent(tx, actor, eventId);
    if (!(await deleteAssistantChamber(tx, eventId, chamberId))) throw notFound('assistant_chamber_not_found');
    await logAction(tx, actor, 'remove_event_assistant', 'event', eventId, { fkChamberId: chamberId });
  });
}

/** get-chambers-countries-ids: the countries that have a chamber. */
export async function chambersCountryIds(ctx: AppContext) {
  return { countryIds: await chamberCountryIds(ctx.db) };
}

/** get-is-user-one-of-event-oragnizers/{id}: the main or an assistant chamber, or the platform administrator. */
export async function isEventOrganiser(ctx: AppContext, actor: Actor, id: number) {
  return { isOrganizer: (await announcedOrOrganised(ctx.db, viewerOf(actor), id)).canManage };
}
