import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { appWithCast, functionIdsByAlias } from '../../../test/admin-fixtures.ts';
import { buildUser, type Cast, call, tokenFor } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { roleChangeRefusal, roleDeletionRefusal } from './role.policy.ts';

let t0: TestApp;
let cast: Cast;
let fnIds: Record<string, number>;
beforeAll(async () => {
  ({ t0, cast } = await appWithCast());
  fnIds = await functionIdsByAlias(t0.db);
});

const admin = () => cast.platformAdmin.token;

describe('the role policy', () => {
  it('refuses deleting built-in roles and roles in use', () => {
    expect(roleDeletionRefusal({ isSystem: true, isCompanyRole: false }, 0)).toEqual({ key: 'builtin_role_cannot_be_deleted' });
    expect(roleDeletionRefusal({ isSystem: false, isCompanyRole: true }, 2)).toEqual({ key: 'role_in_use', users: 2 });
    expect(roleDeletionRefusal({ isSystem: false, isCompanyRole: true }, 0)).toBeNull();
  });

  it('keeps a built-in role its kind and required functions; other roles change freely', () => {
    const builtin = { isSystem: true, isCompanyRole: false };
    expect(roleChangeRefusal(builtin, { isCompanyRole: true, functionIds: [1] }, [1])).toBe('builtin_role_locked');
    expect(roleChangeRefusal(builtin, { isCompanyRole: false, functionIds: [2] }, [1])).toBe('builtin_role_functions_locked');
    expect(roleChangeRefusal(builtin, { isCompanyRole: false, functionIds: [1, 2] }, [1])).toBeNull();
    expect(roleChangeRefusal({ isSystem: false, isCompanyRole: false }, { isCompanyRole: true, functionIds: [] }, [])).toBeNull();
  });

  it('answers canDelete in the list by the same facts as the predicate', async () => {
    const spare = await call(t0.app, 'POST', '/api/roles', { token: admin(), body: { name: 'Spare role' } });
    const held = await call(t0.app, 'POST', '/api/roles', { token: admin(), body: { name: 'Held role' } });
    const holder = await buildUser(t0.db, { role: 4, companyId: cast.companies.companyRs.pkCompanyId });
    await t0.db.update(t.users).set({ fkRoleId: held.json.pkRoleId }).where(eq(t.users.pkUserId, holder.pkUserId));
    const list = await call(t0.app, 'POST', '/api/roles/search', { token: admin(), body: { pageSize: 100 } });
    const roles = list.json.roles as {
      pkRoleId: number;
      name: string;
      isSystem: boolean;
      isCompanyRole: boolean;
      usersCount: number;
      canDelete: boolean;
    }[];
    for (const role of roles) expect(role.canDelete, role.name).toBe(roleDeletionRefusal(role, role.usersCount) === null);
    const flags = Object.fromEntries(roles.map((r) => [r.pkRoleId, r.canDelete]));
    expect(flags).toMatchObject({ 1: false, 4: false, [spare.json.pkRoleId]: true, [held.json.pkRoleId]: false });
    expect((await call(t0.app, 'GET', `/api/roles/${spare.json.pkRoleId}`, { token: admin() })).json.canDelete).toBe(true);
  });

  it('refuses stripping the chamber administrator of its function and deleting built-in functions', async () => {
    const stripped = await call(t0.app, 'PUT', '/api/roles', {
      token: admin(),
      body: { pkRoleId: 2, name: 'Chamber administrator', functionIds: [fnIds.employees_function] },
    });
    expect(stripped.status).toBe(422);
    expect(stripped.json.message).toBe('builtin_role_functions_locked');
    for (const alias of ['super_admin_function', 'guest-route']) {
      const r = await call(t0.app, 'DELETE', `/api/functions/${fnIds[alias]}`, { token: admin() });
      expect(r.status, alias).toBe(422);
      expect(r.json.message).toBe('builtin_function_cannot_be_deleted');
    }
    const role2 = await call(t0.app, 'GET', '/api/roles/2', { token: admin() });
    expect(role2.json.functions.map((f: { alias: string }) => f.alias)).toEqual(['cif_admin_function']);
  });
});

