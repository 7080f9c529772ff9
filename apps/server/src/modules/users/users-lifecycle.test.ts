import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { appWithCast, userAdminHelpers } from '../../../test/admin-fixtures.ts';
import { buildUser, type Cast, call, chamberId, tokenFor } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';

let t0: TestApp;
let cast: Cast;
beforeAll(async () => {
  ({ t0, cast } = await appWithCast());
});

const { signIn, employeeOf, userRow } = userAdminHelpers(() => t0);

describe('verification, activity and e-mail confirmation', () => {
  it('verifies and unverifies within the chamber rule', async () => {
    const user = await employeeOf(cast.companies.mncDe.pkCompanyId);
    const unverify = await call(t0.app, 'POST', `/api/Account/unverify-user-by-admin/${user.pkUserId}`, {
      token: cast.chamberAdminMe.token,
    });
    expect(unverify.status).toBe(200);
    expect((await userRow(user.pkUserId)).isVerified).toBe(false);
    expect(
      (await call(t0.app, 'POST', `/api/Account/verify-user-by-admin/${user.pkUserId}`, { token: cast.platformAdmin.token })).status,
    ).toBe(200);
    expect((await userRow(user.pkUserId)).isVerified).toBe(true);
    const rsUser = await employeeOf(cast.companies.companyRs.pkCompanyId);
    expect(
      (await call(t0.app, 'POST', `/api/Account/verify-user-by-admin/${rsUser.pkUserId}`, { token: cast.chamberAdminMe.token })).status,
    ).toBe(403);
    expect((await call(t0.app, 'POST', `/api/Account/unverify-user-by-admin/${rsUser.pkUserId}`)).status).toBe(401);
    expect((await call(t0.app, 'POST', '/api/Account/verify-user-by-admin/0', { token: cast.platformAdmin.token })).status).toBe(400);
  });

  it('deactivation ends the sessions and blocks sign-in until activation', async () => {
    const user = await employeeOf(cast.companies.companyRs.pkCompanyId);
    const session = await signIn(user.email);
    const token = session.json.data.jwToken;
    const r = await call(t0.app, 'POST', `/api/Account/admin-deactivate-user/${user.pkUserId}`, { token: cast.chamberAdminRs.token });
    expect(r.status).toBe(200);
    expect((await call(t0.app, 'GET', '/api/account/get-current-user', { token })).status).toBe(401);
    const refresh = await call(t0.app, 'POST', '/api/account/refresh-token', { body: { refreshToken: session.json.data.refreshToken } });
    expect(refresh.status).toBe(401);
    expect((await signIn(user.email)).json.code).toBe('account_deactivated');
    expect(
      (await call(t0.app, 'POST', `/api/Account/admin-activate-user/${user.pkUserId}`, { token: cast.chamberAdminRs.token })).status,
    ).toBe(200);
    expect((await signIn(user.email)).status).toBe(200);
    const [log] = await t0.db.select().from(t.actionLogs).where(eq(t.actionLogs.action, 'user_deactivate'));
    expect(log.entityId).toBe(String(user.pkUserId));
  });

  it('refuses to deactivate oneself and other chambers\u2019 users', async () => {
    const self = await call(t0.app, 'POST', `/api/Account/admin-deactivate-user/${cast.platformAdmin.userId}`, {
      token: cast.platformAdmin.token,
    });
    expect(self.status).toBe(422);
    expect(self.json.message).toBe('cannot_act_on_self');
    const other = await call(t0.app, 'POST', `/api/Account/admin-deactivate-user/${cast.companyAdminRs.userId}`, {
      token: cast.chamberAdminMe.token,
    });
    expect(other.status).toBe(403);
    expect(
      (await call(t0.app, 'POST', `/api/Account/admin-activate-user/${cast.companyAdminRs.userId}`, { token: cast.guestUser.token }))
        .status,
    ).toBe(403);
  });

  it('confirms an e-mail address as an administrator', async () => {
    const user = await buildUser(t0.db, { role: 4, companyId: cast.companies.companyRs.pkCompanyId, emailConfirmed: false });
    const r = await call(t0.app, 'GET', `/api/Account/kif-admin-verify-user-email/${user.pkUserId}`, { token: cast.chamberAdminRs.token });
    expect(r.status).toBe(200);
    expect((await userRow(user.pkUserId)).emailConfirmed).toBe(true);
    expect(
      (await call(t0.app, 'GET', `/api/Account/kif-admin-verify-user-email/${user.pkUserId}`, { token: cast.chamberAdminMe.token })).status,
    ).toBe(403);
    expect((await call(t0.app, 'GET', `/api/Account/kif-admin-verify-user-email/${user.pkUserId}`)).status).toBe(401);
    expect((await call(t0.app, 'GET', '/api/Account/kif-admin-verify-user-email/x', { token: cast.platformAdmin.token })).status).toBe(400);
  });
});

