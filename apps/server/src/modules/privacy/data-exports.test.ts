import { and, desc, eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { call } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { wishesWorld } from '../meetings/meetings.test-support.ts';
import { DATA_EXPORT_STALE_MS } from './data-export-preparation.ts';
import { dataExportWorker } from './data-export-worker.ts';
import { myDataKinds } from './my-data-kinds.ts';
import { buildMyDataZip } from './my-data-zip.ts';

/**
 * "Download my data": a person with a message written and received, a meeting, a wish, a
 * registration, a notification and an uploaded avatar finds each in their ZIP, and nothing of two
 * other people's conversation; the link works once, for its owner, until it expires.
 */
let t0: TestApp;
type Who = { userId: number; token: string };
let me: Who;
let colleague: Who;
let others: Who[];
let eventName: string;
const AVATAR = 'avatar-export-test.png';
const AVATAR_BYTES = Buffer.from('not really a png, but bytes of mine');

beforeAll(async () => {
  const world = await wishesWorld();
  t0 = world.t0;
  [me, colleague, ...others] = world.people;
  const [event] = await t0.db.select().from(t.events).where(eq(t.events.pkEventId, world.f.eventId));
  eventName = event.name;
  const send = (from: Who, to: Who, title: string) =>
    call(t0.app, 'POST', '/api/Messages', { token: from.token, body: { receiverIds: [to.userId], title, content: `<p>${title}</p>` } });
  expect((await send(me, colleague, 'Mine to my colleague')).status).toBe(200);
  expect((await send(colleague, me, 'From my colleague to me')).status).toBe(200);
  expect((await send(others[0], others[1], 'Between two others')).status).toBe(200);
  const meeting = await call(t0.app, 'POST', '/api/UserReservations', {
    token: me.token,
    body: { fkScheduleId: world.f.b2b.pkScheduleId, fkGuestUserId: colleague.userId, slotStart: '10:00' },
  });
  expect(meeting.status).toBe(200);
  expect((await world.wish(0, 2)).status).toBe(200);
  await t0.app.ctx.storage.put(AVATAR, AVATAR_BYTES);
  await t0.db
    .insert(t.files)
    .values({ name: AVATAR, originalName: 'me.png', mimeType: 'image/png', size: AVATAR_BYTES.length, fkOwnerUserId: me.userId });
  await t0.db.update(t.users).set({ avatarName: AVATAR }).where(eq(t.users.pkUserId, me.userId));
}, 120_000);

const start = (who: Who) => call(t0.app, 'POST', '/api/MyData/exports', { token: who.token });
const latest = async (who: Who) => (await call(t0.app, 'GET', '/api/MyData/exports/latest', { token: who.token })).json.export;
const byToken = (who: Who, token: string) => call(t0.app, 'GET', `/api/MyData/download/${token}`, { token: who.token });
const byId = (who: Who, id: number) => call(t0.app, 'GET', `/api/MyData/exports/${id}/download`, { token: who.token });

/** Starts an export, lets the worker prepare it and answers the token of the mailed link. */
async function readyExport(who: Who): Promise<{ id: number; token: string }> {
  const started = await start(who);
  expect(started.status).toBe(200);
  await dataExportWorker(t0.app.ctx).run();
  const [user] = await t0.db.select().from(t.users).where(eq(t.users.pkUserId, who.userId));
  const [mail] = await t0.db
    .select()
    .from(t.mailOutbox)
    .where(and(eq(t.mailOutbox.toAddress, user.email), eq(t.mailOutbox.template, 'data_export_ready')))
    .orderBy(desc(t.mailOutbox.pkMailId))
    .limit(1);
  const token = /[?&]export=([A-Za-z0-9_-]{43})/.exec(mail.textBody)?.[1];
  if (!token) throw new Error(`no link in the mail: ${mail.textBody}`);
  return { id: started.json.id, token };
}

const json = async (zip: JSZip, name: string) => {
  const file = zip.file(name);
  if (!file) throw new Error(`${name} is missing from the ZIP`);
  return JSON.parse(await file.async('string'));
};

describe('Download my data', () => {
  it('holds a JSON file per kind with the person’s own rows and their uploads, and nobody else’s', async () => {
    const first = await start(me);
    expect(first.json).toMatchObject({ status: 'pending', progress: 0 });
    // A second click while it runs answers the same export.
    expect((await start(me)).json.id).toBe(first.json.id);
    await dataExportWorker(t0.app.ctx).run();
    const ready = await latest(me);
    expect(ready).toMatchObject({ id: first.json.id, status: 'ready', progress: 100 });
    expect(new Date(ready.expiresAt).getTime() - new Date(ready.readyAt).getTime()).toBe(7 * 86_400_000);

    const answer = await byId(me, first.json.id);
    expect(answer.status).toBe(200);
    expect(answer.res.headers['content-type']).toBe('application/zip');
    expect(answer.res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const zip = await JSZip.loadAsync(answer.res.rawPayload);

    const [account] = await json(zip, 'account.json');
    expect(account.pkUserId).toBe(me.userId);
    expect(account).not.toHaveProperty('passwordHash');
    const consents = await json(zip, 'consents.json');
    expect(consents.map((c: { kind: string }) => c.kind)).toEqual(expect.arrayContaining(['terms', 'privacy_policy', 'message_digest']));
    expect(await json(zip, 'company-memberships.json')).toHaveLength(1);
    const messages = await json(zip, 'messages.json');
    expect(messages.written.map((m: { title: string }) => m.title)).toEqual(['Mine to my colleague']);
    expect(messages.received.map((m: { title: string }) => m.title)).toEqual(['From my colleague to me']);
    expect(JSON.stringify(zip.files)).not.toContain('Between two others');
    for (const name of Object.keys(zip.files).filter((n) => n.endsWith('.json')))
      expect(await zip.file(name)?.async('string')).not.toContain('Between two others');
    const [meeting] = await json(zip, 'meetings.json');
    expect(meeting).toMatchObject({
      session: 'B2B morning',
      asked: true,
      with: expect.stringMatching(/^Attendee 1 /),
      status: 'requested',
    });
    expect(await json(zip, 'wishes.json')).toMatchObject([{ session: 'B2B morning', wanted: expect.stringMatching(/^Attendee 2 /) }]);
    expect(await json(zip, 'registrations.json')).toMatchObject([{ event: eventName, registered: true }]);
    const notifications = await json(zip, 'notifications.json');
    expect(notifications.length).toBeGreaterThan(0);
    const logs = await json(zip, 'logs.json');
    expect(logs).toContainEqual(expect.objectContaining({ log: 'action', action: 'request_data_export' }));
    expect(await json(zip, 'files.json')).toMatchObject([{ name: AVATAR, originalName: 'me.png' }]);
    expect(await zip.file(`files/${AVATAR}`)?.async('nodebuffer')).toEqual(AVATAR_BYTES);
    expect(Object.keys(zip.files).filter((n) => n.endsWith('.json'))).toHaveLength(myDataKinds.length + 1);
  });

  it('reports progress after each file, up to all of them', async () => {
    const seen: [number, number][] = [];
    await buildMyDataZip(t0.db, t0.app.ctx.storage, me.userId, async (done, total) => {
      seen.push([done, total]);
    });
    const total = myDataKinds.length + 2;
    expect(seen).toEqual(Array.from({ length: total }, (_, i) => [i + 1, total]));
  });

  it('downloads once: the link and the account page refuse a second time, and the stored ZIP is removed', async () => {
    const { id, token } = await readyExport(me);
    const [row] = await t0.db.select().from(t.dataExports).where(eq(t.dataExports.pkDataExportId, id));
    const storageKey = row.storageKey as string;
    expect(await t0.app.ctx.storage.get(storageKey)).not.toBeNull();
    expect((await byToken(me, token)).status).toBe(200);
    const again = await byToken(me, token);
    expect([again.status, again.json.message]).toEqual([422, 'data_export_link_used']);
    expect((await byId(me, id)).json.message).toBe('data_export_link_used');
    await expect.poll(() => t0.app.ctx.storage.get(storageKey)).toBeNull();
    expect(await latest(me)).toMatchObject({ id, status: 'downloaded' });
  });

  it('of downloads of one link at once, one gets the ZIP and the others are refused', async () => {
    const { token } = await readyExport(me);
    const answers = await Promise.all(Array.from({ length: 8 }, () => byToken(me, token)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 422).map((a) => a.json.message)).toEqual(Array(7).fill('data_export_link_used'));
  });

  it('refuses an expired link with its own message, and then starts a new export', async () => {
    const { id, token } = await readyExport(me);
    await t0.db
      .update(t.dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.dataExports.pkDataExportId, id));
    const answer = await byToken(me, token);
    expect([answer.status, answer.json.message]).toEqual([422, 'data_export_link_expired']);
    expect(await latest(me)).toMatchObject({ id, status: 'expired' });
    const next = await start(me);
    expect(next.json.id).not.toBe(id);
    await dataExportWorker(t0.app.ctx).run();
  });

  it('is for its owner only', async () => {
    const { id, token } = await readyExport(me);
    expect((await byToken(colleague, token)).status).toBe(404);
    expect((await byId(colleague, id)).json.message).toBe('data_export_not_found');
    expect((await call(t0.app, 'GET', `/api/MyData/download/${token}`)).status).toBe(401);
    expect((await latest(colleague))?.id).not.toBe(id);
    // The owner can still download it: the refusals used nothing.
    expect((await byToken(me, token)).status).toBe(200);
    expect((await call(t0.app, 'GET', '/api/MyData/download/not-a-token', { token: me.token })).status).toBe(400);
  });

  it('answers one export to requests at once', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => start(others[2])));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.json.id)).size).toBe(1);
    const rows = await t0.db.select().from(t.dataExports).where(eq(t.dataExports.fkUserId, others[2].userId));
    expect(rows).toHaveLength(1);
    const logged = await t0.db
      .select()
      .from(t.actionLogs)
      .where(and(eq(t.actionLogs.fkUserId, others[2].userId), eq(t.actionLogs.action, 'request_data_export')));
    expect(logged).toHaveLength(1);
    await dataExportWorker(t0.app.ctx).run();
  });

  it('takes over an export whose worker stopped mid-way, and leaves a fresh claim alone', async () => {
    const who = others[3];
    const [stale] = await t0.db
      .insert(t.dataExports)
      .values({ fkUserId: who.userId, status: 'running', progress: 30, lockedAt: new Date(Date.now() - DATA_EXPORT_STALE_MS - 60_000) })
      .returning();
    const [fresh] = await t0.db
      .insert(t.dataExports)
      .values({ fkUserId: others[0].userId, status: 'running', progress: 30, lockedAt: new Date() })
      .returning();
    await dataExportWorker(t0.app.ctx).run();
    expect(await latest(who)).toMatchObject({ id: stale.pkDataExportId, status: 'ready', progress: 100 });
    expect(await latest(others[0])).toMatchObject({ id: fresh.pkDataExportId, status: 'running', progress: 30 });
    await t0.db.update(t.dataExports).set({ status: 'failed' }).where(eq(t.dataExports.pkDataExportId, fresh.pkDataExportId));
  });

  it('marks an export failed when its ZIP cannot be stored, and a new one can be asked for', async () => {
    const storage = t0.app.ctx.storage;
    const put = storage.put;
    storage.put = async () => {
      throw new Error('disk full');
    };
    try {
      const started = await start(others[1]);
      // The drain the request started may have failed already: either way the export is marked.
      await Promise.allSettled([dataExportWorker(t0.app.ctx).run()]);
      expect(await latest(others[1])).toMatchObject({ id: started.json.id, status: 'failed' });
    } finally {
      storage.put = put;
    }
    const again = await start(others[1]);
    expect(again.json.status).toBe('pending');
    await dataExportWorker(t0.app.ctx).run();
    expect(await latest(others[1])).toMatchObject({ id: again.json.id, status: 'ready' });
  });
});
