import { NotificationType } from '@portal/contracts/notifications/notification-types';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildCast, type Cast, call, type Person, person } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sendMessageDigests } from './message-digest.ts';

let t0: TestApp;
let cast: Cast;
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
});

const post = (path: string, body: object, token: string) => call(t0.app, 'POST', `/api/Messages${path}`, { token, body });
const inbox = (token: string, body: object = {}) => post('/get-last-conversations', body, token);
const counters = async (token: string) =>
  (await call(t0.app, 'GET', '/api/AdminCentar/get-messages-info-for-current-user', { token })).json;
const newMessages = (userId: number) =>
  t0.db
    .select()
    .from(t.notifications)
    .where(and(eq(t.notifications.fkUserId, userId), eq(t.notifications.fkNotificationTypeId, NotificationType.newMessage)));

describe('conversations', () => {
  it('are started, read, answered and counted for both people', async () => {
    const a = cast.companyAdminRs;
    const b = cast.employeeRs;
    const sent = await post(
      '',
      { receiverIds: [b.userId], title: 'Apples for Podgorica', content: '<p>Can you <b>quote</b> 20 t?</p><script>x()</script>' },
      a.token,
    );
    expect(sent.status).toBe(200);
    const [id] = sent.json.conversationIds;

    const theirs = await inbox(b.token);
    expect(theirs.status, JSON.stringify(theirs.json)).toBe(200);
    expect(theirs.json.conversations).toEqual([
      expect.objectContaining({ pkConversationId: id, title: 'Apples for Podgorica', unreadCount: 1, messageCount: 1 }),
    ]);
    expect(theirs.json.conversations[0].lastMessage).toMatchObject({
      content: '<p>Can you <b>quote</b> 20 t?</p>',
      isUnread: true,
      isMine: false,
    });
    expect(theirs.json.conversations[0].people.map((p: { pkUserId: number }) => p.pkUserId)).toEqual([a.userId]);
    expect(await counters(b.token)).toMatchObject({ unreadMessagesInInbox: 1, totalMessagesInInbox: 1, totalSentMessages: 0 });
    const [note] = await newMessages(b.userId);
    expect(note.link).toBe(`/message-center/message-center-new/conversations/${id}`);
    expect(note.content.split(';')[0]).toBe(String(id));

    const thread = await post('/get-conversation-messages', { conversationId: id }, b.token);
    expect(thread.json).toMatchObject({ title: 'Apples for Podgorica', canReply: true, isDeleted: false, totalCount: 1 });
    expect((await call(t0.app, 'GET', `/api/Messages/mark-conversation-as-read/${id}`, { token: b.token })).status).toBe(200);
    expect((await counters(b.token)).unreadMessagesInInbox).toBe(0);

    expect((await post('', { fkConversationId: id, content: 'Yes, by Friday.' }, b.token)).status).toBe(200);
    const mine = await inbox(a.token);
    expect(mine.json.conversations[0]).toMatchObject({ pkConversationId: id, unreadCount: 1, messageCount: 2 });
    expect(mine.json.conversations[0].lastMessage).toMatchObject({ content: 'Yes, by Friday.', title: 'Apples for Podgorica' });
    expect(await counters(a.token)).toMatchObject({ unreadMessagesInInbox: 1, totalSentMessages: 1 });
    const sentList = await post('/get-last-sent-messages-for-user', {}, a.token);
    expect(sentList.json.messages.map((m: { title: string }) => m.title)).toEqual(['Apples for Podgorica']);
    const found = await inbox(a.token, { searchTerm: 'friday' });
    expect(found.json.totalCount).toBe(1);
    expect((await inbox(a.token, { searchTerm: 'bananas' })).json.totalCount).toBe(0);
    expect((await inbox(a.token, { startDate: '2001-01-01', endDate: '2001-01-02' })).json.totalCount).toBe(0);
  });

  it('are read by their members only, and refuse receivers the sender may not write to, naming the field', async () => {
    const a = cast.companyAdminRs;
    const { json } = await post('', { receiverIds: [cast.employeeRs.userId], title: 'Private', content: 'Between us' }, a.token);
    const [id] = json.conversationIds;
    const outsider = await post('/get-conversation-messages', { conversationId: id }, cast.companyAdminMe.token);
    expect(outsider.status).toBe(404);
    expect((await post('', { fkConversationId: id, content: 'Me too' }, cast.companyAdminMe.token)).status).toBe(404);
    expect((await call(t0.app, 'GET', `/api/Messages/mark-conversation-as-read/${id}`, { token: cast.companyAdminMe.token })).status).toBe(
      404,
    );

    // Montenegro's company is neither theirs nor a favourite.
    const stranger = await post('', { receiverIds: [cast.companyAdminMe.userId], title: 'Hi', content: 'Hello' }, a.token);
    expect(stranger.status).toBe(400);
    expect(stranger.json.fields).toEqual({ receiverIds: 'message_receiver_not_allowed' });
    const untitled = await post('', { receiverIds: [cast.employeeRs.userId], content: 'x' }, a.token);
    expect(untitled.json.fields).toEqual({ title: 'validation.required' });
    const empty = await post('', { receiverIds: [cast.employeeRs.userId], title: 'x', content: '<p> </p>' }, a.token);
    expect(empty.json.fields).toEqual({ content: 'validation.required' });
    // A chamber administrator writes to the users of their chamber's companies.
    expect(
      (await post('', { receiverIds: [a.userId], title: 'Chamber news', content: 'Fair next week' }, cast.chamberAdminRs.token)).status,
    ).toBe(200);
    expect(
      (await post('', { receiverIds: [cast.companyAdminMe.userId], title: 'x', content: 'y' }, cast.chamberAdminRs.token)).status,
    ).toBe(400);
  });

  it('move to spam and back with their sender, and spam notifies nobody', async () => {
    const a = cast.employeeRs;
    const b = cast.companyAdminRs;
    await post('', { receiverIds: [b.userId], title: 'Buy now', content: 'Cheap offer' }, a.token);
    expect((await call(t0.app, 'POST', '/api/SpamUsers/', { token: b.token, body: { spamUserId: a.userId } })).status).toBe(200);
    const before = (await newMessages(b.userId)).length;
    await post('', { receiverIds: [b.userId], title: 'Buy now!!', content: 'Even cheaper' }, a.token);
    expect(await newMessages(b.userId)).toHaveLength(before);
    const spam = await post('/get-last-spam-conversations', {}, b.token);
    // Every conversation with them moves whole: the one b started and they answered (b's own
    // messages in it too), and the one they never answered.
    const titles = (page: { json: { conversations: { title: string }[] } }) => page.json.conversations.map((c) => c.title).sort();
    expect(titles(spam)).toEqual(['Apples for Podgorica', 'Buy now', 'Buy now!!', 'Private']);
    expect(titles(await inbox(b.token))).toEqual(['Chamber news']);
    const answered = spam.json.conversations.find((c: { title: string }) => c.title === 'Apples for Podgorica');
    expect(answered.messageCount).toBe(2);
    expect((await post('/get-last-spam-messages-for-user', {}, b.token)).json.totalCount).toBe(5);
    const spamContacts = await post('/users-communicated-with', { spamUsers: true }, b.token);
    expect(spamContacts.json.users).toEqual([expect.objectContaining({ id: a.userId, isInSpam: true })]);
    expect((await counters(b.token)).spamMessagesInInbox).toBe(3);
    expect((await call(t0.app, 'POST', '/api/SpamUsers/', { token: b.token, body: { spamUserId: b.userId } })).json.fields).toEqual({
      spamUserId: 'spam_yourself',
    });

    expect((await call(t0.app, 'DELETE', `/api/SpamUsers/${a.userId}`, { token: b.token })).status).toBe(200);
    expect((await post('/get-last-spam-conversations', {}, b.token)).json.totalCount).toBe(0);
    expect(titles(await inbox(b.token))).toEqual(['Apples for Podgorica', 'Buy now', 'Buy now!!', 'Chamber news', 'Private']);
    expect((await post('/users-communicated-with', { spamUsers: false }, b.token)).json.users.map((u: { id: number }) => u.id)).toContain(
      a.userId,
    );
  });

  it('move whole when the marked person started them; in a conversation someone else started, only their messages move', async () => {
    const colleague = () => person(t0.app, { role: 4, companyId: cast.companies.companyRs.pkCompanyId });
    const [starter, marked, viewer] = [await colleague(), await colleague(), await colleague()];
    const write = async (from: Person, to: Person[], title: string) =>
      (await post('', { receiverIds: to.map((p) => p.userId), title, content: title }, from.token)).json.conversationIds[0];
    const theirs = await write(marked, [starter, viewer], 'Their offer');
    const lunch = await write(starter, [marked, viewer], 'Team lunch');
    await post('', { fkConversationId: theirs, content: 'Count me in' }, starter.token);
    await post('', { fkConversationId: lunch, content: 'Pizza' }, marked.token);
    await post('', { fkConversationId: lunch, content: 'Pasta' }, viewer.token);
    expect((await call(t0.app, 'POST', '/api/SpamUsers/', { token: viewer.token, body: { spamUserId: marked.userId } })).status).toBe(200);

    const ids = async (path: string) =>
      (await post(path, {}, viewer.token)).json.conversations.map((c: { pkConversationId: number }) => c.pkConversationId);
    // Their conversation moves with the others' answers in it; the lunch keeps everyone's but theirs.
    expect(await ids('/get-last-conversations')).toEqual([lunch]);
    expect((await ids('/get-last-spam-conversations')).sort()).toEqual([theirs, lunch].sort());
    const spamMessages = await post('/get-last-spam-messages-for-user', {}, viewer.token);
    expect(spamMessages.json.messages.map((m: { content: string }) => m.content).sort()).toEqual(['Count me in', 'Pizza', 'Their offer']);
    expect((await inbox(viewer.token)).json.conversations[0]).toMatchObject({ messageCount: 2 });
  });

  it('are deleted and restored per person; a new message brings them back', async () => {
    const a = cast.companyAdminRs;
    const b = cast.employeeRs;
    const [id] = (await post('', { receiverIds: [b.userId], title: 'Old thread', content: 'First' }, a.token)).json.conversationIds;
    await post('/delete-conversation-messages', { conversationId: id }, b.token);
    expect((await inbox(b.token)).json.conversations.map((c: { pkConversationId: number }) => c.pkConversationId)).not.toContain(id);
    const deleted = await post('/get-last-deleted-conversations', {}, b.token);
    expect(deleted.json.conversations.map((c: { pkConversationId: number }) => c.pkConversationId)).toContain(id);
    expect((await post('/get-deleted-conversation-messages', { conversationId: id }, b.token)).json.isDeleted).toBe(true);
    await post('/undelete-conversation-messages', { conversationId: id }, b.token);
    expect((await inbox(b.token)).json.conversations.map((c: { pkConversationId: number }) => c.pkConversationId)).toContain(id);
    await post('/delete-conversation-messages', { conversationId: id }, b.token);
    await post('', { fkConversationId: id, content: 'Second' }, a.token);
    expect((await inbox(b.token)).json.conversations.map((c: { pkConversationId: number }) => c.pkConversationId)).toContain(id);

    // One message out of the inbox; someone else's message cannot be touched.
    const thread = await post('/get-conversation-messages', { conversationId: id }, b.token);
    const first = thread.json.messages[0].pkMessageId;
    expect((await call(t0.app, 'DELETE', `/api/Messages/${first}`, { token: b.token })).status).toBe(200);
    expect((await post('/get-conversation-messages', { conversationId: id }, b.token)).json.totalCount).toBe(1);
    expect((await call(t0.app, 'DELETE', `/api/Messages/${first}`, { token: cast.companyAdminMe.token })).status).toBe(404);
    expect((await call(t0.app, 'PUT', `/api/Messages/mark-as-read/${first}`, { token: cast.companyAdminMe.token })).status).toBe(404);
  });
});

