import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, call, tokenFor } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { MarketInfoClient } from '../../adapters/market-info.ts';
import { FAKE_INDICATORS, type FakeMarketService, startFakeMarketService } from './market-service.test-support.ts';
import { tradeMap } from '@portal/contracts/market/market-info';

/** One economy's figures straight from a CSV file of the shared data, by year. */
function csvFigures(sharedDir: string, file: string, code: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const line of fs.readFileSync(path.join(sharedDir, 'data/market', file), 'utf8').split('\n')) {
    // Names may hold quoted commas; the code, year and value are the last three fields.
    const parts = line.trim().split(',');
    const [c, year, value] = parts.slice(-3);
    if (c === code && value) out.set(Number(year), Number(value));
  }
  return out;
}

let t: TestApp;
let token: string;
let service: FakeMarketService;
let withService: TestApp;
let serviceToken: string;

beforeAll(async () => {
  service = await startFakeMarketService();
  // One app (apps are slow to build on a loaded machine): the service's client is taken away where a test needs none.
  t = withService = await createTestApp({ MARKET_INFO_URL: service.url });
  token = await tokenFor(t.app, (await buildUser(t.db, { role: 3 })).pkUserId);
  serviceToken = await tokenFor(withService.app, (await buildUser(withService.db, { role: 2, chamber: 'RS' })).pkUserId);
}, 180_000);
afterAll(async () => service.close());

describe('GET market-info/economy-profiles/{country}', () => {
  it("answers Serbia's GDP, population and GDP per capita by year as the data files hold them", async () => {
    const sharedDir = t.app.ctx.config.SHARED_DIR;
    const gdp = csvFigures(sharedDir, 'gdp.csv', 'SRB');
    const population = csvFigures(sharedDir, 'population.csv', 'SRB');
    const both = [...gdp.keys()].filter((y) => population.has(y)).sort((a, b) => b - a);
    const r = await call(t.app, 'GET', '/market-info/economy-profiles/srb', { token });
    expect(r.status).toBe(200);
    expect(r.json.country).toEqual({ alpha2: 'RS', alpha3: 'SRB', name: 'Serbia', isWb6: true });
    expect(r.json.source.name).toMatch(/World Bank/);
    expect(r.json.latest.year).toBe(both[0]);
    expect(r.json.latest.gdpPerCapita).toBeCloseTo((gdp.get(both[0]) as number) / (population.get(both[0]) as number), 6);
    const year = both[0];
    const expectedChange = ((gdp.get(year) as number) / (gdp.get(year - 1) as number) - 1) * 100;
    expect(r.json.latest.gdpChange).toBeCloseTo(expectedChange, 6);
    // Every year of either file, oldest first; a year with population only has no GDP per capita.
    const years = new Set([...gdp.keys(), ...population.keys()]);
    expect(r.json.years.map((y: { year: number }) => y.year)).toEqual([...years].sort((a, b) => a - b));
    const last = r.json.years.at(-1);
    if (!gdp.has(last.year)) expect(last).toMatchObject({ gdp: null, gdpPerCapita: null, population: population.get(last.year) });
  });

  it("names the economy in the caller's language and serves Kosovo by the World Bank's code", async () => {
    const r = await call(t.app, 'GET', '/market-info/economy-profiles/XKX', { token, headers: { 'accept-language': 'sr' } });
    expect(r.status).toBe(200);
    expect(r.json.country).toMatchObject({ alpha2: 'XK', name: 'Kosovo', isWb6: true });
    expect(r.json.latest.gdpPerCapita).toBeGreaterThan(0);
    const de = await call(t.app, 'GET', '/market-info/economy-profiles/DEU', { token, headers: { 'accept-language': 'sr' } });
    expect(de.json.country.name).toBe('Nemačka');
  });

  it('refuses a code that is not three letters, naming the field, and answers 404 for an unknown one', async () => {
    const bad = await call(t.app, 'GET', '/market-info/economy-profiles/RS1', { token });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual({ country: 'validation.format' });
    const unknown = await call(t.app, 'GET', '/market-info/economy-profiles/ZZZ', { token });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('country_not_found');
  });

  it('is for signed-in users', async () => {
    expect((await call(t.app, 'GET', '/market-info/economy-profiles/SRB')).status).toBe(401);
  });
});

const external = [
  '/market-info/global-financial-development/indicators',
  '/market-info/global-financial-development/GFDD.DI.01/SRB',
  '/market-info/trade-map/SRB/DEU/export',
];

describe('the external market-information calls without a service', () => {
  it('answer market_info_not_configured', async () => {
    const client = t.app.ctx.marketInfo;
    t.app.ctx.marketInfo = null;
    try {
      for (const url of external) {
        const r = await call(t.app, 'GET', url, { token });
        expect([url, r.status, r.json.code]).toEqual([url, 404, 'market_info_not_configured']);
      }
    } finally {
      t.app.ctx.marketInfo = client;
    }
  });
});

