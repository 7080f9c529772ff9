import { desc, eq, sql } from 'drizzle-orm';
import { NotificationType } from '@portal/contracts/notifications/notification-types';
import { HubCloseCode, type HubServerMessage } from '@portal/contracts/notifications/notifications';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as t from '../../db/schema/all.ts';
import { buildCast, type Cast, call, person, type Person, TEST_PASSWORD } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { MAX_SOCKETS_PER_USER } from '../../config.ts';
import { notificationHubOf } from './notifications.routes.ts';
import { publishNotifications } from './notify.service.ts';

let app: TestApp;
let cast: Cast;
let base = '';

beforeAll(async () => {
  app = await createTestApp();
  cast = await buildCast(app.app);
  const address = await app.app.listen({ port: 0, host: '127.0.0.1' });
  base = address.replace(/^http/, 'ws');
});

/** The notification token of the user's newest session (the cast's people have one each). */
async function tokenOf(userId: number) {
  const [s] = await app.db
    .select({ token: t.sessions.notificationToken })
    .from(t.sessions)
    .where(eq(t.sessions.fkUserId, userId))
    .orderBy(desc(t.sessions.createdAt))
    .limit(1);
  return s.token;
}

/** A sign-in with the password, as the browser does: its access token and its session's notification token. */
async function signIn(email: string) {
  const r = await call(app.app, 'POST', '/api/account/authenticate', { body: { email, password: TEST_PASSWORD } });
  expect(r.status).toBe(200);
  const jwt: string = r.json.data.jwToken;
  const me = await call(app.app, 'GET', '/api/account/get-current-user', { token: jwt });
  return { jwt, refreshToken: r.json.data.refreshToken as string, notificationToken: me.json.notificationToken as string };
}

/** A socket that sends this token first: Connected, or the refusal it got. */
async function connectWith(token: string) {
  const s = open();
  await s.opened;
  s.ws.send(JSON.stringify({ type: 'auth', token }));
  return { ...s, first: await s.next() };
}

/** Stores a notification's content text as it is (the list serves whatever a writer stored) and publishes it. */
async function notify(userId: number, type: (typeof NotificationType)[keyof typeof NotificationType], content: string) {
  const written = await app.db
    .insert(t.notifications)
    .values({ fkUserId: userId, fkNotificationTypeId: type, content, link: '/connections' })
    .returning({ userId: t.notifications.fkUserId, id: t.notifications.pkNotificationId });
  await publishNotifications(app.app.ctx, written);
  return written[0].id;
}

