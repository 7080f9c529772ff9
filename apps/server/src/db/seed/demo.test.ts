import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
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
});
