import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { appWithCast, functionIdsByAlias } from '../../../test/admin-fixtures.ts';
import { buildUser, type Cast, call, tokenFor } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';

let t0: TestApp;
let cast: Cast;
let fnIds: Record<string, number>;
beforeAll(async () => {
  ({ t0, cast } = await appWithCast());
  fnIds = await functionIdsByAlias(t0.db);
});

const admin = () => cast.platformAdmin.token;

describe('roles', () => {
  it('searches roles and answers roles and pageCount', async () => {
    const r = await call(t0.app, 'POST', '/api/roles/search', { token: admin(), body: { pageSize: 2 } });
    expect(r.status).toBe(200);
    expect(r.json.roles.map((x: { pkRoleId: number }) => x.pkRoleId)).toEqual([1, 2]);
    expect(r.json.pageCount).toBeGreaterThanOrEqual(3);
    const company = await call(t0.app, 'POST', '/api/roles/search', { token: admin(), body: { isCompanyRole: true, name: 'EMPLOY' } });
    expect(company.json.roles).toMatchObject([{ pkRoleId: 4, name: 'Employee', isSystem: true }]);
    expect(company.json.roles[0].usersCount).toBeGreaterThanOrEqual(1);
    const bad = await call(t0.app, 'POST', '/api/roles/search', { token: admin(), body: { pageNum: 0, isCompanyRole: 'yes' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields)).toEqual(expect.arrayContaining(['pageNum', 'isCompanyRole']));
  });

  it('gets a role with its functions', async () => {
    const r = await call(t0.app, 'GET', '/api/roles/3', { token: admin() });
    expect(r.status).toBe(200);
    expect(r.json.functions.map((f: { alias: string }) => f.alias).sort()).toEqual(['company_admin_function', 'employees_function']);
    expect(r.json.functionIds).toHaveLength(2);
    expect((await call(t0.app, 'GET', '/api/roles/999999', { token: admin() })).status).toBe(404);
    expect((await call(t0.app, 'GET', '/api/roles/x', { token: admin() })).status).toBe(400);
  });

  it('creates, edits (functions with the role) and deletes a role', async () => {
    const created = await call(t0.app, 'POST', '/api/roles', {
      token: admin(),
      body: {
        name: 'Event assistant',
        description: 'Helps at events',
        isCompanyRole: true,
        functionIds: [fnIds.employees_function, fnIds.employees_function],
      },
    });
    expect(created.status).toBe(200);
    const id = created.json.pkRoleId;
    expect(created.json).toMatchObject({
      name: 'Event assistant',
      isCompanyRole: true,
      isSystem: false,
      functionIds: [fnIds.employees_function],
    });
    const duplicate = await call(t0.app, 'POST', '/api/roles', { token: admin(), body: { name: 'event ASSISTANT' } });
    expect(duplicate.status).toBe(422);
    expect(duplicate.json.fields.name).toBe('name_taken');

    const edited = await call(t0.app, 'PUT', '/api/roles', {
      token: admin(),
      body: {
        pkRoleId: id,
        name: 'Event helper',
        isCompanyRole: true,
        functionIds: [fnIds.employees_function, fnIds.company_admin_function],
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.json.functions.map((f: { alias: string }) => f.alias).sort()).toEqual(['company_admin_function', 'employees_function']);

    // A user holding the role gets its functions at once.
    const company = cast.companies.companyRs.pkCompanyId;
    const holder = await buildUser(t0.db, { role: 4, companyId: company });
    await t0.db.update(t.users).set({ fkRoleId: id }).where(eq(t.users.pkUserId, holder.pkUserId));
    const me = await call(t0.app, 'GET', '/api/account/get-current-user', { token: await tokenFor(t0.app, holder.pkUserId) });
    expect(me.json.functionAliases).toEqual(['company_admin_function', 'employees_function']);

    const inUse = await call(t0.app, 'DELETE', `/api/roles/${id}`, { token: admin() });
    expect(inUse.status).toBe(422);
    expect(inUse.json.message).toBe('role_in_use');
    await t0.db.update(t.users).set({ fkRoleId: 4 }).where(eq(t.users.pkUserId, holder.pkUserId));
    expect((await call(t0.app, 'DELETE', `/api/roles/${id}`, { token: admin() })).status).toBe(200);
    expect((await call(t0.app, 'GET', `/api/roles/${id}`, { token: admin() })).status).toBe(404);
    // The name is free again.
    expect((await call(t0.app, 'POST', '/api/roles', { token: admin(), body: { name: 'Event helper' } })).status).toBe(200);
    const [log] = await t0.db.select().from(t.actionLogs).where(eq(t.actionLogs.action, 'role_deleted'));
    expect(log.entityId).toBe(String(id));
  });

  it('validates role input', async () => {
    const bad = await call(t0.app, 'POST', '/api/roles', { token: admin(), body: { name: ' ', functionIds: ['a'] } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields)).toEqual(expect.arrayContaining(['name', 'functionIds.0']));
    const unknownFunction = await call(t0.app, 'POST', '/api/roles', { token: admin(), body: { name: 'Ghosts', functionIds: [999999] } });
    expect(unknownFunction.status).toBe(400);
    expect(unknownFunction.json.fields.functionIds).toBe('invalid_choice');
    const missing = await call(t0.app, 'PUT', '/api/roles', { token: admin(), body: { pkRoleId: 999999, name: 'X' } });
    expect(missing.status).toBe(404);
    const badPut = await call(t0.app, 'PUT', '/api/roles', { token: admin(), body: { pkRoleId: 'one', name: '', isCompanyRole: 'no' } });
    expect(Object.keys(badPut.json.fields)).toEqual(expect.arrayContaining(['pkRoleId', 'name', 'isCompanyRole']));
    expect((await call(t0.app, 'DELETE', '/api/roles/x', { token: admin() })).json.fields.id).toBeDefined();
    expect((await call(t0.app, 'DELETE', '/api/roles/999999', { token: admin() })).status).toBe(404);
  });

  it('keeps the built-in roles: never deleted, built-in functions kept', async () => {
    for (const id of [1, 2, 3, 4, 5]) {
      const r = await call(t0.app, 'DELETE', `/api/roles/${id}`, { token: admin() });
      expect(r.status).toBe(422);
      expect(r.json.message).toBe('builtin_role_cannot_be_deleted');
    }
    const stripped = await call(t0.app, 'PUT', '/api/roles', {
      token: admin(),
      body: { pkRoleId: 1, name: 'Platform administrator', functionIds: [] },
    });
    expect(stripped.status).toBe(422);
    expect(stripped.json.message).toBe('builtin_role_functions_locked');
    const flipped = await call(t0.app, 'PUT', '/api/roles', {
      token: admin(),
      body: { pkRoleId: 5, name: 'Guest', isCompanyRole: true, functionIds: [fnIds.guest, fnIds['guest-route']] },
    });
    expect(flipped.json.message).toBe('builtin_role_locked');
    const extended = await call(t0.app, 'PUT', '/api/roles', {
      token: admin(),
      body: { pkRoleId: 5, name: 'Guest user', isCompanyRole: false, functionIds: [fnIds.guest, fnIds['guest-route']] },
    });
    expect(extended.status).toBe(200);
    expect(extended.json.name).toBe('Guest user');
  });

  it('is for platform administrators only', async () => {
    for (const [method, url, body] of [
      ['POST', '/api/roles/search', {}],
      ['GET', '/api/roles/1', undefined],
      ['POST', '/api/roles', { name: 'Sneaky', functionIds: [fnIds.super_admin_function] }],
      ['PUT', '/api/roles', { pkRoleId: 3, name: 'Company administrator', isCompanyRole: true, functionIds: [fnIds.super_admin_function] }],
      ['DELETE', '/api/roles/6', undefined],
    ] as const) {
      expect((await call(t0.app, method, url, { body })).status).toBe(401);
      for (const token of [cast.chamberAdminRs.token, cast.companyAdminRs.token, cast.employeeRs.token]) {
        const r = await call(t0.app, method, url, { token, body });
        expect(r.status).toBe(403);
        expect(r.json.message).toBe('access_denied');
      }
    }
  });
});

describe('role pickers', () => {
  it('offer every role to a platform administrator and company roles to others', async () => {
    const all = await call(t0.app, 'GET', '/api/roles/get-roles-for-create-user', { token: admin() });
    expect(all.json.map((r: { pkRoleId: number }) => r.pkRoleId)).toEqual(expect.arrayContaining([1, 2, 3, 4, 5]));
    for (const token of [cast.companyAdminRs.token, cast.chamberAdminRs.token]) {
      const r = await call(t0.app, 'GET', '/api/roles/get-roles-for-create-user', { token });
      expect(r.status).toBe(200);
      expect(r.json.every((x: { isCompanyRole: boolean }) => x.isCompanyRole)).toBe(true);
      expect(r.json.map((x: { pkRoleId: number }) => x.pkRoleId)).toEqual(expect.arrayContaining([3, 4]));
    }
    expect((await call(t0.app, 'GET', '/api/roles/get-roles-for-create-user', { token: cast.employeeRs.token })).status).toBe(403);
    expect((await call(t0.app, 'GET', '/api/roles/get-roles-for-create-user')).status).toBe(401);
  });

  it('optional roles are the ones defined besides the built-in, without administrator functions for others', async () => {
    const safe = await call(t0.app, 'POST', '/api/roles', {
      token: admin(),
      body: { name: 'Buyer', isCompanyRole: true, functionIds: [fnIds.employees_function] },
    });
    const risky = await call(t0.app, 'POST', '/api/roles', {
      token: admin(),
      body: { name: 'Company superuser', isCompanyRole: true, functionIds: [fnIds.super_admin_function] },
    });
    const forAdmin = await call(t0.app, 'GET', '/api/roles/get-optional-roles', { token: admin() });
    const adminIds = forAdmin.json.map((r: { pkRoleId: number }) => r.pkRoleId);
    expect(adminIds).toEqual(expect.arrayContaining([safe.json.pkRoleId, risky.json.pkRoleId]));
    expect(adminIds).not.toContain(1);
    const forCompany = await call(t0.app, 'GET', '/api/roles/get-optional-roles', { token: cast.companyAdminRs.token });
    const companyIds = forCompany.json.map((r: { pkRoleId: number }) => r.pkRoleId);
    expect(companyIds).toContain(safe.json.pkRoleId);
    expect(companyIds).not.toContain(risky.json.pkRoleId);
    const picker = await call(t0.app, 'GET', '/api/roles/get-roles-for-create-user', { token: cast.chamberAdminRs.token });
    expect(picker.json.map((r: { pkRoleId: number }) => r.pkRoleId)).not.toContain(risky.json.pkRoleId);
    expect((await call(t0.app, 'GET', '/api/roles/get-optional-roles', { token: cast.guestUser.token })).status).toBe(403);
    expect((await call(t0.app, 'GET', '/api/roles/get-optional-roles')).status).toBe(401);
  });
});