describe('deleting users', () => {
  it('soft delete ends the sessions, blocks sign-in and hides the user', async () => {
    const user = await employeeOf(cast.companies.companyRs.pkCompanyId);
    const token = await tokenFor(t0.app, user.pkUserId);
    const r = await call(t0.app, 'DELETE', `/api/Account/admin-delete-user/${user.pkUserId}`, { token: cast.chamberAdminRs.token });
    expect(r.status).toBe(200);
    expect((await userRow(user.pkUserId)).deletedAt).not.toBeNull();
    expect((await call(t0.app, 'GET', '/api/account/get-current-user', { token })).status).toBe(401);
    expect((await signIn(user.email)).status).toBe(401);
    expect(
      (await call(t0.app, 'GET', `/api/Account/admin-get-user-details/${user.pkUserId}`, { token: cast.platformAdmin.token })).status,
    ).toBe(404);
    const sessions = await t0.db.select().from(t.sessions).where(eq(t.sessions.fkUserId, user.pkUserId));
    expect(sessions.every((s) => s.revokedAt)).toBe(true);
  });

  it('soft delete follows the chamber rule and spares oneself', async () => {
    const user = await employeeOf(cast.companies.companyRs.pkCompanyId);
    expect(
      (await call(t0.app, 'DELETE', `/api/Account/admin-delete-user/${user.pkUserId}`, { token: cast.chamberAdminMe.token })).status,
    ).toBe(403);
    expect((await call(t0.app, 'DELETE', `/api/Account/admin-delete-user/${user.pkUserId}`)).status).toBe(401);
    const self = await call(t0.app, 'DELETE', `/api/Account/admin-delete-user/${cast.platformAdmin.userId}`, {
      token: cast.platformAdmin.token,
    });
    expect(self.json.message).toBe('cannot_act_on_self');
    expect((await call(t0.app, 'DELETE', '/api/Account/admin-delete-user/-4', { token: cast.platformAdmin.token })).status).toBe(400);
  });

  it('hard delete erases the user (users-erasure.test.ts), also a soft-deleted one, for platform administrators only', async () => {
    const user = await employeeOf(cast.companies.mncDe.pkCompanyId);
    await tokenFor(t0.app, user.pkUserId);
    const refused = await call(t0.app, 'DELETE', `/api/Account/admin-hard-delete-user/${user.pkUserId}`, {
      token: cast.chamberAdminMe.token,
    });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('access_denied');
    await call(t0.app, 'DELETE', `/api/Account/admin-delete-user/${user.pkUserId}`, { token: cast.platformAdmin.token });
    const r = await call(t0.app, 'DELETE', `/api/Account/admin-hard-delete-user/${user.pkUserId}`, { token: cast.platformAdmin.token });
    expect(r.status).toBe(200);
    expect(await userRow(user.pkUserId)).toMatchObject({ email: `erased-${user.pkUserId}@erased.invalid`, firstName: '' });
    expect(
      (await call(t0.app, 'DELETE', `/api/Account/admin-hard-delete-user/${user.pkUserId}`, { token: cast.platformAdmin.token })).status,
    ).toBe(404);
    expect((await call(t0.app, 'DELETE', '/api/Account/admin-hard-delete-user/1.5', { token: cast.platformAdmin.token })).status).toBe(400);
  });
});

