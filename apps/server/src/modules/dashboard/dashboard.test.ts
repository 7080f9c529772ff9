import { and, eq, isNull, sql } from 'drizzle-orm';
import { LanguageId } from '@portal/contracts/codes/code-types';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { appWithCast } from '../../../test/admin-fixtures.ts';
import {
  buildCatalogueItem,
  buildCompany,
  buildEvent,
  buildInvitation,
  buildUser,
  type Cast,
  call,
  codeId,
  countryId,
  person,
  tokenFor,
} from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { meetingForum } from '../meetings/meetings.test-support.ts';

let t0: TestApp;
let cast: Cast;
let rs: number;
let me: number;
beforeAll(async () => {
  ({ t0, cast } = await appWithCast());
  rs = await countryId(t0.db, 'RS');
  me = await countryId(t0.db, 'ME');
});

// biome-ignore lint/suspicious/noExplicitAny: the tests read the answers' figures by name
type Figures = Record<string, any> & { restricted: Record<string, number> | null };
const get = async (url: string, token?: string) => call(t0.app, 'GET', `/api/MainDashboard/${url}`, { token });
const ok = async (url: string, token: string) => {
  const r = await get(url, token);
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return r.json;
};
const site = (token: string): Promise<Figures> => ok('get-basic-site-info', token);
const country = (id: number, token: string): Promise<Figures> => ok(`get-country-info/${id}`, token);
const countries = async (token: string): Promise<Figures[]> => (await ok('get-countries-info', token)).countries;

/** The numeric figures of b minus a (public and restricted), to compare what a step added. */
function added(a: Figures, b: Figures) {
  const minus = (x: Record<string, unknown>, y: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(y)
        .filter(([k, v]) => typeof v === 'number' && k !== 'pkCountryId')
        .map(([k, v]) => [k, (v as number) - (x[k] as number)]),
    );
  return { ...minus(a, b), restricted: a.restricted && b.restricted ? minus(a.restricted, b.restricted) : null };
}

const noPublic = {
  companies: 0,
  multinationalCompanies: 0,
  productsSupply: 0,
  productsDemand: 0,
  servicesSupply: 0,
  servicesDemand: 0,
  upcomingEvents: 0,
};
const noRestricted = { companiesAwaitingVerification: 0, users: 0, events: 0, meetingsRequested: 0, meetingsAccepted: 0 };

/** An economy's new activity: companies of each standing, offers on and off the market, events, people. */
async function buildActivity(alpha2: string) {
  const db = t0.db;
  const verified = await buildCompany(db, { country: alpha2 });
  const mnc = await buildCompany(db, { country: alpha2, isMnc: true });
  const unverified = await buildCompany(db, { country: alpha2, isVerified: false });
  const deleted = await buildCompany(db, { country: alpha2 });
  await db.update(t.companies).set({ deletedAt: new Date() }).where(eq(t.companies.pkCompanyId, deleted.pkCompanyId));
  const offer = async (companyId: number, kind: 'product' | 'service', values: Partial<typeof t.catalogueItems.$inferInsert>) => {
    const item = await buildCatalogueItem(db, { companyId, kind });
    await db
      .update(t.catalogueItems)
      .set({ updatedAt: new Date(), ...values })
      .where(eq(t.catalogueItems.pkItemId, item.pkItemId));
  };
  await offer(verified.pkCompanyId, 'product', { isSupply: true });
  await offer(verified.pkCompanyId, 'product', { isSupply: true, isDemand: true });
  await offer(mnc.pkCompanyId, 'service', { isDemand: true });
  await offer(mnc.pkCompanyId, 'service', { isSupply: true, validFrom: '2020-01-01', validTo: '2999-12-31' });
  // Off the market: not an offer, hidden, expired, of an unverified or a deleted company.
  await offer(verified.pkCompanyId, 'product', {});
  await offer(verified.pkCompanyId, 'product', { isSupply: true, isVisibleForSupply: false });
  await offer(verified.pkCompanyId, 'service', { isSupply: true, validFrom: '2020-01-01', validTo: '2020-12-31' });
  await offer(unverified.pkCompanyId, 'product', { isSupply: true });
  await offer(deleted.pkCompanyId, 'product', { isSupply: true });
  await buildEvent(db, { chamber: alpha2 });
  await buildEvent(db, { chamber: alpha2, isPublic: false });
  await buildEvent(db, { chamber: alpha2, isAnnounced: false });
  await buildEvent(db, { chamber: alpha2, startDate: new Date(Date.now() - 5 * 86400000) });
  await buildEvent(db, { chamber: alpha2, deletedAt: new Date() });
  await buildUser(db, { role: 4, companyId: verified.pkCompanyId });
  await buildUser(db, { role: 4, companyId: unverified.pkCompanyId });
  await buildUser(db, { role: 4, companyId: verified.pkCompanyId, isActive: false });
  await buildUser(db, { role: 4, companyId: deleted.pkCompanyId });
}
const activityPublic = {
  companies: 2,
  multinationalCompanies: 1,
  productsSupply: 2,
  productsDemand: 1,
  servicesSupply: 1,
  servicesDemand: 1,
  upcomingEvents: 1,
};
// Five live events: the public one, the private, the draft, the past one; the deleted one is not.
const activityRestricted = { companiesAwaitingVerification: 1, users: 2, events: 4, meetingsRequested: 0, meetingsAccepted: 0 };

