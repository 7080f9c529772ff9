import type { AcceptFromEmail, ParsedEventRegistration, UserEventStatus } from '@portal/contracts/events/invitations';
import { NotificationType } from '@portal/contracts/notifications/notification-types';
import { eventAttendeesPath } from '@portal/contracts/common/portal-links';
import type { Actor, AppContext, Client } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { businessRule, fieldError, forbidden, notFound } from '../../lib/app-error.ts';
import { sha256 } from '../../lib/random.ts';
import { findActiveUserByEmail, findUserById } from '../accounts/users.repository.ts';
import { logAction } from '../logs/logs.service.ts';
import { publishNotifications, writeNotifications } from '../notifications/notify.service.ts';
import { type EventRow, loadEvent, requireVisibleEvent } from './event.policy.ts';
import { companyHasItems, countCompanyItems } from './event-catalogue.repository.ts';
import {
  callerInvitation,
  chamberAdminIds,
  type InvitationRow,
  lockInvitationAcceptance,
  lockInvitationByTokenHash,
} from './invitations.repository.ts';
import { canRegisterOn, registrationEnded, requireRegistrationOpen } from './registration.policy.ts';
import { acceptInvitation, insertOwnInvitation, removeInvitation, replaceInvitationItems } from './invitation-writes.repository.ts';

/** The ids must be the caller's company's items of that kind, else the field's error. */
async function requireOwnItems(db: DbOrTx, actor: Actor, kind: 'product' | 'service', ids: number[]) {
  if (!ids.length) return;
  const field = kind === 'product' ? 'productIDs' : 'serviceIDs';
  if (!actor.companyId) throw fieldError(field, 'item_not_of_your_company');
  if ((await countCompanyItems(db, actor.companyId, kind, ids)) !== ids.length) throw fieldError(field, 'item_not_of_your_company');
}

/** Tells the organising chamber's administrators that someone registered (type 16: "eventId;eventName;who"). */
async function notifyRegistered(tx: DbOrTx, event: EventRow, who: { userId: number | null; email: string }) {
  const user = who.userId ? await findUserById(tx, who.userId) : null;
  return writeNotifications(tx, {
    userIds: await chamberAdminIds(tx, event.fkChamberId),
    content: {
      type: NotificationType.userRegisteredOnEvent,
      eventId: event.pkEventId,
      eventName: event.name,
      name: user ? `${user.firstName} ${user.lastName}` : who.email,
    },
    link: eventAttendeesPath(event.pkEventId),
  });
}

/** Accepts (or changes) an invitation: visibility, the products and services brought, single-use token gone. */
async function acceptRow(tx: DbOrTx, row: InvitationRow, userId: number | null, o: { visible?: boolean; itemIds?: number[] }) {
  await acceptInvitation(tx, row, userId, o.visible, new Date());
  if (o.itemIds) await replaceInvitationItems(tx, row.pkEventInvitationId, o.itemIds);
}

/**
 * accept-invitation (mode 'invited'), and public-event-add-invitation (mode 'public', which also
 * creates the caller's own invitation on a public event). Registering again saves changes.
 */
export async function register(ctx: AppContext, actor: Actor, input: ParsedEventRegistration, mode: 'invited' | 'public') {
  const written = await ctx.db.transaction(async (tx) => {
    const event = await requireVisibleEvent(tx, actor, input.fkEventId);
    let row = await callerInvitation(tx, actor, event.pkEventId);
    if (!row && !(mode === 'public' && event.isPublic)) throw businessRule('not_invited_to_event');
    if (row?.isBlocked) throw forbidden('user_blocked_on_event');
    requireRegistrationOpen(event);
    await requireOwnItems(tx, actor, 'product', input.productIDs);
    await requireOwnItems(tx, actor, 'service', input.serviceIDs);
    if (!row) {
      // A concurrent registration of the same person wrote it first: read theirs.
      row = (await insertOwnInvitation(tx, event.pkEventId, actor)) ?? (await callerInvitation(tx, actor, event.pkEventId))!;
    }
    // Locked so that of concurrent registrations exactly one is the first (one log row, one notification).
    const first = !(await lockInvitationAcceptance(tx, row.pkEventInvitationId));
    await acceptRow(tx, row, actor.userId, {
      visible: input.isUserDataVisibleToOthers,
      itemIds: [...input.productIDs, ...input.serviceIDs],
    });
    await logAction(tx, actor, first ? 'register_on_event' : 'update_event_registration', 'event', event.pkEventId);
    return first ? notifyRegistered(tx, event, { userId: actor.userId, email: actor.email }) : [];
  });
  await publishNotifications(ctx, written);
  return { success: true as const };
}