describe('writing to companies and chambers', () => {
  it("reaches a company's administrators, and the chamber's administrators through contact us", async () => {
    const toMe = await post(
      `/contact-company/${cast.companies.companyMe.pkCompanyId}`,
      { title: 'Cooperation', content: 'Let us talk' },
      cast.employeeRs.token,
    );
    expect(toMe.status).toBe(200);
    expect((await inbox(cast.companyAdminMe.token)).json.conversations.map((c: { title: string }) => c.title)).toContain('Cooperation');
    expect(
      (await post(`/contact-company/${cast.companies.unverifiedRs.pkCompanyId}`, { title: 'x', content: 'y' }, cast.employeeRs.token))
        .status,
    ).toBe(403);
    const us = await post('/contact-cif-admins', { title: 'Membership fee', content: 'How much?' }, cast.employeeRs.token);
    expect(us.status).toBe(200);
    expect((await inbox(cast.chamberAdminRs.token)).json.conversations.map((c: { title: string }) => c.title)).toContain('Membership fee');
    expect((await inbox(cast.chamberAdminMe.token)).json.conversations.map((c: { title: string }) => c.title)).not.toContain(
      'Membership fee',
    );
    const many = await post(
      '/contact-companies',
      {
        companyIds: [cast.companies.companyRs.pkCompanyId, cast.companies.companyMe.pkCompanyId],
        title: 'Regional fair',
        content: 'Join us',
      },
      cast.platformAdmin.token,
    );
    expect(many.json.conversationIds).toHaveLength(2);
  });

  it('lets a signed-in user without a company write to their chamber and read the answer, and to nobody else', async () => {
    const guest = cast.guestUser;
    await t0.db.update(t.users).set({ fkCountryId: cast.companies.companyRs.fkCountryId }).where(eq(t.users.pkUserId, guest.userId));
    const asked = await post('/contact-cif-admins', { title: 'How do I join?', content: 'My company is new' }, guest.token);
    expect(asked.status).toBe(200);
    const [id] = asked.json.conversationIds;
    expect((await post('', { fkConversationId: id, content: 'Register your company first' }, cast.chamberAdminRs.token)).status).toBe(200);
    const thread = await post('/get-conversation-messages', { conversationId: id }, guest.token);
    expect(thread.json.messages.map((m: { content: string }) => m.content)).toEqual(['My company is new', 'Register your company first']);
    const direct = await post('', { receiverIds: [cast.employeeRs.userId], title: 'Hi', content: 'x' }, guest.token);
    expect(direct.json.fields).toEqual({ receiverIds: 'message_receiver_not_allowed' });
  });

  it('lets a visitor write to a company once they confirm their address, never more than the limit', async () => {
    const company = cast.companies.companyMe.pkCompanyId;
    const email = `visitor.${Date.now()}@example.test`;
    const asked = await call(t0.app, 'POST', `/api/Messages/guest-contact-company/${company}`, {
      body: { name: 'Ana Visitor', email, title: 'Your olive oil', content: '<p>Price for 1,000 l?</p>' },
    });
    expect(asked.status).toBe(200);
    const [mail] = await t0.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.toAddress, email));
    expect(mail.textBody).not.toContain('Price for');
    const token = decodeURIComponent(/token=([^\s&"]+)/.exec(mail.textBody)?.[1] ?? '');
    // Nothing reaches the company before the confirmation.
    expect((await inbox(cast.companyAdminMe.token)).json.conversations.map((c: { title: string }) => c.title)).not.toContain(
      'Your olive oil',
    );
    const confirmed = await call(t0.app, 'POST', '/api/Messages/confirm-guest-contact', { body: { token } });
    expect(confirmed.json).toEqual({ companyName: cast.companies.companyMe.name });
    const list = await inbox(cast.companyAdminMe.token);
    const conversation = list.json.conversations.find((c: { title: string }) => c.title === 'Your olive oil');
    expect(conversation.lastMessage).toMatchObject({ guestEmail: email, sender: { pkUserId: null, firstName: 'Ana Visitor' } });
    const reply = await post('', { fkConversationId: conversation.pkConversationId, content: 'Thanks' }, cast.companyAdminMe.token);
    expect(reply.json.message).toBe('conversation_reply_by_mail');
    // A second click delivers nothing more.
    await call(t0.app, 'POST', '/api/Messages/confirm-guest-contact', { body: { token } });
    expect(
      (await inbox(cast.companyAdminMe.token)).json.conversations.filter((c: { title: string }) => c.title === 'Your olive oil'),
    ).toHaveLength(1);
    expect((await call(t0.app, 'POST', '/api/Messages/confirm-guest-contact', { body: { token: 'x'.repeat(43) } })).json.message).toBe(
      'guest_contact_link_invalid',
    );

    const bad = await call(t0.app, 'POST', `/api/Messages/guest-contact-company/${company}`, {
      body: { name: '', email: 'nope', title: 'x', content: 'y' },
    });
    expect(Object.keys(bad.json.fields).sort()).toEqual(['email', 'name']);

    // At most three unconfirmed messages per address a day, from however many client addresses.
    const from = (address: string, mailbox: string, i: number) =>
      t0.app.inject({
        method: 'POST',
        url: `/api/Messages/guest-contact-company/${company}`,
        remoteAddress: address,
        payload: { name: 'Flood', email: mailbox, title: `Spam ${i}`, content: 'Buy' },
      });
    const other = `flood.${Date.now()}@example.test`;
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await from(`10.9.0.${i + 1}`, other, i)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await from('10.9.0.9', other, 9)).json().message).toBe('guest_contact_limit');
    // Sent at once, the limit still holds.
    const together = `together.${Date.now()}@example.test`;
    const answers = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => from(`10.9.2.${i + 1}`, together, i)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 429, 429, 429]);
    // And five a minute per client address, whatever the mailbox.
    const burst = [];
    for (let i = 0; i < 6; i++) burst.push((await from('10.9.1.1', `burst.${i}.${Date.now()}@example.test`, i)).statusCode);
    expect(burst).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('the unread digest', () => {
  it('mails each person once for messages still unread, without their text', async () => {
    const b = cast.companyAdminMe;
    await post(
      `/contact-company/${cast.companies.companyMe.pkCompanyId}`,
      { title: 'Digest me', content: 'Secret terms' },
      cast.employeeRs.token,
    );
    const mailed = await sendMessageDigests(t0.app.ctx, 0, new Date(Date.now() + 1000));
    expect(mailed).toBeGreaterThan(0);
    const mails = await t0.db
      .select()
      .from(t.mailOutbox)
      .where(and(eq(t.mailOutbox.toAddress, b.email), eq(t.mailOutbox.template, 'message_digest')));
    expect(mails).toHaveLength(1);
    expect(mails[0].textBody).not.toContain('Secret terms');
    expect(await sendMessageDigests(t0.app.ctx, 0, new Date(Date.now() + 2000))).toBe(0);
  });
});
