import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildCast, buildCompany, buildUser, type Cast, call, countryId, tokenFor } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t0: TestApp;
let cast: Cast;
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
});

async function codesOf(type: number, level: number, n: number) {
  return (
    await t0.db
      .select()
      .from(t.codes)
      .where(and(eq(t.codes.fkCodeTypeId, type), eq(t.codes.level, level)))
      .limit(n)
  ).map((c) => c.pkCodeId);
}

describe('suggested connections', () => {
  it('ranks people by what their companies share with mine and says why', async () => {
    const leaves = await t0.db
      .select()
      .from(t.codes)
      .where(and(eq(t.codes.fkCodeTypeId, 5), eq(t.codes.level, 4)));
    const sector = leaves[0].pkCodeId;
    // A sector of another branch: sharing a parent would be a (weaker) reason of its own.
    const otherSector = leaves.find((l) => l.fkParentId !== leaves[0].fkParentId)!.pkCodeId;
    const [hsA] = await codesOf(6, 3, 1);
    const mine = cast.companies.companyRs.pkCompanyId;
    await t0.db.insert(t.companySectors).values({ fkCompanyId: mine, fkCodeId: sector });
    await t0.db.insert(t.companyCodeLists).values({ fkCompanyId: mine, list: 'b2BInfoExportProducts', fkCodeId: hsA });
    await t0.db
      .insert(t.companyCountryLists)
      .values({ fkCompanyId: mine, list: 'b2BInfoExportCountries', fkCountryId: await countryId(t0.db, 'MK') });

    // A buyer of my product in my target market, with my sector: the strongest match.
    const buyer = await buildCompany(t0.db, { country: 'MK', name: 'Buyer Skopje' });
    await t0.db.insert(t.companySectors).values({ fkCompanyId: buyer.pkCompanyId, fkCodeId: sector });
    await t0.db.insert(t.companyCodeLists).values({ fkCompanyId: buyer.pkCompanyId, list: 'b2BInfoImportProducts', fkCodeId: hsA });
    const contact = await buildUser(t0.db, { role: 4, companyId: buyer.pkCompanyId, firstName: 'Contact' });
    await buildUser(t0.db, { role: 3, companyId: buyer.pkCompanyId });
    await t0.db.update(t.companies).set({ fkContactUserId: contact.pkUserId }).where(eq(t.companies.pkCompanyId, buyer.pkCompanyId));
    // A company sharing only the sector.
    const peer = await buildCompany(t0.db, { country: 'AL', name: 'Peer Tirana' });
    await t0.db.insert(t.companySectors).values({ fkCompanyId: peer.pkCompanyId, fkCodeId: sector });
    const peerAdmin = await buildUser(t0.db, { role: 3, companyId: peer.pkCompanyId });
    // Unrelated and unverified companies are not suggested.
    const unrelated = await buildCompany(t0.db, { country: 'AL' });
    await t0.db.insert(t.companySectors).values({ fkCompanyId: unrelated.pkCompanyId, fkCodeId: otherSector });
    await buildUser(t0.db, { role: 3, companyId: unrelated.pkCompanyId });

    const r = await call(t0.app, 'POST', '/api/SuggestedUsers/get-suggested-users-for-current-user', {
      token: cast.employeeRs.token,
      body: {},
    });
    expect(r.status).toBe(200);
    const list = r.json.suggestedUsers;
    expect(list.map((s: { company: { pkCompanyId: number } }) => s.company.pkCompanyId).slice(0, 2)).toEqual([
      buyer.pkCompanyId,
      peer.pkCompanyId,
    ]);
    expect(list[0].userId).toBe(contact.pkUserId); // the contact person speaks for the company
    expect(list[0].reasons.map((x: { code: string }) => x.code).sort()).toEqual([
      'buys_what_you_sell',
      'in_your_target_market',
      'shared_sectors',
    ]);
    expect(list[0].reasons.find((x: { code: string }) => x.code === 'in_your_target_market').items).toEqual(['North Macedonia']);
    expect(list[0].score).toBeGreaterThan(list[1].score);
    expect(list.map((s: { company: { pkCompanyId: number } }) => s.company.pkCompanyId)).not.toContain(unrelated.pkCompanyId);

    // Removing a suggestion moves on to the company's next person; a favourite company is no longer suggested.
    expect(
      (await call(t0.app, 'POST', `/api/SuggestedUsers/remove-suggested-user/${peerAdmin.pkUserId}`, { token: cast.employeeRs.token }))
        .status,
    ).toBe(200);
    await call(t0.app, 'POST', `/api/FavoriteCompanies/${buyer.pkCompanyId}`, { token: cast.employeeRs.token });
    const after = await call(t0.app, 'POST', '/api/SuggestedUsers/get-suggested-users-for-current-user', {
      token: cast.employeeRs.token,
      body: {},
    });
    const companies = after.json.suggestedUsers.map((s: { company: { pkCompanyId: number } }) => s.company.pkCompanyId);
    expect(companies).not.toContain(buyer.pkCompanyId);
    expect(companies).not.toContain(peer.pkCompanyId);
  });

  it('is for users of verified companies', async () => {
    const body = {};
    const unverified = await call(t0.app, 'POST', '/api/SuggestedUsers/get-suggested-users-for-current-user', {
      token: cast.unverifiedAdminRs.token,
      body,
    });
    expect(unverified.json.code).toBe('company_not_verified');
    expect(
      (await call(t0.app, 'POST', '/api/SuggestedUsers/get-suggested-users-for-current-user', { token: cast.chamberAdminRs.token, body }))
        .status,
    ).toBe(403);
    expect((await call(t0.app, 'POST', '/api/SuggestedUsers/get-suggested-users-for-current-user', { body })).status).toBe(401);
    expect(
      (
        await call(t0.app, 'POST', '/api/SuggestedUsers/get-suggested-users-for-current-user', {
          token: cast.employeeRs.token,
          body: { pageSize: 500 },
        })
      ).status,
    ).toBe(400);
    expect((await call(t0.app, 'POST', '/api/SuggestedUsers/remove-suggested-user/999999', { token: cast.employeeRs.token })).status).toBe(
      404,
    );
  });
});