describe('admin-set-user-password', () => {
  const url = '/api/Account/admin-set-user-password';
  const body = (userId: number, password = 'Admin#Set2026') => ({ userId, newPassword: password, confirmPassword: password });

  it('sets the password, ends the sessions and asks for a new one at next sign-in', async () => {
    const user = await employeeOf(cast.companies.companyRs.pkCompanyId);
    const token = await tokenFor(t0.app, user.pkUserId);
    const r = await call(t0.app, 'POST', url, { token: cast.chamberAdminRs.token, body: body(user.pkUserId) });
    expect(r.status).toBe(200);
    expect((await call(t0.app, 'GET', '/api/account/get-current-user', { token })).status).toBe(401);
    expect((await signIn(user.email)).status).toBe(401);
    const fresh = await signIn(user.email, 'Admin#Set2026');
    expect(fresh.json.data.passwordChangeNeeded).toBe(true);
    const [log] = await t0.db.select().from(t.actionLogs).where(eq(t.actionLogs.action, 'user_password_set'));
    expect(JSON.stringify(log)).not.toContain('Admin#Set2026');
  });

  it('validates the password and applies the rules', async () => {
    const user = await employeeOf(cast.companies.companyRs.pkCompanyId);
    const weak = await call(t0.app, 'POST', url, { token: cast.platformAdmin.token, body: body(user.pkUserId, 'weak') });
    expect(weak.status).toBe(400);
    expect(weak.json.fields.newPassword).toBe('password_rules_not_met');
    const mismatch = await call(t0.app, 'POST', url, {
      token: cast.platformAdmin.token,
      body: { userId: user.pkUserId, newPassword: 'Admin#Set2026', confirmPassword: 'Other#Set2026' },
    });
    expect(mismatch.json.fields.confirmPassword).toBe('password_confirmation_does_not_match');
    expect((await call(t0.app, 'POST', url, { token: cast.chamberAdminMe.token, body: body(user.pkUserId) })).status).toBe(403);
    expect((await call(t0.app, 'POST', url, { token: cast.companyAdminRs.token, body: body(user.pkUserId) })).status).toBe(403);
    expect((await call(t0.app, 'POST', url, { body: body(user.pkUserId) })).status).toBe(401);
    expect((await call(t0.app, 'POST', url, { token: cast.platformAdmin.token, body: body(cast.platformAdmin.userId) })).status).toBe(422);
  });
});

describe('change-chamber-kif-for-self', () => {
  it('places a platform administrator in a chamber', async () => {
    const admin = await buildUser(t0.db, { role: 1 });
    const token = await tokenFor(t0.app, admin.pkUserId);
    const fkChamberId = await chamberId(t0.db, 'AL');
    const r = await call(t0.app, 'POST', `/api/Account/change-chamber-kif-for-self/${fkChamberId}`, { token });
    expect(r.status).toBe(200);
    const me = await call(t0.app, 'GET', '/api/account/get-current-user', { token });
    expect(me.json.fkChamberId).toBe(fkChamberId);
    const [topic] = await t0.db.select().from(t.codes).where(eq(t.codes.fkCodeTypeId, 8)).limit(1);
    const wrong = await call(t0.app, 'POST', `/api/Account/change-chamber-kif-for-self/${topic.pkCodeId}`, { token });
    expect(wrong.status).toBe(400);
    expect(wrong.json.fields.id).toBe('invalid_choice');
    expect(
      (await call(t0.app, 'POST', `/api/Account/change-chamber-kif-for-self/${fkChamberId}`, { token: cast.chamberAdminRs.token })).status,
    ).toBe(403);
    expect((await call(t0.app, 'POST', `/api/Account/change-chamber-kif-for-self/${fkChamberId}`)).status).toBe(401);
  });
});

describe('malformed ids', () => {
  it('answer 400 with the id field on every user action', async () => {
    for (const [method, path] of [
      ['POST', 'verify-user-by-admin'],
      ['POST', 'unverify-user-by-admin'],
      ['POST', 'admin-activate-user'],
      ['POST', 'admin-deactivate-user'],
      ['GET', 'kif-admin-verify-user-email'],
      ['DELETE', 'admin-delete-user'],
      ['DELETE', 'admin-hard-delete-user'],
      ['POST', 'change-chamber-kif-for-self'],
    ] as const) {
      for (const id of ['abc', '0', '99999999999']) {
        const r = await call(t0.app, method, `/api/Account/${path}/${id}`, { token: cast.platformAdmin.token });
        expect(r.status, `${path}/${id}`).toBe(400);
        expect(r.json.fields.id).toBeDefined();
      }
    }
    const set = await call(t0.app, 'POST', '/api/Account/admin-set-user-password', {
      token: cast.platformAdmin.token,
      body: { userId: 'me' },
    });
    expect(Object.keys(set.json.fields)).toEqual(expect.arrayContaining(['userId', 'newPassword']));
  });
});
