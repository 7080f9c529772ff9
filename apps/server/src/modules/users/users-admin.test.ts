import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { appWithCast, userAdminHelpers } from '../../../test/admin-fixtures.ts';
import { buildUser, type Cast, call, chamberId } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';

let t0: TestApp;
let cast: Cast;
beforeAll(async () => {
  ({ t0, cast } = await appWithCast());
});

const { signIn, employeeOf, userRow } = userAdminHelpers(() => t0);

describe('register-cif-administrator-by-admin', () => {
  const url = '/api/Account/register-cif-administrator-by-admin';

  it('creates a chamber administrator who gets an invitation and must change the password at first sign-in', async () => {
    const fkChamberId = await chamberId(t0.db, 'ME');
    const body = { firstName: 'Milica', lastName: 'Vuković', email: 'Milica.Cif@Example.test', fkChamberId };
    const r = await call(t0.app, 'POST', url, { token: cast.platformAdmin.token, body });
    expect(r.status).toBe(200);
    const user = await userRow(r.json.userId);
    expect(user).toMatchObject({
      fkRoleId: 2,
      fkChamberId,
      passwordChangeNeeded: true,
      emailConfirmed: true,
      email: 'milica.cif@example.test',
    });
    const [mail] = await t0.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.toAddress, 'milica.cif@example.test'));
    expect(mail.textBody).toContain('Milica');
    const password = mail.textBody.match(/password (\S+?);/)?.[1] ?? '';
    expect(password.length).toBeGreaterThan(8);
    const session = await signIn('milica.cif@example.test', password);
    expect(session.status).toBe(200);
    expect(session.json.data.passwordChangeNeeded).toBe(true);
    const me = await call(t0.app, 'GET', '/api/account/get-current-user', { token: session.json.data.jwToken });
    expect(me.json).toMatchObject({ fkRoleId: 2, fkChamberId, functionAliases: ['cif_admin_function'] });
    // Everything else waits for the new password.
    const blocked = await call(t0.app, 'POST', '/api/Account/admin-search-users', { token: session.json.data.jwToken, body: {} });
    expect(blocked.json.code).toBe('password_change_needed');
    const logs = await t0.db.select().from(t.actionLogs).where(eq(t.actionLogs.action, 'cif_admin_registered'));
    expect(logs.map((l) => l.entityId)).toContain(String(r.json.userId));
  });

  it('refuses a taken e-mail, a code that is no chamber and bad input', async () => {
    const fkChamberId = await chamberId(t0.db, 'RS');
    const taken = await call(t0.app, 'POST', url, {
      token: cast.platformAdmin.token,
      body: { firstName: 'A', lastName: 'B', email: cast.employeeRs.email, fkChamberId },
    });
    expect(taken.status).toBe(422);
    expect(taken.json.fields.email).toBe('email_taken');
    const [topic] = await t0.db.select().from(t.codes).where(eq(t.codes.fkCodeTypeId, 8)).limit(1);
    const notChamber = await call(t0.app, 'POST', url, {
      token: cast.platformAdmin.token,
      body: { firstName: 'A', lastName: 'B', email: 'x1@example.test', fkChamberId: topic.pkCodeId },
    });
    expect(notChamber.status).toBe(400);
    expect(notChamber.json.fields.fkChamberId).toBe('invalid_choice');
    const bad = await call(t0.app, 'POST', url, {
      token: cast.platformAdmin.token,
      body: { firstName: '', email: 'nope', fkChamberId: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields)).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email', 'fkChamberId']));
  });

  it('is for platform administrators only', async () => {
    const body = { firstName: 'A', lastName: 'B', email: 'x2@example.test', fkChamberId: await chamberId(t0.db, 'RS') };
    expect((await call(t0.app, 'POST', url, { body })).status).toBe(401);
    const r = await call(t0.app, 'POST', url, { token: cast.chamberAdminRs.token, body });
    expect(r.status).toBe(403);
    expect(r.json.message).toBe('access_denied');
  });
});

