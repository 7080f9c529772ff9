import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildCast, type Cast, call } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t0: TestApp;
let cast: Cast;
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
});

const day = (offset: number) => new Date(Date.now() + offset * 86400000).toISOString().slice(0, 10);

describe('certificates', () => {
  it('adds, changes, lists, finds publicly and deletes a certificate', async () => {
    const fkCompanyId = cast.companies.companyRs.pkCompanyId;
    const token = cast.companyAdminRs.token;
    const added = await call(t0.app, 'POST', '/api/Certificates/', {
      token,
      body: { fkCompanyId, name: 'ISO 9001', validFrom: day(-400), validTo: day(300) },
    });
    expect(added.status).toBe(200);
    expect(added.json.isValid).toBe(true);
    const id = added.json.pkCertificateId;
    await call(t0.app, 'POST', '/api/Certificates/', {
      token,
      body: { fkCompanyId, name: 'HACCP expired', validFrom: day(-800), validTo: day(-5) },
    });
    const changed = await call(t0.app, 'PUT', '/api/Certificates/', {
      token,
      body: { pkCertificateId: id, fkCompanyId, name: 'ISO 9001:2015', validTo: day(365) },
    });
    expect(changed.json.name).toBe('ISO 9001:2015');
    const mine = await call(t0.app, 'POST', '/api/Certificates/search', { token: cast.employeeRs.token, body: {} });
    expect(mine.json.totalCount).toBe(2);
    const valid = await call(t0.app, 'POST', '/api/Certificates/search', { token: cast.employeeRs.token, body: { onlyValid: true } });
    expect(valid.json.certificates.map((c: { name: string }) => c.name)).toEqual(['ISO 9001:2015']);
    const pub = await call(t0.app, 'POST', '/api/Certificates/public-search', { body: { name: 'iso 9001' } });
    expect(pub.json.certificates.map((c: { pkCertificateId: number }) => c.pkCertificateId)).toContain(id);
    expect((await call(t0.app, 'GET', `/api/Certificates/${id}`, { token: cast.companyAdminMe.token })).json.companyName).toBe(
      cast.companies.companyRs.name,
    );
    expect((await call(t0.app, 'DELETE', `/api/Certificates/${id}`, { token })).status).toBe(200);
    expect((await call(t0.app, 'GET', `/api/Certificates/${id}`, { token })).status).toBe(404);
  });

  it('keeps certificates of unverified companies out of public search', async () => {
    const fkCompanyId = cast.companies.unverifiedRs.pkCompanyId;
    const r = await call(t0.app, 'POST', '/api/Certificates/', {
      token: cast.unverifiedAdminRs.token,
      body: { fkCompanyId, name: 'Hidden cert' },
    });
    expect(r.status).toBe(200);
    const pub = await call(t0.app, 'POST', '/api/Certificates/public-search', { body: { name: 'hidden' } });
    expect(pub.json.totalCount).toBe(0);
  });

  it('validates names and dates', async () => {
    const fkCompanyId = cast.companies.companyRs.pkCompanyId;
    const r = await call(t0.app, 'POST', '/api/Certificates/', {
      token: cast.companyAdminRs.token,
      body: { fkCompanyId, name: '', validFrom: day(10), validTo: day(1) },
    });
    expect(r.status).toBe(400);
    expect(r.json.fields).toMatchObject({ name: 'validation.required', validTo: 'valid_from_greater_than_valid_to_error' });
    const badDate = await call(t0.app, 'POST', '/api/Certificates/', {
      token: cast.companyAdminRs.token,
      body: { fkCompanyId, name: 'X', validFrom: '2025-13-40' },
    });
    expect(badDate.json.fields.validFrom).toBe('validation.date');
  });

  it('lets only those who may edit the company change its certificates', async () => {
    const fkCompanyId = cast.companies.companyRs.pkCompanyId;
    const body = { fkCompanyId, name: 'Not mine' };
    expect((await call(t0.app, 'POST', '/api/Certificates/', { token: cast.companyAdminMe.token, body })).status).toBe(403);
    expect((await call(t0.app, 'POST', '/api/Certificates/', { token: cast.employeeRs.token, body })).status).toBe(403);
    expect((await call(t0.app, 'POST', '/api/Certificates/', { token: cast.chamberAdminMe.token, body })).status).toBe(403);
    expect((await call(t0.app, 'POST', '/api/Certificates/', { token: cast.chamberAdminRs.token, body })).status).toBe(200);
    const other = await call(t0.app, 'POST', '/api/Certificates/', {
      token: cast.companyAdminMe.token,
      body: { fkCompanyId: cast.companies.companyMe.pkCompanyId, name: 'Mine' },
    });
    expect(
      (await call(t0.app, 'DELETE', `/api/Certificates/${other.json.pkCertificateId}`, { token: cast.companyAdminRs.token })).status,
    ).toBe(403);
    // Moving a certificate to another company by its id is refused.
    const moved = await call(t0.app, 'PUT', '/api/Certificates/', {
      token: cast.companyAdminRs.token,
      body: { pkCertificateId: other.json.pkCertificateId, fkCompanyId, name: 'Stolen' },
    });
    expect(moved.status).toBe(404);
    expect((await call(t0.app, 'POST', '/api/Certificates/search', { body: {} })).status).toBe(401);
  });
});

