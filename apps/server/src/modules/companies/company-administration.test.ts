import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildCast, buildCompany, buildUser, type Cast, call, tokenFor } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t0: TestApp;
let cast: Cast;
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
});

const ids = (r: { json: { companies: { pkCompanyId: number }[] } }) => r.json.companies.map((c) => c.pkCompanyId);

describe('company administration lists', () => {
  it("shows a chamber administrator their country's companies and multinationals outside the WB6", async () => {
    const { companyRs, companyMe, unverifiedRs, mncDe } = cast.companies;
    const verified = await call(t0.app, 'POST', '/api/Company/search-self-county-and-international', {
      token: cast.chamberAdminRs.token,
      body: {},
    });
    expect(verified.status).toBe(200);
    expect(ids(verified)).toEqual(expect.arrayContaining([companyRs.pkCompanyId, mncDe.pkCompanyId]));
    expect(ids(verified)).not.toContain(companyMe.pkCompanyId);
    expect(ids(verified)).not.toContain(unverifiedRs.pkCompanyId);
    const unverified = await call(t0.app, 'POST', '/api/Company/search-self-county-and-international-unverified', {
      token: cast.chamberAdminRs.token,
      body: {},
    });
    expect(ids(unverified)).toContain(unverifiedRs.pkCompanyId);
    const ofMe = await call(t0.app, 'POST', '/api/Company/search-self-county-and-international-unverified', {
      token: cast.chamberAdminMe.token,
      body: {},
    });
    expect(ids(ofMe)).not.toContain(unverifiedRs.pkCompanyId);
    const all = await call(t0.app, 'POST', '/api/Company/search-self-county-and-international', {
      token: cast.platformAdmin.token,
      body: { pageSize: 200 },
    });
    expect(ids(all)).toEqual(expect.arrayContaining([companyRs.pkCompanyId, companyMe.pkCompanyId]));
    const byName = await call(t0.app, 'POST', '/api/Company/search-self-county-and-international', {
      token: cast.platformAdmin.token,
      body: { name: companyMe.name },
    });
    expect(ids(byName)).toEqual([companyMe.pkCompanyId]);
  });

  it('is for administrators only', async () => {
    for (const token of [cast.companyAdminRs.token, cast.employeeRs.token, cast.guestUser.token])
      expect((await call(t0.app, 'POST', '/api/Company/search-self-county-and-international', { token, body: {} })).status).toBe(403);
    expect((await call(t0.app, 'POST', '/api/Company/search-self-county-and-international', { body: {} })).status).toBe(401);
    const bad = await call(t0.app, 'POST', '/api/Company/search-self-county-and-international', {
      token: cast.platformAdmin.token,
      body: { pageNum: 0 },
    });
    expect(bad.status).toBe(400);
  });
});

describe('verification', () => {
  it('verifies a company of the own country: notification type 12, e-mail, member since; then unverifies it', async () => {
    const company = await buildCompany(t0.db, { country: 'RS', isVerified: false });
    const admin = await buildUser(t0.db, { role: 3, companyId: company.pkCompanyId });
    const r = await call(t0.app, 'POST', `/api/Company/verify-company-by-admin/${company.pkCompanyId}`, {
      token: cast.chamberAdminRs.token,
    });
    expect(r.status).toBe(200);
    const [row] = await t0.db.select().from(t.companies).where(eq(t.companies.pkCompanyId, company.pkCompanyId));
    expect(row.isVerified).toBe(true);
    expect(row.memberSince).not.toBeNull();
    const notes = await t0.db.select().from(t.notifications).where(eq(t.notifications.fkUserId, admin.pkUserId));
    expect(notes).toMatchObject([{ fkNotificationTypeId: 12, content: company.name, link: `/company/${company.pkCompanyId}/profile` }]);
    const mails = await t0.db
      .select()
      .from(t.mailOutbox)
      .where(and(eq(t.mailOutbox.toAddress, admin.email), eq(t.mailOutbox.template, 'company_verified')));
    expect(mails).toHaveLength(1);
    const me = await call(t0.app, 'GET', '/api/account/get-current-user', { token: await tokenFor(t0.app, admin.pkUserId) });
    expect(me.json.userCompany.isVerified).toBe(true);
    const again = await call(t0.app, 'POST', `/api/Company/verify-company-by-admin/${company.pkCompanyId}`, {
      token: cast.chamberAdminRs.token,
    });
    expect(again.status).toBe(422);
    expect(
      (await call(t0.app, 'POST', `/api/Company/unverify-company-by-admin/${company.pkCompanyId}`, { token: cast.chamberAdminRs.token }))
        .status,
    ).toBe(200);
    const [after] = await t0.db.select().from(t.companies).where(eq(t.companies.pkCompanyId, company.pkCompanyId));
    expect(after.isVerified).toBe(false);
  });

  it('refuses a chamber administrator a company of another country that is not multinational', async () => {
    const company = await buildCompany(t0.db, { country: 'RS', isVerified: false });
    const r = await call(t0.app, 'POST', `/api/Company/verify-company-by-admin/${company.pkCompanyId}`, {
      token: cast.chamberAdminMe.token,
    });
    expect(r.status).toBe(403);
    const mnc = await buildCompany(t0.db, { country: 'DE', isMnc: true, isVerified: false });
    expect(
      (await call(t0.app, 'POST', `/api/Company/verify-company-by-admin/${mnc.pkCompanyId}`, { token: cast.chamberAdminMe.token })).status,
    ).toBe(200);
    const wb6Mnc = await buildCompany(t0.db, { country: 'RS', isMnc: true, isVerified: false });
    expect(
      (await call(t0.app, 'POST', `/api/Company/verify-company-by-admin/${wb6Mnc.pkCompanyId}`, { token: cast.chamberAdminMe.token }))
        .status,
    ).toBe(403);
    expect(
      (await call(t0.app, 'POST', `/api/Company/verify-company-by-admin/${company.pkCompanyId}`, { token: cast.companyAdminRs.token }))
        .status,
    ).toBe(403);
    expect((await call(t0.app, 'POST', '/api/Company/verify-company-by-admin/999999', { token: cast.platformAdmin.token })).status).toBe(
      404,
    );
  });

  it('deletes a company, signing out and deactivating its users', async () => {
    const company = await buildCompany(t0.db, { country: 'RS' });
    const user = await buildUser(t0.db, { role: 3, companyId: company.pkCompanyId });
    const token = await tokenFor(t0.app, user.pkUserId);
    expect((await call(t0.app, 'DELETE', `/api/Company/${company.pkCompanyId}`, { token: cast.chamberAdminMe.token })).status).toBe(403);
    expect((await call(t0.app, 'DELETE', `/api/Company/${company.pkCompanyId}`, { token: cast.chamberAdminRs.token })).status).toBe(200);
    expect((await call(t0.app, 'GET', '/api/account/get-current-user', { token })).status).toBe(401);
    expect((await call(t0.app, 'GET', `/api/Company/${company.pkCompanyId}`, { token: cast.platformAdmin.token })).status).toBe(404);
  });
});