/**
 * accept-invitation-from-email (public): the mailed token accepts its invitation once. The token
 * lives until registration closes; the invitation is linked to the user with that e-mail, if any.
 */
export async function acceptFromEmail(ctx: AppContext, by: Actor | Client, { token }: AcceptFromEmail) {
  const result = await ctx.db.transaction(async (tx) => {
    const row = await lockInvitationByTokenHash(tx, sha256(token));
    if (!row) throw businessRule('invalid_invitation');
    const event = await loadEvent(tx, row.fkEventId);
    if (row.isBlocked) throw forbidden('user_blocked_on_event');
    requireRegistrationOpen(event);
    const user = await findActiveUserByEmail(tx, row.email);
    await acceptRow(tx, row, user?.pkUserId ?? null, {});
    await logAction(tx, by, 'register_on_event_by_email', 'event', event.pkEventId, { invitationId: row.pkEventInvitationId });
    const written = row.isAccepted ? [] : await notifyRegistered(tx, event, { userId: user?.pkUserId ?? null, email: row.email });
    return { answer: { fkEventId: event.pkEventId, eventName: event.name, email: row.email }, written };
  });
  await publishNotifications(ctx, result.written);
  return result.answer;
}

/** public-event-delete-invitation/{id}: the caller withdraws from a public event while registration is open. */
export async function withdraw(ctx: AppContext, actor: Actor, eventId: number) {
  await ctx.db.transaction(async (tx) => {
    const event = await requireVisibleEvent(tx, actor, eventId);
    const row = await callerInvitation(tx, actor, eventId);
    if (!row) throw notFound('invitation_not_found');
    if (!event.isPublic) throw businessRule('event_not_public');
    // A blocked attendee stays blocked: withdrawing and registering again must not lift it.
    if (row.isBlocked) throw forbidden('user_blocked_on_event');
    if (registrationEnded(event)) throw businessRule('registration_ended');
    await removeInvitation(tx, row.pkEventInvitationId);
    await logAction(tx, actor, 'withdraw_from_event', 'event', eventId);
  });
}

/** is-current-user-invited-to-event. */
export async function invitedState(ctx: AppContext, actor: Actor, eventId: number) {
  await requireVisibleEvent(ctx.db, actor, eventId);
  const row = await callerInvitation(ctx.db, actor, eventId);
  return { isInvited: !!row, isAccepted: !!row?.isAccepted };
}

/**
 * The user event status: may register when the event is announced, registration is open, the
 * caller is not blocked and is invited or the event is public. Registered means accepted and
 * not blocked.
 */
export async function userEventStatus(ctx: AppContext, actor: Actor, eventId: number): Promise<UserEventStatus> {
  const event = await requireVisibleEvent(ctx.db, actor, eventId);
  const row = await callerInvitation(ctx.db, actor, eventId);
  const open = canRegisterOn(event);
  const isBlocked = !!row?.isBlocked;
  const hasItems = actor.companyId ? await companyHasItems(ctx.db, actor.companyId) : false;
  return {
    canRegister: open && !isBlocked && (!!row || event.isPublic),
    isRegistered: !!row?.isAccepted && !isBlocked,
    isBlocked,
    isAccepted: !!row?.isAccepted,
    isInvited: !!row,
    registerWithProductsServices: hasItems,
  };
}
