import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { appWithCast } from '../../../test/admin-fixtures.ts';
import { buildCompany, buildUser, type Cast, call, chamberId, countryId } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';

let t0: TestApp;
let cast: Cast;
let marker: string;
beforeAll(async () => {
  ({ t0, cast } = await appWithCast());
  marker = `zq${Date.now().toString(36)}`;
  // Users the searches below can tell apart by the marker in their names.
  const { companyRs, companyMe, mncDe } = cast.companies;
  await buildUser(t0.db, { role: 4, companyId: companyRs.pkCompanyId, firstName: `${marker} Rs` });
  await buildUser(t0.db, { role: 3, companyId: companyMe.pkCompanyId, firstName: `${marker} Me` });
  await buildUser(t0.db, { role: 4, companyId: mncDe.pkCompanyId, firstName: `${marker} Mnc` });
  const inactive = await buildUser(t0.db, { role: 4, companyId: companyRs.pkCompanyId, firstName: `${marker} Inactive`, isActive: false });
  const unverified = await buildUser(t0.db, { role: 4, companyId: companyRs.pkCompanyId, firstName: `${marker} Unverified` });
  await t0.db.update(t.users).set({ isVerified: false }).where(eq(t.users.pkUserId, unverified.pkUserId));
  const deleted = await buildUser(t0.db, { role: 4, companyId: companyRs.pkCompanyId, firstName: `${marker} Deleted` });
  await t0.db.update(t.users).set({ deletedAt: new Date() }).where(eq(t.users.pkUserId, deleted.pkUserId));
  await buildUser(t0.db, { role: 2, chamber: 'RS', firstName: `${marker} Chamber` });
  expect(inactive.isActive).toBe(false);
});

const search = (token: string | undefined, body: Record<string, unknown>, url = '/api/Account/admin-search-users') =>
  call(t0.app, 'POST', url, { token, body });
// biome-ignore lint/suspicious/noExplicitAny: answer rows
const names = (rows: any[]) => rows.map((u) => u.firstName.replace(`${marker} `, '')).sort();

