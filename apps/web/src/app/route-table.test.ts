import fs from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { beyondSpec, catchAll, routerPath, screens } from './route-table.ts';

const specFile = path.resolve(__dirname, '../../../../../shared/spec/web-routes.txt');
const specRoutes = fs.existsSync(specFile)
  ? fs
      .readFileSync(specFile, 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l.startsWith('/'))
  : [];

const routes = [...screens, catchAll].map((s) => ({ path: s.spec === '*' ? '*' : routerPath(s.spec), id: s.spec }));
const match = (url: string) => matchRoutes(routes, url)?.[0]?.route.id;

describe('route table', () => {
  it.runIf(specRoutes.length > 0)('registers every route of web-routes.txt, once', () => {
    const fromSpec = screens.filter((s) => !beyondSpec.includes(s));
    expect(fromSpec.map((s) => s.spec).sort()).toEqual([...specRoutes].sort());
  });

  it('adds screens beyond the spec only at paths the spec does not have', () => {
    for (const s of beyondSpec) expect(specRoutes, s.spec).not.toContain(s.spec);
    expect(match('/event-management/chamber-events/details/12/schedule/print')).toBe(
      '/event-management/chamber-events/details/{eventId?}/schedule/print',
    );
  });

  it('converts {x} and {x?} parameters', () => {
    expect(routerPath('/company/{companyId?}/products/form/{id?}')).toBe('/company/:companyId?/products/form/:id?');
    expect(routerPath('/admin-center/feeds/form/{id}')).toBe('/admin-center/feeds/form/:id');
  });

  it('matches concrete URLs to their screens', () => {
    expect(match('/company/5/profile')).toBe('/company/{companyId?}/profile');
    expect(match('/company/profile')).toBe('/company/{companyId?}/profile');
    expect(match('/event-management/chamber-events/details/12')).toBe('/event-management/chamber-events/details/{eventId}');
    expect(match('/event-management/chamber-events/details/12/schedule/timeline/3/grid')).toBe(
      '/event-management/chamber-events/details/{eventId?}/schedule/timeline/{scheduleId}/grid',
    );
    expect(match('/message-center/message-center-new/spam')).toBe('/message-center/message-center-new/spam');
    expect(match('/message-center/message-center-new/44')).toBe('/message-center/message-center-new/{id}');
    expect(match('/no/such/page')).toBe('*');
  });

  it('loads a namespace for every screen this issue delivers', () => {
    for (const s of screens.filter(
      (x) => x.page !== 'notAvailable' && x.page !== 'joinEvent' && x.layout !== 'status' && x.layout !== 'public',
    )) {
      expect(s.ns, s.spec).toBeTruthy();
    }
  });
});
