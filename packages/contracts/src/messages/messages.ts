import { z } from 'zod';
import { entityId } from '../common/ids.ts';
import { pageFields } from '../common/paging.ts';
import { email, requiredText } from '../common/validation.ts';

/**
 * api/Messages and api/SpamUsers (spec-2 sections 3 "Messages and contacts", 7 "Messages"): conversations
 * between people. A conversation has members; each message has its sender and, per receiving member,
 * a read flag. Folders per person: inbox, sent, spam (messages from people they marked as spam) and
 * deleted (conversations they deleted, which they can restore).
 */

export const MESSAGE_TITLE_MAX = 200;
/** Rich text as HTML; sanitised on the server. */
export const MESSAGE_CONTENT_MAX = 20_000;
/** Receivers of one new conversation. */
export const MESSAGE_RECEIVERS_MAX = 50;
/** Spec-1 section 9: messages search 10 a page, contacts 24. */
export const MESSAGES_PAGE_SIZE = 10;
export const CONTACTS_PAGE_SIZE = 24;
/** Companies one contact-companies call may write to. */
export const CONTACT_COMPANIES_MAX = 100;

const title = requiredText(MESSAGE_TITLE_MAX);
const content = z.string().trim().min(1, 'validation.required').max(MESSAGE_CONTENT_MAX, 'validation.max');

/**
 * POST api/Messages: a reply in a conversation the caller belongs to (fkConversationId), or a new
 * conversation with receivers the caller may write to (receiverIds).
 */
export const messageModel = z
  .object({
    fkConversationId: entityId.nullish(),
    receiverIds: z.array(entityId).max(MESSAGE_RECEIVERS_MAX, 'validation.max_items').nullish(),
    title: title.nullish(),
    content,
  })
  .superRefine((v, ctx) => {
    if (v.fkConversationId) return;
    if (!v.receiverIds?.length) ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['receiverIds'] });
    if (!v.title) ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['title'] });
  });
export type MessageModel = z.input<typeof messageModel>;
export type ParsedMessageModel = z.infer<typeof messageModel>;

/** contact-company/{id}, contact-cif-admins: a new conversation with a subject. */
export const contactModel = z.object({ title, content });
export type ContactModel = z.infer<typeof contactModel>;

/** contact-companies: the same message to the administrators of several companies (one conversation each). */
export const contactCompaniesModel = contactModel.extend({
  companyIds: z.array(entityId).min(1, 'validation.required').max(CONTACT_COMPANIES_MAX, 'validation.max_items'),
});
export type ContactCompaniesModel = z.infer<typeof contactCompaniesModel>;

/** guest-contact-company/{id}: a visitor's message, delivered once they confirm their e-mail address. */
export const guestContactModel = contactModel.extend({ name: requiredText(120), email });
export type GuestContactModel = z.infer<typeof guestContactModel>;
export const guestContactConfirm = z.object({ token: z.string().min(20).max(200) });
export type GuestContactConfirm = z.infer<typeof guestContactConfirm>;

/** A conversation id (delete, undelete, mark as read). */
export const conversationIdBody = z.object({ conversationId: entityId });
export type ConversationIdBody = z.infer<typeof conversationIdBody>;

/** Lists: a page, a text in the subject, content or sender's name, and a range of sending days (yyyy-mm-dd). */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date');
export const messageSearch = z.object({
  ...pageFields(MESSAGES_PAGE_SIZE),
  searchTerm: z.string().trim().max(200, 'validation.max').nullish(),
  startDate: day.nullish(),
  endDate: day.nullish(),
});
export type MessageSearch = z.input<typeof messageSearch>;
export type ParsedMessageSearch = z.infer<typeof messageSearch>;

/** get-conversation-messages: one conversation's thread, newest page first. */
export const conversationMessagesSearch = z.object({ conversationId: entityId, ...pageFields(50) });
export type ConversationMessagesSearch = z.input<typeof conversationMessagesSearch>;

export const messagePerson = z.object({
  pkUserId: z.number().int().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  avatarName: z.string().nullable(),
  company: z.string().nullable(),
  /** The person deleted their account: the names are gone and the web shows "a former user". */
  isFormerUser: z.boolean(),
});
export type MessagePerson = z.infer<typeof messagePerson>;

export const message = z.object({
  pkMessageId: z.number().int(),
  fkConversationId: z.number().int(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  sendOn: z.string(),
  sender: messagePerson,
  /** A visitor's e-mail address (guest-contact-company), for a reply by mail. */
  guestEmail: z.string().nullable(),
  /** Whether the caller sent it. */
  isMine: z.boolean(),
  /** Unread by the caller (never for their own). */
  isUnread: z.boolean(),
  /** From someone the caller marked as spam. */
  isSpam: z.boolean(),
});
export type Message = z.infer<typeof message>;

export const messagePage = z.object({ messages: z.array(message), totalCount: z.number().int(), totalPages: z.number().int() });
export type MessagePage = z.infer<typeof messagePage>;

/** A conversation in a folder: its subject, the other people, the latest message and what is unread. */
export const conversation = z.object({
  pkConversationId: z.number().int(),
  title: z.string(),
  people: z.array(messagePerson),
  lastMessage: message,
  unreadCount: z.number().int(),
  messageCount: z.number().int(),
});
export type Conversation = z.infer<typeof conversation>;

export const conversationPage = z.object({
  conversations: z.array(conversation),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
});
export type ConversationPage = z.infer<typeof conversationPage>;

/** A conversation's thread for one of its members. */
export const conversationThread = z.object({
  pkConversationId: z.number().int(),
  title: z.string(),
  people: z.array(messagePerson),
  /** Deleted by the caller (shown from the deleted folder, restorable). */
  isDeleted: z.boolean(),
  /** Whether the caller can reply (not to a visitor's message, which is answered by mail). */
  canReply: z.boolean(),
  messages: z.array(message),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
});
export type ConversationThread = z.infer<typeof conversationThread>;

/** users-communicated-with: the people the caller has conversations with; spamUsers true, false or null (all). */
export const contactSearch = z.object({ ...pageFields(CONTACTS_PAGE_SIZE), spamUsers: z.boolean().nullish() });
export type ContactSearch = z.input<typeof contactSearch>;
export type ParsedContactSearch = z.infer<typeof contactSearch>;

export const contact = messagePerson.extend({ id: z.number().int(), isInSpam: z.boolean(), lastMessageOn: z.string().nullable() });
export type Contact = z.infer<typeof contact>;
export const contactPage = z.object({ users: z.array(contact), totalCount: z.number().int(), totalPages: z.number().int() });
export type ContactPage = z.infer<typeof contactPage>;

/** POST api/SpamUsers: mark a person as spam (their messages go to the spam folder). */
export const spamUserModel = z.object({ spamUserId: entityId });
export type SpamUserModel = z.infer<typeof spamUserModel>;

/** The message centre's counters (GET api/AdminCentar/get-messages-info-for-current-user). */
export const messageCounters = z.object({
  unreadMessagesInInbox: z.number().int(),
  unreadSpamMessagesInInbox: z.number().int(),
  totalMessagesInInbox: z.number().int(),
  spamMessagesInInbox: z.number().int(),
  totalSentMessages: z.number().int(),
});
export type MessageCounters = z.infer<typeof messageCounters>;

/** What a send answers: the conversation (or conversations, for contact-companies) written to. */
export const sentResult = z.object({ conversationIds: z.array(z.number().int()) });
export type SentResult = z.infer<typeof sentResult>;
