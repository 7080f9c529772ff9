import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '@portal/contracts/common/access';
import { eq } from 'drizzle-orm';
import { countries, schedules } from '../src/db/schema/all.ts';
import { questionBody, surveyWorld } from '../src/modules/questions/questions.test-support.ts';
import { scheduleForum, sessionBody } from '../src/modules/schedules/schedules.test-support.ts';
import { buildCast, buildEvent, buildInvitation, type Cast, call, tokenFor } from './factories.ts';
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

/**
 * The people reports past the declarations: the event users spreadsheet of an RS event (its
 * organisers: the RS chamber and the platform administrator) and the user details PDF of an RS
 * employee (who administers them: the same two).
 */
describe('access matrix: the event users spreadsheet and the user details PDF', () => {
  it('answers every role as the event and user policies say', async () => {
    const event = await buildEvent(t.db, { chamber: 'RS' });
    await buildInvitation(t.db, {
      eventId: event.pkEventId,
      userId: cast.companyAdminRs.userId,
      email: cast.companyAdminRs.email,
      isAccepted: true,
    });
    // Answers in the order of callers(): anonymous, guest, employee, company admin (registered), RS, ME, platform.
    const table: [string, number[]][] = [
      [`/api/Reports/event-users/${event.pkEventId}`, [401, 403, 403, 403, 200, 403, 200]],
      [`/api/Reports/user-details/${cast.employeeRs.userId}`, [401, 403, 403, 403, 200, 403, 200]],
    ];
    const failures: string[] = [];
    for (const [url, want] of table) {
      for (const [i, c] of callers().entries()) {
        const token = c.userId ? await tokenFor(t.app, c.userId) : undefined;
        const r = await call(t.app, 'GET', url, { token });
        if (r.status !== want[i]) failures.push(`GET ${url} as ${c.name}: ${r.status} ${r.json?.message ?? ''}, expected ${want[i]}`);
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);
});

/**
 * The questions, surveys and feedback routes past the declarations, each role's answer from the
 * question and event policies. RS organises and ME assists; the RS company administrator is a
 * registered attendee, the RS employee is not invited. Rows run in order: answers come before the
 * refusals they cause.
 */
describe('access matrix: questions, surveys and feedback', () => {
  it('answers every role as the question and event policies say', async () => {
    const w = await surveyWorld(t.app, cast);
    const e = w.eventId;
    const rating = questionBody('rating', 'How was the venue?');
    const [option] = w.choice.options;
    const orgs = [401, 403, 403, 403, 200, 200, 200];
    const table: [string, string, object | undefined, number[]][] = [
      ['POST', '/api/Questions/get-questions-for-cif-admin/', {}, orgs],
      ['GET', `/api/Questions/${w.text.pkQuestionId}`, undefined, [401, 403, 403, 403, 200, 404, 200]],
      ['POST', '/api/Questions', rating, [401, 403, 403, 403, 200, 200, 400]],
      ['PUT', `/api/Questions/${w.rating.pkQuestionId}`, rating, [401, 403, 403, 403, 200, 404, 200]],
      [
        'POST',
        '/api/Questions/add-questions-on-event',
        { fkEventId: e, fkQuestionIds: [w.text.pkQuestionId, w.choice.pkQuestionId] },
        orgs,
      ],
      ['POST', '/api/Questions/set-survey-state', { fkEventId: e, isOpen: true }, orgs],
      ['POST', '/api/Questions/get-questions-for-cif-admin-on-event/', { fkEventId: e }, orgs],
      ['POST', '/api/Questions/get-questions-for-event-feedback/', { fkEventId: e }, [401, 403, 403, 200, 403, 403, 403]],
      [
        'POST',
        '/api/Questions/add-question-answers',
        { fkEventId: e, answers: [{ fkQuestionId: w.choice.pkQuestionId, optionIds: [option.pkQuestionOptionId] }] },
        [401, 403, 403, 200, 403, 403, 403],
      ],
      ['DELETE', `/api/Questions/${w.choice.pkQuestionId}`, undefined, [401, 403, 403, 403, 422, 404, 422]],
      [
        'POST',
        '/api/Questions/remove-questions-from-event/',
        { fkEventId: e, fkQuestionIds: [w.choice.pkQuestionId] },
        [401, 403, 403, 403, 422, 422, 422],
      ],
      ['POST', '/api/Questions/details', { fkEventId: e, fkQuestionId: w.choice.pkQuestionId }, orgs],
      ['POST', '/api/Questions/event-feedback', { fkEventId: e }, orgs],
      ['POST', '/api/Questions/event-respondents', { fkEventId: e }, orgs],
      ['POST', '/api/Events/send-q-and-f-email-to-event-participants', { fkEventId: e }, orgs],
      ['GET', `/api/Reports/feedback-on-event/${e}`, undefined, orgs],
      [
        'POST',
        '/api/Reports/answers-for-user-on-event',
        { fkEventId: e, fkUserId: w.attendee.userId },
        [401, 403, 403, 200, 200, 200, 200],
      ],
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

/**
 * The insights past the declarations: the insights policy's economy rule. A chamber
 * administrator sees their own economy (none named, or named) and is refused another's; the
 * comparison, also as a CSV, is the platform administrator's alone.
 */
describe('access matrix: insights', () => {
  it('answers every role as the insights policy says', async () => {
    const [rs] = await t.db.select().from(countries).where(eq(countries.alpha2, 'RS'));
    const json = ['companies', 'catalogue', 'connections', 'events'];
    // Answers in the order of callers(): anonymous, guest, employee, company admin, RS, ME, platform.
    const table: [string, number[]][] = [
      ...json.map((p): [string, number[]] => [`/api/Insights/${p}`, [401, 403, 403, 403, 200, 200, 200]]),
      ...json.map((p): [string, number[]] => [`/api/Insights/${p}?countryId=${rs.pkCountryId}`, [401, 403, 403, 403, 200, 403, 200]]),
      [`/api/Insights/csv/events-monthly?countryId=${rs.pkCountryId}`, [401, 403, 403, 403, 200, 403, 200]],
      ['/api/Insights/comparison', [401, 403, 403, 403, 403, 403, 200]],
      ['/api/Insights/csv/comparison', [401, 403, 403, 403, 403, 403, 200]],
      ['/api/Insights/embed', [401, 200, 200, 200, 200, 200, 200]],
    ];
    const failures: string[] = [];
    for (const [url, want] of table) {
      for (const [i, c] of callers().entries()) {
        const token = c.userId ? await tokenFor(t.app, c.userId) : undefined;
        const r = await call(t.app, 'GET', url, { token });
        if (r.status !== want[i]) failures.push(`GET ${url} as ${c.name}: ${r.status} ${r.json?.message ?? ''}, expected ${want[i]}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
