import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, call, tokenFor } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedDemoEvents } from './demo-events.ts';

let t0: TestApp;
let ids: Awaited<ReturnType<typeof seedDemoEvents>>;
beforeAll(async () => {
  t0 = await createTestApp();
  ids = await seedDemoEvents(t0.db);
});

describe('demo events', () => {
  it('gives visitors the public forum with registration open, and the Serbian chamber its draft and history', async () => {
    const pub = await call(t0.app, 'POST', '/api/Events/search-public-events', { body: {} });
    expect(pub.json.events).toMatchObject([
      { pkEventId: ids.foodForum, name: 'Western Balkans Food & Agri B2B Forum', isRegistrationStarted: true, isRegistrationEnded: false },
    ]);
    const rs = await buildUser(t0.db, { role: 2, chamber: 'RS' });
    const token = await tokenFor(t0.app, rs.pkUserId);
    const statuses = await call(t0.app, 'POST', '/api/Events/search-events-in-my-chamber', { token, body: {} });
    expect(statuses.json.events.map((e: { pkEventId: number; eventStatus: number }) => [e.pkEventId, e.eventStatus])).toEqual([
      [ids.foodForum, 2],
      [ids.digitalSummit, 3],
      [ids.logisticsDays, 0],
    ]);
    const me = await buildUser(t0.db, { role: 2, chamber: 'ME' });
    const meEvents = await call(t0.app, 'POST', '/api/Events/search-events-in-my-chamber', {
      token: await tokenFor(t0.app, me.pkUserId),
      body: {},
    });
    expect(
      meEvents.json.events.map((e: { pkEventId: number; isAssistantOrganizer: boolean }) => [e.pkEventId, e.isAssistantOrganizer]),
    ).toEqual([
      [ids.tourismMeeting, false],
      [ids.foodForum, true],
    ]);
  });
});
