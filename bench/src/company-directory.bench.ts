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
import { seed } from '../../apps/server/src/db/seed/run.ts';
import { searchCompanies } from '../../apps/server/src/modules/companies/directory.service.ts';
import { suggestedUsers } from '../../apps/server/src/modules/companies/suggestions.service.ts';
import { searchInCompany } from '../../apps/server/src/modules/catalogue/catalogue-items.service.ts';
import { latestAdded } from '../../apps/server/src/modules/catalogue/catalogue-market.service.ts';
import { measure, report } from './measure.ts';

const COMPANIES = Number(process.env.COMPANIES ?? 20000);
const config = loadConfig({});
const database = await openPglite();
await migrate(database);
await seed(database.db, { sharedDir: config.SHARED_DIR, demo: false });
const db = database.db;

const started = performance.now();
// Companies in every country (WB6 weighted), each with two NACE leaves, an HS export and import, two target countries and an admin.
await db.execute(sql`
  with c as (select array_agg(pk_country_id) ids from countries),
  wb6 as (select array_agg(pk_country_id) ids from countries where is_wb6)
  insert into companies (name, fk_country_id, is_verified, is_mnc)
  select 'Company ' || g || ' ' || (array['Agro','Metal','Soft','Trade','Food','Wood','Textil','Pharma'])[1 + g % 8] || ' d.o.o.',
    case when g % 5 = 0 then c.ids[1 + g % array_length(c.ids, 1)] else wb6.ids[1 + g % array_length(wb6.ids, 1)] end,
    true, g % 5 = 0
  from generate_series(1, ${COMPANIES}) g, c, wb6`);
await db.execute(
  sql`insert into company_modules (fk_company_id, module_id) select pk_company_id, m from companies, generate_series(1, 4) m`,
);
await db.execute(sql`
  with leaves as (select array_agg(pk_code_id order by pk_code_id) ids from codes where fk_code_type_id = 5 and level = 4)
  insert into company_sectors (fk_company_id, fk_code_id)
  select distinct pk_company_id, leaves.ids[1 + (pk_company_id * k * 7919) % array_length(leaves.ids, 1)] from companies, leaves, generate_series(1, 2) k`);
await db.execute(sql`
  with hs as (select array_agg(pk_code_id order by pk_code_id) ids from codes where fk_code_type_id = 6 and level = 3)
  insert into company_code_lists (fk_company_id, list, fk_code_id)
  select pk_company_id, l, hs.ids[1 + (pk_company_id * (case l when 'b2BInfoExportProducts' then 31 else 17 end)) % 400]
  from companies, hs, unnest(array['b2BInfoExportProducts', 'b2BInfoImportProducts']) l`);
await db.execute(sql`
  with c as (select array_agg(pk_country_id order by pk_country_id) ids from countries)
  insert into company_country_lists (fk_company_id, list, fk_country_id)
  select distinct pk_company_id, 'b2BInfoExportCountries', c.ids[1 + (pk_company_id * k) % 60] from companies, c, generate_series(1, 2) k`);
await db.execute(sql`
  insert into users (email, user_name, first_name, last_name, fk_role_id, fk_company_id, email_confirmed, is_verified)
  select 'admin' || pk_company_id || '@bench.test', 'admin' || pk_company_id, 'Admin', 'No ' || pk_company_id, 3, pk_company_id, true, true from companies`);
await db.execute(sql`
  with hs as (select array_agg(pk_code_id order by pk_code_id) ids from codes where fk_code_type_id = 6 and level = 3)
  insert into catalogue_items (kind, fk_company_id, fk_classification_id, name, keywords, is_supply, is_demand, valid_from, valid_to, created_at)
  select 'product', pk_company_id, hs.ids[1 + (pk_company_id * k * 7919) % array_length(hs.ids, 1)],
    'Product ' || k || ' of company ' || pk_company_id, array['keyword ' || k], k % 3 = 0, k % 3 = 1,
    current_date - 10, current_date + 60, now() - (pk_company_id * 5 + k) * interval '1 minute'
  from companies, hs, generate_series(1, 4) k`);
await db.execute(sql`
  insert into catalogue_items (kind, fk_company_id, fk_classification_id, name, is_supply, valid_from, valid_to)
  select distinct on (fk_company_id) 'service', fk_company_id, fk_code_id, 'Service of company ' || fk_company_id, true, current_date - 10, current_date + 60
  from company_sectors`);
await db.execute(sql`analyze`);
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