describe('admin-update-user', () => {
  const url = '/api/Account/admin-update-user';
  const edit = (id: number, extra: Record<string, unknown> = {}) => ({ id, firstName: 'Edited', lastName: 'Person', ...extra });

  it('lets a platform administrator edit anybody, role included, and logs it', async () => {
    const user = await employeeOf(cast.companies.companyMe.pkCompanyId);
    const r = await call(t0.app, 'POST', url, {
      token: cast.platformAdmin.token,
      body: edit(user.pkUserId, { fkRoleId: 3, phone: '+382 20 123' }),
    });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ id: user.pkUserId, firstName: 'Edited', fkRoleId: 3, phone: '+382 20 123' });
    const kept = await call(t0.app, 'POST', url, { token: cast.platformAdmin.token, body: edit(user.pkUserId, { position: 'Buyer' }) });
    expect(kept.json).toMatchObject({ phone: '+382 20 123', position: 'Buyer' });
    const cleared = await call(t0.app, 'POST', url, { token: cast.platformAdmin.token, body: edit(user.pkUserId, { phone: null }) });
    expect(cleared.json).toMatchObject({ phone: null, position: 'Buyer' });
    expect(r.json).not.toHaveProperty('passwordHash');
    const [log] = await t0.db
      .select()
      .from(t.actionLogs)
      .where(eq(t.actionLogs.entityId, String(user.pkUserId)));
    expect(log).toMatchObject({ action: 'user_updated', fkUserId: cast.platformAdmin.userId });
  });

  it('lets a platform administrator move a chamber administrator to another chamber', async () => {
    const cif = await buildUser(t0.db, { role: 2, chamber: 'RS' });
    const fkChamberId = await chamberId(t0.db, 'MK');
    const r = await call(t0.app, 'POST', url, { token: cast.platformAdmin.token, body: edit(cif.pkUserId, { fkChamberId }) });
    expect(r.json).toMatchObject({ fkChamberId, fkRoleId: 2 });
    expect(r.json.chamberName).toBeTruthy();
    expect((await userRow(cif.pkUserId)).fkCountryId).toBe(
      (await t0.db.select().from(t.codes).where(eq(t.codes.pkCodeId, fkChamberId)))[0].fkCountryId,
    );
    const guest = await buildUser(t0.db, { role: 5 });
    const noChamber = await call(t0.app, 'POST', url, { token: cast.platformAdmin.token, body: edit(guest.pkUserId, { fkRoleId: 2 }) });
    expect(noChamber.status).toBe(400);
    expect(noChamber.json.fields.fkChamberId).toBe('validation.required');
    const noCompany = await call(t0.app, 'POST', url, { token: cast.platformAdmin.token, body: edit(guest.pkUserId, { fkRoleId: 4 }) });
    expect(noCompany.json.fields.fkRoleId).toBe('role_needs_company');
  });

  it('applies the chamber rule: own country and non-WB6 multinationals yes, another chamber no', async () => {
    const rsUser = await employeeOf(cast.companies.companyRs.pkCompanyId);
    const mncUser = await employeeOf(cast.companies.mncDe.pkCompanyId);
    expect((await call(t0.app, 'POST', url, { token: cast.chamberAdminRs.token, body: edit(rsUser.pkUserId) })).status).toBe(200);
    const refused = await call(t0.app, 'POST', url, {
      token: cast.chamberAdminMe.token,
      body: edit(rsUser.pkUserId, { firstName: 'Hijacked' }),
    });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('user_not_manageable');
    const denials = await t0.db.select().from(t.userLogs).where(eq(t.userLogs.fkUserId, cast.chamberAdminMe.userId));
    expect(denials.map((l) => l.event)).toContain('access_denied');
    expect((await userRow(rsUser.pkUserId)).firstName).toBe('Edited');
    expect((await call(t0.app, 'POST', url, { token: cast.chamberAdminMe.token, body: edit(mncUser.pkUserId) })).status).toBe(200);
    // Administrators are never a chamber administrator's to edit.
    const peer = await call(t0.app, 'POST', url, { token: cast.chamberAdminRs.token, body: edit(cast.platformAdmin.userId) });
    expect(peer.status).toBe(403);
  });

  it('stops elevation: chamber administrators give only company roles and never edit themselves', async () => {
    const user = await employeeOf(cast.companies.companyRs.pkCompanyId);
    for (const fkRoleId of [1, 2, 5]) {
      const r = await call(t0.app, 'POST', url, { token: cast.chamberAdminRs.token, body: edit(user.pkUserId, { fkRoleId }) });
      expect(r.status).toBe(403);
      expect(r.json.message).toBe('role_not_assignable');
    }
    const promoted = await call(t0.app, 'POST', url, { token: cast.chamberAdminRs.token, body: edit(user.pkUserId, { fkRoleId: 3 }) });
    expect(promoted.json.fkRoleId).toBe(3);
    const self = await call(t0.app, 'POST', url, {
      token: cast.chamberAdminRs.token,
      body: edit(cast.chamberAdminRs.userId, { fkRoleId: 1 }),
    });
    expect(self.status).toBe(403);
    expect((await userRow(cast.chamberAdminRs.userId)).fkRoleId).toBe(2);
    const companyAdmin = await call(t0.app, 'POST', url, {
      token: cast.companyAdminRs.token,
      body: edit(cast.companyAdminRs.userId, { fkRoleId: 1 }),
    });
    expect(companyAdmin.status).toBe(403);
    expect(companyAdmin.json.message).toBe('access_denied');
  });

  it('drops fields the caller does not own and validates the rest', async () => {
    const user = await employeeOf(cast.companies.companyRs.pkCompanyId);
    await t0.db.update(t.users).set({ isVerified: false }).where(eq(t.users.pkUserId, user.pkUserId));
    const r = await call(t0.app, 'POST', url, {
      token: cast.chamberAdminRs.token,
      body: edit(user.pkUserId, { isVerified: true, passwordHash: 'x', fkCompanyId: cast.companies.companyMe.pkCompanyId, fkChamberId: 1 }),
    });
    expect(r.status).toBe(200);
    const row = await userRow(user.pkUserId);
    expect(row).toMatchObject({ isVerified: false, fkCompanyId: cast.companies.companyRs.pkCompanyId, fkChamberId: null });
    expect(row.passwordHash).toBe(user.passwordHash);
    const bad = await call(t0.app, 'POST', url, { token: cast.platformAdmin.token, body: { id: 'x', firstName: '', email: 'bad' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields)).toEqual(expect.arrayContaining(['id', 'firstName', 'lastName', 'email']));
    const taken = await call(t0.app, 'POST', url, {
      token: cast.platformAdmin.token,
      body: edit(user.pkUserId, { email: cast.employeeRs.email }),
    });
    expect(taken.json.fields.email).toBe('email_taken');
    const noRole = await call(t0.app, 'POST', url, { token: cast.platformAdmin.token, body: edit(user.pkUserId, { fkRoleId: 999 }) });
    expect(noRole.json.fields.fkRoleId).toBe('invalid_choice');
    const missing = await call(t0.app, 'POST', url, { token: cast.platformAdmin.token, body: edit(999999) });
    expect(missing.status).toBe(404);
    expect((await call(t0.app, 'POST', url, { body: edit(user.pkUserId) })).status).toBe(401);
  });
});

