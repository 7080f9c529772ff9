import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rawRows } from '../../lib/raw-rows.ts';

/** A person the viewer has a conversation with, as users-communicated-with lists them. */
export interface ContactRow {
  id: number;
  firstName: string;
  lastName: string;
  avatarName: string | null;
  company: string | null;
  isFormerUser: boolean;
  isInSpam: boolean;
  last: Date | string | null;
}

/**
 * A page of the people of the viewer's conversations (not deleted), latest conversation first,
 * and how many there are; `spam` narrows to those the viewer marked as spam (true) or not (false).
 */
export async function contactRows(db: DbOrTx, viewer: number, spam: boolean | null | undefined, page: { limit: number; offset: number }) {
  const isSpam = sql`exists (select 1 from spam_users sp where sp.fk_user_id = ${viewer} and sp.fk_spam_user_id = u.pk_user_id)`;
  const filter: SQL = spam === true ? isSpam : spam === false ? sql`not ${isSpam}` : sql`true`;
  const people = sql`select other.fk_user_id as id, max(c.last_message_at) as last
    from conversation_members mine
    join conversation_members other on other.fk_conversation_id = mine.fk_conversation_id and other.fk_user_id <> ${viewer}
    join conversations c on c.pk_conversation_id = mine.fk_conversation_id
    where mine.fk_user_id = ${viewer} group by other.fk_user_id`;
  const base = sql`from (${people}) p join users u on u.pk_user_id = p.id left join companies co on co.pk_company_id = u.fk_company_id
    where u.deleted_at is null and ${filter}`;
  const [rows, [{ n }]] = await Promise.all([
    rawRows<ContactRow>(
      db,
      sql`select u.pk_user_id as id, u.first_name as "firstName", u.last_name as "lastName", u.avatar_name as "avatarName", co.name as company,
                 u.erased_at is not null as "isFormerUser", ${isSpam} as "isInSpam", p.last ${base} order by p.last desc, u.pk_user_id limit ${page.limit} offset ${page.offset}`,
    ),
    rawRows<{ n: number }>(db, sql`select count(*)::int as n ${base}`),
  ]);
  return { rows, total: n };
}
