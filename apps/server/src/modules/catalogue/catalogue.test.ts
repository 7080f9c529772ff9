import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildCast, buildCompany, type Cast, call, codeId, person } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { postMultipart, testPng } from '../files/multipart.test-support.ts';

let t0: TestApp;
let cast: Cast;
let apples: number;
let hsChapter: number;
let wholesale: number;
let transport: number;
let nice39: number;
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
  apples = await codeId(t0.db, 6, '080810');
  hsChapter = await codeId(t0.db, 6, '08');
  wholesale = await codeId(t0.db, 5, '46.31');
  transport = await codeId(t0.db, 5, '49.41');
  nice39 = await codeId(t0.db, 11, '39');
  await t0.db.insert(t.companySectors).values({ fkCompanyId: cast.companies.companyRs.pkCompanyId, fkCodeId: wholesale });
});

const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const itemCount = async (companyId: number) =>
  (await t0.db.select().from(t.catalogueItems).where(eq(t.catalogueItems.fkCompanyId, companyId))).length;
const productBody = (o: Record<string, unknown> = {}) => ({
  fkCompanyId: cast.companies.companyRs.pkCompanyId,
  fkProductClassificationId: apples,
  name: 'Idared apples',
  keywords: 'apples;fruit',
  ...o,
});
async function uploadImage(token: string) {
  const r = await postMultipart(
    t0.app,
    '/api/Files/upload-file/true',
    [{ name: 'file', filename: 'apple.png', contentType: 'image/png', data: await testPng() }],
    token,
  );
  return r.json.name as string;
}

