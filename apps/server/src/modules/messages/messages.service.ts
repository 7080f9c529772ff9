import type { ContactCompaniesModel, ContactModel, ParsedMessageModel, SentResult } from '@portal/contracts/messages/messages';
import type { Actor, AppContext } from '../../context.ts';
import { AppError, businessRule, fieldError, notFound } from '../../lib/app-error.ts';
import { findUserById } from '../accounts/users.repository.ts';
import { requireVisibleCompany } from '../companies/company.policy.ts';
import { chamberAdminIds } from '../events/invitations.repository.ts';
import { logAction } from '../logs/logs.service.ts';
import { publishNotifications } from '../notifications/notify.service.ts';
import {
  chamberOfCountry,
  deleteSpamMark,
  insertSpamMark,
  isLiveUser,
  markConversationReceiptsRead,
  markSenderDeleted,
  messageSenderId,
  setMembershipDeleted,
  updateReceipt,
} from './conversations.repository.ts';
import { cleanContent, companyReceivers, type ConversationKind, type Sender, startConversation, writeMessage } from './message-delivery.ts';
import { requireMember, requireReceivers } from './message.policy.ts';

const senderOf = async (ctx: AppContext, actor: Actor): Promise<Sender> => {
  const u = await findUserById(ctx.db, actor.userId);
  return { userId: actor.userId, name: `${u?.firstName ?? ''} ${u?.lastName ?? ''}`.trim() };
};

/** Starts a conversation per receiver group and writes the first message; publishes the notifications after commit. */
async function startConversations(
  ctx: AppContext,
  actor: Actor,
  groups: { memberIds: number[]; kind: ConversationKind; companyId?: number }[],
  title: string,
  html: string,
): Promise<SentResult> {
  const content = cleanContent(html);
  const sender = await senderOf(ctx, actor);
  const { ids, notes } = await ctx.db.transaction(async (tx) => {
    const ids: number[] = [];
    const notes = [];
    for (const g of groups) {
      const id = await startConversation(tx, {
        title,
        kind: g.kind,
        creatorId: actor.userId,
        companyId: g.companyId,
        memberIds: g.memberIds,
      });
      notes.push(...(await writeMessage(tx, id, sender, title, content)));
      await logAction(tx, actor, 'send_message', 'conversation', id, { kind: g.kind, receivers: g.memberIds.length });
      ids.push(id);
    }
    return { ids, notes };
  });
  await publishNotifications(ctx, notes);
  return { conversationIds: ids };
}

/**
 * POST api/Messages: a reply in a conversation the caller belongs to, or a new conversation with
 * people the caller may write to (message.policy).
 */
export async function sendMessage(ctx: AppContext, actor: Actor, input: ParsedMessageModel): Promise<SentResult> {
  if (!input.fkConversationId) {
    const receivers = await requireReceivers(ctx.db, actor, input.receiverIds ?? []);
    return startConversations(ctx, actor, [{ memberIds: receivers, kind: 'direct' }], input.title ?? '', input.content);
  }
  const { conversation } = await requireMember(ctx.db, actor, input.fkConversationId);
  // A visitor's message is answered by e-mail: the visitor has no account to read a reply.
  if (conversation.kind === 'guest') throw businessRule('conversation_reply_by_mail');
  const content = cleanContent(input.content);
  const sender = await senderOf(ctx, actor);
  const title = input.title?.trim() || conversation.title;
  const notes = await ctx.db.transaction(async (tx) => {
    const written = await writeMessage(tx, conversation.pkConversationId, sender, title, content);
    // Writing restores the conversation to the writer's own folders too.
    await setMembershipDeleted(tx, conversation.pkConversationId, [actor.userId], false);
    return written;
  });
  await publishNotifications(ctx, notes);
  return { conversationIds: [conversation.pkConversationId] };
}

/** contact-company/{id}: a new conversation with a visible, verified company's administrators. */
export async function contactCompany(ctx: AppContext, actor: Actor, companyId: number, input: ContactModel): Promise<SentResult> {
  const company = await requireVisibleCompany(ctx.db, actor, companyId);
  if (!company.isVerified) throw businessRule('company_not_verified');
  const receivers = (await companyReceivers(ctx.db, companyId)).filter((id) => id !== actor.userId);
  if (!receivers.length) throw businessRule('company_has_no_receivers');
  return startConversations(ctx, actor, [{ memberIds: receivers, kind: 'company', companyId }], input.title, input.content);
}

