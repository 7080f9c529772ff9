import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AccessGroup } from '@portal/contracts/common/access';
import { idParam, okResult } from '@portal/contracts/common/paging';
import {
  contactCompaniesModel,
  contactModel,
  contactPage,
  contactSearch,
  conversationIdBody,
  conversationMessagesSearch,
  conversationPage,
  conversationThread,
  guestContactConfirm,
  guestContactModel,
  messageCounters,
  messageModel,
  messagePage,
  messageSearch,
  sentResult,
  spamUserModel,
} from '@portal/contracts/messages/messages';
import { signedInActor } from '../../plugins/signed-in.ts';
import { confirmGuestContact, guestContactCompany } from './guest-contact.service.ts';
import {
  contacts,
  conversationsIn,
  conversationThread as threadOf,
  messageCounters as countersOf,
  messagesIn,
} from './message-folders.service.ts';
import type { Folder } from './message-rows.repository.ts';
import {
  addSpamUser,
  contactChamberAdmins,
  contactCompanies,
  contactCompany,
  deleteMessage,
  markConversationRead,
  markMessageRead,
  removeSpamUser,
  sendMessage,
  setConversationDeleted,
} from './messages.service.ts';

const ok = { success: true } as const;

/**
 * api/Messages and api/SpamUsers (spec-2 section 7 "Messages"): every member of the portal has a
 * message centre; who may write to whom is message.policy's, and a conversation is read by its
 * members only (404 for anyone else). A visitor writes to a company through guest-contact-company.
 */
