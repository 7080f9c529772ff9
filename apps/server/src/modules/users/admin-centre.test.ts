import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { appWithCast } from '../../../test/admin-fixtures.ts';
import { buildCompany, buildUser, type Cast, call } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';

let t0: TestApp;
let cast: Cast;
beforeAll(async () => {
  ({ t0, cast } = await appWithCast());
});

const counters = async (token: string) => {
  const r = await call(t0.app, 'GET', '/api/AdminCentar', { token });
  expect(r.status).toBe(200);
  return r.json as Record<string, number>;
};
const minus = (a: Record<string, number>, b: Record<string, number>) => Object.fromEntries(Object.keys(a).map((k) => [k, a[k] - b[k]]));

/** One company of each standing in a country, with a verified, a deactivated and an unverified user. */
async function buildChamberData(country: string, revokeWith: string) {
  const verified = await buildCompany(t0.db, { country });
  await buildCompany(t0.db, { country, isVerified: false });
  const revoked = await buildCompany(t0.db, { country });
  const unverify = await call(t0.app, 'POST', `/api/Company/unverify-company-by-admin/${revoked.pkCompanyId}`, { token: revokeWith });
  expect(unverify.status).toBe(200);
  await buildUser(t0.db, { role: 4, companyId: verified.pkCompanyId });
  await buildUser(t0.db, { role: 4, companyId: verified.pkCompanyId, isActive: false });
  const waiting = await buildUser(t0.db, { role: 3, companyId: verified.pkCompanyId });
  await t0.db.update(t.users).set({ isVerified: false }).where(eq(t.users.pkUserId, waiting.pkUserId));
  // A deleted user counts nowhere.
  const gone = await buildUser(t0.db, { role: 4, companyId: verified.pkCompanyId });
  await t0.db.update(t.users).set({ deletedAt: new Date() }).where(eq(t.users.pkUserId, gone.pkUserId));
}

const oneOfEach = {
  approvedCompanies: 1,
  disapprovedCompanies: 1,
  newCompanyRequests: 1,
  approvedUsers: 1,
  disapprovedUsers: 1,
  newUserRequests: 1,
  totalNomberOfUsers: 3,
};
const none = Object.fromEntries(Object.keys(oneOfEach).map((k) => [k, 0]));

describe('GET api/AdminCentar', () => {
  it("counts a chamber's companies and users for its administrator and everything for the platform administrator", async () => {
    const before = {
      platform: await counters(cast.platformAdmin.token),
      rs: await counters(cast.chamberAdminRs.token),
      me: await counters(cast.chamberAdminMe.token),
    };
    await buildChamberData('RS', cast.chamberAdminRs.token);
    expect(minus(await counters(cast.chamberAdminRs.token), before.rs)).toEqual(oneOfEach);
    expect(minus(await counters(cast.chamberAdminMe.token), before.me)).toEqual(none);
    expect(minus(await counters(cast.platformAdmin.token), before.platform)).toEqual(oneOfEach);
    // Another chamber's people are not the Serbian chamber's.
    await buildChamberData('ME', cast.platformAdmin.token);
    expect(minus(await counters(cast.chamberAdminRs.token), before.rs)).toEqual(oneOfEach);
    expect(minus(await counters(cast.chamberAdminMe.token), before.me)).toEqual(oneOfEach);
  });

  it('counts exactly what the administration lists it links to show', async () => {
    for (const token of [cast.platformAdmin.token, cast.chamberAdminRs.token, cast.chamberAdminMe.token]) {
      const c = await counters(token);
      const users = async (body: object) =>
        (await call(t0.app, 'POST', '/api/Account/admin-search-users', { token, body: { pageSize: 1, ...body } })).json.totalCount;
      const companies = async (list: string) =>
        (await call(t0.app, 'POST', `/api/Company/${list}`, { token, body: { pageNum: 1, pageSize: 1 } })).json.companiesCount;
      expect(c.approvedUsers).toBe(await users({ isVerified: true, isActive: true }));
      expect(c.disapprovedUsers).toBe(await users({ isVerified: true, isActive: false }));
      expect(c.newUserRequests).toBe(await users({ isVerified: false }));
      expect(c.totalNomberOfUsers).toBe(await users({}));
      expect(c.approvedCompanies).toBe(await companies('search-self-county-and-international'));
      expect(c.disapprovedCompanies + c.newCompanyRequests).toBe(await companies('search-self-county-and-international-unverified'));
    }
  });

  it('answers administrators only', async () => {
    expect((await call(t0.app, 'GET', '/api/AdminCentar')).status).toBe(401);
    for (const who of [cast.companyAdminRs, cast.employeeRs, cast.guestUser]) {
      expect((await call(t0.app, 'GET', '/api/AdminCentar', { token: who.token })).status).toBe(403);
    }
  });
});
