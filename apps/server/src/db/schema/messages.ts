import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { companies } from './companies.ts';

/*
 * Messaging (issue 15; spec-2 "Messages and contacts"). A conversation has members; a message has
 * its sender and one receipt per receiving member (read flag, deleted flag). Spam is not stored
 * on messages: a message is spam for a receiver while its sender is on the receiver's spam list,
 * so marking and unmarking a person moves their messages both ways.
 */

/** A conversation: its subject, who started it, and what it was started as (kind). */
export const conversations = pgTable(
  'conversations',
  {
    pkConversationId: serial('pk_conversation_id').primaryKey(),
    title: text('title').notNull(),
    fkCreatorUserId: integer('fk_creator_user_id').references(() => users.pkUserId, { onDelete: 'set null' }),
    /** direct (people chosen by the sender), company (contact-company), chamber (contact-cif-admins), guest (a visitor). */
    kind: text('kind').notNull().default('direct'),
    /** The company written to (contact-company, guest-contact-company). */
    fkCompanyId: integer('fk_company_id').references(() => companies.pkCompanyId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('conversations_kind_ck', sql`${t.kind} in ('direct', 'company', 'chamber', 'guest')`)],
);

/** The people of a conversation; deleted_at: the member moved it to their deleted folder. */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    fkConversationId: integer('fk_conversation_id')
      .notNull()
      .references(() => conversations.pkConversationId, { onDelete: 'cascade' }),
    fkUserId: integer('fk_user_id')
      .notNull()
      .references(() => users.pkUserId, { onDelete: 'cascade' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.fkConversationId, t.fkUserId] }), index('conversation_members_user_idx').on(t.fkUserId)],
);

/** A message: sender (null for a visitor, named by guest_name and guest_email), subject and sanitised HTML. */
export const messages = pgTable(
  'messages',
  {
    pkMessageId: serial('pk_message_id').primaryKey(),
    fkConversationId: integer('fk_conversation_id')
      .notNull()
      .references(() => conversations.pkConversationId, { onDelete: 'cascade' }),
    fkSenderUserId: integer('fk_sender_user_id').references(() => users.pkUserId, { onDelete: 'set null' }),
    guestName: text('guest_name'),
    guestEmail: text('guest_email'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    sendOn: timestamp('send_on', { withTimezone: true }).notNull().defaultNow(),
    /** The sender removed it from their sent folder. */
    senderDeletedAt: timestamp('sender_deleted_at', { withTimezone: true }),
  },
  (t) => [index('messages_conversation_idx').on(t.fkConversationId, t.sendOn), index('messages_sender_idx').on(t.fkSenderUserId, t.sendOn)],
);

/** A message as one receiver has it: read or not, deleted or not, and whether the unread digest mail covered it. */
export const messageReceipts = pgTable(
  'message_receipts',
  {
    fkMessageId: integer('fk_message_id')
      .notNull()
      .references(() => messages.pkMessageId, { onDelete: 'cascade' }),
    fkUserId: integer('fk_user_id')
      .notNull()
      .references(() => users.pkUserId, { onDelete: 'cascade' }),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    digestSentAt: timestamp('digest_sent_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.fkMessageId, t.fkUserId] }), index('message_receipts_user_idx').on(t.fkUserId, t.isRead)],
);

/** A person one user marked as spam: their messages to that user go to the spam folder. */
export const spamUsers = pgTable(
  'spam_users',
  {
    fkUserId: integer('fk_user_id')
      .notNull()
      .references(() => users.pkUserId, { onDelete: 'cascade' }),
    fkSpamUserId: integer('fk_spam_user_id')
      .notNull()
      .references(() => users.pkUserId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.fkUserId, t.fkSpamUserId] }), check('spam_users_self_ck', sql`${t.fkUserId} <> ${t.fkSpamUserId}`)],
);

/**
 * A visitor's message to a company (guest-contact-company), held until the visitor opens the link
 * mailed to the address they gave; then it is delivered as a conversation to the company's
 * administrators. Unconfirmed ones expire.
 */
export const guestContacts = pgTable(
  'guest_contacts',
  {
    pkGuestContactId: serial('pk_guest_contact_id').primaryKey(),
    fkCompanyId: integer('fk_company_id')
      .notNull()
      .references(() => companies.pkCompanyId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** sha-256 of the single-use token in the confirmation link. */
    tokenHash: text('token_hash').notNull().unique(),
    clientAddress: text('client_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    fkConversationId: integer('fk_conversation_id').references(() => conversations.pkConversationId, { onDelete: 'set null' }),
  },
  (t) => [
    index('guest_contacts_email_idx').on(sql`lower(${t.email})`, t.createdAt),
    index('guest_contacts_address_idx').on(t.clientAddress, t.createdAt),
  ],
);