export const messageRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Messages'];
  // Members, and signed-in users without a company (role 5): they write to their chamber (contact us) and to
  // companies, and read the answers; the receivers rule leaves them nobody else to write to.
  const access = { functions: [...AccessGroup.members, 'guest'] } as const;

  app.post('/api/Messages', {
    schema: {
      tags,
      summary: 'Reply in a conversation, or start one with people the caller may write to (type 1 to the receivers)',
      description:
        "Field errors: receiverIds message_receiver_not_allowed (chamber administrators write to the users of their companies and to their colleagues; others to their own and their favourite companies' users). 404 conversation_not_found; 422 conversation_reply_by_mail for a visitor's message.",
      body: messageModel,
      response: { 200: sentResult },
    },
    config: { access },
    handler: async (request) => sendMessage(app.ctx, signedInActor(request), request.body),
  });

  for (const [path, deleted, summary] of [
    ['delete-conversation-messages', true, "Move a conversation to the caller's deleted folder"],
    ['undelete-conversation-messages', false, 'Restore a deleted conversation'],
  ] as const) {
    app.post(`/api/Messages/${path}`, {
      schema: { tags, summary, body: conversationIdBody, response: { 200: okResult } },
      config: { access },
      handler: async (request) => {
        await setConversationDeleted(app.ctx, signedInActor(request), request.body.conversationId, deleted);
        return ok;
      },
    });
  }

  const conversationLists: [string, Folder, string][] = [
    ['get-last-conversations', 'inbox', 'The conversations of the inbox (and sent), latest first'],
    ['get-last-spam-conversations', 'spam', 'Conversations with messages from people the caller marked as spam'],
    ['get-last-deleted-conversations', 'deleted', 'Conversations the caller deleted'],
  ];
  for (const [path, folder, summary] of conversationLists) {
    app.post(`/api/Messages/${path}`, {
      schema: { tags, summary, body: messageSearch, response: { 200: conversationPage } },
      config: { access },
      handler: async (request) => conversationsIn(app.ctx, signedInActor(request), folder, request.body),
    });
  }

  const messageLists: [string, Folder, string][] = [
    ['get-last-received-messages-for-user', 'inbox', 'Messages of the inbox, newest first'],
    ['get-last-spam-messages-for-user', 'spam', 'Messages from people the caller marked as spam'],
    ['get-last-deleted-messages-for-user', 'deleted', 'Deleted messages'],
    ['get-last-sent-messages-for-user', 'sent', 'Messages the caller sent'],
  ];
  for (const [path, folder, summary] of messageLists) {
    app.post(`/api/Messages/${path}`, {
      schema: { tags, summary, body: messageSearch, response: { 200: messagePage } },
      config: { access },
      handler: async (request) => messagesIn(app.ctx, signedInActor(request), folder, request.body),
    });
  }

  for (const [path, deleted] of [
    ['get-conversation-messages', false],
    ['get-deleted-conversation-messages', true],
  ] as const) {
    app.post(`/api/Messages/${path}`, {
      schema: {
        tags,
        summary: deleted ? "A deleted conversation's thread, oldest first" : "A conversation's thread, oldest first, for its members",
        body: conversationMessagesSearch,
        response: { 200: conversationThread },
      },
      config: { access },
      handler: async (request) => threadOf(app.ctx, signedInActor(request), request.body.conversationId, request.body, deleted),
    });
  }

  app.delete('/api/Messages/:id', {
    schema: { tags, summary: "Remove one message from the caller's folders", params: idParam, response: { 200: okResult } },
    config: { access },
    handler: async (request) => {
      await deleteMessage(app.ctx, signedInActor(request), request.params.id);
      return ok;
    },
  });

  app.post('/api/Messages/contact-company/:id', {
    schema: {
      tags,
      summary: "Write to a verified company's administrators (a new conversation)",
      description: '422 company_not_verified, company_has_no_receivers.',
      params: idParam,
      body: contactModel,
      response: { 200: sentResult },
    },
    config: { access },
    handler: async (request) => contactCompany(app.ctx, signedInActor(request), request.params.id, request.body),
  });

  app.post('/api/Messages/guest-contact-company/:id', {
    schema: {
      tags,
      summary: "A visitor writes to a verified company's administrators: held until the visitor confirms the address mailed a link",
      description:
        "Not an open relay: the confirmation mail carries none of the visitor's text, the message reaches only the company's administrators in the portal, 5 a minute per client address, at most 3 unconfirmed per e-mail address a day (429 guest_contact_limit).",
      params: idParam,
      body: guestContactModel,
      response: { 200: okResult },
    },
    config: { access: { public: true }, rateLimit: { max: 5, timeWindow: '1 minute' } },
    handler: async (request) => {
      await guestContactCompany(app.ctx, request.client, request.params.id, request.body);
      return ok;
    },
  });

  app.post('/api/Messages/confirm-guest-contact', {
    schema: {
      tags,
      summary: "The visitor's confirmation link: delivers their message once (beyond the spec)",
      description: '422 guest_contact_link_invalid, guest_contact_link_expired.',
      body: guestContactConfirm,
      response: { 200: z.object({ companyName: z.string() }) },
    },
    config: { access: { public: true }, rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request) => confirmGuestContact(app.ctx, request.body.token),
  });

  app.put('/api/Messages/mark-as-read/:id', {
    schema: { tags, summary: 'Mark a received message read', params: idParam, response: { 200: okResult } },
    config: { access },
    handler: async (request) => {
      await markMessageRead(app.ctx, signedInActor(request), request.params.id);
      return ok;
    },
  });

  app.get('/api/Messages/mark-conversation-as-read/:id', {
    schema: {
      tags,
      summary: 'Mark every message of a conversation the caller received read',
      params: idParam,
      response: { 200: okResult },
    },
    config: { access },
    handler: async (request) => {
      await markConversationRead(app.ctx, signedInActor(request), request.params.id);
      return ok;
    },
  });

  app.post('/api/Messages/users-communicated-with', {
    schema: {
      tags,
      summary: "The people of the caller's conversations (contacts), spam or not",
      body: contactSearch,
      response: { 200: contactPage },
    },
    config: { access },
    handler: async (request) => contacts(app.ctx, signedInActor(request), request.body),
  });

  app.post('/api/Messages/contact-companies', {
    schema: {
      tags,
      summary: "Administrators write the same message to several companies' administrators (one conversation each)",
      body: contactCompaniesModel,
      response: { 200: sentResult },
    },
    config: { access: { functions: AccessGroup.administrators } },
    handler: async (request) => contactCompanies(app.ctx, signedInActor(request), request.body),
  });

  app.post('/api/Messages/contact-cif-admins', {
    schema: {
      tags,
      summary: "Write to the caller's chamber's administrators (the menu's contact us, also for signed-in users without a company)",
      description: '422 chamber_has_no_admins.',
      body: contactModel,
      response: { 200: sentResult },
    },
    config: { access },
    handler: async (request) => contactChamberAdmins(app.ctx, signedInActor(request), request.body),
  });

  app.get('/api/AdminCentar/get-messages-info-for-current-user', {
    schema: {
      tags,
      summary: "The caller's message counters (unread and total in inbox and spam, sent)",
      response: { 200: messageCounters },
    },
    config: { access },
    handler: async (request) => countersOf(app.ctx, signedInActor(request)),
  });

  app.post('/api/SpamUsers/', {
    schema: {
      tags: ['SpamUsers'],
      summary: 'Mark a person as spam: their messages to the caller go to the spam folder and notify nobody',
      body: spamUserModel,
      response: { 200: okResult },
    },
    config: { access },
    handler: async (request) => {
      await addSpamUser(app.ctx, signedInActor(request), request.body.spamUserId);
      return ok;
    },
  });

  app.delete('/api/SpamUsers/:id', {
    schema: { tags: ['SpamUsers'], summary: 'Take a person off the spam list', params: idParam, response: { 200: okResult } },
    config: { access },
    handler: async (request) => {
      await removeSpamUser(app.ctx, signedInActor(request), request.params.id);
      return ok;
    },
  });
};