describe('GET api/MainDashboard', () => {
  it("counts an economy's new activity in its figures and the site's, restricted figures only for those who may see them", async () => {
    const tokens = {
      platform: cast.platformAdmin.token,
      chamberRs: cast.chamberAdminRs.token,
      chamberMe: cast.chamberAdminMe.token,
      company: cast.companyAdminRs.token,
      employee: cast.employeeRs.token,
      guest: cast.guestUser.token,
    };
    const before = {
      site: Object.fromEntries(await Promise.all(Object.entries(tokens).map(async ([k, v]) => [k, await site(v)]))),
      rs: Object.fromEntries(await Promise.all(Object.entries(tokens).map(async ([k, v]) => [k, await country(rs, v)]))),
      me: await country(me, tokens.platform),
    };
    await buildActivity('RS');
    expect(added(before.site.platform, await site(tokens.platform))).toEqual({
      economies: 0,
      ...activityPublic,
      restricted: activityRestricted,
    });
    for (const who of ['chamberRs', 'chamberMe', 'company', 'employee', 'guest'] as const) {
      const now = await site(tokens[who]);
      expect(now.restricted, who).toBeNull();
      expect(added(before.site[who], now), who).toEqual({ economies: 0, ...activityPublic, restricted: null });
    }
    // Serbia's figures: restricted for the platform administrator and the Serbian chamber only.
    for (const who of ['platform', 'chamberRs'] as const) {
      expect(added(before.rs[who], await country(rs, tokens[who])), who).toEqual({ ...activityPublic, restricted: activityRestricted });
    }
    for (const who of ['chamberMe', 'company', 'employee', 'guest'] as const) {
      const now = await country(rs, tokens[who]);
      expect(now.restricted, who).toBeNull();
      expect(added(before.rs[who], now), who).toEqual({ ...activityPublic, restricted: null });
    }
    // Montenegro's figures did not move.
    expect(added(before.me, await country(me, tokens.platform))).toEqual({ ...noPublic, restricted: noRestricted });
  });

  it('counts exactly what the database holds for each economy', async () => {
    await buildActivity('ME');
    const c = t0.db;
    for (const row of await countries(cast.platformAdmin.token)) {
      const [truth] = await c
        .select({
          companies: sql<number>`(count(*) filter (where ${t.companies.isVerified}))::int`,
          awaiting: sql<number>`(count(*) filter (where not ${t.companies.isVerified}))::int`,
        })
        .from(t.companies)
        .where(and(eq(t.companies.fkCountryId, row.pkCountryId), isNull(t.companies.deletedAt)));
      expect(row.companies, row.alpha3).toBe(truth.companies);
      expect(row.restricted?.companiesAwaitingVerification, row.alpha3).toBe(truth.awaiting);
    }
  });

  it('lists the six WB6 economies by name, with restricted figures for the chamber administrator’s own economy only', async () => {
    const all = await countries(cast.platformAdmin.token);
    expect(all.map((c) => c.alpha3).sort()).toEqual(['ALB', 'BIH', 'MKD', 'MNE', 'SRB', 'XKX'].sort());
    expect(all.every((c) => c.restricted !== null)).toBe(true);
    const names: string[] = all.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    for (const [token, own] of [
      [cast.chamberAdminRs.token, rs],
      [cast.chamberAdminMe.token, me],
    ] as const) {
      const seen = await countries(token);
      expect(seen.filter((c) => c.restricted !== null).map((c) => c.pkCountryId)).toEqual([own]);
      // Their public figures are everybody's.
      expect(seen.map(({ restricted, ...p }) => p)).toEqual(all.map(({ restricted, ...p }) => p));
    }
    for (const who of [cast.companyAdminRs, cast.employeeRs, cast.guestUser, cast.mncAdminDe]) {
      expect((await countries(who.token)).every((c) => c.restricted === null)).toBe(true);
    }
  });

  it("counts meetings for each economy whose people take part, once in the site's total", async () => {
    const f = await meetingForum(t0.app, cast);
    const db = t0.db;
    const guest = await person(t0.app, { role: 3, companyId: cast.companies.companyMe.pkCompanyId });
    await buildInvitation(db, { eventId: f.eventId, userId: guest.userId, email: guest.email, isAccepted: true });
    const token = cast.platformAdmin.token;
    const before = { site: await site(token), rs: await country(rs, token), me: await country(me, token) };
    const meeting = async (hour: number, status: string) => {
      const slotStart = new Date(`${f.day1}T${hour}:00:00+02:00`);
      await db.insert(t.userReservations).values({
        fkScheduleId: f.b2b.pkScheduleId,
        tableNumber: 1,
        fkHostUserId: f.attendee.userId,
        fkGuestUserId: guest.userId,
        slotStart,
        slotEnd: new Date(slotStart.getTime() + 20 * 60_000),
        status,
      });
    };
    await meeting(10, 'accepted');
    await meeting(11, 'requested');
    const one = { ...noRestricted, meetingsRequested: 1, meetingsAccepted: 1 };
    expect(added(before.site, await site(token)).restricted).toEqual(one);
    expect(added(before.rs, await country(rs, token)).restricted).toEqual(one);
    expect(added(before.me, await country(me, token)).restricted).toEqual(one);
    // The Montenegrin chamber sees them in Montenegro's figures only.
    expect((await country(me, cast.chamberAdminMe.token)).restricted?.meetingsAccepted).toBe(
      (await country(me, token)).restricted?.meetingsAccepted,
    );
  });

  it("names an economy's largest sectors, most companies first", async () => {
    const db = t0.db;
    const mk = await countryId(db, 'MK');
    const [a, b] = [await codeId(db, 5, '52.10'), await codeId(db, 5, '01.11')];
    for (const codes of [[a, b], [a], [a]]) {
      const company = await buildCompany(db, { country: 'MK' });
      await db.insert(t.companySectors).values(codes.map((fkCodeId) => ({ fkCompanyId: company.pkCompanyId, fkCodeId })));
    }
    const unverified = await buildCompany(db, { country: 'MK', isVerified: false });
    await db.insert(t.companySectors).values({ fkCompanyId: unverified.pkCompanyId, fkCodeId: b });
    const info = await country(mk, cast.employeeRs.token);
    expect(info.topSectors.slice(0, 2).map((s: { code: string; companies: number }) => [s.code, s.companies])).toEqual([
      ['52.10', 3],
      ['01.11', 1],
    ]);
    expect(info.topSectors.length).toBeLessThanOrEqual(5);
    expect(info.topSectors[0].name).not.toBe('');
  });

  it('answers a country outside the WB6 (a multinational’s home) and refuses unknown and malformed ids', async () => {
    const de = await countryId(t0.db, 'DE');
    const info = await country(de, cast.platformAdmin.token);
    expect(info).toMatchObject({ alpha3: 'DEU', isWb6: false, multinationalCompanies: expect.any(Number) });
    expect(info.multinationalCompanies).toBeGreaterThanOrEqual(1);
    const missing = await get('get-country-info/999999', cast.platformAdmin.token);
    expect([missing.status, missing.json.message]).toEqual([404, 'country_not_found']);
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const bad = await get(`get-country-info/${id}`, cast.platformAdmin.token);
      expect(bad.status, id).toBe(400);
      expect(bad.json.fields.id, id).toBeDefined();
    }
  });

  it('answers signed-in users only', async () => {
    for (const url of ['get-basic-site-info', 'get-countries-info', `get-country-info/${rs}`]) {
      expect((await get(url)).status, url).toBe(401);
    }
  });

  it('answers in the language of the caller', async () => {
    const sr = await buildUser(t0.db, { role: 4, companyId: cast.companies.companyRs.pkCompanyId });
    await t0.db.update(t.users).set({ fkLanguageId: 2 }).where(eq(t.users.pkUserId, sr.pkUserId));
    const token = await tokenFor(t0.app, sr.pkUserId);
    expect((await country(rs, token)).name).toBe('Srbija');
    expect((await country(rs, cast.employeeRs.token)).name).toBe('Serbia');
  });

  it('names the country in Albanian and Macedonian for readers of those languages', async () => {
    for (const [languageId, name] of [
      [LanguageId.albanian, 'Serbi'],
      [LanguageId.macedonian, 'Србија'],
    ] as const) {
      const reader = await buildUser(t0.db, { role: 4, companyId: cast.companies.companyRs.pkCompanyId });
      await t0.db.update(t.users).set({ fkLanguageId: languageId }).where(eq(t.users.pkUserId, reader.pkUserId));
      expect((await country(rs, await tokenFor(t0.app, reader.pkUserId))).name).toBe(name);
    }
  });
});
