/**
 * Company directory, catalogue and suggestions on a realistic volume: COMPANIES verified
 * companies with sectors, B2B lists, an administrator, four products (a third of them supply,
 * a third demand) and a service each, on embedded PGlite. Each figure is reported
 * with its ratio to a primary-key lookup measured in the same process.
 *   npm run bench -w bench            (COMPANIES=20000 by default)
 */
import { sql } from 'drizzle-orm';
import type { Actor, AppContext } from '../../apps/server/src/context.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openPglite } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { seed } from '../../apps/server/src/seed/run.ts';
import { searchCompanies } from '../../apps/server/src/modules/search/directory.service.ts';
import { suggestedUsers } from '../../apps/server/src/modules/companies/suggestions.service.ts';
import { searchInCompany } from '../../apps/server/src/modules/catalogue/catalogue-items.service.ts';
import { latestAdded } from '../../apps/server/src/modules/catalogue/catalogue-market.service.ts';
import { measure, report } from './measure.ts';
import { loadVolume } from './volume.ts';

const COMPANIES = Number(process.env.COMPANIES ?? 20000);
const config = loadConfig({});
const database = await openPglite();
await migrate(database);
await seed(database.db, { sharedDir: config.SHARED_DIR, demo: false });
const db = database.db;

const started = performance.now();
await loadVolume(db, COMPANIES);
console.log(`Loaded ${COMPANIES} companies in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const ctx = { db, database, config } as unknown as AppContext;
const [{ id: companyId, userId }] = (
  (await db.execute(
    sql`select c.pk_company_id as id, u.pk_user_id as "userId" from companies c join users u on u.fk_company_id = c.pk_company_id order by c.pk_company_id limit 1 offset 100`,
  )) as unknown as {
    rows: { id: number; userId: number }[];
  }
).rows;
const actor = { userId, companyId, languageId: 1, functions: new Set(['company_admin_function']) } as unknown as Actor;
const [{ top }] = (
  (await db.execute(
    sql`select pk_code_id as top from codes where fk_code_type_id = 5 and level = 1 order by code limit 1 offset 2`,
  )) as unknown as { rows: { top: number }[] }
).rows;

const baseline = {
  name: 'company by primary key (baseline)',
  ...(await measure(() => db.execute(sql`select * from companies where pk_company_id = ${companyId}`), 200)),
};
const page = { pageNum: 1, pageSize: 10, countryIds: [], sectorIds: [], companyTypeIds: [] };
const rows = [
  {
    name: 'search by name, accents ignored ("soft")',
    ...(await measure(() => searchCompanies(ctx, actor, { ...page, name: 'soft' }), 30)),
  },
  {
    name: 'search by a NACE section (whole sub-tree)',
    ...(await measure(() => searchCompanies(ctx, actor, { ...page, sectorIds: [top] }), 30)),
  },
  { name: 'suggested connections, first page', ...(await measure(() => suggestedUsers(ctx, actor, { pageNum: 1, pageSize: 12 }), 10)) },
  {
    name: 'latest supply in the public market (products)',
    ...(await measure(
      () => latestAdded(ctx, null, 1, 'product', { moduleId: 4, isPublic: true, isSupplyAndDemand: true, snd: 'supply' }),
      30,
    )),
  },
  {
    name: "a company's products by name",
    ...(await measure(() => searchInCompany(ctx, actor, 'product', { pageNum: 1, pageSize: 10, name: 'product' }), 30)),
  },
];
report(`Company directory and catalogue, ${COMPANIES} companies (${COMPANIES * 5} products and services), PGlite`, baseline, rows);
await database.close();
