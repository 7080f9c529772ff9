import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import type { InvitationRow } from './invitations.repository.ts';

const inv = t.eventInvitations;

/** New invitations; an e-mail already invited to the event is skipped (the unique index). Returns those written. */
export async function insertInvitations(tx: DbOrTx, rows: (typeof inv.$inferInsert)[]) {
  if (!rows.length) return [];
  return tx.insert(inv).values(rows).onConflictDoNothing().returning({ email: inv.email, fkUserId: inv.fkUserId });
}

/** The caller's own invitation to a public event; null when a concurrent registration wrote it first. */
export async function insertOwnInvitation(tx: DbOrTx, eventId: number, user: { userId: number; email: string }) {
  const [row] = await tx
    .insert(inv)
    .values({ fkEventId: eventId, fkUserId: user.userId, email: user.email.toLowerCase() })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Accepts (or changes) an invitation: visibility when given, the single-use token gone. */
export async function acceptInvitation(tx: DbOrTx, row: InvitationRow, userId: number | null, visible: boolean | undefined, now: Date) {
  await tx
    .update(inv)
    .set({
      isAccepted: true,
      acceptedAt: row.acceptedAt ?? now,
      fkUserId: userId ?? row.fkUserId,
      tokenHash: null,
      ...(visible === undefined ? {} : { isUserDataVisibleToOthers: visible }),
      updatedAt: now,
    })
    .where(eq(inv.pkEventInvitationId, row.pkEventInvitationId));
}

/** The products and services an invitation brings, replaced by these. */
export async function replaceInvitationItems(tx: DbOrTx, invitationId: number, itemIds: number[]) {
  await tx.delete(t.eventInvitationItems).where(eq(t.eventInvitationItems.fkEventInvitationId, invitationId));
  if (itemIds.length)
    await tx.insert(t.eventInvitationItems).values(itemIds.map((fkItemId) => ({ fkEventInvitationId: invitationId, fkItemId })));
}

/** Blocks or unblocks the person of an invitation (linking it to their user). */
export async function setInvitationBlocked(tx: DbOrTx, invitationId: number, userId: number, blocked: boolean) {
  await tx
    .update(inv)
    .set({ isBlocked: blocked, fkUserId: userId, updatedAt: new Date() })
    .where(eq(inv.pkEventInvitationId, invitationId));
}

/** A reminder's new single-use token replaces the old one. */
export async function renewInvitationToken(tx: DbOrTx, invitationId: number, tokenHash: string, now: Date) {
  await tx.update(inv).set({ tokenHash, reminderSentAt: now, updatedAt: now }).where(eq(inv.pkEventInvitationId, invitationId));
}

export async function setInvitationAttendeeType(tx: DbOrTx, invitationId: number, attendeeTypeId: number | null) {
  await tx.update(inv).set({ fkAttendeeTypeId: attendeeTypeId, updatedAt: new Date() }).where(eq(inv.pkEventInvitationId, invitationId));
}

/** Removes an invitation (what it brought goes with it). */
export async function removeInvitation(tx: DbOrTx, invitationId: number) {
  await tx.delete(inv).where(eq(inv.pkEventInvitationId, invitationId));
}
