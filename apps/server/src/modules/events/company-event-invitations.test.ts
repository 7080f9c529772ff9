import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildCast, buildCompany, buildEvent, buildInvitation, type Cast, call, person } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t0: TestApp;
let cast: Cast;
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
});

const check = (token: string | undefined, companyId: number) =>
  call(t0.app, 'GET', `/api/CompanyEmployee/check-company-users-has-accepted-event-initations/${companyId}`, { token });
const activate = (token: string | undefined, companyId: number, fkEventId: number) =>
  call(t0.app, 'POST', `/api/Company/activate-by-event/${companyId}`, { token, body: { fkEventId } });

/** An unverified RS company with its administrator, invited by e-mail to an event that allows skipping registration. */
async function unverifiedInvited() {
  const company = await buildCompany(t0.db, { country: 'RS', isVerified: false });
  const admin = await person(t0.app, { role: 3, companyId: company.pkCompanyId });
  const skip = await buildEvent(t0.db, { allowSkipRegistration: true, name: 'Skip forum' });
  await buildInvitation(t0.db, { eventId: skip.pkEventId, email: admin.email });
  return { company, admin, skip };
}

describe('check-company-users-has-accepted-event-initations', () => {
  it("answers the company's administrators whether its users registered and which events allow skipping", async () => {
    const { company, admin, skip } = await unverifiedInvited();
    const plain = await buildEvent(t0.db);
    await buildInvitation(t0.db, { eventId: plain.pkEventId, email: admin.email });
    const finished = await buildEvent(t0.db, {
      allowSkipRegistration: true,
      startDate: new Date(Date.now() - 3 * 86400000),
      endDate: new Date(Date.now() - 86400000),
    });
    await buildInvitation(t0.db, { eventId: finished.pkEventId, email: admin.email, userId: admin.userId, isAccepted: true });
    for (const token of [admin.token, cast.chamberAdminRs.token, cast.platformAdmin.token]) {
      const r = await check(token, company.pkCompanyId);
      expect(r.status).toBe(200);
      expect(r.json).toEqual({ hasAcceptedInvitations: true, skipRegistrationEvents: [{ pkEventId: skip.pkEventId, name: 'Skip forum' }] });
    }
    const fresh = await check(cast.companyAdminRs.token, cast.companies.companyRs.pkCompanyId);
    expect(fresh.json).toEqual({ hasAcceptedInvitations: false, skipRegistrationEvents: [] });
  });

  it('refuses other companies, other chambers, employees and anonymous callers', async () => {
    const { company } = await unverifiedInvited();
    expect((await check(cast.companyAdminRs.token, company.pkCompanyId)).status).toBe(403);
    expect((await check(cast.chamberAdminMe.token, company.pkCompanyId)).status).toBe(403);
    expect((await check(cast.employeeRs.token, company.pkCompanyId)).status).toBe(403);
    expect((await check(undefined, company.pkCompanyId)).status).toBe(401);
    expect((await check(cast.platformAdmin.token, 999999)).status).toBe(404);
  });
});

describe('activate-by-event (Skip)', () => {
  it('activates the unverified company of an invited user like a verification: member since, mail, notification 12', async () => {
    const { company, admin, skip } = await unverifiedInvited();
    const r = await activate(admin.token, company.pkCompanyId, skip.pkEventId);
    expect(r.status).toBe(200);
    const [row] = await t0.db.select().from(t.companies).where(eq(t.companies.pkCompanyId, company.pkCompanyId));
    expect(row.isVerified).toBe(true);
    expect(row.memberSince).not.toBeNull();
    const notes = await t0.db.select().from(t.notifications).where(eq(t.notifications.fkUserId, admin.userId));
    expect(notes).toMatchObject([{ fkNotificationTypeId: 12, content: company.name }]);
    const mails = await t0.db
      .select()
      .from(t.mailOutbox)
      .where(and(eq(t.mailOutbox.toAddress, admin.email), eq(t.mailOutbox.template, 'company_verified')));
    expect(mails).toHaveLength(1);
    const logs = await t0.db.select().from(t.actionLogs).where(eq(t.actionLogs.action, 'activate_company_by_event'));
    expect(logs).toHaveLength(1);
    const again = await activate(admin.token, company.pkCompanyId, skip.pkEventId);
    expect([again.status, again.json.message]).toEqual([422, 'company_already_verified']);
  });

  it('refuses events that do not allow skipping or do not invite the company, and callers other than its administrator', async () => {
    const { company, admin, skip } = await unverifiedInvited();
    const noSkip = await buildEvent(t0.db);
    await buildInvitation(t0.db, { eventId: noSkip.pkEventId, email: admin.email });
    const notInvited = await buildEvent(t0.db, { allowSkipRegistration: true });
    for (const eventId of [noSkip.pkEventId, notInvited.pkEventId]) {
      const r = await activate(admin.token, company.pkCompanyId, eventId);
      expect([r.status, r.json.message]).toEqual([422, 'skip_registration_not_allowed']);
    }
    expect((await activate(admin.token, company.pkCompanyId, 999999)).status).toBe(404);
    const employee = await person(t0.app, { role: 4, companyId: company.pkCompanyId });
    for (const token of [employee.token, cast.chamberAdminRs.token, cast.platformAdmin.token, cast.guestUser.token])
      expect((await activate(token, company.pkCompanyId, skip.pkEventId)).status).toBe(403);
    const other = await activate(cast.unverifiedAdminRs.token, company.pkCompanyId, skip.pkEventId);
    expect([other.status, other.json.message]).toEqual([403, 'company_edit_not_allowed']);
    expect((await activate(undefined, company.pkCompanyId, skip.pkEventId)).status).toBe(401);
    const bad = await call(t0.app, 'POST', `/api/Company/activate-by-event/${company.pkCompanyId}`, { token: admin.token, body: {} });
    expect(bad.status).toBe(400);
    const [row] = await t0.db.select().from(t.companies).where(eq(t.companies.pkCompanyId, company.pkCompanyId));
    expect(row.isVerified).toBe(false);
  });
});
