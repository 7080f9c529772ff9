import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CodeType } from '@portal/contracts/codes/code-types';
import { ModuleId } from '@portal/contracts/common/access';
import * as t from '../../db/schema/all.ts';
import { buildCast, buildCatalogueItem, buildCompany, type Cast, call, codeId } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t0: TestApp;
let cast: Cast;
const today = new Date();
const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

let cheese: typeof t.catalogueItems.$inferSelect;
let described: typeof t.catalogueItems.$inferSelect;
let hidden: typeof t.catalogueItems.$inferSelect;
let expired: typeof t.catalogueItems.$inferSelect;
let unverifiedItem: typeof t.catalogueItems.$inferSelect;

beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
  const db = t0.db;
  const rs = cast.companies.companyRs.pkCompanyId;
  const me = cast.companies.companyMe.pkCompanyId;
  await db.update(t.companies).set({ name: 'Šabac Dairy Works' }).where(eq(t.companies.pkCompanyId, rs));
  cheese = await buildCatalogueItem(db, { companyId: rs, kind: 'product', name: 'Aged Goat Cheese', code: '080810' });
  described = await buildCatalogueItem(db, { companyId: me, kind: 'product', name: 'Gift basket', code: '080810' });
  await db
    .update(t.catalogueItems)
    .set({ description: '<p>Olive oil, <b>cheese</b> and wine</p>' })
    .where(eq(t.catalogueItems.pkItemId, described.pkItemId));
  hidden = await buildCatalogueItem(db, { companyId: rs, kind: 'product', name: 'Hidden cheese offer' });
  await db
    .update(t.catalogueItems)
    .set({ isSupply: true, validFrom: day(-5), validTo: day(30), isVisibleForSupply: false })
    .where(eq(t.catalogueItems.pkItemId, hidden.pkItemId));
  expired = await buildCatalogueItem(db, { companyId: rs, kind: 'product', name: 'Expired cheese offer' });
  await db
    .update(t.catalogueItems)
    .set({ isSupply: true, validFrom: day(-30), validTo: day(-1) })
    .where(eq(t.catalogueItems.pkItemId, expired.pkItemId));
  unverifiedItem = await buildCatalogueItem(db, {
    companyId: cast.companies.unverifiedRs.pkCompanyId,
    kind: 'product',
    name: 'Unverified cheese',
  });
});

const searchProducts = (body: object, token?: string) =>
  call(t0.app, 'POST', '/api/Products/search-products-on-meilisearch', { body, token });
const ids = (r: { json: { hits: { id: number }[] } }) => r.json.hits.map((h) => h.id);

describe('search: typo-tolerant, ranked, as you type', () => {
  it('finds a misspelt word, says what it searched for instead, and ranks a name above a description', async () => {
    const r = await searchProducts({ param: 'chese' });
    expect(r.status).toBe(200);
    expect(ids(r)).toEqual([cheese.pkItemId, described.pkItemId]);
    expect(r.json).toMatchObject({ correctedQuery: 'cheese', estimatedTotalHits: 2, totalIsCapped: false, offset: 0, limit: 150 });
    expect(r.json.matchedWords).toEqual(expect.arrayContaining(['chese', 'cheese']));
    expect(r.json.hits[0]).toMatchObject({
      kind: 'product',
      name: 'Aged Goat Cheese',
      companyName: 'Šabac Dairy Works',
      countryCode: 'RS',
      isWb6: true,
      categories: [expect.objectContaining({ code: '080810' })],
    });
    expect(r.json.hits[1].excerpt).toBe('Olive oil, cheese and wine');
    // Two typos in a long word; accents and case ignored; the last word as a prefix.
    expect(ids(await searchProducts({ param: 'GOAT CHEEESSE' }))).toEqual([cheese.pkItemId]);
    expect(ids(await searchProducts({ param: 'aged go' }))).toEqual([cheese.pkItemId]);
    expect((await searchProducts({ param: 'goat cheese' })).json.correctedQuery).toBeNull();
  });

  it('finds by the classification code and its name, and companies by name and sector', async () => {
    const [apples] = await t0.db.select().from(t.codeTranslations).where(eq(t.codeTranslations.fkCodeId, cheese.fkClassificationId));
    const word = apples.name.split(/\s+/).find((w) => w.length > 4) as string;
    expect(ids(await searchProducts({ param: word }))).toContain(cheese.pkItemId);
    expect(ids(await searchProducts({ param: '080810' }))).toEqual(expect.arrayContaining([cheese.pkItemId, described.pkItemId]));
    const companies = await call(t0.app, 'POST', '/api/Company/search-companies-on-meilisearch', { body: { param: 'sabac dairy' } });
    expect(ids(companies)).toEqual([cast.companies.companyRs.pkCompanyId]);
  });

  it('pages with limit and offset and counts every match', async () => {
    const first = await searchProducts({ param: 'cheese', limit: 1 });
    const second = await searchProducts({ param: 'cheese', limit: 1, offset: 1 });
    const past = await searchProducts({ param: 'cheese', limit: 1, offset: 5 });
    expect([ids(first), ids(second), ids(past)]).toEqual([[cheese.pkItemId], [described.pkItemId], []]);
    for (const r of [first, second, past]) expect(r.json.estimatedTotalHits).toBe(2);
  });
});

