import fs from 'node:fs'; import os from 'node:os'; import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
for (const mode of ['disk', 'mem']) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgl-'));
  const db = await PGlite.create(mode === 'disk' ? { dataDir: dir } : {});
  await db.exec('create table t(id int primary key, v text); insert into t select g, md5(g::text) from generate_series(1,10000) g; create table u(id int, t int); create index on u(t); insert into u select g, g%100 from generate_series(1,10000) g; analyze;');
  const cases: [string, string, unknown[]][] = [['select 1', 'select 1', []], ['pk', 'select * from t where id = $1', [42]], ['idx', 'select * from u where t = $1', [5]], ['arr', 'select id, array(select u.id from u where u.t = t.id) a from t where id = $1', [5]]];
  for (const [name, q, p] of cases) {
    for (let i = 0; i < 200; i++) await db.query(q, p);
    const N = 2000; const t0 = performance.now();
    for (let i = 0; i < N; i++) await db.query(q, p);
    console.log(mode, name, (((performance.now() - t0) / N) * 1000).toFixed(0), 'µs');
  }
  const s = await db.query<{ name: string; setting: string }>("select name, setting from pg_settings where name in ('shared_buffers','fsync','synchronous_commit','work_mem','wal_buffers','max_connections','jit')");
  console.log(s.rows.map((r) => `${r.name}=${r.setting}`).join(' '));
  await db.close();
}