describe('supply and demand in suggestions', () => {
  it('suggests companies whose active, visible demand meets my supply, and the other way round', async () => {
    const [apples] = await t0.db
      .select()
      .from(t.codes)
      .where(and(eq(t.codes.fkCodeTypeId, 6), eq(t.codes.code, '080810')));
    const [pears] = await t0.db
      .select()
      .from(t.codes)
      .where(and(eq(t.codes.fkCodeTypeId, 6), eq(t.codes.code, '080830')));
    const seller = await buildCompany(t0.db, { country: 'AL', name: 'Seller of apples' });
    const buyer = await buildCompany(t0.db, { country: 'XK', name: 'Buyer of pome fruit' });
    const sellerAdmin = await buildUser(t0.db, { role: 3, companyId: seller.pkCompanyId });
    const buyerAdmin = await buildUser(t0.db, { role: 3, companyId: buyer.pkCompanyId });
    const window = { validFrom: '2020-01-01', validTo: '2999-12-31' };
    await t0.db.insert(t.catalogueItems).values([
      { kind: 'product', fkCompanyId: seller.pkCompanyId, fkClassificationId: apples.pkCodeId, name: 'Apples', isSupply: true, ...window },
      // Pears share the apples' parent (0808), so the demand meets the supply.
      {
        kind: 'product',
        fkCompanyId: buyer.pkCompanyId,
        fkClassificationId: pears.pkCodeId,
        name: 'Pome fruit wanted',
        isDemand: true,
        ...window,
      },
      {
        kind: 'product',
        fkCompanyId: buyer.pkCompanyId,
        fkClassificationId: apples.pkCodeId,
        name: 'Expired demand',
        isDemand: true,
        validFrom: '2020-01-01',
        validTo: '2021-01-01',
      },
    ]);
    const reasonsFor = async (userId: number, companyId: number) => {
      const token = await tokenFor(t0.app, userId);
      const r = await call(t0.app, 'POST', '/api/SuggestedUsers/get-suggested-users-for-current-user', { token, body: { pageSize: 50 } });
      return r.json.suggestedUsers.find((s: { company: { pkCompanyId: number } }) => s.company.pkCompanyId === companyId)?.reasons;
    };
    expect(await reasonsFor(sellerAdmin.pkUserId, buyer.pkCompanyId)).toContainEqual({
      code: 'demands_your_offer',
      items: ['Pome fruit wanted'],
    });
    expect(await reasonsFor(buyerAdmin.pkUserId, seller.pkCompanyId)).toContainEqual({ code: 'offers_what_you_need', items: ['Apples'] });
    // A demand hidden from the market is no reason.
    await t0.db.update(t.catalogueItems).set({ isVisibleForSupply: false }).where(eq(t.catalogueItems.fkCompanyId, buyer.pkCompanyId));
    expect(await reasonsFor(sellerAdmin.pkUserId, buyer.pkCompanyId)).toBeUndefined();
  });
});