describe('products', () => {
  it('adds, reads, lists, changes and deletes a product with keywords and images', async () => {
    const token = cast.companyAdminRs.token;
    const image = await uploadImage(token);
    const long = 'x'.repeat(70);
    const added = await call(t0.app, 'POST', '/api/Products', {
      token,
      body: productBody({ keywords: ` apples ; Apples;fresh fruit;;${long}`, images: image, description: 'Class I' }),
    });
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({
      name: 'Idared apples',
      classificationCode: '080810',
      keywords: `apples;fresh fruit;${'x'.repeat(60)}`,
      images: image,
      mainImage: image,
      isSupply: false,
      canEdit: true,
      companyName: cast.companies.companyRs.name,
    });
    const id = added.json.pkProductId;
    // Another company's user reads it but may not change it.
    const seen = await call(t0.app, 'GET', `/api/Products/${id}`, { token: cast.companyAdminMe.token });
    expect(seen.json).toMatchObject({ pkProductId: id, canEdit: false });
    // Visitors see a verified company's products.
    expect((await call(t0.app, 'GET', `/api/Products/${id}`)).status).toBe(200);
    const list = await call(t0.app, 'POST', '/api/Products/search-products-in-company', {
      token: cast.companyAdminMe.token,
      body: { fkCompanyId: cast.companies.companyRs.pkCompanyId, name: 'IDARED' },
    });
    expect(list.json.products.map((p: { pkProductId: number }) => p.pkProductId)).toEqual([id]);
    const byBranch = await call(t0.app, 'POST', '/api/Products/get-added-products-for-my-company', {
      token: cast.employeeRs.token,
      body: { fkProductClassificationIds: [hsChapter], keywords: 'fresh' },
    });
    expect(byBranch.json.totalCount).toBe(1);
    const changed = await call(t0.app, 'PUT', '/api/Products', {
      token,
      body: productBody({ pkProductId: id, name: 'Idared apples, class I', images: '' }),
    });
    expect(changed.json).toMatchObject({ name: 'Idared apples, class I', images: '', mainImage: null });
    expect((await call(t0.app, 'DELETE', `/api/Products/${id}`, { token })).status).toBe(200);
    expect((await call(t0.app, 'GET', `/api/Products/${id}`, { token })).status).toBe(404);
  });

  it('refuses bad input by field and changes nothing', async () => {
    const token = cast.companyAdminRs.token;
    const companyId = cast.companies.companyRs.pkCompanyId;
    const before = await itemCount(companyId);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: '  ' }, { name: 'validation.required' }],
      [{ keywords: ' ; ' }, { keywords: 'keywords_are_required' }],
      [{ isSupply: true }, { validFrom: 'validation.required', validTo: 'validation.required' }],
      [
        { isDemand: true, validFrom: day(10), validTo: day(5) },
        { validFrom: 'valid_from_greater_than_valid_to_error', validTo: 'valid_from_greater_than_valid_to_error' },
      ],
      [{ isSupply: true, validFrom: day(0), validTo: day(30) }, { validFrom: 'valid_from_cant_be_in_the_past' }],
      [{ fkProductClassificationId: hsChapter }, { fkProductClassificationId: 'classification_must_be_leaf' }],
      [{ images: 'f'.repeat(32) }, { 'images.0': 'validation.invalid' }],
      [{ images: `${'a'.repeat(32)}.png` }, { images: 'image_not_uploaded' }],
    ];
    for (const [change, fields] of cases) {
      const r = await call(t0.app, 'POST', '/api/Products', { token, body: productBody(change) });
      expect(r.status, JSON.stringify(change)).toBe(400);
      expect(r.json.fields).toMatchObject(fields);
    }
    // Another user's upload is not this user's image.
    const foreign = await uploadImage(cast.companyAdminMe.token);
    const r = await call(t0.app, 'POST', '/api/Products', { token, body: productBody({ images: foreign }) });
    expect(r.json.fields).toEqual({ images: 'image_not_uploaded' });
    expect(await itemCount(companyId)).toBe(before);
  });

  it('offers supply and demand only with module 4 and not for multinationals', async () => {
    const window = { isSupply: true, validFrom: day(1), validTo: day(60) };
    const noModule = await buildCompany(t0.db, { modules: [1, 3] });
    const admin = await person(t0.app, { role: 3, companyId: noModule.pkCompanyId });
    const r = await call(t0.app, 'POST', '/api/Products', {
      token: admin.token,
      body: productBody({ fkCompanyId: noModule.pkCompanyId, ...window }),
    });
    expect(r.json.fields).toEqual({ isSupply: 'supply_demand_not_available' });
    const mnc = await call(t0.app, 'POST', '/api/Products', {
      token: cast.mncAdminDe.token,
      body: productBody({ fkCompanyId: cast.companies.mncDe.pkCompanyId, ...window }),
    });
    expect(mnc.json.fields).toEqual({ isSupply: 'supply_demand_not_available' });
    const plain = await call(t0.app, 'POST', '/api/Products', {
      token: cast.mncAdminDe.token,
      body: productBody({ fkCompanyId: cast.companies.mncDe.pkCompanyId }),
    });
    expect(plain.status).toBe(200);
  });

  it('keeps a stored start date that has passed when other fields change', async () => {
    const token = cast.companyAdminRs.token;
    const added = await call(t0.app, 'POST', '/api/Products', {
      token,
      body: productBody({ isSupply: true, validFrom: day(2), validTo: day(40) }),
    });
    const id = added.json.pkProductId;
    await t0.db
      .update(t.catalogueItems)
      .set({ validFrom: day(-3) })
      .where(eq(t.catalogueItems.pkItemId, id));
    const kept = await call(t0.app, 'PUT', '/api/Products', {
      token,
      body: productBody({ pkProductId: id, isSupply: true, validFrom: day(-3), validTo: day(40), name: 'Renamed' }),
    });
    expect(kept.status).toBe(200);
    expect(kept.json.isActiveOffer).toBe(true);
    const moved = await call(t0.app, 'PUT', '/api/Products', {
      token,
      body: productBody({ pkProductId: id, isSupply: true, validFrom: day(-1), validTo: day(40) }),
    });
    expect(moved.json.fields).toEqual({ validFrom: 'valid_from_cant_be_in_the_past' });
  });

  it('lets only editors of the company change its products', async () => {
    const body = productBody();
    // An unverified company must be verified first (the spec's 605).
    const unverified = await call(t0.app, 'POST', '/api/Products', {
      token: cast.unverifiedAdminRs.token,
      body: productBody({ fkCompanyId: cast.companies.unverifiedRs.pkCompanyId }),
    });
    expect(unverified.status).toBe(403);
    expect(unverified.json.code).toBe('company_not_verified');
    expect((await call(t0.app, 'POST', '/api/Products', { token: cast.employeeRs.token, body })).json.message).toBe('access_denied');
    expect((await call(t0.app, 'POST', '/api/Products', { token: cast.companyAdminMe.token, body })).json.message).toBe(
      'company_edit_not_allowed',
    );
    expect((await call(t0.app, 'POST', '/api/Products', { token: cast.chamberAdminMe.token, body })).status).toBe(403);
    expect((await call(t0.app, 'POST', '/api/Products', { body })).status).toBe(401);
    const byChamber = await call(t0.app, 'POST', '/api/Products', { token: cast.chamberAdminRs.token, body });
    expect(byChamber.status).toBe(200);
    const id = byChamber.json.pkProductId;
    expect((await call(t0.app, 'DELETE', `/api/Products/${id}`, { token: cast.companyAdminMe.token })).status).toBe(403);
    expect((await call(t0.app, 'DELETE', `/api/Products/${id}`, { token: cast.companyAdminRs.token })).status).toBe(200);
  });

  it("hides an unverified company's products from outsiders and visitors", async () => {
    const companyId = cast.companies.unverifiedRs.pkCompanyId;
    const [row] = await t0.db
      .insert(t.catalogueItems)
      .values({ kind: 'product', fkCompanyId: companyId, fkClassificationId: apples, name: 'Draft product', keywords: ['draft'] })
      .returning();
    expect((await call(t0.app, 'GET', `/api/Products/${row.pkItemId}`)).status).toBe(404);
    expect((await call(t0.app, 'GET', `/api/Products/${row.pkItemId}`, { token: cast.companyAdminMe.token })).status).toBe(404);
    expect((await call(t0.app, 'GET', `/api/Products/${row.pkItemId}`, { token: cast.unverifiedAdminRs.token })).status).toBe(200);
    expect((await call(t0.app, 'GET', `/api/Products/${row.pkItemId}`, { token: cast.chamberAdminRs.token })).status).toBe(200);
  });
});

