import { RoleId } from '@portal/contracts/common/access';
import { NotificationType } from '@portal/contracts/notifications/notification-types';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { fieldError } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { writeNotifications } from '../notifications/notify.service.ts';
import { conversationPath } from '@portal/contracts/common/portal-links';

export type ConversationKind = 'direct' | 'company' | 'chamber' | 'guest';

/** Message content as stored: sanitised HTML; nothing left (only markup) is a missing field. */
export function cleanContent(html: string): string {
  const clean = sanitizeRichText(html);
  if (!clean) throw fieldError('content', 'validation.required');
  return clean;
}

/** A new conversation with its members (the creator among them when there is one). */
export async function startConversation(
  tx: DbOrTx,
  c: { title: string; kind: ConversationKind; creatorId: number | null; companyId?: number | null; memberIds: number[] },
): Promise<number> {
  const [{ id }] = await tx
    .insert(t.conversations)
    .values({ title: c.title, kind: c.kind, fkCreatorUserId: c.creatorId, fkCompanyId: c.companyId ?? null })
    .returning({ id: t.conversations.pkConversationId });
  const members = [...new Set([...(c.creatorId ? [c.creatorId] : []), ...c.memberIds])];
  await tx.insert(t.conversationMembers).values(members.map((fkUserId) => ({ fkConversationId: id, fkUserId })));
  return id;
}

export interface Sender {
  userId: number | null;
  name: string;
  guestEmail?: string;
}

/**
 * Writes a message into a conversation for its other members: a receipt each, the conversation
 * back in the inbox of members who had deleted it, and notification type 1 to those who have not
 * marked the sender as spam. Returns what to publish after commit.
 */
export async function writeMessage(tx: DbOrTx, conversationId: number, sender: Sender, title: string, content: string) {
  const [{ id }] = await tx
    .insert(t.messages)
    .values({
      fkConversationId: conversationId,
      fkSenderUserId: sender.userId,
      guestName: sender.userId ? null : sender.name,
      guestEmail: sender.userId ? null : (sender.guestEmail ?? null),
      title,
      content,
    })
    .returning({ id: t.messages.pkMessageId });
  const members = await tx
    .select({ userId: t.conversationMembers.fkUserId })
    .from(t.conversationMembers)
    .where(eq(t.conversationMembers.fkConversationId, conversationId));
  const receivers = members.map((m) => m.userId).filter((u) => u !== sender.userId);
  await tx.update(t.conversations).set({ lastMessageAt: new Date() }).where(eq(t.conversations.pkConversationId, conversationId));
  if (!receivers.length) return [];
  await tx.insert(t.messageReceipts).values(receivers.map((fkUserId) => ({ fkMessageId: id, fkUserId })));
  await tx
    .update(t.conversationMembers)
    .set({ deletedAt: null })
    .where(and(eq(t.conversationMembers.fkConversationId, conversationId), inArray(t.conversationMembers.fkUserId, receivers)));
  const spammers = sender.userId
    ? await tx
        .select({ userId: t.spamUsers.fkUserId })
        .from(t.spamUsers)
        .where(and(eq(t.spamUsers.fkSpamUserId, sender.userId), inArray(t.spamUsers.fkUserId, receivers)))
    : [];
  const notSpam = receivers.filter((u) => !spammers.some((s) => s.userId === u));
  return writeNotifications(tx, {
    userIds: notSpam,
    content: { type: NotificationType.newMessage, conversationId, sender: sender.name, title },
    link: conversationPath(conversationId),
  });
}

/** The active company administrators of a company, or its active users when it has none. */
export async function companyReceivers(tx: DbOrTx, companyId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: t.users.pkUserId, roleId: t.users.fkRoleId })
    .from(t.users)
    .where(and(eq(t.users.fkCompanyId, companyId), eq(t.users.isActive, true), sql`${t.users.deletedAt} is null`));
  const admins = rows.filter((r) => r.roleId === RoleId.companyAdmin).map((r) => r.id);
  return admins.length ? admins : rows.map((r) => r.id);
}
