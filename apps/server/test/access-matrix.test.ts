import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '@portal/contracts/common/access';
import { schedules } from '../src/db/schema/all.ts';
import { scheduleForum, sessionBody } from '../src/modules/schedules/schedules.test-support.ts';
import { buildCast, buildInvitation, type Cast, call, tokenFor } from './factories.ts';
import { apiRoutes, fillPath } from './route-requests.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Walks every registered route as every role and checks the answer against the route's
 * declaration: anonymous callers get 401 on non-public routes, roles without the function
 * get 403 access_denied, and roles with it are never refused by the declaration.
 */
let t: TestApp;
let cast: Cast;
beforeAll(async () => {
  t = await createTestApp();
  cast = await buildCast(t.app);
});

type Caller = { name: string; userId?: number; functions: string[]; isCompanyUser: boolean; modules: number[] };

function callers(): Caller[] {
  const all = [1, 2, 3, 4];
  return [
    { name: 'anonymous', functions: [], isCompanyUser: false, modules: [] },
    { name: 'guest user', userId: cast.guestUser.userId, functions: ['guest', 'guest-route'], isCompanyUser: true, modules: [] },
    { name: 'employee', userId: cast.employeeRs.userId, functions: ['employees_function'], isCompanyUser: true, modules: all },
    {
      name: 'company admin',
      userId: cast.companyAdminRs.userId,
      functions: ['company_admin_function', 'employees_function'],
      isCompanyUser: true,
      modules: all,
    },
    { name: 'chamber admin RS', userId: cast.chamberAdminRs.userId, functions: ['cif_admin_function'], isCompanyUser: false, modules: [] },
    { name: 'chamber admin ME', userId: cast.chamberAdminMe.userId, functions: ['cif_admin_function'], isCompanyUser: false, modules: [] },
    { name: 'platform admin', userId: cast.platformAdmin.userId, functions: ['super_admin_function'], isCompanyUser: false, modules: [] },
  ];
}

/** What the declaration alone answers for a caller: null when it lets the request through. */
function expected(access: RouteAccess, c: Caller): number | null {
  if ('public' in access) return null;
  if (!c.userId) return 401;
  if ('signedIn' in access) return null;
  if (!access.functions.some((f) => c.functions.includes(f))) return 403;
  if (c.isCompanyUser && access.modules?.some((m) => !c.modules.includes(m))) return 403;
  return null;
}

describe('access matrix', () => {
  it('has routes to walk', () => {
    expect(apiRoutes(t.app.routesList).length).toBeGreaterThan(10);
  });

  it('answers every route for every role as its declaration says', async () => {
    const failures: string[] = [];
    for (const route of apiRoutes(t.app.routesList)) {
      for (const c of callers()) {
        // Ids no row has, so that no walked call changes the cast (a delete, a logout...).
        const url = fillPath(route.url, () => '999999');
        // A fresh session per call: a walked logout must not end the next call's session.
        const token = c.userId ? await tokenFor(t.app, c.userId) : undefined;
        const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
        const r = await call(t.app, route.method, url, { token, body });
        const want = expected(route.access, c);
        const isPublic = 'public' in route.access;
        const refusedByDeclaration =
          (r.status === 401 && !isPublic) || (r.status === 403 && ['access_denied', 'module_not_active'].includes(r.json?.message));
        if (want === null && refusedByDeclaration)
          failures.push(`${route.method} ${route.url} as ${c.name}: refused ${r.status} ${r.json?.code}`);
        if (want !== null && r.status !== want) failures.push(`${route.method} ${route.url} as ${c.name}: ${r.status}, expected ${want}`);
        if (r.status >= 500) failures.push(`${route.method} ${route.url} as ${c.name}: ${r.status}`);
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);
});

/**
 * The programme's routes on an invitation-only event, past the declarations: each role's answer
 * from the event policy. RS organises and ME assists; the RS company administrator is registered,
 * the RS employee invited but not registered, the guest not invited.
 */
describe('access matrix: sessions and agendas of an invitation-only event', () => {
  it('answers every role as the event policy says', async () => {
    const f = await scheduleForum(t.app, cast);
    await buildInvitation(t.db, { eventId: f.eventId, userId: cast.employeeRs.userId, email: cast.employeeRs.email });
    const [session] = await t.db
      .insert(schedules)
      .values({
        fkEventId: f.eventId,
        name: 'Opening',
        fkSessionTypeId: f.types.plenary,
        startTime: f.event.startDate,
        endTime: new Date(f.event.startDate.getTime() + 3600_000),
      })
      .returning();
    const id = session.pkScheduleId;
    const put = { ...sessionBody(f), pkScheduleId: id, name: 'Opening', fkHallId: null, speakerIds: [] };
    // Answers in the order of callers(): anonymous, guest, employee (invited), company admin (registered), RS, ME, platform.
    const table: [string, string, object | undefined, number[]][] = [
      ['POST', `/api/Schedule/get-all-schedules-for-event/${f.eventId}`, {}, [401, 403, 200, 200, 200, 200, 200]],
      ['GET', `/api/Schedule/${id}`, undefined, [401, 403, 200, 200, 200, 200, 200]],
      ['PUT', '/api/Schedule', put, [401, 403, 403, 403, 200, 200, 200]],
      ['GET', `/api/Reports/event-schedules/${f.eventId}`, undefined, [401, 403, 200, 200, 200, 200, 200]],
      ['GET', `/api/Reports/event-schedules-ics/${f.eventId}`, undefined, [401, 403, 200, 200, 200, 200, 200]],
      ['GET', `/api/Reports/user-on-agenda-details/${f.eventId}`, undefined, [401, 403, 403, 200, 403, 403, 403]],
      ['GET', `/api/Reports/user-on-agenda-ics/${f.eventId}`, undefined, [401, 403, 403, 200, 403, 403, 403]],
      ['POST', '/api/ScheduleUsers/schedule-interested-users', { fkScheduleId: id }, [401, 403, 403, 200, 200, 200, 200]],
      ['POST', '/api/ScheduleUsers/user-schedules', { fkEventId: f.eventId }, [401, 403, 200, 200, 200, 200, 200]],
      ['POST', `/api/ScheduleUsers/set-user-not-interested-for-schedule/${id}`, undefined, [401, 403, 403, 200, 403, 403, 403]],
      ['POST', `/api/ScheduleUsers/unset-user-not-interested-for-schedule/${id}`, undefined, [401, 403, 403, 200, 403, 403, 403]],
    ];
    const failures: string[] = [];
    for (const [method, url, body, want] of table) {
      for (const [i, c] of callers().entries()) {
        const token = c.userId ? await tokenFor(t.app, c.userId) : undefined;
        const r = await call(t.app, method, url, { token, body });
        if (r.status !== want[i]) failures.push(`${method} ${url} as ${c.name}: ${r.status} ${r.json?.message ?? ''}, expected ${want[i]}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
