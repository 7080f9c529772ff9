import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, call, tokenFor } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedDemoEvents } from './demo-events.ts';
import { demoProgrammeFiles, seedDemoProgramme } from './demo-programme.ts';

let t0: TestApp;
let ids: Awaited<ReturnType<typeof seedDemoEvents>>;
let token: string;
beforeAll(async () => {
  t0 = await createTestApp();
  ids = await seedDemoEvents(t0.db);
  // The bytes go to the storage before the seed, as seed/run.ts does.
  for (const f of await demoProgrammeFiles()) await t0.app.ctx.storage.put(f.name, f.data);
  await seedDemoProgramme(t0.db);
  token = await tokenFor(t0.app, (await buildUser(t0.db, { role: 2, chamber: 'RS' })).pkUserId);
});

describe('demo programme of the Belgrade forum', () => {
  it('has halls (one with B2B tables), speakers, ordered partners with an organiser, a banner, a document and a template', async () => {
    const halls = await call(t0.app, 'POST', '/api/Hall/get-all-for-event', { token, body: { fkEventId: ids.foodForum } });
    expect(halls.json.halls.map((h: { name: string; tableCount: number }) => [h.name, h.tableCount])).toEqual([
      ['B2B Meeting Area', 30],
      ['Main Hall', 0],
      ['Workshop Room 1', 0],
    ]);
    const speakers = await call(t0.app, 'POST', '/api/Speaker/search', { token, body: { fkEventId: ids.foodForum } });
    expect(speakers.json.totalCount).toBe(5);
    // Visitors see the public forum's partners and banner.
    const partners = await call(t0.app, 'POST', '/api/EventPartners/search-on-event', { body: { fkEventId: ids.foodForum } });
    expect(partners.json.eventPartners.map((p: { name: string; isOrganizer: boolean }) => [p.name, p.isOrganizer])).toEqual([
      ['Serbian Agri Export Cluster', true],
      ['AgroBank Balkans', false],
      ['Danube Cold Chain Logistics', false],
      ['Balkan Food Retail Association', false],
    ]);
    const banners = await call(t0.app, 'GET', `/api/EventBanners/get-all-for-event/${ids.foodForum}`);
    expect(banners.json).toHaveLength(1);
    const image = await call(t0.app, 'GET', `/api/Files/download-file/${banners.json[0].imageName}/1/false`);
    expect(image.res.headers['content-type']).toBe('image/png');
    const docs = await call(t0.app, 'POST', '/api/EventDocuments/search', { token, body: { fkEventId: ids.foodForum } });
    expect(docs.json.eventDocuments).toMatchObject([{ name: 'Forum programme', mimeType: 'application/pdf' }]);
    const pdf = await call(t0.app, 'GET', `/api/EventDocuments/${docs.json.eventDocuments[0].pkEventDocumentId}`, { token });
    expect(pdf.res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const templates = await call(t0.app, 'POST', '/api/Templates/get-all-templates', { token, body: {} });
    expect(templates.json.templates).toMatchObject([{ name: 'Forum invitation (English)', kind: 'invitation_mail', fkLanguageId: 1 }]);
  });
});
