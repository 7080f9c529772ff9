import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DIRECTORY_COMPANIES_PER_ECONOMY } from './demo-directory.ts';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, demoAccounts, ensurePlatformAdmin, existingDemoAccounts, seedDemo } from './demo.ts';

let t0: TestApp;
beforeAll(async () => {
  t0 = await createTestApp();
  await seedDemo(t0.db, {} as Parameters<typeof seedDemo>[1]);
});

const signIn = async (email: string) =>
  (await call(t0.app, 'POST', '/api/account/authenticate', { body: { email, password: DEMO_PASSWORD } })).json.data?.jwToken as
    | string
    | undefined;

describe('demo data', () => {
  it('lets every demo account sign in (the platform administrator is made apart, from configuration)', async () => {
    for (const [, email] of demoAccounts.filter(([, email]) => email !== DEMO_ADMIN_EMAIL)) expect(await signIn(email), email).toBeTruthy();
  });

  it('lists as sign-ins only accounts that exist: not the demo administrator when ADMIN_EMAIL named another', async () => {
    await ensurePlatformAdmin(t0.db, { adminEmail: 'owner@chamber.example', adminPassword: 'Owner#Pass1' });
    const listed = (await existingDemoAccounts(t0.db)).map(([, email]) => email);
    expect(listed).toEqual(demoAccounts.map(([, email]) => email).filter((email) => email !== DEMO_ADMIN_EMAIL));
  });

  it('gives the demo market matching supply and demand', async () => {
    const supply = await call(t0.app, 'GET', '/api/Products/latest-added-products/4/true/true/supply');
    const demand = await call(t0.app, 'GET', '/api/Products/latest-added-products/4/true/true/demand');
    const names = (r: typeof supply) => r.json.products.map((p: { name: string }) => p.name);
    expect(names(supply)).toContain('Idared apples, class I');
    expect(names(demand)).toContain('Apples for regional distribution');
    const services = await call(t0.app, 'GET', '/api/Services/latest-added-services/4/true/true');
    expect(services.json.services.length).toBeGreaterThanOrEqual(3);
  });

  it('fills the member directory: several hundred companies in every WB6 economy, with products and services to find', async () => {
    const { rows } = (await t0.db.execute(sql`
      select co.alpha2, count(distinct c.pk_company_id)::int as companies, count(i.pk_item_id)::int as items
      from companies c join countries co on co.pk_country_id = c.fk_country_id
      left join catalogue_items i on i.fk_company_id = c.pk_company_id
      where co.is_wb6 group by co.alpha2 order by co.alpha2`)) as unknown as {
      rows: { alpha2: string; companies: number; items: number }[];
    };
    expect(rows.map((r) => r.alpha2)).toEqual(['AL', 'BA', 'ME', 'MK', 'RS', 'XK']);
    for (const r of rows) {
      expect(r.companies, r.alpha2).toBeGreaterThanOrEqual(DIRECTORY_COMPANIES_PER_ECONOMY);
      expect(r.items, r.alpha2).toBeGreaterThanOrEqual(2 * DIRECTORY_COMPANIES_PER_ECONOMY);
    }
    const honey = await call(t0.app, 'POST', '/api/Products/search-products-on-meilisearch', {
      body: { param: 'honey', limit: 50, offset: 0, filter: {} },
    });
    expect(honey.status).toBe(200);
    const countries = new Set(honey.json.hits.map((h: { countryCode: string }) => h.countryCode));
    expect(countries.size).toBeGreaterThanOrEqual(4);
  });
});
