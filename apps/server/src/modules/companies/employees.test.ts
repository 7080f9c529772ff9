import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildCast, buildUser, type Cast, call, tokenFor } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t0: TestApp;
let cast: Cast;
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
});

const invite = (email: string, extra: object = {}) => ({ firstName: 'Mila', lastName: 'Milić', email, position: 'Sales', ...extra });

describe('employees', () => {
  it('invites an employee who signs in with the mailed password and must choose their own', async () => {
    const r = await call(t0.app, 'POST', '/api/CompanyEmployee/', { token: cast.companyAdminRs.token, body: invite('mila@acme.test') });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      email: 'mila@acme.test',
      fkRoleId: 4,
      fkCompanyId: cast.companies.companyRs.pkCompanyId,
      invitationPending: true,
    });
    const [mail] = await t0.db
      .select()
      .from(t.mailOutbox)
      .where(and(eq(t.mailOutbox.toAddress, 'mila@acme.test'), eq(t.mailOutbox.template, 'employee_invitation')));
    const password = mail.textBody.match(/password (\S+?);/)![1];
    const signIn = await call(t0.app, 'POST', '/api/account/authenticate', { body: { email: 'mila@acme.test', password } });
    expect(signIn.status).toBe(200);
    const token = signIn.json.data.jwToken;
    expect((await call(t0.app, 'GET', '/api/account/get-current-user', { token })).json.passwordChangeNeeded).toBe(true);
    const blocked = await call(t0.app, 'POST', '/api/CompanyEmployee/search-my-company-users', { token, body: {} });
    expect(blocked.json.code).toBe('password_change_needed');
    const set = await call(t0.app, 'POST', '/api/Account/set-password-after-first-login', {
      token,
      body: { newPassword: 'Mila#Own2026', confirmPassword: 'Mila#Own2026' },
    });
    expect(set.status).toBe(200);
    const list = await call(t0.app, 'POST', '/api/CompanyEmployee/search-my-company-users', { token, body: { name: 'mili' } });
    expect(list.json.users.map((u: { email: string }) => u.email)).toContain('mila@acme.test');
  });

  it('validates the form and refuses a taken e-mail', async () => {
    const bad = await call(t0.app, 'POST', '/api/CompanyEmployee/', {
      token: cast.companyAdminRs.token,
      body: invite('nope', { firstName: '', fkRoleId: 1 }),
    });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toMatchObject({ email: 'validation.email', firstName: 'validation.required' });
    expect(bad.json.fields.fkRoleId).toBeDefined();
    const taken = await call(t0.app, 'POST', '/api/CompanyEmployee/', {
      token: cast.companyAdminRs.token,
      body: invite(cast.employeeRs.email),
    });
    expect(taken.status).toBe(422);
    expect(taken.json.fields.email).toBe('email_taken');
  });

  it('edits and removes employees only within the companies one may edit', async () => {
    const e = await buildUser(t0.db, { role: 4, companyId: cast.companies.companyRs.pkCompanyId });
    const body = { firstName: 'Edited', lastName: 'Name', fkRoleId: 4 };
    expect((await call(t0.app, 'PUT', `/api/CompanyEmployee/${e.pkUserId}`, { token: cast.companyAdminMe.token, body })).status).toBe(403);
    expect((await call(t0.app, 'PUT', `/api/CompanyEmployee/${e.pkUserId}`, { token: cast.employeeRs.token, body })).status).toBe(403);
    const ok = await call(t0.app, 'PUT', `/api/CompanyEmployee/${e.pkUserId}`, { token: cast.companyAdminRs.token, body });
    expect(ok.json.firstName).toBe('Edited');
    const token = await tokenFor(t0.app, e.pkUserId);
    expect((await call(t0.app, 'DELETE', `/api/CompanyEmployee/${e.pkUserId}`, { token: cast.chamberAdminMe.token })).status).toBe(403);
    expect((await call(t0.app, 'DELETE', `/api/CompanyEmployee/${e.pkUserId}`, { token: cast.chamberAdminRs.token })).status).toBe(200);
    expect((await call(t0.app, 'GET', '/api/account/get-current-user', { token })).status).toBe(401);
    expect((await call(t0.app, 'GET', `/api/CompanyEmployee/${e.pkUserId}`, { token: cast.companyAdminRs.token })).status).toBe(404);
  });

  it('keeps the last company administrator', async () => {
    const self = await call(t0.app, 'DELETE', `/api/CompanyEmployee/${cast.companyAdminMe.userId}`, { token: cast.companyAdminMe.token });
    expect(self.json.message).toBe('cannot_remove_yourself');
    const demote = await call(t0.app, 'PUT', `/api/CompanyEmployee/${cast.companyAdminMe.userId}`, {
      token: cast.chamberAdminMe.token,
      body: { firstName: 'A', lastName: 'B', fkRoleId: 4 },
    });
    expect(demote.status).toBe(422);
    expect(demote.json.message).toBe('last_company_administrator');
  });

  it('shows contact details to insiders only', async () => {
    const id = cast.employeeRs.userId;
    expect((await call(t0.app, 'GET', `/api/CompanyEmployee/${id}`, { token: cast.companyAdminRs.token })).json.email).toBe(
      cast.employeeRs.email,
    );
    const outsider = await call(t0.app, 'GET', `/api/CompanyEmployee/${id}`, { token: cast.companyAdminMe.token });
    expect(outsider.status).toBe(200);
    expect(outsider.json.email).toBeNull();
    const list = await call(t0.app, 'GET', `/api/CompanyEmployee/get-all-users/${cast.companies.companyRs.pkCompanyId}`, {
      token: cast.companyAdminMe.token,
    });
    expect(list.json.users.length).toBeGreaterThan(0);
    expect(
      (
        await call(t0.app, 'GET', `/api/CompanyEmployee/get-all-users/${cast.companies.unverifiedRs.pkCompanyId}`, {
          token: cast.companyAdminMe.token,
        })
      ).status,
    ).toBe(403);
  });

  it('lists message receivers: own and favourite companies for company users, the chamber rule for chamber administrators', async () => {
    const me = cast.companies.companyMe.pkCompanyId;
    await call(t0.app, 'POST', `/api/FavoriteCompanies/${me}`, { token: cast.employeeRs.token });
    const r = await call(t0.app, 'POST', '/api/CompanyEmployee/search-company-and-favourite-companies-users', {
      token: cast.employeeRs.token,
      body: { pageSize: 200 },
    });
    const ids = r.json.users.map((u: { id: number }) => u.id);
    expect(ids).toEqual(expect.arrayContaining([cast.companyAdminRs.userId, cast.companyAdminMe.userId]));
    expect(ids).not.toContain(cast.employeeRs.userId);
    expect(ids).not.toContain(cast.mncAdminDe.userId);
    const chamber = await call(t0.app, 'POST', '/api/CompanyEmployee/search-chamber-users', {
      token: cast.chamberAdminMe.token,
      body: { pageSize: 200 },
    });
    const chamberIds = chamber.json.users.map((u: { id: number }) => u.id);
    expect(chamberIds).toEqual(expect.arrayContaining([cast.companyAdminMe.userId, cast.mncAdminDe.userId]));
    expect(chamberIds).not.toContain(cast.companyAdminRs.userId);
    expect(
      (await call(t0.app, 'POST', '/api/CompanyEmployee/search-chamber-users', { token: cast.employeeRs.token, body: {} })).status,
    ).toBe(403);
    const verified = await call(t0.app, 'POST', `/api/Account/search-verified-company-users/${me}`, {
      token: cast.employeeRs.token,
      body: {},
    });
    expect(verified.json.users.map((u: { id: number }) => u.id)).toContain(cast.companyAdminMe.userId);
    const admin = await call(t0.app, 'POST', '/api/CompanyEmployee/get-all-company-users', {
      token: cast.companyAdminRs.token,
      body: { pageSize: 200 },
    });
    expect(admin.json.users.every((u: { fkCompanyId: number }) => u.fkCompanyId === cast.companies.companyRs.pkCompanyId)).toBe(true);
  });
});
