import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { businessRule, conflict, fieldError, notFound } from '../../lib/app-error.ts';
import { logAction } from '../logs/logs.service.ts';
import { NotificationType } from '@portal/contracts/notifications/notification-types';
import { publishNotifications, writeNotifications } from '../notifications/notify.service.ts';
import { requireEditableEvent } from './event-access.policy.ts';
import { assistantChamberRows, CHAMBER_CODE_TYPE, findChamber } from './event-chambers.repository.ts';
import type { Viewer } from './events.repository.ts';
import { announcedOrOrganised, viewEvent } from './events-visibility.ts';

/** GET chambers/{eventId}: the organising chamber first, then the assistants. */
export async function chambersOfEvent(db: DbOrTx, v: Viewer, eventId: number) {
  const { event } = (await viewEvent(db, v, eventId)).row;
  const [main, assistants] = await Promise.all([findChamber(db, v.lang, event.fkChamberId), assistantChamberRows(db, v.lang, eventId)]);
  return [...(main ? [{ ...main, isOrganizer: true }] : []), ...assistants.map((c) => ({ ...c, isOrganizer: false }))];
}

/** add-assistant: the organising chamber invites another chamber to help; its administrators are notified. */
export async function addAssistant(
  ctx: AppContext,
  request: FastifyRequest,
  actor: Actor,
  input: { fkEventId: number; fkChamberId: number },
) {
  const written = await ctx.db.transaction(async (tx) => {
    const event = await requireEditableEvent(tx, actor, input.fkEventId);
    if (!(await findChamber(tx, actor.languageId, input.fkChamberId))) throw fieldError('fkChamberId', 'chamber_not_found');
    if (event.fkChamberId === input.fkChamberId) throw businessRule('chamber_is_main_organizer');
    const added = await tx.insert(t.eventChambers).values(input).onConflictDoNothing().returning();
    if (!added.length) throw conflict('chamber_already_assistant');
    await logAction(tx, request, 'add_event_assistant', 'event', event.pkEventId, { fkChamberId: input.fkChamberId });
    const admins = await tx
      .select({ id: t.users.pkUserId })
      .from(t.users)
      .where(
        and(eq(t.users.fkChamberId, input.fkChamberId), eq(t.users.fkRoleId, 2), eq(t.users.isActive, true), isNull(t.users.deletedAt)),
      );
    return writeNotifications(tx, {
      userIds: admins.map((a) => a.id),
      type: NotificationType.addedAsOrganiser,
      parts: [event.pkEventId, event.name],
      link: `/event-management/chamber-events/details/${event.pkEventId}`,
    });
  });
  await publishNotifications(ctx, written);
  return chambersOfEvent(ctx.db, { actor, lang: actor.languageId }, input.fkEventId);
}

/** remove-assistant/{chamberId}/{eventId}. */
export async function removeAssistant(ctx: AppContext, request: FastifyRequest, actor: Actor, chamberId: number, eventId: number) {
  await ctx.db.transaction(async (tx) => {
    await requireEditableEvent(tx, actor, eventId);
    const removed = await tx
      .delete(t.eventChambers)
      .where(and(eq(t.eventChambers.fkEventId, eventId), eq(t.eventChambers.fkChamberId, chamberId)))
      .returning();
    if (!removed.length) throw notFound('assistant_chamber_not_found');
    await logAction(tx, request, 'remove_event_assistant', 'event', eventId, { fkChamberId: chamberId });
  });
}

/** get-chambers-countries-ids: the countries that have a chamber. */
export async function chambersCountryIds(db: DbOrTx) {
  const rows = await db
    .selectDistinct({ id: t.codes.fkCountryId })
    .from(t.codes)
    .where(and(eq(t.codes.fkCodeTypeId, CHAMBER_CODE_TYPE), eq(t.codes.isDeleted, false)));
  return { countryIds: rows.flatMap((r) => (r.id === null ? [] : [r.id])).sort((a, b) => a - b) };
}

/** get-is-user-one-of-event-oragnizers/{id}: the main or an assistant chamber, or the platform administrator. */
export async function isEventOrganiser(db: DbOrTx, v: Viewer, id: number) {
  return { isOrganizer: (await announcedOrOrganised(db, v, id)).canManage };
}
