import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { RoleId } from '@portal/contracts/common/access';
import type { Actor } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { notFound } from '../../lib/app-error.ts';

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

/** The invitations of an event that a reminder goes to: not accepted and not blocked, all or the given ones. */
export function remindableInvitations(db: DbOrTx, eventId: number, ids: number[] | null) {
  return db
    .select({ id: inv.pkEventInvitationId, email: inv.email })
    .from(inv)
    .where(
      and(
        eq(inv.fkEventId, eventId),
        eq(inv.isAccepted, false),
        eq(inv.isBlocked, false),
        ids ? inArray(inv.pkEventInvitationId, ids) : undefined,
      ),
    );
}

/** How many of these invitation ids are invitations to the event. */
export async function countEventInvitations(db: DbOrTx, eventId: number, ids: number[]): Promise<number> {
  const rows = await db
    .select({ id: inv.pkEventInvitationId })
    .from(inv)
    .where(and(eq(inv.fkEventId, eventId), inArray(inv.pkEventInvitationId, ids)));
  return rows.length;
}

/** The invitation a mailed token belongs to, locked for the transaction; null for an unknown or used token. */
export async function lockInvitationByTokenHash(tx: DbOrTx, tokenHash: string): Promise<InvitationRow | null> {
  const [row] = await tx.select().from(inv).where(eq(inv.tokenHash, tokenHash)).for('update');
  return row ?? null;
}

/** Whether the invitation is accepted, read under a row lock so that concurrent registrations see one another. */
export async function lockInvitationAcceptance(tx: DbOrTx, invitationId: number): Promise<boolean> {
  const [row] = await tx.select({ isAccepted: inv.isAccepted }).from(inv).where(eq(inv.pkEventInvitationId, invitationId)).for('update');
  return row.isAccepted;
}

/** The catalogue items an invitation brings to its event. */
export async function invitationItemIds(db: DbOrTx, invitationId: number): Promise<number[]> {
  const rows = await db
    .select({ id: t.eventInvitationItems.fkItemId })
    .from(t.eventInvitationItems)
    .where(eq(t.eventInvitationItems.fkEventInvitationId, invitationId));
  return rows.map((r) => r.id);
}

/** Whether a registered attendee of the event from the company shows their data to others. */
export async function companyShownOnEvent(db: DbOrTx, eventId: number, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: inv.pkEventInvitationId })
    .from(inv)
    .innerJoin(t.users, eq(t.users.pkUserId, inv.fkUserId))
    .where(
      and(
        eq(inv.fkEventId, eventId),
        eq(inv.isAccepted, true),
        eq(inv.isUserDataVisibleToOthers, true),
        eq(t.users.fkCompanyId, companyId),
      ),
    )
    .limit(1);
  return !!row;
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
