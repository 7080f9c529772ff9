import type { Conversation, Message, MessageCounters, MessagePerson } from '@portal/contracts/messages/messages';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rawRows } from '../../lib/raw-rows.ts';
import { portalDayRange } from '../../lib/portal-clock.ts';

/*
 * The messages as one person (the viewer) sees them, and the folders built on them. Aliases used
 * by every fragment: m (messages), r (the viewer's receipt, null for what they sent), cm (the
 * viewer's membership), s and sc (sender and sender's company).
 */

/**
 * Which folder: inbox and spam hold what others sent and what the viewer answered (spam: the
 * messages of people the viewer marked, and every message of their conversations), sent what
 * they sent.
 */
export type Folder = 'inbox' | 'spam' | 'deleted' | 'sent';

/** Whether the person in `userId` (an SQL column) is on the viewer's spam list. */
const marked = (viewer: number, userId: SQL) =>
  sql`exists (select 1 from spam_users sp where sp.fk_user_id = ${viewer} and sp.fk_spam_user_id = ${userId})`;

/**
 * The conversation of message m is a spam contact's: they started it, or everyone else in it is
 * marked. All its messages (the viewer's answers too) are then spam, so marking a person moves
 * their conversations whole and "Not spam" moves them back. In a conversation someone else
 * started with others too, only the marked people's messages are spam.
 */
const spamConversation = (viewer: number) => sql`exists (select 1 from conversations c where c.pk_conversation_id = m.fk_conversation_id
  and (${marked(viewer, sql`c.fk_creator_user_id`)}
    or (exists (select 1 from conversation_members o where o.fk_conversation_id = c.pk_conversation_id and o.fk_user_id <> ${viewer})
      and not exists (select 1 from conversation_members o where o.fk_conversation_id = c.pk_conversation_id and o.fk_user_id <> ${viewer}
        and not ${marked(viewer, sql`o.fk_user_id`)}))))`;

/** A message that is spam for the viewer: from a person they marked, or in a spam contact's conversation. */
const isSpam = (viewer: number) => sql`(${marked(viewer, sql`m.fk_sender_user_id`)} or ${spamConversation(viewer)})`;

/** A message in a folder of the viewer (message lists and a conversation's latest message). */
export function inFolder(folder: Folder, viewer: number): SQL {
  const received = sql`r.fk_user_id is not null and r.deleted_at is null and cm.deleted_at is null`;
  const sent = sql`m.fk_sender_user_id = ${viewer} and m.sender_deleted_at is null`;
  const kept = sql`(${received} or (${sent} and cm.deleted_at is null))`;
  switch (folder) {
    case 'inbox':
      return sql`(${kept} and not ${isSpam(viewer)})`;
    case 'spam':
      return sql`(${kept} and ${isSpam(viewer)})`;
    case 'sent':
      return sql`(${sent})`;
    case 'deleted':
      return sql`(cm.deleted_at is not null or (r.fk_user_id is not null and r.deleted_at is not null) or (m.fk_sender_user_id = ${viewer} and m.sender_deleted_at is not null))`;
  }
}

/** The viewer's messages joined with their receipt and membership. */
const fromMessages = (viewer: number) => sql`messages m
  join conversation_members cm on cm.fk_conversation_id = m.fk_conversation_id and cm.fk_user_id = ${viewer}
  left join message_receipts r on r.fk_message_id = m.pk_message_id and r.fk_user_id = ${viewer}
  left join users s on s.pk_user_id = m.fk_sender_user_id
  left join companies sc on sc.pk_company_id = s.fk_company_id`;

/** Text in the subject, content or sender's name, and a range of sending days in the portal's zone. */
export function searchCondition(q: { searchTerm?: string | null; startDate?: string | null; endDate?: string | null }): SQL {
  const parts: SQL[] = [sql`true`];
  const text = q.searchTerm?.trim();
  if (text) {
    const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      sql`(lower(m.title) like ${pattern} or lower(m.content) like ${pattern} or lower(coalesce(s.first_name || ' ' || s.last_name, m.guest_name, '')) like ${pattern})`,
    );
  }
  if (q.startDate) parts.push(sql`m.send_on >= ${portalDayRange(q.startDate)[0]}`);
  if (q.endDate) parts.push(sql`m.send_on < ${portalDayRange(q.endDate)[1]}`);
  return sql.join(parts, sql` and `);
}

