import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildCast, buildUser, type Cast, call, TEST_PASSWORD, tokenFor } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t0: TestApp;
let cast: Cast;
let admin: string;
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
  admin = cast.platformAdmin.token;
});

const search = (kind: string, body: unknown, token = admin) =>
  call(t0.app, 'POST', `/api/AdminCentar/search-${kind}-logs`, { token, body });
const details = (kind: string, id: number | string, token = admin) =>
  call(t0.app, 'GET', `/api/AdminCentar/${kind}-log-details/${id}`, { token });
const signIn = (email: string, password: string) => call(t0.app, 'POST', '/api/account/authenticate', { body: { email, password } });

describe('user logs', () => {
  it('records a signed-in user refused by a route declaration, with the route and reason', async () => {
    const refused = await call(t0.app, 'POST', '/api/Products', { token: cast.unverifiedAdminRs.token, body: {} });
    expect(refused.json.code).toBe('company_not_verified');
    expect((await search('user', { event: 'access_denied' }, cast.employeeRs.token)).status).toBe(403);
    const found = await search('user', { event: 'access_denied' });
    const details = found.json.logs.map((l: { fkUserId: number; detail: string }) => [l.fkUserId, l.detail]);
    expect(details).toContainEqual([cast.unverifiedAdminRs.userId, 'POST /api/Products: company_not_verified']);
    expect(details).toContainEqual([cast.employeeRs.userId, 'POST /api/AdminCentar/search-user-logs: access_denied']);
  });

  it('records sign-in, failed sign-in, unconfirmed sign-in and sign-out, and finds them by filter', async () => {
    const user = await buildUser(t0.db, { role: 5, firstName: 'Logan' });
    const ok = await signIn(user.email, TEST_PASSWORD);
    expect(ok.status).toBe(200);
    expect((await signIn(user.email, 'Wrong#Pass1')).status).toBe(401);
    const unconfirmed = await buildUser(t0.db, { role: 5, emailConfirmed: false });
    expect((await signIn(unconfirmed.email, TEST_PASSWORD)).status).toBe(401);
    const out = await call(t0.app, 'POST', '/api/account/logout', { token: ok.json.data.jwToken });
    expect(out.status).toBe(200);

    const mine = await search('user', { fkUserId: user.pkUserId });
    expect(mine.status).toBe(200);
    expect(mine.json.logs.map((l: { event: string }) => l.event)).toEqual(['logout', 'login_failed', 'login']);
    expect(mine.json).toMatchObject({ totalCount: 3, pageCount: 1 });
    expect(mine.json.logs[0]).toMatchObject({ userEmail: user.email, userFullName: 'Logan User 5' });

    const failed = await search('user', { event: 'login_failed', text: unconfirmed.email.toUpperCase() });
    expect(failed.json.logs).toHaveLength(1);
    expect(failed.json.logs[0].fkUserId).toBe(unconfirmed.pkUserId);

    const d = await details('user', mine.json.logs[2].id);
    expect(d.status).toBe(200);
    expect(d.json).toMatchObject({ event: 'login', email: user.email });
    expect(d.json).toHaveProperty('userAgent');
  });

  it('records a sign-in refused while the account is locked', async () => {
    const user = await buildUser(t0.db, { role: 5 });
    await t0.db.insert(t.loginThrottle).values({ key: `account:${user.email}`, failures: 10, lockedUntil: new Date(Date.now() + 60000) });
    expect((await signIn(user.email, TEST_PASSWORD)).status).toBe(429);
    const r = await search('user', { event: 'login_locked', text: user.email });
    expect(r.json.totalCount).toBe(1);
  });

  it('pages and filters by date', async () => {
    const all = await search('user', { pageSize: 2, pageNum: 1 });
    expect(all.json.logs).toHaveLength(2);
    expect(all.json.pageCount).toBe(Math.ceil(all.json.totalCount / 2));
    const tomorrow = new Date(Date.now() + 86400000).toISOString().slice(0, 10);
    const today = new Date().toISOString().slice(0, 10);
    expect((await search('user', { dateFrom: tomorrow })).json.totalCount).toBe(0);
    expect((await search('user', { dateFrom: today, dateTo: today })).json.totalCount).toBe(all.json.totalCount);
    expect((await search('user', { dateTo: new Date(Date.now() - 86400000).toISOString() })).json.totalCount).toBe(0);
  });
});

