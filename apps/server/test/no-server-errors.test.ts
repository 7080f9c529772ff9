import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { insightsCharts } from '@portal/contracts/insights/insights-filter';
import { buildUser, call, tokenFor } from './factories.ts';
import { apiRoutes, fillPath } from './route-requests.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Property: no input a client can send makes any route answer 500. Random JSON bodies,
 * path parameters and query strings go to every route, as a platform administrator (so
 * access lets them through to validation and the service) and anonymously.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const RUNS = Number(process.env.PROPERTY_RUNS ?? 12);
const scalar = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(''),
  fc.constant(-1),
);
const jsonBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom('id', 'email', 'password', 'name', 'pageNum', 'pageSize', 'ids', 'fkCountryId', 'code', 'userId'), scalar),
);
const pathValue = fc.oneof(
  fc.string({ minLength: 1, maxLength: 30 }),
  fc.integer().map(String),
  fc.constantFrom('0', '-1', '99999999999', '1.5', 'null', '%', '..'),
);
const query = fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), fc.string({ maxLength: 20 }), { maxKeys: 3 });

describe('no request answers 500', () => {
  it('holds for every route', async () => {
    const failures: string[] = [];
    for (const route of apiRoutes(t.app.routesList)) {
      const admin = await buildUser(t.db, { role: 1 });
      const token = await tokenFor(t.app, admin.pkUserId);
      await fc.assert(
        fc.asyncProperty(pathValue, jsonBody, query, fc.boolean(), async (value, body, q, anonymous) => {
          const qs = new URLSearchParams(q).toString();
          const url = fillPath(route.url, () => value) + (qs ? `?${qs}` : '');
          const r = await call(t.app, route.method, url, {
            token: anonymous ? undefined : token,
            body: route.method === 'GET' ? undefined : body,
          });
          if (r.status >= 500)
            failures.push(`${route.method} ${url} ${JSON.stringify(body).slice(0, 200)} -> ${r.status} ${JSON.stringify(r.json)}`);
          return r.status < 500;
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
    }
    expect(failures).toEqual([]);
    // Hundreds of routes times the runs: give it room on a loaded 2-core machine.
  }, 180_000);
});

/**
 * The insights' filters with the keys they read (countryId, from, to, countryIds) and random
 * values, as the platform administrator and as a chamber administrator (whose economy rule
 * runs on every answer): a 400 or 403, never a 500.
 */
describe('no insights request answers 500', () => {
  it('holds for every insights route with random filters', async () => {
    const failures: string[] = [];
    const tokens = await Promise.all(
      [{ role: 1 as const }, { role: 2 as const, chamber: 'RS' }].map(async (o) => tokenFor(t.app, (await buildUser(t.db, o)).pkUserId)),
    );
    const filterValue = fc.oneof(
      scalar.map(String),
      fc.constantFrom('2025-02-30', '2025-01-01', '1900-01-01', '9999-12-31', '1,2,3', '0', '2147483648', ''),
    );
    const filter = fc.dictionary(fc.constantFrom('countryId', 'from', 'to', 'countryIds'), filterValue, { maxKeys: 4 });
    const routes = apiRoutes(t.app.routesList).filter((r) => r.url.startsWith('/api/Insights'));
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(filter, fc.constantFrom(...tokens), fc.constantFrom(...insightsCharts), async (q, token, chart) => {
          const url = `${fillPath(route.url, () => chart)}?${new URLSearchParams(q)}`;
          const r = await call(t.app, route.method, url, { token });
          if (r.status >= 500) failures.push(`${url} -> ${r.status} ${JSON.stringify(r.json)}`);
          return r.status < 500;
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
    }
    expect(failures).toEqual([]);
  }, 180_000);
});
