import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import {
  buildCast,
  buildCompany,
  buildEvent,
  buildInvitation,
  buildUser,
  type Cast,
  call,
  chamberId,
  codeId,
  tokenFor,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t0: TestApp;
let cast: Cast;
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
});

const invitationsOf = (eventId: number) => t0.db.select().from(t.eventInvitations).where(eq(t.eventInvitations.fkEventId, eventId));
const mailsTo = (email: string, template: string) =>
  t0.db
    .select()
    .from(t.mailOutbox)
    .where(and(eq(t.mailOutbox.toAddress, email), eq(t.mailOutbox.template, template)));
const buildTemplate = async (chamber: string, o: Partial<typeof t.templates.$inferInsert> = {}) => {
  const [row] = await t0.db
    .insert(t.templates)
    .values({ fkChamberId: await chamberId(t0.db, chamber), name: `Template ${Math.random()}`, body: '<p>Hello</p>', ...o })
    .returning();
  return row.pkTemplateId;
};
const tokenIn = (text: string) => decodeURIComponent(text.match(/join-event\?token=(\S+)/)![1]);

describe('invite-people', () => {
  it('invites by e-mail, user and company: tokens hashed, mails with the join link, notification type 10, already invited skipped', async () => {
    const event = await buildEvent(t0.db, { chamber: 'RS', name: 'Belgrade forum' });
    const company = await buildCompany(t0.db, { country: 'ME' });
    const colleague = await buildUser(t0.db, { role: 4, companyId: company.pkCompanyId });
    const inactive = await buildUser(t0.db, { role: 4, companyId: company.pkCompanyId, isActive: false });
    await buildInvitation(t0.db, { eventId: event.pkEventId, email: 'Already@Invited.test' });
    const r = await call(t0.app, 'POST', '/api/Events/invite-people', {
      token: cast.chamberAdminRs.token,
      body: {
        fkEventId: event.pkEventId,
        emails: ['New.Person@Example.test', 'already@invited.test', cast.employeeRs.email.toUpperCase()],
        userIds: [cast.companyAdminRs.userId],
        companyIds: [company.pkCompanyId],
        fkAttendeeTypeId: await codeId(t0.db, 1, '2'),
      },
    });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ invitedCount: 4, skippedEmails: ['already@invited.test'], notMailedEmails: [] });
    const rows = await invitationsOf(event.pkEventId);
    const byEmail = new Map(rows.map((row) => [row.email.toLowerCase(), row]));
    expect(byEmail.get('new.person@example.test')).toMatchObject({
      fkUserId: null,
      isAccepted: false,
      invitedBy: cast.chamberAdminRs.userId,
    });
    expect(byEmail.get(cast.employeeRs.email)?.fkUserId).toBe(cast.employeeRs.userId);
    expect(byEmail.get(colleague.email)?.fkUserId).toBe(colleague.pkUserId);
    expect(byEmail.has(inactive.email)).toBe(false);
    const [mail] = await mailsTo('new.person@example.test', 'event_invitation');
    expect(mail.subject).toContain('Belgrade forum');
    const token = tokenIn(mail.textBody);
    expect(mail.textBody).toContain('http://portal.test/join-event?token=');
    expect(token.length).toBeGreaterThanOrEqual(22);
    // Only the hash is stored.
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(byEmail.get('new.person@example.test')?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const notes = await t0.db.select().from(t.notifications).where(eq(t.notifications.fkUserId, cast.employeeRs.userId));
    expect(notes).toContainEqual(
      expect.objectContaining({
        fkNotificationTypeId: 10,
        content: `${event.pkEventId};Belgrade forum`,
        link: `/event-management/chamber-events/details/${event.pkEventId}`,
      }),
    );
    expect(await mailsTo('already@invited.test', 'event_invitation')).toHaveLength(0);
  });

  it('lets assistant organisers and the platform administrator invite; refuses others', async () => {
    const event = await buildEvent(t0.db, { chamber: 'RS', assistants: ['MK'] });
    const assistant = await buildUser(t0.db, { role: 2, chamber: 'MK' });
    const body = (email: string) => ({ fkEventId: event.pkEventId, emails: [email] });
    expect(
      (
        await call(t0.app, 'POST', '/api/Events/invite-people', {
          token: await tokenFor(t0.app, assistant.pkUserId),
          body: body('a@x.test'),
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(t0.app, 'POST', '/api/Events/invite-people', { token: cast.platformAdmin.token, body: body('b@x.test') })).status,
    ).toBe(200);
    const other = await call(t0.app, 'POST', '/api/Events/invite-people', { token: cast.chamberAdminMe.token, body: body('c@x.test') });
    expect(other.status).toBe(403);
    expect(other.json.message).toBe('event_not_editable');
    for (const token of [cast.companyAdminRs.token, cast.employeeRs.token, cast.guestUser.token])
      expect((await call(t0.app, 'POST', '/api/Events/invite-people', { token, body: body('d@x.test') })).status).toBe(403);
    expect((await call(t0.app, 'POST', '/api/Events/invite-people', { body: body('e@x.test') })).status).toBe(401);
    expect((await invitationsOf(event.pkEventId)).map((r) => r.email).sort()).toEqual(['a@x.test', 'b@x.test']);
  });

  it('refuses bad input, changing nothing', async () => {
    const event = await buildEvent(t0.db);
    const send = (body: object) => call(t0.app, 'POST', '/api/Events/invite-people', { token: cast.chamberAdminRs.token, body });
    const empty = await send({ fkEventId: event.pkEventId });
    expect(empty.status).toBe(400);
    expect(empty.json.fields.emails).toBe('validation.required');
    expect((await send({ fkEventId: event.pkEventId, emails: ['nope'] })).json.fields['emails.0']).toBe('validation.email');
    const user = await send({ fkEventId: event.pkEventId, emails: ['ok@x.test'], userIds: [999999] });
    expect([user.status, user.json.fields]).toEqual([400, { userIds: 'user_not_found' }]);
    const company = await send({ fkEventId: event.pkEventId, companyIds: [999999] });
    expect(company.json.fields).toEqual({ companyIds: 'company_not_found' });
    const type = await send({ fkEventId: event.pkEventId, emails: ['ok@x.test'], fkAttendeeTypeId: await codeId(t0.db, 2, '1') });
    expect(type.json.fields).toEqual({ fkAttendeeTypeId: 'validation.invalid' });
    expect((await send({ fkEventId: 999999, emails: ['ok@x.test'] })).status).toBe(404);
    expect(await invitationsOf(event.pkEventId)).toHaveLength(0);
  });

  it("sends a chosen template's subject and text as the organiser's message, with the join link and the event's facts", async () => {
    const event = await buildEvent(t0.db, { chamber: 'RS', name: 'Agro & Food forum', assistants: ['MK'] });
    const templateId = await buildTemplate('RS', {
      subject: 'Join us at {{eventName}}',
      body: '<p>Dear partner,</p><p>{{chamberName}} welcomes you on {{startDate}} at {{place}}. {{unknown}}</p><script>x()</script>',
    });
    const r = await call(t0.app, 'POST', '/api/Events/invite-people', {
      token: cast.chamberAdminRs.token,
      body: { fkEventId: event.pkEventId, emails: ['templated@x.test'], fkTemplateId: templateId },
    });
    expect(r.status).toBe(200);
    const [mail] = await mailsTo('templated@x.test', 'event_invitation');
    expect(mail.subject).toBe('Join us at Agro & Food forum');
    expect(mail.textBody).toMatch(
      /^Dear partner,\n\n.+ welcomes you on \d\d\.\d\d\.\d{4} at Sava Centar, Belgrade\. \{\{unknown\}\}\n\nHello,/,
    );
    expect(mail.textBody).toContain('invites you to Agro & Food forum');
    expect(mail.textBody).toContain('http://portal.test/join-event?token=');
    expect(mail.htmlBody).toContain('<p>Dear partner,</p>');
    expect(mail.htmlBody).toContain('Agro &#38; Food forum');
    expect(mail.htmlBody).not.toContain('<script');
    expect(mail.htmlBody).toContain('href="http://portal.test/join-event?token=');

    // An assistant chamber's administrator may use their own chamber's template too.
    const assistant = await buildUser(t0.db, { role: 2, chamber: 'MK' });
    const own = await buildTemplate('MK', { subject: null, body: '<p>From Skopje</p>' });
    const byAssistant = await call(t0.app, 'POST', '/api/Events/invite-people', {
      token: await tokenFor(t0.app, assistant.pkUserId),
      body: { fkEventId: event.pkEventId, emails: ['assisted@x.test'], fkTemplateId: own },
    });
    expect(byAssistant.status).toBe(200);
    const [assisted] = await mailsTo('assisted@x.test', 'event_invitation');
    expect(assisted.subject).toBe('Invitation: Agro & Food forum');
    expect(assisted.textBody).toMatch(/^From Skopje\n\nHello,/);
  });

  it('refuses a template of another chamber, of another kind or missing, writing nothing', async () => {
    const event = await buildEvent(t0.db, { chamber: 'RS' });
    const foreign = await buildTemplate('ME');
    const general = await buildTemplate('RS', { kind: 'general' });
    for (const [fkTemplateId, token] of [
      [foreign, cast.chamberAdminRs.token],
      [general, cast.chamberAdminRs.token],
      [999999, cast.chamberAdminRs.token],
      [foreign, cast.platformAdmin.token],
    ] as const) {
      const r = await call(t0.app, 'POST', '/api/Events/invite-people', {
        token,
        body: { fkEventId: event.pkEventId, emails: ['refused@x.test'], fkTemplateId },
      });
      expect([r.status, r.json.fields]).toEqual([400, { fkTemplateId: 'invitation_template_not_usable' }]);
    }
    expect(await invitationsOf(event.pkEventId)).toHaveLength(0);
    expect(await mailsTo('refused@x.test', 'event_invitation')).toHaveLength(0);
    // Access as before: another chamber's administrator is refused the event whatever the template.
    const other = await call(t0.app, 'POST', '/api/Events/invite-people', {
      token: cast.chamberAdminMe.token,
      body: { fkEventId: event.pkEventId, emails: ['refused@x.test'], fkTemplateId: foreign },
    });
    expect(other.status).toBe(403);
  });

  it('refuses a finished, deleted, unannounced event or one whose registration has ended', async () => {
    const day = 86400000;
    const ended = await buildEvent(t0.db, { registrationEndTime: new Date(Date.now() - day) });
    const finished = await buildEvent(t0.db, { startDate: new Date(Date.now() - 3 * day), endDate: new Date(Date.now() - 2 * day) });
    const deleted = await buildEvent(t0.db, { deletedAt: new Date() });
    const draft = await buildEvent(t0.db, { isAnnounced: false });
    const send = (fkEventId: number) =>
      call(t0.app, 'POST', '/api/Events/invite-people', { token: cast.chamberAdminRs.token, body: { fkEventId, emails: ['late@x.test'] } });
    expect((await send(ended.pkEventId)).json).toMatchObject({ message: 'registration_ended' });
    expect((await send(finished.pkEventId)).json).toMatchObject({ message: 'registration_ended' });
    expect((await send(draft.pkEventId)).json).toMatchObject({ message: 'event_not_announced' });
    expect((await send(deleted.pkEventId)).status).toBe(404);
  });
});

describe('companies-for-emails', () => {
  it("answers organisers the active users' e-mails of the companies they may see", async () => {
    const company = await buildCompany(t0.db);
    const a = await buildUser(t0.db, { role: 3, companyId: company.pkCompanyId, email: 'boss@firm.test' });
    const shown = await buildUser(t0.db, { role: 4, companyId: company.pkCompanyId, email: 'sales@firm.test' });
    await t0.db
      .update(t.users)
      .set({ emailShownIn: ['search'] })
      .where(eq(t.users.pkUserId, shown.pkUserId));
    await buildUser(t0.db, { role: 4, companyId: company.pkCompanyId, email: 'gone@firm.test', isActive: false });
    const emailsFor = async (token: string) =>
      (await call(t0.app, 'POST', '/api/Events/companies-for-emails', { token, body: { companyIds: [company.pkCompanyId] } })).json;
    // The Serbian company's own chamber sees every address; another chamber those shown in people searches.
    expect(await emailsFor(cast.chamberAdminRs.token)).toEqual({ emails: [a.email, shown.email] });
    expect(await emailsFor(cast.chamberAdminMe.token)).toEqual({ emails: [shown.email] });
    expect(
      (await call(t0.app, 'POST', '/api/Events/companies-for-emails', { token: cast.companyAdminRs.token, body: { companyIds: [1] } }))
        .status,
    ).toBe(403);
    const bad = await call(t0.app, 'POST', '/api/Events/companies-for-emails', {
      token: cast.platformAdmin.token,
      body: { companyIds: [] },
    });
    expect([bad.status, bad.json.fields.companyIds]).toEqual([400, 'validation.required']);
  });
});

describe('attendee type, reminders and removal', () => {
  it('changes the attendee type to a code of type 1 only', async () => {
    const event = await buildEvent(t0.db);
    const row = await buildInvitation(t0.db, { eventId: event.pkEventId, email: 'typed@x.test' });
    const speaker = await codeId(t0.db, 1, '3');
    const send = (token: string, fkAttendeeTypeId: number | null) =>
      call(t0.app, 'POST', '/api/Events/update-attendee-type', {
        token,
        body: { pkEventInvitationId: row.pkEventInvitationId, fkAttendeeTypeId },
      });
    expect((await send(cast.chamberAdminRs.token, speaker)).status).toBe(200);
    const bad = await send(cast.chamberAdminRs.token, await codeId(t0.db, 2, '1'));
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual({ fkAttendeeTypeId: 'validation.invalid' });
    expect((await send(cast.chamberAdminMe.token, null)).status).toBe(403);
    expect((await send(cast.employeeRs.token, null)).status).toBe(403);
    const [after] = await invitationsOf(event.pkEventId);
    expect(after.fkAttendeeTypeId).toBe(speaker);
    expect(
      (
        await call(t0.app, 'POST', '/api/Events/update-attendee-type', {
          token: cast.chamberAdminRs.token,
          body: { pkEventInvitationId: 999999, fkAttendeeTypeId: null },
        })
      ).status,
    ).toBe(404);
  });

  it('reminds those who have not accepted with a new link; the old one stops working', async () => {
    const event = await buildEvent(t0.db);
    const invite = await call(t0.app, 'POST', '/api/Events/invite-people', {
      token: cast.chamberAdminRs.token,
      body: { fkEventId: event.pkEventId, emails: ['slow@x.test', 'fast@x.test', 'blocked@x.test'] },
    });
    expect(invite.json.invitedCount).toBe(3);
    await t0.db.update(t.eventInvitations).set({ isAccepted: true }).where(eq(t.eventInvitations.email, 'fast@x.test'));
    await t0.db.update(t.eventInvitations).set({ isBlocked: true }).where(eq(t.eventInvitations.email, 'blocked@x.test'));
    const [first] = await mailsTo('slow@x.test', 'event_invitation');
    const r = await call(t0.app, 'POST', '/api/Events/send-reminder', {
      token: cast.chamberAdminRs.token,
      body: { fkEventId: event.pkEventId },
    });
    expect(r.json).toEqual({ sentCount: 1, notMailedEmails: [] });
    const [reminder] = await mailsTo('slow@x.test', 'event_reminder');
    expect(await mailsTo('fast@x.test', 'event_reminder')).toHaveLength(0);
    const rows = await invitationsOf(event.pkEventId);
    expect(rows.find((row) => row.email === 'slow@x.test')?.reminderSentAt).not.toBeNull();
    const old = await call(t0.app, 'POST', '/api/Events/accept-invitation-from-email', { body: { token: tokenIn(first.textBody) } });
    expect([old.status, old.json.message]).toEqual([422, 'invalid_invitation']);
    const fresh = await call(t0.app, 'POST', '/api/Events/accept-invitation-from-email', { body: { token: tokenIn(reminder.textBody) } });
    expect(fresh.status).toBe(200);
    const other = await buildEvent(t0.db);
    const foreign = await buildInvitation(t0.db, { eventId: other.pkEventId, email: 'x@other.test' });
    const wrong = await call(t0.app, 'POST', '/api/Events/send-reminder', {
      token: cast.chamberAdminRs.token,
      body: { fkEventId: event.pkEventId, invitationIds: [foreign.pkEventInvitationId] },
    });
    expect([wrong.status, wrong.json.fields]).toEqual([400, { invitationIds: 'invitation_not_found' }]);
    expect(
      (await call(t0.app, 'POST', '/api/Events/send-reminder', { token: cast.chamberAdminMe.token, body: { fkEventId: event.pkEventId } }))
        .status,
    ).toBe(403);
  });

  it('removes an attendee for organisers only', async () => {
    const event = await buildEvent(t0.db);
    const row = await buildInvitation(t0.db, { eventId: event.pkEventId, email: 'bye@x.test', isAccepted: true });
    const url = `/api/Events/delete-event-invitation/${row.pkEventInvitationId}`;
    expect((await call(t0.app, 'DELETE', url, { token: cast.chamberAdminMe.token })).status).toBe(403);
    expect((await call(t0.app, 'DELETE', url, { token: cast.companyAdminRs.token })).status).toBe(403);
    expect(await invitationsOf(event.pkEventId)).toHaveLength(1);
    expect((await call(t0.app, 'DELETE', url, { token: cast.chamberAdminRs.token })).status).toBe(200);
    expect(await invitationsOf(event.pkEventId)).toHaveLength(0);
    expect((await call(t0.app, 'DELETE', url, { token: cast.chamberAdminRs.token })).status).toBe(404);
  });
});
