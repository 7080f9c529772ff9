import { CodeType } from '@portal/contracts/codes/code-types';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';

/*
 * The writes of conversations, messages, receipts and spam marks, and the small reads they need.
 * What the message centre lists is read in message-rows.repository.ts.
 */

const cm = t.conversationMembers;
const receipts = t.messageReceipts;

/** A new conversation; its id. */
export async function insertConversation(
  tx: DbOrTx,
  c: { title: string; kind: string; creatorId: number | null; companyId: number | null },
): Promise<number> {
  const [{ id }] = await tx
    .insert(t.conversations)
    .values({ title: c.title, kind: c.kind, fkCreatorUserId: c.creatorId, fkCompanyId: c.companyId })
    .returning({ id: t.conversations.pkConversationId });
  return id;
}

export async function insertMembers(tx: DbOrTx, conversationId: number, userIds: number[]): Promise<void> {
  await tx.insert(cm).values(userIds.map((fkUserId) => ({ fkConversationId: conversationId, fkUserId })));
}

/** The user ids of a conversation's members. */
export async function memberIds(tx: DbOrTx, conversationId: number): Promise<number[]> {
  const rows = await tx.select({ userId: cm.fkUserId }).from(cm).where(eq(cm.fkConversationId, conversationId));
  return rows.map((r) => r.userId);
}

/** Puts the conversation back in (deleted: takes it out of) the members' folders. */
export async function setMembershipDeleted(db: DbOrTx, conversationId: number, userIds: number[], deleted: boolean): Promise<void> {
  await db
    .update(cm)
    .set({ deletedAt: deleted ? new Date() : null })
    .where(and(eq(cm.fkConversationId, conversationId), inArray(cm.fkUserId, userIds)));
}

/** A new message; its id. */
export async function insertMessage(tx: DbOrTx, values: typeof t.messages.$inferInsert): Promise<number> {
  const [{ id }] = await tx.insert(t.messages).values(values).returning({ id: t.messages.pkMessageId });
  return id;
}

/** The conversation had a message now (its place in the lists). */
export async function touchConversation(tx: DbOrTx, conversationId: number): Promise<void> {
  await tx.update(t.conversations).set({ lastMessageAt: new Date() }).where(eq(t.conversations.pkConversationId, conversationId));
}

export async function insertReceipts(tx: DbOrTx, messageId: number, userIds: number[]): Promise<void> {
  await tx.insert(receipts).values(userIds.map((fkUserId) => ({ fkMessageId: messageId, fkUserId })));
}

/** Which of these users marked the sender as spam. */
export async function usersWhoMarkedAsSpam(tx: DbOrTx, senderId: number, userIds: number[]): Promise<number[]> {
  const rows = await tx
    .select({ userId: t.spamUsers.fkUserId })
    .from(t.spamUsers)
    .where(and(eq(t.spamUsers.fkSpamUserId, senderId), inArray(t.spamUsers.fkUserId, userIds)));
  return rows.map((r) => r.userId);
}

/** A company's active, undeleted users with their roles. */
export async function activeCompanyUsers(db: DbOrTx, companyId: number) {
  return db
    .select({ id: t.users.pkUserId, roleId: t.users.fkRoleId })
    .from(t.users)
    .where(and(eq(t.users.fkCompanyId, companyId), eq(t.users.isActive, true), sql`${t.users.deletedAt} is null`));
}

/** The chamber of a country (a live code of the chamber type); null when it has none. */
export async function chamberOfCountry(db: DbOrTx, countryId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: t.codes.pkCodeId })
    .from(t.codes)
    .where(and(eq(t.codes.fkCodeTypeId, CodeType.chamber), eq(t.codes.fkCountryId, countryId), eq(t.codes.isDeleted, false)))
    .limit(1);
  return row?.id ?? null;
}

/** The sender of a message; null when there is no such message. */
export async function messageSenderId(db: DbOrTx, messageId: number): Promise<{ senderId: number | null } | null> {
  const [row] = await db.select({ senderId: t.messages.fkSenderUserId }).from(t.messages).where(eq(t.messages.pkMessageId, messageId));
  return row ?? null;
}

/** Takes a message out of its sender's folders. */
export async function markSenderDeleted(db: DbOrTx, messageId: number): Promise<void> {
  await db.update(t.messages).set({ senderDeletedAt: new Date() }).where(eq(t.messages.pkMessageId, messageId));
}

/** Changes the user's receipt of a message; whether they had one. */
export async function updateReceipt(
  db: DbOrTx,
  messageId: number,
  userId: number,
  values: Partial<typeof receipts.$inferInsert>,
): Promise<boolean> {
  const done = await db
    .update(receipts)
    .set(values)
    .where(and(eq(receipts.fkMessageId, messageId), eq(receipts.fkUserId, userId)))
    .returning({ id: receipts.fkMessageId });
  return done.length > 0;
}

/** Marks every unread message of the conversation the user received as read. */
export async function markConversationReceiptsRead(db: DbOrTx, conversationId: number, userId: number): Promise<void> {
  const ofConversation = db.select({ id: t.messages.pkMessageId }).from(t.messages).where(eq(t.messages.fkConversationId, conversationId));
  await db
    .update(receipts)
    .set({ isRead: true, readAt: new Date() })
    .where(and(eq(receipts.fkUserId, userId), eq(receipts.isRead, false), inArray(receipts.fkMessageId, ofConversation)));
}

/** Whether a user exists and is not deleted. */
export async function isLiveUser(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: t.users.pkUserId })
    .from(t.users)
    .where(and(eq(t.users.pkUserId, userId), isNull(t.users.deletedAt)));
  return !!row;
}

export async function insertSpamMark(db: DbOrTx, userId: number, spamUserId: number): Promise<void> {
  await db.insert(t.spamUsers).values({ fkUserId: userId, fkSpamUserId: spamUserId }).onConflictDoNothing();
}

export async function deleteSpamMark(db: DbOrTx, userId: number, spamUserId: number): Promise<void> {
  await db.delete(t.spamUsers).where(and(eq(t.spamUsers.fkUserId, userId), eq(t.spamUsers.fkSpamUserId, spamUserId)));
}
