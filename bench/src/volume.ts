/**
 * A realistic volume on top of the reference data: `companies` verified companies in every
 * country (WB6 weighted, one in five multinational) with modules 1-4, two NACE sectors, B2B
 * lists, an administrator (admin{id}@bench.test, no password), four products (a third supply, a
 * third demand) and a service each (unless `catalogue` is false), beside whatever companies exist. Shared by the benchmarks.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';

export async function loadVolume(db: Db, companies: number, o: { catalogue?: boolean } = {}) {
  // Only the companies made here get the rest (the demo data may be there already).
  const { rows } = (await db.execute(sql`select coalesce(max(pk_company_id), 0) + 1 as first from companies`)) as unknown as {
    rows: { first: number }[];
  };
  const first = Number(rows[0].first);
  // Companies in every country (WB6 weighted), each with two NACE leaves, an HS export and import, two target countries and an admin.
  await db.execute(sql`
    with c as (select array_agg(pk_country_id) ids from countries),
    wb6 as (select array_agg(pk_country_id) ids from countries where is_wb6)
    insert into companies (name, fk_country_id, is_verified, is_mnc)
    select 'Company ' || g || ' ' || (array['Agro','Metal','Soft','Trade','Food','Wood','Textil','Pharma'])[1 + g % 8] || ' d.o.o.',
      case when g % 5 = 0 then c.ids[1 + g % array_length(c.ids, 1)] else wb6.ids[1 + g % array_length(wb6.ids, 1)] end,
      true, g % 5 = 0
    from generate_series(1, ${companies}) g, c, wb6`);
  await db.execute(
    sql`insert into company_modules (fk_company_id, module_id) select pk_company_id, m from companies, generate_series(1, 4) m where pk_company_id >= ${first}`,
  );
  await db.execute(sql`
    with leaves as (select array_agg(pk_code_id order by pk_code_id) ids from codes where fk_code_type_id = 5 and level = 4)
    insert into company_sectors (fk_company_id, fk_code_id)
    select distinct pk_company_id, leaves.ids[1 + (pk_company_id * k * 7919) % array_length(leaves.ids, 1)] from companies, leaves, generate_series(1, 2) k where pk_company_id >= ${first}`);
  await db.execute(sql`
    with hs as (select array_agg(pk_code_id order by pk_code_id) ids from codes where fk_code_type_id = 6 and level = 3)
    insert into company_code_lists (fk_company_id, list, fk_code_id)
    select pk_company_id, l, hs.ids[1 + (pk_company_id * (case l when 'b2BInfoExportProducts' then 31 else 17 end)) % 400]
    from companies, hs, unnest(array['b2BInfoExportProducts', 'b2BInfoImportProducts']) l where pk_company_id >= ${first}`);
  await db.execute(sql`
    with c as (select array_agg(pk_country_id order by pk_country_id) ids from countries)
    insert into company_country_lists (fk_company_id, list, fk_country_id)
    select distinct pk_company_id, 'b2BInfoExportCountries', c.ids[1 + (pk_company_id * k) % 60] from companies, c, generate_series(1, 2) k where pk_company_id >= ${first}`);
  await db.execute(sql`
    insert into users (email, user_name, first_name, last_name, fk_role_id, fk_company_id, email_confirmed, is_verified)
    select 'admin' || pk_company_id || '@bench.test', 'admin' || pk_company_id, 'Admin', 'No ' || pk_company_id, 3, pk_company_id, true, true from companies where pk_company_id >= ${first}`);
  if (o.catalogue !== false) {
    await db.execute(sql`
      with hs as (select array_agg(pk_code_id order by pk_code_id) ids from codes where fk_code_type_id = 6 and level = 3)
      insert into catalogue_items (kind, fk_company_id, fk_classification_id, name, keywords, is_supply, is_demand, valid_from, valid_to, created_at)
      select 'product', pk_company_id, hs.ids[1 + (pk_company_id::bigint * k * 7919) % array_length(hs.ids, 1)],
        'Product ' || k || ' of company ' || pk_company_id, array['keyword ' || k], k % 3 = 0, k % 3 = 1,
        current_date - 10, current_date + 60, now() - (pk_company_id * 5 + k) * interval '1 minute'
      from companies, hs, generate_series(1, 4) k where pk_company_id >= ${first}`);
    await db.execute(sql`
      insert into catalogue_items (kind, fk_company_id, fk_classification_id, name, is_supply, valid_from, valid_to)
      select distinct on (fk_company_id) 'service', fk_company_id, fk_code_id, 'Service of company ' || fk_company_id, true, current_date - 10, current_date + 60
      from company_sectors where fk_company_id >= ${first}`);
  }
  await db.execute(sql`analyze`);
}
