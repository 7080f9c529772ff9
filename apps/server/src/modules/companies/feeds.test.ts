import { beforeAll, describe, expect, it } from 'vitest';
import { buildCast, type Cast, call } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t0: TestApp;
let cast: Cast;
beforeAll(async () => {
  t0 = await createTestApp({ CONTENT_EDITOR_URL: 'https://cms.example.test/feeds' });
  cast = await buildCast(t0.app);
});

const titles = (r: { json: { feeds: { title: string }[] } }) => r.json.feeds.map((f) => f.title);

describe('feeds', () => {
  it('publishes public, members-only and scheduled items, each shown to the right readers', async () => {
    const token = cast.chamberAdminRs.token;
    const pub = await call(t0.app, 'PUT', '/api/Feeds', {
      token,
      body: { title: 'Trade fair', body: '<p>Join <em>us</em><script>x</script></p>', isPublic: true },
    });
    expect(pub.status).toBe(200);
    expect(pub.json.body).toBe('<p>Join <em>us</em></p>');
    await call(t0.app, 'PUT', '/api/Feeds', { token, body: { title: 'Members news', body: 'Only members' } });
    const future = new Date(Date.now() + 86400000).toISOString();
    await call(t0.app, 'PUT', '/api/Feeds', { token, body: { title: 'Scheduled', body: 'Later', isPublic: true, publishedAt: future } });
    expect(titles(await call(t0.app, 'GET', '/api/Feeds/get-all/true'))).toEqual(['Trade fair']);
    expect(titles(await call(t0.app, 'GET', '/api/Feeds/get-all/false'))).toEqual(['Trade fair']);
    expect(titles(await call(t0.app, 'GET', '/api/Feeds/get-all/false', { token: cast.employeeRs.token })).sort()).toEqual([
      'Members news',
      'Trade fair',
    ]);
    expect(titles(await call(t0.app, 'GET', '/api/Feeds/get-all/false', { token }))).toContain('Scheduled');
    const id = pub.json.pkFeedId;
    expect((await call(t0.app, 'GET', `/api/Feeds/${id}`)).json.title).toBe('Trade fair');
    const changed = await call(t0.app, 'PUT', '/api/Feeds', {
      token,
      body: { pkFeedId: id, title: 'Trade fair 2027', body: 'New', isPublic: false },
    });
    expect(changed.json.title).toBe('Trade fair 2027');
    expect((await call(t0.app, 'GET', `/api/Feeds/${id}`)).status).toBe(404);
    expect((await call(t0.app, 'DELETE', `/api/Feeds/${id}`, { token: cast.platformAdmin.token })).status).toBe(200);
    expect((await call(t0.app, 'GET', `/api/Feeds/${id}`, { token })).status).toBe(404);
  });

  it('validates and limits writing to administrators', async () => {
    const bad = await call(t0.app, 'PUT', '/api/Feeds', {
      token: cast.platformAdmin.token,
      body: { title: '', body: '', link: 'no link' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toMatchObject({ title: 'validation.required', body: 'validation.required', link: 'validation.link' });
    for (const token of [cast.companyAdminRs.token, cast.employeeRs.token])
      expect((await call(t0.app, 'PUT', '/api/Feeds', { token, body: { title: 'x', body: 'y' } })).status).toBe(403);
    expect((await call(t0.app, 'PUT', '/api/Feeds', { body: { title: 'x', body: 'y' } })).status).toBe(401);
    expect(
      (await call(t0.app, 'PUT', '/api/Feeds', { token: cast.platformAdmin.token, body: { pkFeedId: 999999, title: 'x', body: 'y' } }))
        .status,
    ).toBe(404);
    expect((await call(t0.app, 'GET', '/api/Feeds/get-ce-link', { token: cast.platformAdmin.token })).json.link).toBe(
      'https://cms.example.test/feeds',
    );
    expect((await call(t0.app, 'GET', '/api/Feeds/get-ce-link', { token: cast.companyAdminRs.token })).status).toBe(403);
  });
});