describe('favourite companies', () => {
  it('adds, checks, lists and removes a favourite', async () => {
    const me = cast.companies.companyMe.pkCompanyId;
    const token = cast.employeeRs.token;
    expect((await call(t0.app, 'POST', `/api/FavoriteCompanies/${me}`, { token })).status).toBe(200);
    expect((await call(t0.app, 'POST', `/api/FavoriteCompanies/${me}`, { token })).status).toBe(200); // idempotent
    const told = await t0.db.select().from(t.notifications).where(eq(t.notifications.fkUserId, cast.companyAdminMe.userId));
    expect(told).toMatchObject([{ fkNotificationTypeId: 2, link: `/company/${cast.companies.companyRs.pkCompanyId}/profile` }]);
    expect((await call(t0.app, 'GET', `/api/FavoriteCompanies/is-favorite-company/${me}`, { token })).json.isFavorite).toBe(true);
    const list = await call(t0.app, 'POST', '/api/FavoriteCompanies/favorite-searched-companies', { token, body: {} });
    expect(list.json.companiesCount).toBe(1);
    expect(list.json.companies[0]).toMatchObject({ pkCompanyId: me, isFavorite: true });
    const filtered = await call(t0.app, 'POST', '/api/FavoriteCompanies/favorite-searched-companies', {
      token,
      body: { name: 'zzz-none' },
    });
    expect(filtered.json.companiesCount).toBe(0);
    expect((await call(t0.app, 'DELETE', `/api/FavoriteCompanies/${me}`, { token })).status).toBe(200);
    expect((await call(t0.app, 'GET', `/api/FavoriteCompanies/is-favorite-company/${me}`, { token })).json.isFavorite).toBe(false);
  });

  it('refuses unknown, hidden and own companies, and non-company users', async () => {
    const token = cast.companyAdminRs.token;
    expect((await call(t0.app, 'POST', '/api/FavoriteCompanies/999999', { token })).status).toBe(404);
    expect((await call(t0.app, 'POST', `/api/FavoriteCompanies/${cast.companies.unverifiedRs.pkCompanyId}`, { token })).status).toBe(403);
    const own = await call(t0.app, 'POST', `/api/FavoriteCompanies/${cast.companies.companyRs.pkCompanyId}`, { token });
    expect(own.status).toBe(422);
    expect(own.json.message).toBe('cannot_favorite_own_company');
    expect(
      (await call(t0.app, 'POST', `/api/FavoriteCompanies/${cast.companies.companyMe.pkCompanyId}`, { token: cast.chamberAdminRs.token }))
        .status,
    ).toBe(403);
    expect((await call(t0.app, 'POST', '/api/FavoriteCompanies/favorite-searched-companies', { body: {} })).status).toBe(401);
    const bad = await call(t0.app, 'POST', '/api/FavoriteCompanies/favorite-searched-companies', { token, body: { pageSize: 5000 } });
    expect(bad.status).toBe(400);
    expect(bad.json.fields.pageSize).toBeDefined();
  });
});