describe('search filters', () => {
  it('filters by a classification node with its sub-tree, by country and WB6, and by offer side', async () => {
    const [leaf] = await t0.db.select().from(t.codes).where(eq(t.codes.pkCodeId, cheese.fkClassificationId));
    let top = leaf;
    while (top.fkParentId) [top] = await t0.db.select().from(t.codes).where(eq(t.codes.pkCodeId, top.fkParentId));
    const other = await codeId(t0.db, 6, '010121');
    expect(ids(await searchProducts({ param: 'cheese', filter: { categoryIds: [top.pkCodeId] } }))).toHaveLength(2);
    expect(ids(await searchProducts({ param: 'cheese', filter: { categoryIds: [other] } }))).toEqual([]);
    const [me] = await t0.db.select().from(t.countries).where(eq(t.countries.alpha2, 'ME'));
    expect(ids(await searchProducts({ param: 'cheese', filter: { countryIds: [me.pkCountryId] } }))).toEqual([described.pkItemId]);
    expect(ids(await searchProducts({ param: 'cheese', filter: { isWb6: false } }))).toEqual([]);
    const offer = await buildCatalogueItem(t0.db, {
      companyId: cast.companies.companyMe.pkCompanyId,
      kind: 'product',
      name: 'Cheese supply',
    });
    await t0.db
      .update(t.catalogueItems)
      .set({ isSupply: true, validFrom: day(-1), validTo: day(10) })
      .where(eq(t.catalogueItems.pkItemId, offer.pkItemId));
    expect(ids(await searchProducts({ param: 'cheese', filter: { side: 'supply' } }))).toEqual([offer.pkItemId]);
    expect(ids(await searchProducts({ param: 'cheese', filter: { side: 'demand' } }))).toEqual([]);
    await t0.db.delete(t.catalogueItems).where(eq(t.catalogueItems.pkItemId, offer.pkItemId));
  });

  it('filters by company type, module and the multinational flag, following changes of the company', async () => {
    const company = await buildCompany(t0.db, { country: 'BA', name: 'Mostar Stone Works' });
    const item = await buildCatalogueItem(t0.db, { companyId: company.pkCompanyId, kind: 'product', name: 'Limestone slabs' });
    const found = async (filter: object) => ids(await searchProducts({ param: 'limestone', filter })).includes(item.pkItemId);
    const type = await codeId(t0.db, CodeType.companyType, '1');
    const otherType = await codeId(t0.db, CodeType.companyType, '2');
    expect(await found({ companyTypeIds: [type] })).toBe(false);
    await t0.db.insert(t.companyTypes).values({ fkCompanyId: company.pkCompanyId, fkCodeId: type });
    expect(await found({ companyTypeIds: [type] })).toBe(true);
    expect(await found({ companyTypeIds: [otherType] })).toBe(false);
    expect(await found({ moduleId: ModuleId.supplyChain, isMnc: false, isVerified: true })).toBe(true);
    expect(await found({ isMnc: true })).toBe(false);
    await t0.db.delete(t.companyModules).where(eq(t.companyModules.fkCompanyId, company.pkCompanyId));
    expect(await found({ moduleId: ModuleId.supplyChain })).toBe(false);
    await t0.db.insert(t.companyModules).values({ fkCompanyId: company.pkCompanyId, moduleId: ModuleId.supplyChain });
    expect(await found({ moduleId: ModuleId.supplyChain })).toBe(true);
    // A company's sector section (an ancestor of the sector) finds it.
    const sector = await codeId(t0.db, CodeType.activityClass, '08.11');
    let [section] = await t0.db.select().from(t.codes).where(eq(t.codes.pkCodeId, sector));
    while (section.fkParentId) [section] = await t0.db.select().from(t.codes).where(eq(t.codes.pkCodeId, section.fkParentId));
    const companies = (filter: object) =>
      call(t0.app, 'POST', '/api/Company/search-companies-on-meilisearch', { body: { param: 'mostar', filter } });
    expect(ids(await companies({ categoryIds: [section.pkCodeId] }))).toEqual([]);
    await t0.db.insert(t.companySectors).values({ fkCompanyId: company.pkCompanyId, fkCodeId: sector });
    expect(ids(await companies({ categoryIds: [section.pkCodeId] }))).toEqual([company.pkCompanyId]);
  });

  it('never matches a word of the text to a filter value', async () => {
    for (const param of ['verified', 'supply', 'wb6', '#verified']) expect(ids(await searchProducts({ param }))).toEqual([]);
  });

  it('refuses a bad request naming the field', async () => {
    for (const [body, field] of [
      [{ limit: 151 }, 'limit'],
      [{ offset: -1 }, 'offset'],
      [{ param: 'x'.repeat(201) }, 'param'],
      [{ filter: { countryIds: ['RS'] } }, 'filter.countryIds.0'],
      [{ filter: { side: 'both' } }, 'filter.side'],
    ] as const) {
      const r = await searchProducts(body);
      expect(r.status).toBe(400);
      expect(Object.keys(r.json.fields)).toContain(field);
    }
  });
});