/** A socket with its messages queued, so a test can wait for the next one. */
function open(headers: Record<string, string> = {}) {
  const ws = new WebSocket(`${base}/notifications`, { headers });
  const queue: HubServerMessage[] = [];
  const waiting: ((m: HubServerMessage) => void)[] = [];
  ws.on('message', (data) => {
    const m = JSON.parse(data.toString()) as HubServerMessage;
    if (m.type === 'heartbeat') return;
    const w = waiting.shift();
    if (w) w(m);
    else queue.push(m);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const opened = new Promise<void>((resolve, reject) => {
    ws.on('open', () => resolve());
    ws.on('error', reject);
    ws.on('unexpected-response', (_req, res) => reject(new Error(`status ${res.statusCode}`)));
  });
  const next = (ms = 5000) =>
    new Promise<HubServerMessage>((resolve, reject) => {
      const m = queue.shift();
      if (m) return resolve(m);
      const timer = setTimeout(() => reject(new Error('no message')), ms);
      waiting.push((x) => {
        clearTimeout(timer);
        resolve(x);
      });
    });
  return { ws, opened, closed, next };
}

async function connect(p: Person) {
  const s = open();
  await s.opened;
  s.ws.send(JSON.stringify({ type: 'auth', token: await tokenOf(p.userId) }));
  expect(await s.next()).toEqual({ type: 'Connected' });
  return s;
}

describe('api/Notifications', () => {
  let me: Person;
  let other: Person;
  const ids: number[] = [];
  beforeAll(async () => {
    me = await person(app.app, { role: 4, companyId: cast.companies.companyRs.pkCompanyId });
    other = await person(app.app, { role: 4, companyId: cast.companies.companyRs.pkCompanyId });
    for (let i = 0; i < 35; i++) ids.push(await notify(me.userId, NotificationType.freeText, `Note ${i}`));
    ids.push(await notify(me.userId, NotificationType.newMessage, 'Ana;Hello'));
    await notify(other.userId, NotificationType.freeText, 'Not yours');
  });

  it('lists my notifications newest first, 30 a page, with the counts the bell shows', async () => {
    const r = await call(app.app, 'POST', '/api/Notifications/get-all', { token: me.token, body: {} });
    expect(r.status).toBe(200);
    expect(r.json.notifications).toHaveLength(30);
    expect(r.json).toMatchObject({ totalCount: 36, totalPages: 2, unreadCount: 36 });
    expect(r.json.notifications[0]).toMatchObject({
      pkNotificationId: ids[35],
      fkNotificationTypeId: NotificationType.newMessage,
      content: 'Ana;Hello',
      isRead: false,
      link: '/connections',
    });
    const page2 = await call(app.app, 'POST', '/api/Notifications/get-all', { token: me.token, body: { pageNum: 2 } });
    expect(page2.json.notifications).toHaveLength(6);
    expect(JSON.stringify(page2.json)).not.toContain('Not yours');
  });

  it('reads one (404 for anyone else’s), then lists the unread ones only', async () => {
    expect((await call(app.app, 'PUT', `/api/Notifications/mark-as-read/${ids[0]}`, { token: other.token })).status).toBe(404);
    expect((await call(app.app, 'GET', `/api/Notifications/get-by-id/${ids[0]}`, { token: other.token })).json.message).toBe(
      'notification_not_found',
    );
    const read = await call(app.app, 'PUT', `/api/Notifications/mark-as-read/${ids[0]}`, { token: me.token });
    expect(read.json).toEqual({ unreadCount: 35 });
    // Again: no change.
    expect((await call(app.app, 'PUT', `/api/Notifications/mark-as-read/${ids[0]}`, { token: me.token })).json).toEqual({
      unreadCount: 35,
    });
    expect((await call(app.app, 'GET', `/api/Notifications/get-by-id/${ids[0]}`, { token: me.token })).json.isRead).toBe(true);

    const unread = await call(app.app, 'POST', '/api/Notifications/unread-for-frontend', { token: me.token, body: { pageNum: 2 } });
    expect(unread.json).toMatchObject({ totalCount: 35, totalPages: 2, unreadCount: 35 });
    expect(unread.json.notifications.map((n: { pkNotificationId: number }) => n.pkNotificationId)).not.toContain(ids[0]);
    const filtered = await call(app.app, 'POST', '/api/Notifications/get-all', {
      token: me.token,
      body: { unreadOnly: true, pageSize: 5 },
    });
    expect(filtered.json).toMatchObject({ totalCount: 35, totalPages: 7 });
  });

  it('opening the message centre reads the message notifications; clear all reads the rest, mine only', async () => {
    const messages = await call(app.app, 'PUT', '/api/Notifications/mark-as-read-message-notifications', { token: me.token });
    expect(messages.json).toEqual({ unreadCount: 34 });
    expect((await call(app.app, 'GET', `/api/Notifications/get-by-id/${ids[35]}`, { token: me.token })).json.isRead).toBe(true);
    expect((await call(app.app, 'PUT', '/api/Notifications/mark-all-as-read', { token: me.token })).json).toEqual({ unreadCount: 0 });
    const others = await call(app.app, 'POST', '/api/Notifications/get-all', { token: other.token, body: {} });
    expect(others.json.unreadCount).toBe(1);
  });

  it('refuses bad input: page bounds, ids, unknown shapes', async () => {
    for (const body of [{ pageNum: 0 }, { pageSize: 0 }, { pageSize: 201 }, { pageNum: 'x' }, { unreadOnly: 'yes' }]) {
      const r = await call(app.app, 'POST', '/api/Notifications/get-all', { token: me.token, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
    expect((await call(app.app, 'GET', '/api/Notifications/get-by-id/abc', { token: me.token })).status).toBe(400);
    expect((await call(app.app, 'PUT', '/api/Notifications/mark-as-read/-1', { token: me.token })).status).toBe(400);
  });

  it('is for signed-in users only', async () => {
    for (const [method, url] of [
      ['POST', '/api/Notifications/unread-for-frontend'],
      ['POST', '/api/Notifications/get-all'],
      ['PUT', `/api/Notifications/mark-as-read/${ids[1]}`],
      ['PUT', '/api/Notifications/mark-all-as-read'],
      ['PUT', '/api/Notifications/mark-as-read-message-notifications'],
      ['GET', `/api/Notifications/get-by-id/${ids[1]}`],
    ]) {
      const r = await call(app.app, method, url, { body: method === 'GET' ? undefined : {} });
      expect(r.status, url).toBe(401);
    }
  });
});

describe('the live channel at /notifications', () => {
  it('pushes the id of a notification written by a cause (a favourite, type 2) to its user only', async () => {
    const receiver = await connect(cast.companyAdminRs);
    const bystander = await connect(cast.employeeRs);
    expect(notificationHubOf(app.app)?.count(cast.companyAdminRs.userId)).toBe(1);

    const fav = await call(app.app, 'POST', `/api/FavoriteCompanies/${cast.companies.companyRs.pkCompanyId}`, {
      token: cast.companyAdminMe.token,
    });
    expect(fav.status).toBe(200);
    const pushed = await receiver.next();
    expect(pushed.type).toBe('notification');
    const id = (pushed as { id: number }).id;
    const got = await call(app.app, 'GET', `/api/Notifications/get-by-id/${id}`, { token: cast.companyAdminRs.token });
    expect(got.json).toMatchObject({ fkNotificationTypeId: NotificationType.favouriteCompany, isRead: false });
    await expect(bystander.next(500)).rejects.toThrow('no message');
    receiver.ws.close();
    bystander.ws.close();
  });

  it('closes on a bad token, a malformed first message, or silence; never reads a token from the URL', async () => {
    const bad = open();
    await bad.opened;
    bad.ws.send(JSON.stringify({ type: 'auth', token: '00000000-0000-4000-8000-000000000000' }));
    expect(await bad.next()).toEqual({ type: 'Disconnected', reason: 'bad_token' });
    expect((await bad.closed).code).toBe(HubCloseCode.badToken);

    const junk = open();
    await junk.opened;
    junk.ws.send('not json');
    expect((await junk.closed).code).toBe(HubCloseCode.badToken);

    // A token in the query string is ignored: the socket still has to send it, and says nothing until then.
    const token = await tokenOf(cast.employeeRs.userId);
    const inUrl = new WebSocket(`${base}/notifications?access_token=${token}`);
    const first = await Promise.race([
      new Promise((resolve) => inUrl.on('message', (d) => resolve(JSON.parse(d.toString())))),
      new Promise((resolve) => setTimeout(() => resolve('silent'), 400)),
    ]);
    expect(first).toBe('silent');
    inUrl.close();
  });

  it('answers a plain HTTP request for /notifications without an upgrade as not found, never the web app', async () => {
    const r = await call(app.app, 'GET', '/notifications');
    expect(r.status).toBe(404);
    expect(r.res.body).not.toContain('<html');
  });

  it('refuses a page of another site (Origin), accepts the portal’s own address', async () => {
    await expect(open({ origin: 'https://evil.example' }).opened).rejects.toThrow('status 403');
    const own = open({ origin: 'http://portal.test' });
    await own.opened;
    own.ws.close();
  });

  it('drops the sockets of a user whose sessions have all ended', async () => {
    const p = await person(app.app, { role: 4, companyId: cast.companies.companyRs.pkCompanyId });
    const s = await connect(p);
    await app.db.update(t.sessions).set({ revokedAt: new Date() }).where(eq(t.sessions.fkUserId, p.userId));
    await notificationHubOf(app.app)?.beat();
    expect(await s.next()).toEqual({ type: 'Disconnected', reason: 'session_ended' });
    expect((await s.closed).code).toBe(HubCloseCode.sessionEnded);
    // And the token no longer opens a channel.
    const again = open();
    await again.opened;
    again.ws.send(JSON.stringify({ type: 'auth', token: await tokenOf(p.userId) }));
    expect((await again.closed).code).toBe(HubCloseCode.badToken);
  });

  it('gives each session its own token: a new sign-in a new one, a sign-out ends that session’s token and sockets only', async () => {
    const p = await person(app.app, { role: 4, companyId: cast.companies.companyRs.pkCompanyId });
    const first = await signIn(p.email);
    const second = await signIn(p.email);
    expect(first.notificationToken).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.notificationToken).not.toBe(first.notificationToken);
    // A refresh keeps the session, so its token.
    const refreshed = await call(app.app, 'POST', '/api/account/refresh-token', { body: { refreshToken: first.refreshToken } });
    const again = await call(app.app, 'GET', '/api/account/get-current-user', { token: refreshed.json.data.jwToken });
    expect(again.json.notificationToken).toBe(first.notificationToken);

    const s1 = await connectWith(first.notificationToken);
    const s2 = await connectWith(second.notificationToken);
    expect([s1.first, s2.first]).toEqual([{ type: 'Connected' }, { type: 'Connected' }]);
    expect((await call(app.app, 'POST', '/api/account/logout', { token: first.jwt })).status).toBe(200);
    await notificationHubOf(app.app)?.beat();
    expect(await s1.next()).toEqual({ type: 'Disconnected', reason: 'session_ended' });
    expect((await s1.closed).code).toBe(HubCloseCode.sessionEnded);
    const reused = await connectWith(first.notificationToken);
    expect(reused.first).toEqual({ type: 'Disconnected', reason: 'bad_token' });
    // The other session's socket stays and is still pushed to.
    const id = await notify(p.userId, NotificationType.freeText, 'Still here');
    expect(await s2.next()).toEqual({ type: 'notification', id });
    // Signing in again after signing out: yet another token.
    const third = await signIn(p.email);
    expect([first.notificationToken, second.notificationToken]).not.toContain(third.notificationToken);
    s2.ws.close();
  });

  it('ends a session left without signing out when it expires: its sockets, token, access and refresh', async () => {
    const p = await person(app.app, { role: 4, companyId: cast.companies.companyRs.pkCompanyId });
    const abandoned = await signIn(p.email);
    const s = await connectWith(abandoned.notificationToken);
    expect(s.first).toEqual({ type: 'Connected' });
    // The session lifetime passes (accounts/tokens.service.ts sessionExpiry): nobody signed out.
    await app.db
      .update(t.sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.sessions.notificationToken, abandoned.notificationToken));
    await notificationHubOf(app.app)?.beat();
    expect(await s.next()).toEqual({ type: 'Disconnected', reason: 'session_ended' });
    expect((await s.closed).code).toBe(HubCloseCode.sessionEnded);
    expect((await connectWith(abandoned.notificationToken)).first).toEqual({ type: 'Disconnected', reason: 'bad_token' });
    expect((await call(app.app, 'GET', '/api/account/get-current-user', { token: abandoned.jwt })).json.code).toBe('session_expired');
    const refreshed = await call(app.app, 'POST', '/api/account/refresh-token', { body: { refreshToken: abandoned.refreshToken } });
    expect([refreshed.status, refreshed.json.code]).toEqual([401, 'session_expired']);
  });

  it('serves at most MAX_SOCKETS_PER_USER sockets of one user; the next is closed with 4429 until one goes', async () => {
    const p = await person(app.app, { role: 4, companyId: cast.companies.companyRs.pkCompanyId });
    const token = await tokenOf(p.userId);
    const sockets = [];
    for (let i = 0; i < MAX_SOCKETS_PER_USER; i++) {
      const s = await connectWith(token);
      expect(s.first, `socket ${i + 1}`).toEqual({ type: 'Connected' });
      sockets.push(s);
    }
    const extra = await connectWith(token);
    expect(extra.first).toEqual({ type: 'Disconnected', reason: 'user_socket_limit' });
    expect(await extra.closed).toEqual({ code: HubCloseCode.tooManySockets, reason: 'user_socket_limit' });
    expect(notificationHubOf(app.app)?.count(p.userId)).toBe(MAX_SOCKETS_PER_USER);
    // Another user is not held back; a closed socket frees a place.
    const other = await connect(cast.companyAdminMe);
    sockets[0].ws.close();
    await sockets[0].closed;
    expect((await connectWith(token)).first).toEqual({ type: 'Connected' });
    for (const s of [...sockets, other]) s.ws.close();
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)(
    'reopens a dropped LISTEN connection, tells the sockets to fetch again, and delivers again',
    async () => {
      const p = await person(app.app, { role: 4, companyId: cast.companies.companyRs.pkCompanyId });
      const s = await connect(p);
      // The database server drops the process's listening connection (a restart, a network cut).
      await app.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
      );
      expect(await s.next(10_000)).toEqual({ type: 'Connected' });
      const id = await notify(p.userId, NotificationType.freeText, 'After the reconnection');
      expect(await s.next()).toEqual({ type: 'notification', id });
      s.ws.close();
    },
  );
});

describe('the live channel’s cap per client address', () => {
  it('closes a socket over NOTIFICATION_SOCKETS_PER_ADDRESS with 4429, waiting ones counted, until one goes', async () => {
    const small = await createTestApp({ NOTIFICATION_SOCKETS_PER_ADDRESS: '3' });
    const url = `${(await small.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws')}/notifications`;
    const opened: WebSocket[] = [];
    for (let i = 0; i < 3; i++) {
      const ws = new WebSocket(url);
      await new Promise((resolve) => ws.on('open', resolve));
      opened.push(ws);
    }
    // Nothing sent yet on the three: the fourth from the same address is refused at once.
    const extra = new WebSocket(url);
    const message = new Promise((resolve) => extra.on('message', (d) => resolve(JSON.parse(d.toString()))));
    const closed = await new Promise((resolve) => extra.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    expect(await message).toEqual({ type: 'Disconnected', reason: 'address_socket_limit' });
    expect(closed).toEqual({ code: HubCloseCode.tooManySockets, reason: 'address_socket_limit' });
    opened[0].close();
    await new Promise((resolve) => opened[0].on('close', resolve));
    const next = new WebSocket(url);
    const silent = await Promise.race([
      new Promise((resolve) => next.on('close', () => resolve('closed'))),
      new Promise((resolve) => setTimeout(() => resolve('open'), 400)),
    ]);
    expect(silent).toBe('open');
    for (const ws of [...opened, next]) ws.close();
  });
});