describe('admin-search-users', () => {
  it('sorts as asked and finds users by their company name', async () => {
    const order = async (sort: string) =>
      // biome-ignore lint/suspicious/noExplicitAny: answer rows
      (await search(cast.platformAdmin.token, { searchText: marker, sort })).json.list.map((u: any) => u.id);
    const newest = await order('newest');
    expect(await order('oldest')).toEqual([...newest].reverse());
    // biome-ignore lint/suspicious/noExplicitAny: answer rows
    const byName = (await search(cast.platformAdmin.token, { searchText: marker, sort: 'name' })).json.list.map((u: any) => u.lastName);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b)));
    expect((await search(cast.platformAdmin.token, { sort: 'random' })).status).toBe(400);
    const company = cast.companies.companyMe;
    const byCompany = await search(cast.platformAdmin.token, { searchText: company.name, fkCompanyId: company.pkCompanyId });
    expect(byCompany.json.totalCount).toBeGreaterThan(0);
    // biome-ignore lint/suspicious/noExplicitAny: answer rows
    expect(byCompany.json.list.every((u: any) => u.companyName === company.name)).toBe(true);
  });

  it('finds every live user by text for a platform administrator, paged', async () => {
    const r = await search(cast.platformAdmin.token, { searchText: marker.toUpperCase() });
    expect(r.status).toBe(200);
    expect(names(r.json.list)).toEqual(['Chamber', 'Inactive', 'Me', 'Mnc', 'Rs', 'Unverified']);
    expect(r.json).toMatchObject({ totalPages: 1, totalCount: 6 });
    expect(JSON.stringify(r.json)).not.toMatch(/passwordHash|argon2/);
    const paged = await search(cast.platformAdmin.token, { searchText: marker, pageSize: 4, pageNum: 2 });
    expect(paged.json).toMatchObject({ totalPages: 2, totalCount: 6 });
    expect(paged.json.list).toHaveLength(2);
  });

  it('filters by role, company, country, verified and active', async () => {
    const token = cast.platformAdmin.token;
    expect(names((await search(token, { searchText: marker, fkRoleId: 3 })).json.list)).toEqual(['Me']);
    const byCompany = await search(token, { searchText: marker, fkCompanyId: cast.companies.mncDe.pkCompanyId });
    expect(names(byCompany.json.list)).toEqual(['Mnc']);
    const rs = await countryId(t0.db, 'RS');
    expect(names((await search(token, { searchText: marker, fkCountryId: rs })).json.list)).toEqual([
      'Chamber',
      'Inactive',
      'Rs',
      'Unverified',
    ]);
    expect(names((await search(token, { searchText: marker, isVerified: false })).json.list)).toEqual(['Unverified']);
    expect(names((await search(token, { searchText: marker, isActive: false })).json.list)).toEqual(['Inactive']);
    const byField = await search(token, { firstname: `${marker} m`, email: 'example.test' });
    expect(names(byField.json.list)).toEqual(['Me', 'Mnc']);
    // LIKE wildcards are taken literally.
    expect((await search(token, { searchText: '%' })).json.totalCount).toBe(0);
  });

  it('shows a chamber administrator only the users of their chamber and of non-WB6 multinationals', async () => {
    const rs = await search(cast.chamberAdminRs.token, { searchText: marker });
    expect(names(rs.json.list)).toEqual(['Inactive', 'Mnc', 'Rs', 'Unverified']);
    const me = await search(cast.chamberAdminMe.token, { searchText: marker });
    expect(names(me.json.list)).toEqual(['Me', 'Mnc']);
    // Asking for another country's users does not widen the scope.
    const meAsksRs = await search(cast.chamberAdminMe.token, { searchText: marker, fkCountryId: await countryId(t0.db, 'RS') });
    expect(meAsksRs.json.list).toEqual([]);
  });

  it('validates the search model and the caller', async () => {
    const bad = await search(cast.platformAdmin.token, { pageSize: 0, pageNum: 'x', isActive: 'maybe' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields)).toEqual(expect.arrayContaining(['pageSize', 'pageNum', 'isActive']));
    expect((await search(cast.platformAdmin.token, { pageSize: 10000 })).status).toBe(400);
    expect((await search(undefined, {})).status).toBe(401);
    const r = await search(cast.companyAdminRs.token, {});
    expect(r.status).toBe(403);
    expect(r.json.message).toBe('access_denied');
  });
});

describe('kif-admins-search lists', () => {
  const list = (name: string, token = cast.platformAdmin.token) =>
    search(token, { searchText: marker }, `/api/Account/kif-admins-search-${name}`);

  it('answer users and totalPages with their fixed filters', async () => {
    const active = await list('verified-and-active-users');
    expect(active.status).toBe(200);
    expect(names(active.json.users)).toEqual(['Chamber', 'Me', 'Mnc', 'Rs']);
    expect(active.json.totalPages).toBe(1);
    expect(names((await list('verified-users')).json.users)).toEqual(['Chamber', 'Inactive', 'Me', 'Mnc', 'Rs']);
    expect(names((await list('unverified-users')).json.users)).toEqual(['Unverified']);
    expect(names((await list('verified-and-inactive-users')).json.users)).toEqual(['Inactive']);
  });

  it('keep the chamber rule and refuse others', async () => {
    expect(names((await list('verified-users', cast.chamberAdminMe.token)).json.users)).toEqual(['Me', 'Mnc']);
    expect((await list('unverified-users', cast.employeeRs.token)).status).toBe(403);
    expect((await search(undefined, {}, '/api/Account/kif-admins-search-verified-users')).status).toBe(401);
    const bad = await search(cast.platformAdmin.token, { pageSize: -1 }, '/api/Account/kif-admins-search-unverified-users');
    expect(bad.json.fields.pageSize).toBeDefined();
  });
});