describe('the external market-information calls with a service', () => {
  it('pass on its answers, checked and in the contract shape, and ask it once for a repeated call', async () => {
    service.mode = 'ok';
    service.requests.length = 0;
    const indicators = await call(withService.app, 'GET', external[0], { token: serviceToken });
    expect(indicators.status).toBe(200);
    expect(indicators.json).toEqual(FAKE_INDICATORS);
    const values = await call(withService.app, 'GET', '/market-info/global-financial-development/GFDD.DI.01/srb', { token: serviceToken });
    expect(values.json.values).toEqual([
      { year: 2020, value: 41.2 },
      { year: 2021, value: 42.7 },
    ]);
    const trade = await call(withService.app, 'GET', '/market-info/trade-map/SRB/deu/EXPORT', { token: serviceToken });
    expect(tradeMap.parse(trade.json).rows[0].productCode).toBe('85');
    await call(withService.app, 'GET', external[0], { token: serviceToken });
    await call(withService.app, 'GET', external[2], { token: serviceToken });
    // Codes reach the service in upper case, and the repeated calls came from the cache.
    expect(service.requests).toEqual([
      '/global-financial-development/indicators',
      '/global-financial-development/GFDD.DI.01/SRB',
      '/trade-map/SRB/DEU/export',
    ]);
  });

  it('answer market_info_no_data when the service has nothing for the choice', async () => {
    service.mode = 'ok';
    const r = await call(withService.app, 'GET', '/market-info/trade-map/MNE/CHN/import', { token: serviceToken });
    expect([r.status, r.json.code]).toEqual([404, 'market_info_no_data']);
  });

  it('answer market_info_unavailable when the service fails or answers another shape, and ask again next time', async () => {
    for (const mode of ['error', 'wrong-shape'] as const) {
      service.mode = mode;
      const r = await call(
        withService.app,
        'GET',
        `/market-info/global-financial-development/GFDD.OI.02/${mode === 'error' ? 'ALB' : 'BIH'}`,
        {
          token: serviceToken,
        },
      );
      expect([mode, r.status, r.json.code]).toEqual([mode, 502, 'market_info_unavailable']);
    }
    service.mode = 'ok';
    service.requests.length = 0;
    const again = await call(withService.app, 'GET', '/market-info/global-financial-development/GFDD.DI.01/SRB', { token: serviceToken });
    expect(again.status).toBe(200);
  });

  it('refuse a trade type other than export or import and an indicator id with other characters, naming the field', async () => {
    const type = await call(withService.app, 'GET', '/market-info/trade-map/SRB/DEU/both', { token: serviceToken });
    expect([type.status, type.json.fields]).toEqual([400, { type: 'validation.invalid' }]);
    const id = await call(withService.app, 'GET', `/market-info/global-financial-development/${encodeURIComponent('a b')}/SRB`, {
      token: serviceToken,
    });
    expect([id.status, id.json.fields]).toEqual([400, { indicatorId: 'validation.format' }]);
  });
});

describe('the market-information client', () => {
  it('gives up on a service that does not answer within the timeout', async () => {
    service.mode = 'slow';
    service.delayMs = 2_000;
    const client = new MarketInfoClient(service.url, { timeoutMs: 150, cacheMs: 60_000, maxEntries: 10 });
    const started = Date.now();
    await expect(client.get('global-financial-development/indicators', tradeMap)).rejects.toMatchObject({
      code: 'market_info_unavailable',
      status: 502,
    });
    expect(Date.now() - started).toBeLessThan(1_500);
    service.mode = 'ok';
  });

  it('answers market_info_unavailable when nothing listens at the address', async () => {
    const client = new MarketInfoClient('http://127.0.0.1:9/', { timeoutMs: 1_000, cacheMs: 60_000, maxEntries: 10 });
    await expect(client.get('global-financial-development/indicators', tradeMap)).rejects.toMatchObject({
      code: 'market_info_unavailable',
    });
  });

  it('keeps an answer for its time and asks again after it, keeping at most maxEntries', async () => {
    service.mode = 'ok';
    let now = 0;
    const client = new MarketInfoClient(service.url, { timeoutMs: 1_000, cacheMs: 1_000, maxEntries: 1 }, () => now);
    service.requests.length = 0;
    const indicators = z.unknown();
    await client.get('global-financial-development/indicators', indicators);
    await client.get('global-financial-development/indicators', indicators);
    now = 2_000;
    await client.get('global-financial-development/indicators', indicators);
    await client.get('trade-map/SRB/DEU/export', indicators);
    await client.get('global-financial-development/indicators', indicators);
    expect(service.requests).toEqual([
      '/global-financial-development/indicators',
      '/global-financial-development/indicators',
      '/trade-map/SRB/DEU/export',
      '/global-financial-development/indicators',
    ]);
  });
});