describe('who finds what', () => {
  const cheeses = async (token?: string) => ids(await searchProducts({ param: 'cheese', limit: 50 }, token));

  it('shows guests and other companies only verified companies and live, visible offers', async () => {
    for (const token of [undefined, cast.companyAdminMe.token, cast.guestUser.token, cast.chamberAdminMe.token]) {
      const found = await cheeses(token);
      expect(found).toEqual(expect.arrayContaining([cheese.pkItemId, described.pkItemId]));
      for (const id of [hidden.pkItemId, expired.pkItemId, unverifiedItem.pkItemId]) expect(found).not.toContain(id);
    }
    const companies = await call(t0.app, 'POST', '/api/Company/search-companies-on-meilisearch', { body: { limit: 150 } });
    expect(ids(companies)).not.toContain(cast.companies.unverifiedRs.pkCompanyId);
  });

  it('shows a company its own hidden and expired offers, and the chamber and platform administrators theirs', async () => {
    const own = await cheeses(cast.employeeRs.token);
    expect(own).toEqual(expect.arrayContaining([hidden.pkItemId, expired.pkItemId]));
    expect(own).not.toContain(unverifiedItem.pkItemId);
    expect(await cheeses(cast.unverifiedAdminRs.token)).toContain(unverifiedItem.pkItemId);
    expect(await cheeses(cast.chamberAdminRs.token)).toEqual(expect.arrayContaining([hidden.pkItemId, unverifiedItem.pkItemId]));
    expect(await cheeses(cast.platformAdmin.token)).toEqual(
      expect.arrayContaining([cheese.pkItemId, hidden.pkItemId, expired.pkItemId, unverifiedItem.pkItemId]),
    );
  });
});

