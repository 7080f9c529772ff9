import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CodeType, LanguageId } from '@portal/contracts/codes/code-types';
import * as t from '../../db/schema/all.ts';
import { appWithAdmins } from '../../../test/admin-fixtures.ts';
import { buildCatalogueItem, buildCompany, call, codeId } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';

let t0: TestApp;
let admin: string;
let jabuke: typeof t.catalogueItems.$inferSelect;
let dzem: typeof t.catalogueItems.$inferSelect;
let pivo: typeof t.catalogueItems.$inferSelect;
let noviSad: typeof t.companies.$inferSelect;
let beograd: typeof t.companies.$inferSelect;
let orchards: typeof t.companies.$inferSelect;
let apples: typeof t.catalogueItems.$inferSelect;

beforeAll(async () => {
  ({ t0, admin } = await appWithAdmins());
  noviSad = await buildCompany(t0.db, { country: 'RS', name: 'Novi Sad Voćar' });
  beograd = await buildCompany(t0.db, { country: 'RS', name: 'Београдска пекара Ђурђевић' });
  const mk = await buildCompany(t0.db, { country: 'MK', name: 'Скопска пиварница' });
  // Apples (HS 0808.10, under chapter 08 "edible fruit"), named and described in English or Serbian.
  jabuke = await buildCatalogueItem(t0.db, { companyId: noviSad.pkCompanyId, kind: 'product', name: 'Jabuke Ajdared', code: '080810' });
  dzem = await buildCatalogueItem(t0.db, { companyId: noviSad.pkCompanyId, kind: 'product', name: 'Džem od šljiva', code: '200799' });
  pivo = await buildCatalogueItem(t0.db, { companyId: mk.pkCompanyId, kind: 'product', name: 'Ѕвездено пиво со ѓумбир', code: '220300' });
  orchards = await buildCompany(t0.db, { country: 'ME', name: 'Bar Orchards' });
  apples = await buildCatalogueItem(t0.db, { companyId: orchards.pkCompanyId, kind: 'product', name: 'Idared apples', code: '080810' });
});

const products = async (param: string) =>
  (await call(t0.app, 'POST', '/api/Products/search-products-on-meilisearch', { body: { param } })).json.hits.map(
    (h: { id: number }) => h.id,
  );
const companies = async (param: string) =>
  (await call(t0.app, 'POST', '/api/Company/search-companies-on-meilisearch', { body: { param } })).json.hits.map(
    (h: { id: number }) => h.id,
  );

describe('search across scripts', () => {
  it('finds a Latin listing by a word typed in Cyrillic, and a Cyrillic one by Latin', async () => {
    expect(await products('јабуке')).toEqual([jabuke.pkItemId]);
    expect(await products('ЈАБУКЕ АЈДАРЕД')).toEqual([jabuke.pkItemId]);
    expect(await products('skopska pivarnica')).toEqual([pivo.pkItemId]);
    expect(await companies('Нови Сад')).toEqual([noviSad.pkCompanyId]);
    expect(await companies('beogradska pekara')).toEqual([beograd.pkCompanyId]);
  });

  it('handles the digraphs both ways: lj, nj, dž, đ and dj, Macedonian ѓ and ѕ', async () => {
    for (const typed of ['џем шљива', 'dzem sljiva', 'DŽEM ŠLJIVA', 'ǆem šǉiva']) expect(await products(typed)).toEqual([dzem.pkItemId]);
    for (const typed of ['Ђурђевић', 'Djurdjevic', 'Đurđević', 'durdevic']) expect(await companies(typed)).toEqual([beograd.pkCompanyId]);
    for (const typed of ['dzvezdeno pivo', 'pivo so gjumbir', 'ѕвездено']) expect(await products(typed)).toEqual([pivo.pkItemId]);
  });

  it('finds with mixed scripts in one query, as you type and with a typo in Cyrillic', async () => {
    expect(await products('јабуке ajdared')).toEqual([jabuke.pkItemId]);
    expect(await products('џем od шљ')).toEqual([dzem.pkItemId]);
    expect(await products('јаб')).toEqual([jabuke.pkItemId]);
    expect(await products('ајдаред')).toEqual([jabuke.pkItemId]);
    expect(await products('ајдарец')).toEqual([jabuke.pkItemId]);
  });

  it("folds the directory's name search alike", async () => {
    const directory = async (name: string) =>
      (await call(t0.app, 'POST', '/api/Company/search', { token: admin, body: { name } })).json.companies.map(
        (c: { pkCompanyId: number }) => c.pkCompanyId,
      );
    expect(await directory('Ђурђевић')).toEqual([beograd.pkCompanyId]);
    expect(await directory('нови сад воћар')).toEqual([noviSad.pkCompanyId]);
  });
});

describe('classification names in the languages', () => {
  it('finds an item classified and described in English by the Serbian name of its HS chapter, in either script', async () => {
    const chapter = await codeId(t0.db, CodeType.productClass, '08');
    const [sr] = await t0.db
      .select()
      .from(t.codeTranslations)
      .where(and(eq(t.codeTranslations.fkCodeId, chapter), eq(t.codeTranslations.fkLanguageId, LanguageId.serbian)));
    expect(sr.name).toContain('voće');
    for (const typed of ['voće', 'voce', 'воће'])
      expect(await products(typed)).toEqual(expect.arrayContaining([jabuke.pkItemId, apples.pkItemId]));
    // The NACE section of a company's sector, in Serbian.
    await t0.db
      .insert(t.companySectors)
      .values({ fkCompanyId: orchards.pkCompanyId, fkCodeId: await codeId(t0.db, CodeType.activityClass, '01.24') });
    expect(await companies('poljoprivreda')).toContain(orchards.pkCompanyId);
  });

  it('takes a name per language for an HS code through CodesTranslation, and the documents under it carry it', async () => {
    const heading = await codeId(t0.db, CodeType.productClass, '0808');
    const added = await call(t0.app, 'POST', '/api/CodesTranslation', {
      token: admin,
      body: { titleId: heading, lang: 'sr', name: 'Jabuke, kruške i dunje, sveže' },
    });
    expect(added.status).toBe(200);
    expect(await products('kruške')).toEqual(expect.arrayContaining([jabuke.pkItemId, apples.pkItemId]));
    expect(await products('дуње')).toEqual(expect.arrayContaining([jabuke.pkItemId, apples.pkItemId]));
    const renamed = await call(t0.app, 'PUT', '/api/CodesTranslation', {
      token: admin,
      body: { titleId: heading, lang: 'sr', name: 'Jabuke i dunje, sveže' },
    });
    expect(renamed.status).toBe(200);
    expect(await products('kruške')).toEqual([]);
  });

  it('finds a classification by its Serbian name typed in Cyrillic', async () => {
    const r = await call(t0.app, 'POST', '/api/Dropdowns/search-nace-by-name', { body: { name: 'пољопривреда', lang: 'sr' } });
    expect(r.status).toBe(200);
    expect(r.json.list[0].node).toMatchObject({ code: 'A', name: 'Poljoprivreda, šumarstvo i ribarstvo' });
  });
});
