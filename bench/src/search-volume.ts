/**
 * The search benchmark's catalogue: companies (volume.ts) renamed to brand-like names, and
 * ITEMS_PER_COMPANY products and services each, named brand + quality + product word
 * ("Velorani organic honey"), with keywords, a description, a real HS or NACE code and a third
 * of them live supply or demand offers. Loaded with the search triggers off, then indexed in one
 * pass (search_rebuild), as a bulk import would be.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { loadVolume } from './volume.ts';

const SYLLABLES = [
  've',
  'lo',
  'ra',
  'ni',
  'ko',
  'ta',
  'mi',
  'sa',
  'do',
  'ri',
  'na',
  'ba',
  'le',
  'zo',
  'ka',
  'pe',
  'tu',
  'mo',
  'li',
  'go',
  'da',
  'si',
  'ru',
  'fe',
  'no',
  'vi',
  'ma',
  'ze',
  'po',
  'ja',
];
export const QUALITIES = [
  'organic',
  'premium',
  'fresh',
  'frozen',
  'dried',
  'smoked',
  'handmade',
  'industrial',
  'certified',
  'recycled',
  'wooden',
  'stainless',
  'ceramic',
  'cotton',
  'woollen',
  'leather',
  'glass',
  'aluminium',
  'copper',
  'plastic',
];
export const PRODUCTS = [
  'honey',
  'cheese',
  'wine',
  'olive oil',
  'plums',
  'raspberries',
  'apples',
  'walnuts',
  'trout',
  'lamb',
  'furniture',
  'doors',
  'windows',
  'pallets',
  'flooring',
  'shirts',
  'jackets',
  'shoes',
  'carpets',
  'towels',
  'valves',
  'pumps',
  'cables',
  'bolts',
  'pipes',
  'tiles',
  'bricks',
  'cement',
  'paint',
  'detergent',
  'soap',
  'cosmetics',
  'tea',
  'coffee',
  'chocolate',
  'biscuits',
  'pasta',
  'flour',
  'sugar',
  'juice',
];
export const SERVICES = [
  'logistics',
  'warehousing',
  'consulting',
  'translation',
  'accounting',
  'engineering',
  'software development',
  'marketing',
  'catering',
  'cleaning',
  'security',
  'training',
  'printing',
  'repair',
  'installation',
  'design',
  'testing',
  'certification',
  'transport',
  'tourism',
];

const arr = (words: string[]) => sql.raw(`(array[${words.map((w) => `'${w}'`).join(',')}])`);
/** A deterministic pseudo-random index into an array of n, from a row number and a salt. */
const pick = (n: number, row: string, salt: number) => sql.raw(`1 + ((hashint8(${row} * 7 + ${salt}) & 2147483647) % ${n})`);
const brand = (row: string) =>
  sql`initcap(${arr(SYLLABLES)}[${pick(30, row, 1)}] || ${arr(SYLLABLES)}[${pick(30, row, 2)}] || ${arr(SYLLABLES)}[${pick(30, row, 3)}] || ${arr(SYLLABLES)}[${pick(30, row, 4)}])`;

export async function loadSearchVolume(db: Db, companies: number, itemsPerCompany: number) {
  const triggers = ['catalogue_items', 'companies', 'company_sectors', 'company_types', 'company_modules', 'b2b_infos'];
  for (const table of triggers) await db.execute(sql.raw(`alter table ${table} disable trigger user`));
  await loadVolume(db, companies, { catalogue: false });
  await db.execute(sql`update companies set name = ${brand('pk_company_id')} || ' ' || (array['d.o.o.','a.d.','sh.p.k.','DOOEL','Ltd'])[1 + pk_company_id % 5]
    where name like 'Company %'`);
  const services = Math.max(1, Math.round(itemsPerCompany / 5));
  await db.execute(sql`
    with hs as (select array_agg(pk_code_id order by pk_code_id) ids from codes where fk_code_type_id = 6 and level = 3),
    nace as (select array_agg(pk_code_id order by pk_code_id) ids from codes where fk_code_type_id = 5 and level = 4)
    insert into catalogue_items (kind, fk_company_id, fk_classification_id, name, keywords, description,
      is_supply, is_demand, valid_from, valid_to, created_at, updated_at)
    select kind, c.pk_company_id,
      case when kind = 'product' then hs.ids[1 + (r * 7919) % array_length(hs.ids, 1)] else nace.ids[1 + (r * 104729) % array_length(nace.ids, 1)] end,
      ${brand('r')} || ' ' || q.word || ' ' || w.word,
      array[w.word, q.word],
      'We offer ' || q.word || ' ' || w.word || ' of our own production, delivered across the region by ' || c.name || '.',
      r % 3 = 0, r % 3 = 1, current_date - 10, current_date + 60,
      now() - r * interval '1 second', now() - r * interval '1 second'
    from companies c, hs, nace,
      lateral (select c.pk_company_id::bigint * ${itemsPerCompany} + k as r, case when k <= ${itemsPerCompany - services} then 'product' else 'service' end as kind
               from generate_series(1, ${itemsPerCompany}) k) g,
      lateral (select (${arr(QUALITIES)})[${pick(QUALITIES.length, 'g.r', 5)}] as word) q,
      lateral (select case when g.kind = 'product' then (${arr(PRODUCTS)})[${pick(PRODUCTS.length, 'g.r', 6)}]
                      else (${arr(SERVICES)})[${pick(SERVICES.length, 'g.r', 7)}] end as word) w`);
  await db.execute(sql`select search_rebuild()`);
  for (const table of triggers) await db.execute(sql.raw(`alter table ${table} enable trigger user`));
  // The dashboard's offer counts (migration 0005) were not kept while the triggers were off.
  await db.execute(sql`select offer_counts_recount()`);
  await db.execute(sql`analyze`);
}
