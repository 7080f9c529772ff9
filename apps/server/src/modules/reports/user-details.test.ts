import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildCast, type Cast, call } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { pdfPages } from './report-reading.test-support.ts';

let t0: TestApp;
let cast: Cast;

beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
  await t0.db
    .update(t.users)
    .set({ firstName: 'Milena', lastName: 'Jovanović', position: 'Export manager', phone: '+381 11 555 0100' })
    .where(eq(t.users.pkUserId, cast.employeeRs.userId));
});

const report = (id: number, token?: string, lang = 'eng') =>
  call(t0.app, 'GET', `/api/Reports/user-details/${id}`, { token, headers: { 'accept-language': lang } });

describe('GET api/Reports/user-details/{id}', () => {
  it("gives an administrator the person's details as a one-page PDF in the report frame, under its file name", async () => {
    const r = await report(cast.employeeRs.userId, cast.chamberAdminRs.token);
    expect(r.status).toBe(200);
    expect(r.res.headers['content-type']).toBe('application/pdf');
    expect(r.res.headers['content-disposition']).toBe('inline; filename="User details.pdf"');
    const pages = await pdfPages(r.res.rawPayload);
    expect(pages).toHaveLength(1);
    const [page] = pages;
    for (const text of [
      'MARKET ACCESS',
      'Milena Jovanović',
      'User details',
      cast.employeeRs.email,
      'Export manager',
      '+381 11 555 0100',
      cast.companies.companyRs.name,
      'Verified Yes',
      'Active Yes',
      'Page 1 of 1',
    ])
      expect(page).toContain(text);
  });

  it("writes it in the reader's language", async () => {
    const r = await report(cast.employeeRs.userId, cast.platformAdmin.token, 'sr');
    expect(r.status).toBe(200);
    const [page] = await pdfPages(r.res.rawPayload);
    expect(page).toContain('Podaci o korisniku');
    expect(page).toContain('Pozicija Export manager');
  });

  it('follows the user administration rule: the platform administrator anyone, a chamber administrator the people of their chamber', async () => {
    expect((await report(cast.chamberAdminMe.userId, cast.platformAdmin.token)).status).toBe(200);
    const otherChamber = await report(cast.employeeRs.userId, cast.chamberAdminMe.token);
    expect([otherChamber.status, otherChamber.json?.message]).toEqual([403, 'user_not_manageable']);
    const anAdministrator = await report(cast.chamberAdminMe.userId, cast.chamberAdminRs.token);
    expect([anAdministrator.status, anAdministrator.json?.message]).toEqual([403, 'user_not_manageable']);
    for (const who of [cast.companyAdminRs, cast.employeeRs, cast.guestUser]) {
      const r = await report(cast.employeeRs.userId, who.token);
      expect([r.status, r.json?.message]).toEqual([403, 'access_denied']);
    }
    expect((await report(cast.employeeRs.userId)).status).toBe(401);
    expect((await report(999_999, cast.platformAdmin.token)).status).toBe(404);
  });
});
