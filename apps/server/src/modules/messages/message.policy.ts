import { RoleId } from '@portal/contracts/common/access';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { fieldError, notFound } from '../../lib/app-error.ts';
import { editableCompanyCondition } from '../companies/company.policy.ts';

/*
 * Who may write to whom (spec-2 section 6, "Message receivers"): a chamber administrator writes to
 * the users of the companies their chamber covers and to the other administrators of their chamber;
 * everyone else to the users of their own company and of their favourite (verified) companies; the
 * platform administrator to anyone. Anyone may answer in a conversation they belong to, write to a
 * company's administrators (contact-company) and to their chamber's administrators (contact-cif-admins).
 * A conversation is read by its members only: anyone else gets 404, as if it did not exist.
 */

/** The receivers rule as SQL over users joined with their companies and countries (left joins). */
export function receiverCondition(actor: Actor): SQL | undefined {
  if (actor.functions.has('super_admin_function')) return undefined;
  if (actor.roleId === RoleId.chamberAdmin) {
    const companies = editableCompanyCondition(actor) ?? sql`true`;
    const colleagues = and(eq(t.users.fkRoleId, RoleId.chamberAdmin), eq(t.users.fkChamberId, actor.chamberId ?? -1));
    return sql`(${companies} or ${colleagues})`;
  }
  const own = eq(t.users.fkCompanyId, actor.companyId ?? -1);
  const favourite = sql`(${t.users.fkCompanyId} in (select fk_company_id from ${t.favoriteCompanies} where fk_user_id = ${actor.userId}) and ${t.companies.isVerified})`;
  return sql`(${own} or ${favourite})`;
}

/** Every receiver one the actor may write to (active, not deleted, not themselves); 400 on receiverIds otherwise. */
export async function requireReceivers(db: DbOrTx, actor: Actor, ids: number[]): Promise<number[]> {
  const wanted = [...new Set(ids)].filter((id) => id !== actor.userId);
  if (!wanted.length) throw fieldError('receiverIds', 'message_receiver_not_allowed');
  const rows = await db
    .select({ id: t.users.pkUserId })
    .from(t.users)
    .leftJoin(t.companies, eq(t.companies.pkCompanyId, t.users.fkCompanyId))
    .leftJoin(t.countries, eq(t.countries.pkCountryId, t.companies.fkCountryId))
    .where(and(inArray(t.users.pkUserId, wanted), isNull(t.users.deletedAt), eq(t.users.isActive, true), receiverCondition(actor)));
  if (rows.length !== wanted.length) throw fieldError('receiverIds', 'message_receiver_not_allowed');
  return wanted;
}

/** The caller's membership of a conversation; 404 conversation_not_found for anyone else. */
export async function requireMember(db: DbOrTx, actor: Actor, conversationId: number) {
  const [row] = await db
    .select({ conversation: t.conversations, deletedAt: t.conversationMembers.deletedAt })
    .from(t.conversationMembers)
    .innerJoin(t.conversations, eq(t.conversations.pkConversationId, t.conversationMembers.fkConversationId))
    .where(and(eq(t.conversationMembers.fkConversationId, conversationId), eq(t.conversationMembers.fkUserId, actor.userId)));
  if (!row) throw notFound('conversation_not_found');
  return row;
}