interface MessageRow {
  pkMessageId: number;
  fkConversationId: number;
  title: string;
  content: string;
  sendOn: Date | string;
  senderId: number | null;
  firstName: string | null;
  lastName: string | null;
  avatarName: string | null;
  company: string | null;
  guestName: string | null;
  guestEmail: string | null;
  isFormerUser: boolean;
  isUnread: boolean;
  isSpam: boolean;
}

const messageColumns = (
  viewer: number,
) => sql`m.pk_message_id as "pkMessageId", m.fk_conversation_id as "fkConversationId", m.title, m.content,
  m.send_on as "sendOn", m.fk_sender_user_id as "senderId", s.first_name as "firstName", s.last_name as "lastName",
  s.avatar_name as "avatarName", sc.name as company, m.guest_name as "guestName", m.guest_email as "guestEmail",
  s.erased_at is not null as "isFormerUser", coalesce(r.is_read = false, false) as "isUnread", ${isSpam(viewer)} as "isSpam"`;

const toMessage =
  (viewer: number) =>
  (x: MessageRow): Message => ({
    pkMessageId: x.pkMessageId,
    fkConversationId: x.fkConversationId,
    title: x.title,
    content: x.content,
    sendOn: new Date(x.sendOn).toISOString(),
    sender: {
      pkUserId: x.senderId,
      firstName: x.firstName ?? x.guestName ?? '',
      lastName: x.lastName ?? '',
      avatarName: x.avatarName,
      company: x.company,
      isFormerUser: x.isFormerUser,
    },
    guestEmail: x.guestEmail,
    isMine: x.senderId === viewer,
    isUnread: x.isUnread,
    isSpam: x.isSpam,
  });

/** A page of the viewer's messages matching `where`, newest first, and how many there are. */
export async function messageRows(
  db: DbOrTx,
  viewer: number,
  where: SQL,
  page: { limit: number; offset: number },
  order: 'newest' | 'oldest' = 'newest',
) {
  const direction = order === 'newest' ? sql`desc` : sql`asc`;
  const [rows, [{ n }]] = await Promise.all([
    rawRows<MessageRow>(
      db,
      sql`select ${messageColumns(viewer)} from ${fromMessages(viewer)} where ${where}
          order by m.send_on ${direction}, m.pk_message_id ${direction} limit ${page.limit} offset ${page.offset}`,
    ),
    rawRows<{ n: number }>(db, sql`select count(*)::int as n from ${fromMessages(viewer)} where ${where}`),
  ]);
  return { messages: rows.map(toMessage(viewer)), total: n };
}

/** A page of the viewer's messages in a folder matching the search, newest first. */
export const folderMessageRows = (db: DbOrTx, viewer: number, folder: Folder, search: SQL, page: { limit: number; offset: number }) =>
  messageRows(db, viewer, sql`${inFolder(folder, viewer)} and ${search}`, page);

/**
 * A page of a conversation's messages for one of its members, oldest first: everything not
 * deleted (the inbox and spam view), or everything (`withDeleted`: a deleted conversation).
 */
export function threadMessageRows(
  db: DbOrTx,
  viewer: number,
  conversationId: number,
  withDeleted: boolean,
  page: { limit: number; offset: number },
) {
  const visible = withDeleted
    ? sql`true`
    : sql`(r.fk_user_id is null or r.deleted_at is null) and (m.fk_sender_user_id is distinct from ${viewer} or m.sender_deleted_at is null)`;
  return messageRows(db, viewer, sql`m.fk_conversation_id = ${conversationId} and ${visible}`, page, 'oldest');
}

/** The message centre's counters for the viewer. */
export async function messageCounters(db: DbOrTx, viewer: number): Promise<MessageCounters> {
  const [row] = await rawRows<MessageCounters>(
    db,
    sql`select count(*) filter (where ${inFolder('inbox', viewer)} and r.fk_user_id is not null and r.is_read = false)::int as "unreadMessagesInInbox",
               count(*) filter (where ${inFolder('spam', viewer)} and r.is_read = false)::int as "unreadSpamMessagesInInbox",
               count(*) filter (where ${inFolder('inbox', viewer)} and r.fk_user_id is not null)::int as "totalMessagesInInbox",
               count(*) filter (where ${inFolder('spam', viewer)} and r.fk_user_id is not null)::int as "spamMessagesInInbox",
               count(*) filter (where ${inFolder('sent', viewer)})::int as "totalSentMessages"
        from messages m
        join conversation_members cm on cm.fk_conversation_id = m.fk_conversation_id and cm.fk_user_id = ${viewer}
        left join message_receipts r on r.fk_message_id = m.pk_message_id and r.fk_user_id = ${viewer}`,
  );
  return row;
}

