import { parse } from 'csv-parse/sync';
import { and, count, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CodeType } from '@portal/contracts/codes/code-types';
import * as t from '../../db/schema/all.ts';
import { buildCast, buildCatalogueItem, type Cast, call, codeId, countryId } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { type MeetingForum, meetingForum } from '../meetings/meetings.test-support.ts';

let t0: TestApp;
let cast: Cast;
let forum: MeetingForum;
let rs: number;
let me: number;

const get = (url: string, token?: string) => call(t0.app, 'GET', url, { token });

/** A product or service with its sides, on the market unless told otherwise, created when told. */
async function item(
  companyId: number,
  code: string,
  side: 'supply' | 'demand',
  o: { kind?: 'product' | 'service'; createdAt?: Date; visible?: boolean } = {},
) {
  const row = await buildCatalogueItem(t0.db, { companyId, kind: o.kind ?? 'product', code });
  await t0.db
    .update(t.catalogueItems)
    .set({
      isSupply: side === 'supply',
      isDemand: side === 'demand',
      isVisibleForSupply: o.visible ?? true,
      ...(o.createdAt ? { createdAt: o.createdAt } : {}),
    })
    .where(eq(t.catalogueItems.pkItemId, row.pkItemId));
}

beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
  forum = await meetingForum(t0.app, cast);
  const db = t0.db;
  rs = await countryId(db, 'RS');
  me = await countryId(db, 'ME');
  const { companyRs, companyMe, unverifiedRs } = cast.companies;

  // Activities: RS and ME in section A (agriculture), ME and the unverified RS company in J (information).
  const nace = async (code: string) => codeId(db, CodeType.activityClass, code);
  await db.insert(t.companySectors).values([
    { fkCompanyId: companyRs.pkCompanyId, fkCodeId: await nace('01.11') },
    { fkCompanyId: companyMe.pkCompanyId, fkCodeId: await nace('01.11') },
    { fkCompanyId: companyMe.pkCompanyId, fkCodeId: await nace('62.01') },
    { fkCompanyId: unverifiedRs.pkCompanyId, fkCodeId: await nace('62.01') },
  ]);
  // The unverified RS company registered in March 2024: the start of the growth series.
  await db
    .update(t.companies)
    .set({ createdAt: new Date('2024-03-10T12:00:00Z') })
    .where(eq(t.companies.pkCompanyId, unverifiedRs.pkCompanyId));

  // Catalogue. Section II (0808 apples, pears): RS offers apples (one added in 2020), ME seeks pears: a match (siblings).
  await item(companyRs.pkCompanyId, '080810', 'supply');
  await item(companyRs.pkCompanyId, '080810', 'supply', { createdAt: new Date('2020-01-15T12:00:00Z') });
  await item(companyMe.pkCompanyId, '080830', 'demand');
  // Section I: RS offers and seeks horses itself (no match with its own demand), ME seeks cattle (no one offers),
  // the unverified RS company seeks horses (not on the market: no match for RS's offer either).
  await item(companyRs.pkCompanyId, '010129', 'supply');
  await item(companyRs.pkCompanyId, '010130', 'demand');
  await item(companyMe.pkCompanyId, '010221', 'demand');
  await item(unverifiedRs.pkCompanyId, '010121', 'demand');
  // A service of RS (counts by economy, not by HS section).
  await item(companyRs.pkCompanyId, '52.10', 'supply', { kind: 'service' });

  // Meetings between the forum's RS attendee and an ME person: accepted (held, a deal), requested, rejected.
  const guest = cast.companyAdminMe;
  const slot = (minute: number) => new Date(new Date(`${forum.day1}T10:00:00+02:00`).getTime() + minute * 60_000);
  const meetings = await db
    .insert(t.userReservations)
    .values(
      (['accepted', 'requested', 'rejected'] as const).map((status, i) => ({
        fkScheduleId: forum.b2b.pkScheduleId,
        tableNumber: i + 1,
        fkHostUserId: forum.attendee.userId,
        fkGuestUserId: guest.userId,
        slotStart: slot(i * 20),
        slotEnd: slot(i * 20 + 20),
        status,
      })),
    )
    .returning();
  await db.insert(t.meetingReports).values({
    fkUserReservationId: meetings[0].pkUserReservationId,
    fkUserId: forum.attendee.userId,
    tookPlace: true,
    outcome: 'deal_signed',
  });

  // Connections: ME's administrator favourites the RS company; RS's administrator writes to ME's twice.
  await db.insert(t.favoriteCompanies).values({ fkUserId: cast.companyAdminMe.userId, fkCompanyId: companyRs.pkCompanyId });
  const [conversation] = await db
    .insert(t.conversations)
    .values({ title: 'Apples', fkCreatorUserId: cast.companyAdminRs.userId })
    .returning();
  await db.insert(t.conversationMembers).values([
    { fkConversationId: conversation.pkConversationId, fkUserId: cast.companyAdminRs.userId },
    { fkConversationId: conversation.pkConversationId, fkUserId: cast.companyAdminMe.userId },
  ]);
  await db.insert(t.messages).values(
    ['Hello', 'Our offer'].map((content) => ({
      fkConversationId: conversation.pkConversationId,
      fkSenderUserId: cast.companyAdminRs.userId,
      title: 'Apples',
      content,
    })),
  );
}, 240_000);