describe('services', () => {
  it("takes the NACE class from the company's sectors and an optional NICE class", async () => {
    const token = cast.companyAdminRs.token;
    const body = {
      fkCompanyId: cast.companies.companyRs.pkCompanyId,
      fkActivityClassificationId: wholesale,
      fkServiceCategoriesId: nice39,
      name: 'Cold-chain distribution',
    };
    const added = await call(t0.app, 'POST', '/api/Services', { token, body });
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({ activityCode: '46.31', fkServiceCategoriesId: nice39, keywords: '' });
    expect(added.json.serviceCategoryName).toBeTruthy();
    const notOurs = await call(t0.app, 'POST', '/api/Services', { token, body: { ...body, fkActivityClassificationId: transport } });
    expect(notOurs.json.fields).toEqual({ fkActivityClassificationId: 'activity_not_in_company_sectors' });
    const badNice = await call(t0.app, 'POST', '/api/Services', { token, body: { ...body, fkServiceCategoriesId: wholesale } });
    expect(badNice.json.fields).toEqual({ fkServiceCategoriesId: 'validation.invalid' });
    const sr = await call(t0.app, 'GET', `/api/Services/${added.json.pkServiceId}`, { token, headers: { 'accept-language': 'sr' } });
    expect(sr.json.serviceCategoryName).not.toBe(added.json.serviceCategoryName);
    const found = await call(t0.app, 'POST', '/api/Services/search-services-in-company', {
      token: cast.companyAdminMe.token,
      body: { fkCompanyId: body.fkCompanyId, FkServiceCategoriesId: nice39 },
    });
    expect(found.json.services.map((s: { pkServiceId: number }) => s.pkServiceId)).toContain(added.json.pkServiceId);
    // A service id is not a product id.
    expect((await call(t0.app, 'GET', `/api/Products/${added.json.pkServiceId}`, { token })).status).toBe(404);
  });
});