describe('documents follow every write in its transaction', () => {
  it('finds a new, renamed, verified or reclassified item in the next query and forgets a deleted one', async () => {
    const company = await buildCompany(t0.db, { country: 'MK', name: 'Ohrid Lace Studio', isVerified: false });
    const item = await buildCatalogueItem(t0.db, { companyId: company.pkCompanyId, kind: 'service', name: 'Embroidery workshop' });
    const services = async (param: string) =>
      ids(await call(t0.app, 'POST', '/api/Services/search-services-on-meilisearch', { body: { param } }));
    expect(await services('embroidery')).toEqual([]);
    await t0.db.update(t.companies).set({ isVerified: true }).where(eq(t.companies.pkCompanyId, company.pkCompanyId));
    expect(await services('embroidery')).toEqual([item.pkItemId]);
    expect(await services('ohrid')).toEqual([item.pkItemId]);
    await t0.db.update(t.catalogueItems).set({ name: 'Filigree course' }).where(eq(t.catalogueItems.pkItemId, item.pkItemId));
    expect(await services('filigre')).toEqual([item.pkItemId]);
    expect(await services('embroidery')).toEqual([]);
    await t0.db
      .update(t.codeTranslations)
      .set({ name: 'Lacework and filigree' })
      .where(eq(t.codeTranslations.fkCodeId, item.fkClassificationId));
    expect(await services('lacework')).toEqual([item.pkItemId]);
    await t0.db.update(t.companies).set({ deletedAt: new Date() }).where(eq(t.companies.pkCompanyId, company.pkCompanyId));
    expect(await services('filigree')).toEqual([]);
    await t0.db.delete(t.catalogueItems).where(eq(t.catalogueItems.pkItemId, item.pkItemId));
    expect(await t0.db.select().from(t.searchDocuments).where(eq(t.searchDocuments.itemId, item.pkItemId))).toEqual([]);
  });

  it('finds a company by a sector added to its profile', async () => {
    const company = await buildCompany(t0.db, { country: 'AL', name: 'Durres Port Services' });
    const sector = await codeId(t0.db, 5, '49.41');
    const bySector = () => call(t0.app, 'POST', '/api/Company/search-companies-on-meilisearch', { body: { param: 'freight' } });
    expect(ids(await bySector())).not.toContain(company.pkCompanyId);
    await t0.db.insert(t.companySectors).values({ fkCompanyId: company.pkCompanyId, fkCodeId: sector });
    const r = await bySector();
    expect(ids(r)).toContain(company.pkCompanyId);
    expect(r.json.hits.find((h: { id: number }) => h.id === company.pkCompanyId).categories).toEqual([
      expect.objectContaining({ id: sector, code: '49.41' }),
    ]);
  });
});

describe('concurrent writes', () => {
  it('keeps one document per item when many transactions change it at once', async () => {
    const item = await buildCatalogueItem(t0.db, { companyId: cast.companies.companyMe.pkCompanyId, kind: 'product', name: 'Plum brandy' });
    const names = Array.from({ length: 20 }, (_, i) => `Plum brandy batch ${i}`);
    await Promise.all(
      names.map((name) => t0.db.update(t.catalogueItems).set({ name }).where(eq(t.catalogueItems.pkItemId, item.pkItemId))),
    );
    const [saved] = await t0.db.select().from(t.catalogueItems).where(eq(t.catalogueItems.pkItemId, item.pkItemId));
    const docs = await t0.db.select().from(t.searchDocuments).where(eq(t.searchDocuments.itemId, item.pkItemId));
    expect(docs).toHaveLength(1);
    const last = saved.name.split(' ').pop();
    expect(ids(await searchProducts({ param: `plum brandy batch ${last}` }))).toEqual([item.pkItemId]);
  });
});
