import type {
  ContactPage,
  ConversationPage,
  ConversationThread,
  MessageCounters,
  MessagePage,
  ParsedContactSearch,
  ParsedMessageSearch,
} from '@portal/contracts/messages/messages';
import { totalPages } from '@portal/contracts/common/paging';
import type { Actor, AppContext } from '../../context.ts';
import { offsetOf } from '../../lib/paging.ts';
import { requireMember } from './message.policy.ts';
import { contactRows } from './message-contacts.repository.ts';
import {
  conversationPeople,
  conversationRows,
  type Folder,
  folderMessageRows,
  messageCounters as countersOf,
  searchCondition,
  threadMessageRows,
} from './message-rows.repository.ts';

const pageOf = (q: { pageNum: number; pageSize: number }) => ({ limit: q.pageSize, offset: offsetOf(q.pageNum, q.pageSize) });

/** get-last-conversations, get-last-spam-conversations, get-last-deleted-conversations. */
export async function conversationsIn(ctx: AppContext, actor: Actor, folder: Folder, q: ParsedMessageSearch): Promise<ConversationPage> {
  const { conversations, total } = await conversationRows(ctx.db, actor.userId, folder, searchCondition(q), pageOf(q));
  return { conversations, totalCount: total, totalPages: totalPages(total, q.pageSize) };
}

/** get-last-{received|spam|deleted|sent}-messages-for-user: messages of a folder, newest first. */
export async function messagesIn(ctx: AppContext, actor: Actor, folder: Folder, q: ParsedMessageSearch): Promise<MessagePage> {
  const { messages, total } = await folderMessageRows(ctx.db, actor.userId, folder, searchCondition(q), pageOf(q));
  return { messages, totalCount: total, totalPages: totalPages(total, q.pageSize) };
}

/**
 * get-conversation-messages (the inbox and spam view: everything not deleted) and
 * get-deleted-conversation-messages (a deleted conversation): a member's thread, oldest first.
 */
export async function conversationThread(
  ctx: AppContext,
  actor: Actor,
  conversationId: number,
  q: { pageNum: number; pageSize: number },
  deleted: boolean,
): Promise<ConversationThread> {
  const { conversation, deletedAt } = await requireMember(ctx.db, actor, conversationId);
  const [{ messages, total }, people] = await Promise.all([
    threadMessageRows(ctx.db, actor.userId, conversationId, deleted, pageOf(q)),
    conversationPeople(ctx.db, [conversationId], actor.userId),
  ]);
  return {
    pkConversationId: conversation.pkConversationId,
    title: conversation.title,
    people: people.get(conversationId) ?? [],
    isDeleted: deletedAt !== null,
    canReply: conversation.kind !== 'guest',
    messages,
    totalCount: total,
    totalPages: totalPages(total, q.pageSize),
  };
}

/** The message centre's counters for the caller. */
export const messageCounters = (ctx: AppContext, actor: Actor): Promise<MessageCounters> => countersOf(ctx.db, actor.userId);

/** users-communicated-with: the people of the caller's conversations, latest first; spamUsers narrows to (not) spam. */
export async function contacts(ctx: AppContext, actor: Actor, q: ParsedContactSearch): Promise<ContactPage> {
  const { rows, total } = await contactRows(ctx.db, actor.userId, q.spamUsers, pageOf(q));
  return {
    users: rows.map((x) => ({
      id: x.id,
      pkUserId: x.id,
      firstName: x.firstName,
      lastName: x.lastName,
      avatarName: x.avatarName,
      company: x.company,
      isFormerUser: x.isFormerUser,
      isInSpam: x.isInSpam,
      lastMessageOn: x.last ? new Date(x.last).toISOString() : null,
    })),
    totalCount: total,
    totalPages: totalPages(total, q.pageSize),
  };
}
