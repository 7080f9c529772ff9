import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildCast, buildCompany, buildEvent, buildInvitation, type Cast, call, type Person, person } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sendMessageDigests } from '../messages/message-digest.ts';

/** Every sender of optional mail (and the suggestions list) asks the person's consent: given → sent, withdrawn → not. */
let t0: TestApp;
let cast: Cast;
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
});

const setConsent = (p: Person, kind: string, given: boolean) =>
  call(t0.app, 'POST', '/api/Consents/optional', { token: p.token, body: { kind, given } });
const mailsTo = (email: string, template: string) =>
  t0.db
    .select()
    .from(t.mailOutbox)
    .where(and(eq(t.mailOutbox.toAddress, email), eq(t.mailOutbox.template, template)));

describe('the unread-messages digest', () => {
  it('mails a person who consents and skips one who withdrew', async () => {
    const yes = await person(t0.app, { role: 4, companyId: cast.companies.companyRs.pkCompanyId });
    const no = await person(t0.app, { role: 4, companyId: cast.companies.companyRs.pkCompanyId });
    expect((await setConsent(no, 'message_digest', false)).status).toBe(200);
    const sent = await call(t0.app, 'POST', '/api/Messages', {
      token: cast.companyAdminRs.token,
      body: { receiverIds: [yes.userId, no.userId], title: 'Prices', content: 'Our offer' },
    });
    expect(sent.status).toBe(200);
    await sendMessageDigests(t0.app.ctx, 0, new Date(Date.now() + 1000));
    expect(await mailsTo(yes.email, 'message_digest')).toHaveLength(1);
    expect(await mailsTo(no.email, 'message_digest')).toHaveLength(0);
  });
});

describe("a chamber's event invitations and reminders (news from the chamber)", () => {
  it('mail a registered person who consents, not one who withdrew; the invitation exists for both', async () => {
    const event = await buildEvent(t0.db, { chamber: 'RS', name: 'Consent forum' });
    const yes = await person(t0.app, { role: 4, companyId: cast.companies.companyRs.pkCompanyId });
    const no = await person(t0.app, { role: 4, companyId: cast.companies.companyRs.pkCompanyId });
    await setConsent(no, 'chamber_news', false);
    const r = await call(t0.app, 'POST', '/api/Events/invite-people', {
      token: cast.chamberAdminRs.token,
      body: { fkEventId: event.pkEventId, userIds: [yes.userId, no.userId], emails: ['outside@example.test'] },
    });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ invitedCount: 3, notMailedEmails: [no.email] });
    expect(await mailsTo(yes.email, 'event_invitation')).toHaveLength(1);
    expect(await mailsTo('outside@example.test', 'event_invitation')).toHaveLength(1);
    expect(await mailsTo(no.email, 'event_invitation')).toHaveLength(0);
    const invited = await t0.db.select().from(t.eventInvitations).where(eq(t.eventInvitations.fkEventId, event.pkEventId));
    expect(invited.map((i) => i.email).sort()).toEqual([no.email, 'outside@example.test', yes.email].sort());
  });

  it('reminders likewise', async () => {
    const event = await buildEvent(t0.db, { chamber: 'RS' });
    const yes = await person(t0.app, { role: 4, companyId: cast.companies.companyRs.pkCompanyId });
    const no = await person(t0.app, { role: 4, companyId: cast.companies.companyRs.pkCompanyId });
    await setConsent(no, 'chamber_news', false);
    for (const p of [yes, no]) await buildInvitation(t0.db, { eventId: event.pkEventId, email: p.email });
    const r = await call(t0.app, 'POST', '/api/Events/send-reminder', {
      token: cast.chamberAdminRs.token,
      body: { fkEventId: event.pkEventId },
    });
    expect(r.json).toEqual({ sentCount: 2, notMailedEmails: [no.email] });
    expect(await mailsTo(yes.email, 'event_reminder')).toHaveLength(1);
    expect(await mailsTo(no.email, 'event_reminder')).toHaveLength(0);
  });
});

describe('suggested connections', () => {
  it('show a person who consents and leave out one who withdrew', async () => {
    const [sector] = await t0.db
      .select()
      .from(t.codes)
      .where(and(eq(t.codes.fkCodeTypeId, 5), eq(t.codes.level, 4)))
      .limit(1);
    const mine = await buildCompany(t0.db, { country: 'RS', name: 'Seeker' });
    const seeker = await person(t0.app, { role: 3, companyId: mine.pkCompanyId });
    const other = await buildCompany(t0.db, { country: 'AL', name: 'Peer with consent' });
    for (const c of [mine, other]) await t0.db.insert(t.companySectors).values({ fkCompanyId: c.pkCompanyId, fkCodeId: sector.pkCodeId });
    const peer = await person(t0.app, { role: 3, companyId: other.pkCompanyId });
    const suggested = async () =>
      (
        await call(t0.app, 'POST', '/api/SuggestedUsers/get-suggested-users-for-current-user', { token: seeker.token, body: {} })
      ).json.suggestedUsers.map((s: { userId: number }) => s.userId);
    expect(await suggested()).toContain(peer.userId);
    await setConsent(peer, 'suggestions', false);
    expect(await suggested()).not.toContain(peer.userId);
  });
});
