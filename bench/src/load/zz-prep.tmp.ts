import { PGlite, protocol, parse, type QueryOptions } from '@electric-sql/pglite';
const { serialize } = protocol;
const db = await PGlite.create();
await db.exec('create table t(id int primary key, v text, j jsonb, ts timestamptz default now()); insert into t select g, md5(g::text), jsonb_build_object(\'a\', g) from generate_series(1,10000) g;');
const concat = (...parts: Uint8Array[]) => { const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0)); let o = 0; for (const p of parts) { out.set(p, o); o += p.length; } return out; };
type Stmt = { name: string; paramTypes: number[]; rowDescription: any };
const cache = new Map<string, Stmt>();
let n = 0;
async function q(text: string, params: unknown[] = [], options?: QueryOptions) {
  await db._checkReady();
  return db._runExclusiveTransaction(() => db._runExclusiveQuery(async () => {
    let st = cache.get(text);
    try {
      if (!st) {
        const name = `s${++n}`;
        const msgs = await db.execProtocolStream(concat(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()), { syncToFs: false });
        st = { name, paramTypes: parse.parseDescribeStatementResults(msgs), rowDescription: msgs.find((m) => m.name === 'rowDescription') };
        cache.set(text, st);
      }
      const values = params.map((v, i) => (v == null ? null : (db.serializers[st!.paramTypes[i]]?.(v) ?? String(v))));
      const msgs = await db.execProtocolStream(concat(serialize.bind({ statement: st.name, values }), serialize.execute({}), serialize.sync()), { syncToFs: false });
      return parse.parseResults(st.rowDescription ? [st.rowDescription, ...msgs] : msgs, db.parsers, options)[0];
    } catch (e) { throw e; }
  }));
}
const Q = 'select id, v, j, ts from t where id = $1';
console.log(await q(Q, [5]), await db.query(Q, [5]));
console.log(await q('select $1::int + 1 as x, $2::text as y', [1, null]), await q('select $1::int + 1 as x, $2::text as y', [2, 'z']));
console.log(await q('update t set v = $2 where id = $1', [1, 'x']));
try { await q('select 1/$1::int as x', [0]); } catch (e) { console.log('err', (e as Error).message, (e as any).code); }
console.log(await q('select 1/$1::int as x', [1]));
try { await q('select nonsense from t', []); } catch (e) { console.log('err2', (e as Error).message); }
console.log(await q('select count(*) from t where id < $1', [100]));
for (const [name, f] of [['query', (i: number) => db.query(Q, [i])], ['prepared', (i: number) => q(Q, [i])]] as const) {
  for (let i = 0; i < 200; i++) await f(i + 1);
  const N = 3000; const t0 = performance.now();
  for (let i = 0; i < N; i++) await f((i % 9999) + 1);
  console.log(name, (((performance.now() - t0) / N) * 1000).toFixed(0), 'µs');
}
