import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
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