const routes = ['companies', 'catalogue', 'connections', 'events', 'comparison', 'csv/companies-by-economy', 'csv/comparison'];

describe('insights access', () => {
  it('answers administrators only; the comparison the platform administrator only', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const comparison = route.includes('comparison');
      const roles: [string, string | undefined, number][] = [
        ['anonymous', undefined, 401],
        ['guest', cast.guestUser.token, 403],
        ['employee', cast.employeeRs.token, 403],
        ['company admin', cast.companyAdminRs.token, 403],
        ['chamber admin', cast.chamberAdminRs.token, comparison ? 403 : 200],
        ['platform admin', cast.platformAdmin.token, 200],
      ];
      for (const [name, token, want] of roles) {
        const r = await get(`/api/Insights/${route}`, token);
        if (r.status !== want) failures.push(`${route} as ${name}: ${r.status}, expected ${want}`);
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it("never shows a chamber administrator another economy's figures", async () => {
    const other = await get(`/api/Insights/catalogue?countryId=${rs}`, cast.chamberAdminMe.token);
    expect(other.status).toBe(403);
    expect(other.json.message).toBe('insights_economy_forbidden');
    const csv = await get(`/api/Insights/csv/catalogue-by-economy?countryId=${rs}`, cast.chamberAdminMe.token);
    expect(csv.status).toBe(403);
    // Without an economy: their own, the same as naming it.
    const own = await get('/api/Insights/companies', cast.chamberAdminMe.token);
    expect(own.json.byEconomy.map((e: { countryId: number }) => e.countryId)).toEqual([me]);
    expect((await get(`/api/Insights/companies?countryId=${me}`, cast.chamberAdminMe.token)).json).toEqual(own.json);
  });

  it('refuses bad filters with the field named', async () => {
    const cases: [string, Record<string, string>][] = [
      ['companies?from=2025-02-30', { from: 'validation.date' }],
      ['events?from=2025-03-01&to=2025-02-01', { to: 'insights_period_end_before_start' }],
      ['catalogue?countryId=abc', { countryId: expect.any(String) }],
      ['comparison?countryIds=1,x', { countryIds: 'insights_country_ids' }],
      ['csv/no-such-chart', { chart: 'insights_chart' }],
    ];
    for (const [url, fields] of cases) {
      const r = await get(`/api/Insights/${url}`, cast.platformAdmin.token);
      expect(r.status, url).toBe(400);
      expect(r.json.fields, url).toEqual(fields);
    }
  });
});

describe('insights figures', () => {
  it('count companies by economy and verification state as the database holds them, by NACE section, and their growth', async () => {
    const r = await get('/api/Insights/companies', cast.platformAdmin.token);
    expect(r.status).toBe(200);
    const [inRs] = await t0.db
      .select({ n: count() })
      .from(t.companies)
      .where(and(eq(t.companies.fkCountryId, rs), isNull(t.companies.deletedAt)));
    const rsRow = r.json.byEconomy.find((e: { alpha3: string }) => e.alpha3 === 'SRB');
    expect(rsRow.companies).toBe(inRs.n);
    expect(rsRow.unverified).toBe(1);
    expect(rsRow.name).toBe('Serbia');
    const section = (code: string) => r.json.bySection.find((s: { code: string }) => s.code === code);
    expect(section('A')).toMatchObject({ companies: 2, verified: 2, unverified: 0 });
    expect(section('J')).toMatchObject({ companies: 2, verified: 1, unverified: 1 });
    const growth = r.json.growth as { month: string; joined: number; total: number }[];
    expect(growth[0]).toMatchObject({ month: '2024-03', joined: 1, total: 1 });
    expect(growth[1]).toMatchObject({ month: '2024-04', joined: 0, total: 1 });
    expect(growth.at(-1)?.total).toBe(r.json.totals.companies);
    // From April 2024: the March company is the starting total, no longer one of the period's.
    const later = await get('/api/Insights/companies?from=2024-04-01', cast.platformAdmin.token);
    expect(later.json.totals.companies).toBe(r.json.totals.companies - 1);
    expect(later.json.growth.at(-1).total).toBe(r.json.totals.companies);
  });

  it('count supply and demand by HS section and economy, offers meeting a demand and demand without supply', async () => {
    const r = await get('/api/Insights/catalogue', cast.platformAdmin.token);
    expect(r.status).toBe(200);
    const section = (code: string) => r.json.bySection.find((s: { code: string }) => s.code === code);
    expect(section('II')).toMatchObject({ supply: 2, demand: 1, matchedSupply: 2, unmetDemand: 0 });
    expect(section('II').name).toBe('Vegetable products');
    expect(section('I')).toMatchObject({ supply: 1, demand: 3, matchedSupply: 0, unmetDemand: 2 });
    const economy = (alpha3: string) => r.json.byEconomy.find((e: { alpha3: string }) => e.alpha3 === alpha3);
    expect(economy('SRB')).toMatchObject({
      productSupply: 3,
      productDemand: 2,
      serviceSupply: 1,
      serviceDemand: 0,
      supply: 4,
      demand: 2,
      matchedSupply: 2,
      unmetDemand: 1,
    });
    expect(economy('MNE')).toMatchObject({ supply: 0, demand: 2, matchedSupply: 0, unmetDemand: 1 });
    expect(r.json.totals).toEqual({ supply: 4, demand: 4, matchedSupply: 2, unmetDemand: 2 });
    // The period: the apples of 2020 left out.
    const recent = await get('/api/Insights/catalogue?from=2025-01-01', cast.platformAdmin.token);
    expect(recent.json.bySection.find((s: { code: string }) => s.code === 'II')).toMatchObject({ supply: 1, matchedSupply: 1 });
    // A chamber administrator: their economy's items only, still matched against the whole market.
    const ofMe = await get('/api/Insights/catalogue', cast.chamberAdminMe.token);
    expect(ofMe.json.totals).toEqual({ supply: 0, demand: 2, matchedSupply: 0, unmetDemand: 1 });
    expect(ofMe.json.byEconomy.map((e: { alpha3: string }) => e.alpha3)).toEqual(['MNE']);
  });

  it('set favourites, meeting requests and conversations from economy to economy', async () => {
    const r = await get('/api/Insights/connections', cast.chamberAdminMe.token);
    expect(r.status).toBe(200);
    const cell = (from: string, to: string) =>
      r.json.links.find((l: { fromAlpha3: string; toAlpha3: string }) => l.fromAlpha3 === from && l.toAlpha3 === to);
    expect(cell('MNE', 'SRB')).toMatchObject({ favourites: 1, meetingRequests: 0, conversations: 0 });
    expect(cell('SRB', 'MNE')).toMatchObject({ favourites: 0, meetingRequests: 3, conversations: 1 });
    // Every cell touches the chamber's economy.
    for (const l of r.json.links) expect([l.fromCountryId, l.toCountryId]).toContain(me);
  });

  it('count meetings requested, accepted and held, their outcomes, the acceptance rate and messages', async () => {
    const all = await get('/api/Insights/events', cast.platformAdmin.token);
    expect(all.status).toBe(200);
    expect(all.json.totals).toMatchObject({
      meetingsRequested: 3,
      meetingsAccepted: 1,
      meetingsRejected: 1,
      meetingsCancelled: 0,
      meetingsHeld: 1,
      acceptanceRate: 0.5,
      messagesSent: 2,
    });
    expect(all.json.outcomes).toEqual([
      { outcome: 'deal_signed', meetings: 1 },
      { outcome: 'follow_up_agreed', meetings: 0 },
      { outcome: 'no_interest', meetings: 0 },
    ]);
    const [registered] = await t0.db.select({ n: count() }).from(t.eventInvitations).where(eq(t.eventInvitations.isAccepted, true));
    expect(all.json.totals.registrations).toBe(registered.n);
    const thisMonth = all.json.monthly.at(-1);
    expect(thisMonth).toMatchObject({ meetingsRequested: 3, meetingsAccepted: 1, messagesSent: 2 });
    // ME: its person is the guest of the three meetings and sent no message; the forum is RS's.
    const ofMe = await get('/api/Insights/events', cast.chamberAdminMe.token);
    expect(ofMe.json.totals).toMatchObject({ events: 0, meetingsRequested: 3, meetingsAccepted: 1, messagesSent: 0 });
    const ofRs = await get('/api/Insights/events', cast.chamberAdminRs.token);
    expect(ofRs.json.totals).toMatchObject({ events: 1, messagesSent: 2 });
    // A period before any of it.
    const before = await get('/api/Insights/events?to=2020-12-31', cast.platformAdmin.token);
    expect(before.json.totals).toMatchObject({ meetingsRequested: 0, acceptanceRate: null, messagesSent: 0 });
  });

  it('compare the WB6 economies, or those named', async () => {
    const r = await get('/api/Insights/comparison', cast.platformAdmin.token);
    expect(r.status).toBe(200);
    expect(r.json.rows.map((x: { alpha3: string }) => x.alpha3).sort()).toEqual(['ALB', 'BIH', 'MKD', 'MNE', 'SRB', 'XKX'].sort());
    const srb = r.json.rows.find((x: { alpha3: string }) => x.alpha3 === 'SRB');
    expect(srb).toMatchObject({
      supply: 4,
      matchedSupply: 2,
      meetingsRequested: 3,
      meetingsAccepted: 1,
      acceptanceRate: 0.5,
      messagesSent: 2,
    });
    const two = await get(`/api/Insights/comparison?countryIds=${me},${rs}`, cast.platformAdmin.token);
    expect(two.json.rows.map((x: { name: string }) => x.name)).toEqual(['Montenegro', 'Serbia']);
  });
});

describe('insights CSV', () => {
  it("downloads each chart's rows as the JSON answer holds them", async () => {
    const json = (await get('/api/Insights/catalogue', cast.platformAdmin.token)).json;
    const r = await get('/api/Insights/csv/catalogue-by-section', cast.platformAdmin.token);
    expect(r.status).toBe(200);
    expect(r.res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.res.headers['content-disposition']).toBe('attachment; filename="insights-catalogue-by-section.csv"');
    const rows = parse(r.res.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toEqual(
      json.bySection.map((s: Record<string, unknown>) => Object.fromEntries(Object.entries(s).map(([k, v]) => [k, String(v)]))),
    );
    // Serbian names come through, and an empty chart still has its header.
    const sr = await call(t0.app, 'GET', '/api/Insights/csv/companies-by-economy', {
      token: cast.platformAdmin.token,
      headers: { 'accept-language': 'sr' },
    });
    expect(sr.res.body).toContain('Crna Gora');
    const empty = await get('/api/Insights/csv/connections-matrix?to=2000-01-01', cast.platformAdmin.token);
    expect([...empty.res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(empty.res.body.replace('\ufeff', '').trim()).toBe(
      'fromCountryId,fromAlpha3,fromName,toCountryId,toAlpha3,toName,favourites,meetingRequests,conversations',
    );
  });
});

describe('BI report embed', () => {
  it('is offered to users with Power BI when configured, and the CSP frames its host only', async () => {
    expect((await get('/api/Insights/embed', cast.platformAdmin.token)).json).toEqual({ reportUrl: null });
    const url = 'https://app.powerbi.com/reportEmbed?reportId=1234&autoAuth=true';
    const bi = await createTestApp({ BI_REPORT_URL: url });
    const c = await buildCast(bi.app);
    const embed = (token: string) => call(bi.app, 'GET', '/api/Insights/embed', { token });
    expect((await embed(c.platformAdmin.token)).json).toEqual({ reportUrl: url });
    expect((await embed(c.chamberAdminRs.token)).json).toEqual({ reportUrl: url });
    expect((await embed(c.companyAdminRs.token)).json).toEqual({ reportUrl: null });
    await bi.db.update(t.companies).set({ hasPowerBi: true }).where(eq(t.companies.pkCompanyId, c.companies.companyRs.pkCompanyId));
    expect((await embed(c.companyAdminRs.token)).json).toEqual({ reportUrl: url });
    const csp = String((await embed(c.platformAdmin.token)).res.headers['content-security-policy']);
    expect(csp.split(';').find((d) => d.startsWith('frame-src'))).toBe(
      'frame-src https://www.youtube-nocookie.com https://player.vimeo.com blob: https://app.powerbi.com',
    );
  }, 120_000);
});
