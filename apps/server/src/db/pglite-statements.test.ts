import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareStatements } from './pglite-statements.ts';

/** The same statements on PGlite's own `query` and on the prepared one answer the same. */
describe('prepared statements on PGlite', () => {
  let plain: PGlite;
  let prepared: PGlite;
  const ddl = `create table t(id int primary key, v text, j jsonb, ts timestamptz default '2026-01-01', n numeric, arr int[],
      tarr text[], b bool, d date, u uuid default '9ad15719-ad80-4806-9b73-9bdb8266c6b4');
    insert into t(id, v, j, n, arr, tarr, b, d) select g, md5(g::text), jsonb_build_object('a', g), g / 3.0, array[g, g + 1],
      array['x', null], g % 2 = 0, '2026-02-03' from generate_series(1, 50) g;`;
  // What Drizzle passes: dates and timestamps as text.
  const drizzle = {
    [types.TIMESTAMP]: (v: string) => v,
    [types.TIMESTAMPTZ]: (v: string) => v,
    [types.DATE]: (v: string) => v,
  };

  beforeAll(async () => {
    plain = await PGlite.create();
    prepared = await PGlite.create();
    prepareStatements(prepared, 3);
    for (const db of [plain, prepared]) await db.exec(ddl);
  });
  afterAll(async () => {
    await plain.close();
    await prepared.close();
  });

  const same = async (text: string, params: unknown[] = [], options?: Parameters<PGlite['query']>[2]) =>
    expect(await prepared.query(text, params, options)).toEqual(await plain.query(text, params, options));

  it('reads, writes and parses values as PGlite does, in object and array rows', async () => {
    await same('select * from t where id = $1', [5]);
    await same('select * from t where id = $1', [5], { rowMode: 'array', parsers: drizzle });
    await same('select id, j, arr, ts from t where id < $1 order by id', [4], { parsers: drizzle });
    await same('select id as x, v as x from t where id = $1', [2]);
    await same('select json_agg(json_build_array(v, id)) from t where id < $1', [3]);
    await same('select $1::int[] as a, $2::jsonb as j, $3::timestamptz as t, $4::bool as b, $5::text as n', [
      [1, 2],
      { k: 1 },
      new Date('2026-01-01T00:00:00Z'),
      true,
      null,
    ]);
    await same('update t set v = $2 where id < $1', [3, 'changed']);
    await same('insert into t (id, v) values ($1, $2)', [1000, 'new']);
    await same('delete from t where id = $1', [1000]);
    await same('select * from t where u = $1', ['9ad15719-ad80-4806-9b73-9bdb8266c6b4']);
    await same('select 1 where false');
    // More statements than it keeps: the least recently used is closed and prepared again.
    await same('select * from t where id = $1', [7]);
  });

  it('answers errors as PGlite does and carries on', async () => {
    for (const [text, params] of [
      ['select 1 / $1::int', [0]],
      ['select nonsense', []],
      ['select * from t where u = $1', ['not-a-uuid']],
    ] as const) {
      const a = await plain.query(text, [...params]).catch((e: Error & { code: string }) => e);
      const b = await prepared.query(text, [...params]).catch((e: Error & { code: string }) => e);
      expect(b).toBeInstanceOf(Error);
      expect([(b as Error).message, (b as { code?: string }).code]).toEqual([(a as Error).message, (a as { code?: string }).code]);
    }
    await same('select id from t where id = $1', [1]);
  });

  it('prepares again after the schema changed, and keeps transactions and concurrency working', async () => {
    await prepared.query('select * from t where id = $1', [1]);
    for (const db of [plain, prepared]) await db.exec('alter table t add column extra int default 4');
    await same('select * from t where id = $1', [1]);
    await prepared.transaction(async (tx) => {
      await tx.query('update t set v = $1 where id = 1', ['in a transaction']);
    });
    const rows = await Promise.all(
      Array.from({ length: 30 }, (_, i) => prepared.query<{ id: number; v: string }>('select id, v from t where id = $1', [i + 1])),
    );
    expect(rows.map((r) => r.rows[0].id)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(rows[0].rows[0].v).toBe('in a transaction');
  });
});