describe('admin-get-user-details', () => {
  it('answers the user with what the caller may do, never secrets', async () => {
    const user = await employeeOf(cast.companies.companyRs.pkCompanyId);
    const r = await call(t0.app, 'GET', `/api/Account/admin-get-user-details/${user.pkUserId}`, { token: cast.chamberAdminRs.token });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ id: user.pkUserId, fkCompanyId: cast.companies.companyRs.pkCompanyId, roleName: 'Employee' });
    expect(r.json.can).toMatchObject({ edit: true, delete: true, hardDelete: false });
    expect(JSON.stringify(r.json)).not.toMatch(/passwordHash|argon2|notificationToken/);
    const own = await call(t0.app, 'GET', `/api/Account/admin-get-user-details/${cast.platformAdmin.userId}`, {
      token: cast.platformAdmin.token,
    });
    expect(own.json.can).toMatchObject({ edit: true, delete: false, hardDelete: false });
    expect(
      (await call(t0.app, 'GET', `/api/Account/admin-get-user-details/${user.pkUserId}`, { token: cast.chamberAdminMe.token })).status,
    ).toBe(403);
    expect((await call(t0.app, 'GET', '/api/Account/admin-get-user-details/999999', { token: cast.platformAdmin.token })).status).toBe(404);
    const bad = await call(t0.app, 'GET', '/api/Account/admin-get-user-details/abc', { token: cast.platformAdmin.token });
    expect(bad.status).toBe(400);
    expect(bad.json.fields.id).toBeDefined();
    expect(
      (await call(t0.app, 'GET', `/api/Account/admin-get-user-details/${user.pkUserId}`, { token: cast.employeeRs.token })).status,
    ).toBe(403);
  });
});