/** Conversations of the viewer with a message in the folder (and matching the search), latest first. */
export async function conversationRows(db: DbOrTx, viewer: number, folder: Folder, search: SQL, page: { limit: number; offset: number }) {
  const where = sql`${inFolder(folder, viewer)} and ${search}`;
  const [latest, [{ n }]] = await Promise.all([
    rawRows<{ conversationId: number; messageId: number }>(
      db,
      sql`select distinct on (m.fk_conversation_id) m.fk_conversation_id as "conversationId", m.pk_message_id as "messageId", m.send_on
          from ${fromMessages(viewer)} where ${where} order by m.fk_conversation_id, m.send_on desc, m.pk_message_id desc`,
    ),
    rawRows<{ n: number }>(db, sql`select count(distinct m.fk_conversation_id)::int as n from ${fromMessages(viewer)} where ${where}`),
  ]);
  // Latest conversation first; the page is cut here (a few hundred conversations per person at most).
  const ids = latest.sort((a, b) => b.messageId - a.messageId).slice(page.offset, page.offset + page.limit);
  if (!ids.length) return { conversations: [] as Conversation[], total: n };
  const messageIds = ids.map((x) => x.messageId);
  const conversationIds = ids.map((x) => x.conversationId);
  const [last, people, counts] = await Promise.all([
    messageRows(
      db,
      viewer,
      sql`m.pk_message_id in (${sql.join(
        messageIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
      { limit: messageIds.length, offset: 0 },
    ),
    conversationPeople(db, conversationIds, viewer),
    rawRows<{ conversationId: number; unread: number; total: number }>(
      db,
      sql`select m.fk_conversation_id as "conversationId", count(*) filter (where r.is_read = false)::int as unread, count(*)::int as total
          from ${fromMessages(viewer)} where ${inFolder(folder, viewer)} and m.fk_conversation_id in (${sql.join(
            conversationIds.map((id) => sql`${id}`),
            sql`, `,
          )})
          group by m.fk_conversation_id`,
    ),
  ]);
  const titles = await rawRows<{ id: number; title: string }>(
    db,
    sql`select pk_conversation_id as id, title from conversations where pk_conversation_id in (${sql.join(
      conversationIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const byMessage = new Map(last.messages.map((m) => [m.pkMessageId, m]));
  const countOf = new Map(counts.map((c) => [c.conversationId, c]));
  const titleOf = new Map(titles.map((c) => [c.id, c.title]));
  return {
    conversations: ids.flatMap((x) => {
      const lastMessage = byMessage.get(x.messageId);
      if (!lastMessage) return [];
      return [
        {
          pkConversationId: x.conversationId,
          title: titleOf.get(x.conversationId) ?? lastMessage.title,
          people: people.get(x.conversationId) ?? [],
          lastMessage,
          unreadCount: countOf.get(x.conversationId)?.unread ?? 0,
          messageCount: countOf.get(x.conversationId)?.total ?? 0,
        },
      ];
    }),
    total: n,
  };
}

/** The other members of conversations (and a visitor or a former user who wrote in one), by conversation. */
export async function conversationPeople(db: DbOrTx, conversationIds: number[], viewer: number): Promise<Map<number, MessagePerson[]>> {
  const out = new Map<number, MessagePerson[]>();
  if (!conversationIds.length) return out;
  const list = sql.join(
    conversationIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await rawRows<MessagePerson & { conversationId: number }>(
    db,
    sql`select cm.fk_conversation_id as "conversationId", u.pk_user_id as "pkUserId", u.first_name as "firstName", u.last_name as "lastName",
               u.avatar_name as "avatarName", c.name as company, false as "isFormerUser"
        from conversation_members cm join users u on u.pk_user_id = cm.fk_user_id left join companies c on c.pk_company_id = u.fk_company_id
        where cm.fk_conversation_id in (${list}) and cm.fk_user_id <> ${viewer} and u.erased_at is null
        union all
        select distinct m.fk_conversation_id, null::int, m.guest_name, ''::text, null::text, null::text, false from messages m
        where m.fk_conversation_id in (${list}) and m.fk_sender_user_id is null and m.guest_name is not null
        union all
        select distinct m.fk_conversation_id, s.pk_user_id, ''::text, ''::text, null::text, null::text, true from messages m
        join users s on s.pk_user_id = m.fk_sender_user_id
        where m.fk_conversation_id in (${list}) and s.erased_at is not null
        order by 1, 3, 4`,
  );
  for (const { conversationId, ...p } of rows) out.set(conversationId, [...(out.get(conversationId) ?? []), p]);
  return out;
}
