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
import { sql } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.ts';
import { offsetOf } from '../../lib/paging.ts';
import { rawRows } from '../../lib/raw-rows.ts';
import { requireMember } from './message.policy.ts';
import { conversationPeople, conversationRows, type Folder, inFolder, messageRows, searchCondition } from './message-rows.repository.ts';

const pageOf = (q: { pageNum: number; pageSize: number }) => ({ limit: q.pageSize, offset: offsetOf(q.pageNum, q.pageSize) });

/** get-last-conversations, get-last-spam-conversations, get-last-deleted-conversations. */
export async function conversationsIn(ctx: AppContext, actor: Actor, folder: Folder, q: ParsedMessageSearch): Promise<ConversationPage> {
  const { conversations, total } = await conversationRows(ctx.db, actor.userId, folder, searchCondition(q), pageOf(q));
  return { conversations, totalCount: total, totalPages: totalPages(total, q.pageSize) };
}

/** get-last-{received|spam|deleted|sent}-messages-for-user: messages of a folder, newest first. */
export async function messagesIn(ctx: AppContext, actor: Actor, folder: Folder, q: ParsedMessageSearch): Promise<MessagePage> {
  const { messages, total } = await messageRows(
    ctx.db,
    actor.userId,
    sql`${inFolder(folder, actor.userId)} and ${searchCondition(q)}`,
    pageOf(q),
  );
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
  const visible = deleted
    ? sql`true`
    : sql`(r.fk_user_id is null or r.deleted_at is null) and (m.fk_sender_user_id is distinct from ${actor.userId} or m.sender_deleted_at is null)`;
  const where = sql`m.fk_conversation_id = ${conversationId} and ${visible}`;
  const [{ messages, total }, people] = await Promise.all([
    messageRows(ctx.db, actor.userId, where, pageOf(q), 'oldest'),
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
export async function messageCounters(ctx: AppContext, actor: Actor): Promise<MessageCounters> {
  const me = actor.userId;
  const [row] = await rawRows<MessageCounters>(
    ctx.db,
    sql`select count(*) filter (where ${inFolder('inbox', me)} and r.fk_user_id is not null and r.is_read = false)::int as "unreadMessagesInInbox",
               count(*) filter (where ${inFolder('spam', me)} and r.is_read = false)::int as "unreadSpamMessagesInInbox",
               count(*) filter (where ${inFolder('inbox', me)} and r.fk_user_id is not null)::int as "totalMessagesInInbox",
               count(*) filter (where ${inFolder('spam', me)})::int as "spamMessagesInInbox",
               count(*) filter (where ${inFolder('sent', me)})::int as "totalSentMessages"
        from messages m
        join conversation_members cm on cm.fk_conversation_id = m.fk_conversation_id and cm.fk_user_id = ${me}
        left join message_receipts r on r.fk_message_id = m.pk_message_id and r.fk_user_id = ${me}`,
  );
  return row;
}

/** users-communicated-with: the people of the caller's conversations, latest first; spamUsers narrows to (not) spam. */
export async function contacts(ctx: AppContext, actor: Actor, q: ParsedContactSearch): Promise<ContactPage> {
  const me = actor.userId;
  const spam = sql`exists (select 1 from spam_users sp where sp.fk_user_id = ${me} and sp.fk_spam_user_id = u.pk_user_id)`;
  const filter = q.spamUsers === true ? spam : q.spamUsers === false ? sql`not ${spam}` : sql`true`;
  const people = sql`select other.fk_user_id as id, max(c.last_message_at) as last
    from conversation_members mine
    join conversation_members other on other.fk_conversation_id = mine.fk_conversation_id and other.fk_user_id <> ${me}
    join conversations c on c.pk_conversation_id = mine.fk_conversation_id
    where mine.fk_user_id = ${me} group by other.fk_user_id`;
  const base = sql`from (${people}) p join users u on u.pk_user_id = p.id left join companies co on co.pk_company_id = u.fk_company_id
    where u.deleted_at is null and ${filter}`;
  const { limit, offset } = pageOf(q);
  const [rows, [{ n }]] = await Promise.all([
    rawRows<{
      id: number;
      firstName: string;
      lastName: string;
      avatarName: string | null;
      company: string | null;
      isInSpam: boolean;
      last: Date | string | null;
    }>(
      ctx.db,
      sql`select u.pk_user_id as id, u.first_name as "firstName", u.last_name as "lastName", u.avatar_name as "avatarName", co.name as company,
                 ${spam} as "isInSpam", p.last ${base} order by p.last desc, u.pk_user_id limit ${limit} offset ${offset}`,
    ),
    rawRows<{ n: number }>(ctx.db, sql`select count(*)::int as n ${base}`),
  ]);
  return {
    users: rows.map((x) => ({
      id: x.id,
      pkUserId: x.id,
      firstName: x.firstName,
      lastName: x.lastName,
      avatarName: x.avatarName,
      company: x.company,
      isInSpam: x.isInSpam,
      lastMessageOn: x.last ? new Date(x.last).toISOString() : null,
    })),
    totalCount: n,
    totalPages: totalPages(n, q.pageSize),
  };
}
