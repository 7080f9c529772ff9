import { RoleId } from '@portal/contracts/common/access';
import { NotificationType } from '@portal/contracts/notifications/notification-types';
import type { DbOrTx } from '../../db/client.ts';
import { fieldError } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { writeNotifications } from '../notifications/notify.service.ts';
import {
  activeCompanyUsers,
  insertConversation,
  insertMembers,
  insertMessage,
  insertReceipts,
  memberIds,
  setMembershipDeleted,
  touchConversation,
  usersWhoMarkedAsSpam,
} from './conversations.repository.ts';
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
  const id = await insertConversation(tx, { title: c.title, kind: c.kind, creatorId: c.creatorId, companyId: c.companyId ?? null });
  await insertMembers(tx, id, [...new Set([...(c.creatorId ? [c.creatorId] : []), ...c.memberIds])]);
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
  const id = await insertMessage(tx, {
    fkConversationId: conversationId,
    fkSenderUserId: sender.userId,
    guestName: sender.userId ? null : sender.name,
    guestEmail: sender.userId ? null : (sender.guestEmail ?? null),
    title,
    content,
  });
  const receivers = (await memberIds(tx, conversationId)).filter((u) => u !== sender.userId);
  await touchConversation(tx, conversationId);
  if (!receivers.length) return [];
  await insertReceipts(tx, id, receivers);
  await setMembershipDeleted(tx, conversationId, receivers, false);
  const spammers = sender.userId ? await usersWhoMarkedAsSpam(tx, sender.userId, receivers) : [];
  const notSpam = receivers.filter((u) => !spammers.includes(u));
  return writeNotifications(tx, {
    userIds: notSpam,
    content: { type: NotificationType.newMessage, conversationId, sender: sender.name, title },
    link: conversationPath(conversationId),
  });
}

/** The active company administrators of a company, or its active users when it has none. */
export async function companyReceivers(tx: DbOrTx, companyId: number): Promise<number[]> {
  const rows = await activeCompanyUsers(tx, companyId);
  const admins = rows.filter((r) => r.roleId === RoleId.companyAdmin).map((r) => r.id);
  return admins.length ? admins : rows.map((r) => r.id);
}