describe('a role function change', () => {
  it('takes effect for the role holders at once, on the same sign-in', async () => {
    const role = await call(t0.app, 'POST', '/api/roles', { token: admin(), body: { name: 'Reviewer' } });
    const holder = await buildUser(t0.db, { role: 4, companyId: cast.companies.companyRs.pkCompanyId });
    await t0.db.update(t.users).set({ fkRoleId: role.json.pkRoleId }).where(eq(t.users.pkUserId, holder.pkUserId));
    const token = await tokenFor(t0.app, holder.pkUserId);
    const search = () => call(t0.app, 'POST', '/api/Account/admin-search-users', { token, body: {} });
    const grant = (functionIds: number[]) =>
      call(t0.app, 'PUT', '/api/roles', { token: admin(), body: { pkRoleId: role.json.pkRoleId, name: 'Reviewer', functionIds } });

    expect((await search()).json.message).toBe('access_denied');
    expect((await grant([fnIds.cif_admin_function])).status).toBe(200);
    expect((await search()).status).not.toBe(403);
    expect((await grant([])).status).toBe(200);
    expect((await search()).json.message).toBe('access_denied');
  });
});

describe('the calls each function opens', () => {
  it('lists, per alias, the routes whose access declaration names it', async () => {
    const r = await call(t0.app, 'GET', '/api/functions/calls', { token: admin() });
    expect(r.status).toBe(200);
    const byAlias = new Map<string, { method: string; url: string; modules: number[] }[]>(
      r.json.map((x: { alias: string; calls: [] }) => [x.alias, x.calls]),
    );
    const has = (alias: string, method: string, url: string) =>
      (byAlias.get(alias) ?? []).some((c) => c.method === method && c.url === url);
    expect(has('super_admin_function', 'POST', '/api/roles/search')).toBe(true);
    expect(has('cif_admin_function', 'POST', '/api/roles/search')).toBe(false);
    expect(has('cif_admin_function', 'POST', '/api/Account/admin-search-users')).toBe(true);
    expect(has('employees_function', 'POST', '/api/Account/admin-search-users')).toBe(false);
    // Every route that names functions is listed under each of them, and nothing else is.
    const declared = t0.app.routesList.filter((route) => 'functions' in route.access);
    const listed = [...byAlias.values()].reduce((n, calls) => n + calls.length, 0);
    expect(listed).toBe(declared.reduce((n, route) => n + ('functions' in route.access ? route.access.functions.length : 0), 0));
    const withModules = declared.find((route) => 'functions' in route.access && route.access.modules?.length);
    expect(withModules).toBeDefined();
    const access = withModules?.access as { functions: string[]; modules: number[] };
    const entry = byAlias.get(access.functions[0])?.find((c) => c.url === withModules?.url && c.method === withModules?.method);
    expect(entry?.modules).toEqual(access.modules);
  });

  it('is for platform administrators only', async () => {
    expect((await call(t0.app, 'GET', '/api/functions/calls')).status).toBe(401);
    for (const token of [cast.chamberAdminRs.token, cast.companyAdminRs.token]) {
      expect((await call(t0.app, 'GET', '/api/functions/calls', { token })).json.message).toBe('access_denied');
    }
  });
});

/** On the PostgreSQL server (TEST_DATABASE_URL) the requests really run at once; PGlite runs them one by one. */
describe('role changes at once', () => {
  const AT_ONCE = 40;
  const together = <T>(n: number, one: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => one(i)));

  it('saves of different permissions leave exactly one of them, each save answered', async () => {
    const role = await call(t0.app, 'POST', '/api/roles', { token: admin(), body: { name: 'Contested' } });
    const sets = [[fnIds.cif_admin_function], [fnIds.employees_function, fnIds.company_admin_function]];
    const rs = await together(AT_ONCE, (i) =>
      call(t0.app, 'PUT', '/api/roles', {
        token: admin(),
        body: { pkRoleId: role.json.pkRoleId, name: 'Contested', functionIds: sets[i % 2] },
      }),
    );
    expect(rs.map((r) => r.status)).toEqual(Array(AT_ONCE).fill(200));
    const saved = (await call(t0.app, 'GET', `/api/roles/${role.json.pkRoleId}`, { token: admin() })).json.functionIds.sort();
    expect(sets.map((s) => [...s].sort())).toContainEqual(saved);
  });

  it('creates one role of a name however many ask at once', async () => {
    const rs = await together(AT_ONCE, () => call(t0.app, 'POST', '/api/roles', { token: admin(), body: { name: 'Twin role' } }));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
    expect(rs.filter((r) => r.status !== 200).every((r) => r.status === 422 && r.json.fields.name === 'name_taken')).toBe(true);
  });
});
