import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, call, tokenFor } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pdfPages } from '../modules/reports/report-reading.test-support.ts';
import { seedDemoEvents } from './demo-events.ts';
import { seedDemoProgramme } from './demo-programme.ts';
import { seedDemoSchedules } from './demo-schedules.ts';

let t0: TestApp;
let forumId: number;
let token: string;
beforeAll(async () => {
  t0 = await createTestApp();
  forumId = (await seedDemoEvents(t0.db)).foodForum;
  await seedDemoProgramme(t0.db);
  await seedDemoSchedules(t0.db);
  token = await tokenFor(t0.app, (await buildUser(t0.db, { role: 2, chamber: 'RS' })).pkUserId);
});

describe('demo sessions of the Belgrade forum', () => {
  it('fill two days with every kind of session in its halls, within the event', async () => {
    const r = await call(t0.app, 'POST', `/api/Schedule/get-all-schedules-for-event/${forumId}`, { token, body: {} });
    expect(r.status).toBe(200);
    const list: {
      day: string;
      start: string;
      end: string;
      sessionTypeCode: string;
      hallName: string | null;
      hallTableCount: number | null;
      speakers: unknown[];
    }[] = r.json.list;
    expect(list).toHaveLength(13);
    expect(new Set(list.map((s) => s.day)).size).toBe(2);
    expect([...new Set(list.map((s) => s.sessionTypeCode))].sort()).toEqual(['1', '2', '3', '5', '6', '7']);
    const b2b = list.filter((s) => s.sessionTypeCode === '5');
    expect(b2b.map((s) => [s.hallName, s.hallTableCount])).toEqual([
      ['B2B Meeting Area', 30],
      ['B2B Meeting Area', 30],
    ]);
    expect(list.filter((s) => s.speakers.length).length).toBeGreaterThanOrEqual(5);
    const event = (await call(t0.app, 'GET', `/api/Events/${forumId}`, { token })).json;
    for (const s of list) {
      expect(s.start >= event.startDate && s.end <= event.endDate, JSON.stringify(s)).toBe(true);
    }
    const pdf = await call(t0.app, 'GET', `/api/Reports/event-schedules-for-pdf/${forumId}`, { token });
    const text = (await pdfPages(pdf.res.rawPayload)).join(' ');
    expect(text).toContain('Opening plenary: Western Balkans food on the EU market');
    expect(text).toContain('B2B Meeting Area');
  });
});
