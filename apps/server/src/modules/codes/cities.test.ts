import { beforeAll, describe, expect, it } from 'vitest';
import { call, countryId } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t0: TestApp;
beforeAll(async () => {
  t0 = await createTestApp();
});

describe('cities by country and query', () => {
  it('finds cities ignoring accents and case, leading matches first', async () => {
    const rs = await countryId(t0.db, 'RS');
    const r = await call(t0.app, 'POST', '/api/Cities/search-by-countryId-query', { body: { countryId: rs, query: 'NIS' } });
    expect(r.status).toBe(200);
    expect(r.json.list.map((c: { name: string }) => c.name)).toEqual(['Niš']);
    const all = await call(t0.app, 'POST', '/api/Cities/search-by-countryId-query', { body: { countryId: rs, pageSize: 3 } });
    expect(all.json.list).toHaveLength(3);
    expect(all.json.totalPages).toBe(3);
    const me = await call(t0.app, 'POST', '/api/Cities/search-by-countryId-query', {
      body: { countryId: await countryId(t0.db, 'ME'), query: 'nik' },
    });
    expect(me.json.list[0]).toMatchObject({ name: 'Nikšić' });
  });

  it('validates the body', async () => {
    const r = await call(t0.app, 'POST', '/api/Cities/search-by-countryId-query', { body: { query: 'x' } });
    expect(r.status).toBe(400);
    expect(r.json.fields).toEqual({ countryId: 'validation.required' });
  });
});

describe('number of countries values', () => {
  it('lists the choices', async () => {
    const r = await call(t0.app, 'GET', '/api/NumberOfCountriesValues/');
    expect(r.status).toBe(200);
    expect(r.json.list[0]).toEqual({ id: 1, name: '1', min: 1, max: 1 });
    expect(r.json.list.at(-1)).toMatchObject({ min: 21, max: null });
  });
});