/** requireVisibleCompany's refusals: no such company (404) or one the caller may not see (403). */
const isUnseenCompany = (err: unknown) => err instanceof AppError && (err.status === 404 || err.status === 403);

/** contact-companies: administrators write the same message to several companies, one conversation each. */
export async function contactCompanies(ctx: AppContext, actor: Actor, input: ContactCompaniesModel): Promise<SentResult> {
  const groups = [];
  for (const companyId of [...new Set(input.companyIds)]) {
    await requireVisibleCompany(ctx.db, actor, companyId).catch((err: unknown) => {
      throw isUnseenCompany(err) ? fieldError('companyIds', 'company_not_found') : err;
    });
    const receivers = (await companyReceivers(ctx.db, companyId)).filter((id) => id !== actor.userId);
    if (receivers.length) groups.push({ memberIds: receivers, kind: 'company' as const, companyId });
  }
  if (!groups.length) throw businessRule('company_has_no_receivers');
  return startConversations(ctx, actor, groups, input.title, input.content);
}

/** The chamber of the caller: their own (chamber administrators), else their company's or their country's. */
async function callerChamber(ctx: AppContext, actor: Actor): Promise<number | null> {
  if (actor.chamberId) return actor.chamberId;
  const countryId = actor.companyCountryId ?? actor.countryId;
  if (!countryId) return null;
  return chamberOfCountry(ctx.db, countryId);
}

/** contact-cif-admins (and the menu's contact-us): a new conversation with the caller's chamber's administrators. */
export async function contactChamberAdmins(ctx: AppContext, actor: Actor, input: ContactModel): Promise<SentResult> {
  const chamberId = await callerChamber(ctx, actor);
  const receivers = chamberId ? (await chamberAdminIds(ctx.db, chamberId)).filter((id) => id !== actor.userId) : [];
  if (!receivers.length) throw businessRule('chamber_has_no_admins');
  return startConversations(ctx, actor, [{ memberIds: receivers, kind: 'chamber' }], input.title, input.content);
}

/** delete-conversation-messages / undelete-conversation-messages: the caller's deleted folder. */
export async function setConversationDeleted(ctx: AppContext, actor: Actor, conversationId: number, deleted: boolean) {
  await requireMember(ctx.db, actor, conversationId);
  await setMembershipDeleted(ctx.db, conversationId, [actor.userId], deleted);
}

/** DELETE api/Messages/{id}: removes one message from the caller's folders (sent or received). */
export async function deleteMessage(ctx: AppContext, actor: Actor, messageId: number) {
  const m = await messageSenderId(ctx.db, messageId);
  if (m && m.senderId === actor.userId) {
    await markSenderDeleted(ctx.db, messageId);
    return;
  }
  if (!(await updateReceipt(ctx.db, messageId, actor.userId, { deletedAt: new Date() }))) throw notFound('message_not_found');
}

/** PUT mark-as-read/{id}: a message the caller received. */
export async function markMessageRead(ctx: AppContext, actor: Actor, messageId: number) {
  if (!(await updateReceipt(ctx.db, messageId, actor.userId, { isRead: true, readAt: new Date() }))) throw notFound('message_not_found');
}

/** GET mark-conversation-as-read/{id}: every message of the conversation the caller received. */
export async function markConversationRead(ctx: AppContext, actor: Actor, conversationId: number) {
  await requireMember(ctx.db, actor, conversationId);
  await markConversationReceiptsRead(ctx.db, conversationId, actor.userId);
}

/** POST api/SpamUsers: the caller marks a person as spam; DELETE takes it back. */
export async function addSpamUser(ctx: AppContext, actor: Actor, spamUserId: number) {
  if (spamUserId === actor.userId) throw fieldError('spamUserId', 'spam_yourself');
  if (!(await isLiveUser(ctx.db, spamUserId))) throw fieldError('spamUserId', 'user_not_found');
  await insertSpamMark(ctx.db, actor.userId, spamUserId);
}

export async function removeSpamUser(ctx: AppContext, actor: Actor, spamUserId: number) {
  await deleteSpamMark(ctx.db, actor.userId, spamUserId);
}