describe('supply and demand', () => {
  it('lists active visible offers as latest, hides them on request and answers the has-checks', async () => {
    const company = await buildCompany(t0.db, { name: 'Orchard Export' });
    const admin = await person(t0.app, { role: 3, companyId: company.pkCompanyId });
    const mk = (o: Record<string, unknown>) =>
      call(t0.app, 'POST', '/api/Products', { token: admin.token, body: productBody({ fkCompanyId: company.pkCompanyId, ...o }) });
    const supply = (await mk({ name: 'Supply pears', isSupply: true, validFrom: day(1), validTo: day(30) })).json.pkProductId;
    const demand = (await mk({ name: 'Demand crates', isDemand: true, validFrom: day(1), validTo: day(30) })).json.pkProductId;
    await mk({ name: 'Catalogue only' });
    // Offers start tomorrow; make them active today as time would.
    await t0.db
      .update(t.catalogueItems)
      .set({ validFrom: day(-1) })
      .where(eq(t.catalogueItems.fkCompanyId, company.pkCompanyId));
    const latest = async (snd = '') =>
      (await call(t0.app, 'GET', `/api/Products/latest-added-products/4/true/true${snd}`)).json.products.map(
        (p: { pkProductId: number }) => p.pkProductId,
      );
    expect(await latest()).toContain(supply);
    expect(await latest()).not.toContain(demand);
    expect(await latest('/demand')).toContain(demand);
    expect((await call(t0.app, 'GET', '/api/Products/latest-added-products/4/false/true')).status).toBe(401);
    expect((await call(t0.app, 'GET', '/api/Products/latest-added-products/4/true/true/both')).status).toBe(400);

    const has = (path: string, token: string) => call(t0.app, 'GET', `/api/Company/${path}/${company.pkCompanyId}`, { token });
    expect((await has('get-company-has-products', cast.companyAdminMe.token)).json).toEqual({
      companyId: company.pkCompanyId,
      has: true,
      count: 3,
    });
    expect((await has('get-company-has-services', cast.companyAdminMe.token)).json.has).toBe(false);
    expect((await has('get-company-has-supply-or-demand', cast.companyAdminMe.token)).json.count).toBe(2);

    const hide = await call(t0.app, 'POST', '/api/SupplyDemand/set-single-product-visibility-for-supply', {
      token: admin.token,
      body: { id: supply, isVisibleForSupply: false },
    });
    expect(hide.json).toEqual({ updated: 1 });
    expect(await latest()).not.toContain(supply);
    const outsider = await call(t0.app, 'POST', '/api/Products/search-products-in-company', {
      token: cast.companyAdminMe.token,
      body: { fkCompanyId: company.pkCompanyId },
    });
    expect(outsider.json.totalCount).toBe(2);
    const insider = await call(t0.app, 'POST', '/api/Products/get-added-products-for-my-company', { token: admin.token, body: {} });
    expect(insider.json.totalCount).toBe(3);
    expect((await has('get-company-has-supply-or-demand', cast.companyAdminMe.token)).json.count).toBe(1);

    const all = await call(t0.app, 'POST', '/api/SupplyDemand/set-products-visibility-for-supply', {
      token: admin.token,
      body: { isVisibleForSupply: false },
    });
    expect(all.json).toEqual({ updated: 3 });
    expect(await latest('/demand')).not.toContain(demand);
    const services = await call(t0.app, 'POST', '/api/SupplyDemand/set-services-visibility-for-supply', {
      token: admin.token,
      body: { isVisibleForSupply: true },
    });
    expect(services.json).toEqual({ updated: 0 });
    const foreign = await call(t0.app, 'POST', '/api/SupplyDemand/set-single-product-visibility-for-supply', {
      token: cast.companyAdminMe.token,
      body: { id: demand, isVisibleForSupply: true },
    });
    expect(foreign.status).toBe(403);
    const employee = await call(t0.app, 'POST', '/api/SupplyDemand/set-products-visibility-for-supply', {
      token: cast.employeeRs.token,
      body: { isVisibleForSupply: true },
    });
    expect(employee.status).toBe(403);
    const [stored] = await t0.db
      .select()
      .from(t.catalogueItems)
      .where(and(eq(t.catalogueItems.pkItemId, demand)));
    expect(stored.isVisibleForSupply).toBe(false);
  });

  it("records items opened from search as the user's latest searches", async () => {
    const token = cast.companyAdminRs.token;
    const a = (await call(t0.app, 'POST', '/api/Products', { token, body: productBody({ name: 'Searched A' }) })).json.pkProductId;
    const b = (await call(t0.app, 'POST', '/api/Products', { token, body: productBody({ name: 'Searched B' }) })).json.pkProductId;
    const viewer = cast.companyAdminMe.token;
    expect((await call(t0.app, 'GET', `/api/Products/get-and-set-search-records/${a}`, { token: viewer })).json.name).toBe('Searched A');
    await call(t0.app, 'GET', `/api/Products/get-and-set-search-records/${b}`, { token: viewer });
    const latest = await call(t0.app, 'POST', '/api/Products/latest-search-for-current-user/4/false/false', { token: viewer, body: {} });
    expect(latest.json.products.map((p: { pkProductId: number }) => p.pkProductId).slice(0, 2)).toEqual([b, a]);
    const none = await call(t0.app, 'POST', '/api/Products/latest-search-for-current-user/4/false/false', {
      token: cast.employeeRs.token,
      body: {},
    });
    expect(none.json.products).toEqual([]);
    expect((await call(t0.app, 'GET', `/api/Products/get-and-set-search-records/${a}`)).status).toBe(401);
  });

  it('tells users of companies with a matching demand about a new supply, once', async () => {
    const buyer = await buildCompany(t0.db, { name: 'Fruit buyer' });
    const buyerAdmin = await person(t0.app, { role: 3, companyId: buyer.pkCompanyId });
    const buyerEmployee = await person(t0.app, { role: 4, companyId: buyer.pkCompanyId });
    const pears = await codeId(t0.db, 6, '080830');
    await t0.db.insert(t.catalogueItems).values({
      kind: 'product',
      fkCompanyId: buyer.pkCompanyId,
      fkClassificationId: pears,
      name: 'Pears wanted',
      isDemand: true,
      validFrom: day(-5),
      validTo: day(50),
    });
    const notes = async (userId: number) =>
      t0.db
        .select()
        .from(t.notifications)
        .where(and(eq(t.notifications.fkUserId, userId), eq(t.notifications.fkNotificationTypeId, 3)));
    const token = cast.companyAdminRs.token;
    const added = await call(t0.app, 'POST', '/api/Products', {
      token,
      body: productBody({ name: 'Apples; Idared', isSupply: true, validFrom: day(1), validTo: day(30) }),
    });
    const id = added.json.pkProductId;
    for (const p of [buyerAdmin, buyerEmployee]) {
      expect((await notes(p.userId)).map((n) => n.content)).toEqual([`${id};true;Apples, Idared;${cast.companies.companyRs.name}`]);
    }
    // A change of the same offer is not announced again; the seller is not told of its own offer.
    await call(t0.app, 'PUT', '/api/Products', {
      token,
      body: productBody({ pkProductId: id, name: 'Apples', isSupply: true, validFrom: day(1), validTo: day(30) }),
    });
    expect(await notes(buyerAdmin.userId)).toHaveLength(1);
    expect((await notes(cast.companyAdminRs.userId)).filter((n) => n.content.startsWith(`${id};`))).toEqual([]);
  });
});