describe('chamber administrators', () => {
  it('get-all-cif-admin-users lists chamber administrators for platform administrators', async () => {
    const r = await search(cast.platformAdmin.token, {}, '/api/Account/get-all-cif-admin-users');
    expect(r.status).toBe(200);
    expect(r.json.list.every((u: { fkRoleId: number }) => u.fkRoleId === 2)).toBe(true);
    expect(r.json.list.map((u: { id: number }) => u.id)).toEqual(
      expect.arrayContaining([cast.chamberAdminRs.userId, cast.chamberAdminMe.userId]),
    );
    const rs = await search(
      cast.platformAdmin.token,
      { fkChamberId: await chamberId(t0.db, 'RS'), searchText: marker },
      '/api/Account/get-all-cif-admin-users',
    );
    expect(names(rs.json.list)).toEqual(['Chamber']);
    expect((await search(cast.chamberAdminRs.token, {}, '/api/Account/get-all-cif-admin-users')).status).toBe(403);
    expect((await search(undefined, {}, '/api/Account/get-all-cif-admin-users')).status).toBe(401);
    expect((await search(cast.platformAdmin.token, { fkRoleId: 'two' }, '/api/Account/get-all-cif-admin-users')).status).toBe(400);
  });

  it('get-all-cif-admin-users-from-country lists a country\u2019s chamber administrators', async () => {
    const me = await countryId(t0.db, 'ME');
    const r = await call(t0.app, 'GET', `/api/Account/get-all-cif-admin-users-from-country/${me}`, { token: cast.chamberAdminRs.token });
    expect(r.status).toBe(200);
    expect(r.json.map((u: { id: number }) => u.id)).toEqual([cast.chamberAdminMe.userId]);
    expect(r.json[0].chamberName).toBeTruthy();
    expect(Object.keys(r.json[0]).sort()).toEqual(['chamberName', 'email', 'firstName', 'fkChamberId', 'fkCountryId', 'id', 'lastName']);
    expect(
      (await call(t0.app, 'GET', `/api/Account/get-all-cif-admin-users-from-country/${me}`, { token: cast.companyAdminMe.token })).status,
    ).toBe(403);
    expect((await call(t0.app, 'GET', `/api/Account/get-all-cif-admin-users-from-country/${me}`)).status).toBe(401);
    expect(
      (await call(t0.app, 'GET', '/api/Account/get-all-cif-admin-users-from-country/x', { token: cast.platformAdmin.token })).status,
    ).toBe(400);
  });

  it('check-is-cif-admin tells whether a user is a chamber administrator', async () => {
    const check = (id: number | string) => call(t0.app, 'GET', `/api/Account/check-is-cif-admin/${id}`, { token: cast.employeeRs.token });
    expect((await check(cast.chamberAdminMe.userId)).json).toEqual({ isCifAdmin: true });
    expect((await check(cast.companyAdminRs.userId)).json).toEqual({ isCifAdmin: false });
    expect((await check(999999)).json).toEqual({ isCifAdmin: false });
    expect((await check('abc')).status).toBe(400);
    expect((await call(t0.app, 'GET', `/api/Account/check-is-cif-admin/${cast.chamberAdminMe.userId}`)).status).toBe(401);
  });
});

describe('a multinational of a WB6 economy', () => {
  it('stays with its own chamber', async () => {
    const mncRs = await buildCompany(t0.db, { country: 'RS', isMnc: true });
    const user = await buildUser(t0.db, { role: 4, companyId: mncRs.pkCompanyId, firstName: `${marker}wb6` });
    const me = await search(cast.chamberAdminMe.token, { searchText: `${marker}wb6` });
    expect(me.json.list).toEqual([]);
    const rs = await search(cast.chamberAdminRs.token, { searchText: `${marker}wb6` });
    expect(rs.json.list.map((u: { id: number }) => u.id)).toEqual([user.pkUserId]);
    expect(
      (await call(t0.app, 'GET', `/api/Account/admin-get-user-details/${user.pkUserId}`, { token: cast.chamberAdminMe.token })).status,
    ).toBe(403);
  });
});
