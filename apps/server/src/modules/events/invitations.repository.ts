import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { RoleId } from '@portal/contracts/common/access';
import type { Actor } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { businessRule, notFound } from '../../lib/app-error.ts';
import type { EventRow } from './event.policy.ts';
import { registrationStateOf } from './event-status.ts';

const inv = t.eventInvitations;
export type InvitationRow = typeof inv.$inferSelect;

/**
 * The caller's invitation to an event: linked to their user, or sent to their e-mail before
 * they registered (fk_user_id still empty). A row linked to the user wins.
 */
export async function callerInvitation(db: DbOrTx, actor: Pick<Actor, 'userId' | 'email'>, eventId: number) {
  const [row] = await db
    .select()
    .from(inv)
    .where(and(eq(inv.fkEventId, eventId), sql`(${inv.fkUserId} = ${actor.userId} or lower(${inv.email}) = ${actor.email.toLowerCase()})`))
    .orderBy(sql`${inv.fkUserId} = ${actor.userId} desc nulls last`, asc(inv.pkEventInvitationId))
    .limit(1);
  return row ?? null;
}

export async function invitationById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(inv).where(eq(inv.pkEventInvitationId, id));
  if (!row) throw notFound('invitation_not_found');
  return row;
}

/** A user's invitation on an event (by user or by their e-mail), for the organisers' actions on a person. */
export async function userInvitation(db: DbOrTx, eventId: number, userId: number) {
  const [user] = await db
    .select({ userId: t.users.pkUserId, email: t.users.email })
    .from(t.users)
    .where(and(eq(t.users.pkUserId, userId), isNull(t.users.deletedAt)));
  const row = user ? await callerInvitation(db, user, eventId) : null;
  if (!row) throw notFound('invitation_not_found');
  return row;
}

/** Registration is open: the event is announced, the registration window has started and not ended. */
export function requireRegistrationOpen(event: EventRow, now = new Date()) {
  const state = registrationStateOf(event, now);
  if (state.isRegistrationEnded || event.endDate <= now) throw businessRule('registration_ended');
  if (!event.isAnnounced || !state.isRegistrationStarted) throw businessRule('registration_not_started');
}

/** Invitations may be sent (and reminded) while registration has not ended on an announced event. */
export function requireInvitationsOpen(event: EventRow, now = new Date()) {
  if (!event.isAnnounced) throw businessRule('event_not_announced');
  if (registrationStateOf(event, now).isRegistrationEnded || event.endDate <= now) throw businessRule('registration_ended');
}

/** The active chamber administrators of the organising chamber (told when someone registers). */
export async function chamberAdminIds(db: DbOrTx, chamberId: number) {
  const rows = await db
    .select({ id: t.users.pkUserId })
    .from(t.users)
    .where(
      and(
        eq(t.users.fkRoleId, RoleId.chamberAdmin),
        eq(t.users.fkChamberId, chamberId),
        eq(t.users.isActive, true),
        isNull(t.users.deletedAt),
      ),
    );
  return rows.map((r) => r.id);
}