describe('action logs', () => {
  it('lists registrations and profile edits with their details', async () => {
    const r = await call(t0.app, 'POST', '/api/Account/register', {
      body: { firstName: 'Act', lastName: 'Log', email: 'act.log@example.test', password: 'Strong#Pass9', confirmPassword: 'Strong#Pass9' },
    });
    expect(r.status).toBe(200);
    const found = await search('action', { action: 'register', text: String(r.json.userId) });
    expect(found.status).toBe(200);
    const entry = found.json.logs.find((l: { entityId: string }) => l.entityId === String(r.json.userId));
    expect(entry).toMatchObject({ action: 'register', entityType: 'user' });
    const d = await details('action', entry.id);
    expect(d.status).toBe(200);
    expect(d.json).toHaveProperty('details');

    await call(t0.app, 'POST', '/api/Account/edit-user-self', { token: cast.employeeRs.token, body: { firstName: 'E', lastName: 'R' } });
    const edits = await search('action', { fkUserId: cast.employeeRs.userId, entityType: 'user' });
    expect(edits.json.logs[0]).toMatchObject({ action: 'edit_user_self', userEmail: cast.employeeRs.email });
    const byText = await search('action', { text: 'avatarChanged' });
    expect(byText.json.totalCount).toBeGreaterThan(0);
  });
});

describe('error logs', () => {
  it('lists and details error entries, filtered by source and text', async () => {
    await t0.db.insert(t.errorLogs).values([
      { reference: 'ref-request-1', source: 'request', method: 'GET', url: '/api/x', message: 'boom 100%', stack: 'Error: boom\n at x' },
      { reference: 'ref-mail-1', source: 'mail', method: 'SMTP', url: 'mail_outbox/1', message: 'Mail 1 not delivered' },
    ]);
    const mail = await search('error', { source: 'mail' });
    expect(mail.json.logs.map((l: { reference: string }) => l.reference)).toContain('ref-mail-1');
    expect(mail.json.logs.every((l: { source: string }) => l.source === 'mail')).toBe(true);
    const text = await search('error', { text: '100%' });
    expect(text.json.logs).toHaveLength(1);
    expect(text.json.logs[0]).not.toHaveProperty('stack');
    const d = await details('error', text.json.logs[0].id);
    expect(d.json).toMatchObject({ reference: 'ref-request-1', stack: 'Error: boom\n at x', method: 'GET' });
  });
});

describe('log calls', () => {
  const searches = ['action', 'error', 'user'];

  it('refuse bad input with field errors and unknown ids with 404', async () => {
    for (const kind of searches) {
      const r = await search(kind, { pageSize: 5000, dateFrom: 'yesterday', fkUserId: -1 });
      expect(r.status).toBe(400);
      expect(Object.keys(r.json.fields).sort()).toEqual(['dateFrom', 'fkUserId', 'pageSize']);
      expect((await details(kind, 99999999)).status).toBe(404);
      expect((await details(kind, 'abc')).status).toBe(400);
    }
  });

  it('are for administrators only (a chamber administrator reads their chamber: audit/log-scope.test.ts)', async () => {
    const others = [cast.companyAdminRs, cast.employeeRs, cast.guestUser];
    for (const kind of searches) {
      expect((await search(kind, {}, '')).status).toBe(401);
      expect((await call(t0.app, 'GET', `/api/AdminCentar/${kind}-log-details/1`)).status).toBe(401);
      expect((await search(kind, {}, cast.chamberAdminRs.token)).status).toBe(200);
      for (const p of others) {
        const token = await tokenFor(t0.app, p.userId);
        const s = await search(kind, {}, token);
        expect(s.status).toBe(403);
        expect(s.json.message).toBe('access_denied');
        expect((await details(kind, 1, token)).status).toBe(403);
      }
    }
  });

  it('refuse an action, entity kind or error source the logs do not know, naming the field', async () => {
    const action = await search('action', { action: 'dancing', entityType: 'planet' });
    expect(action.status).toBe(400);
    expect(Object.keys(action.json.fields).sort()).toEqual(['action', 'entityType']);
    expect(Object.keys((await search('error', { source: 'moon' })).json.fields)).toEqual(['source']);
  });
});
