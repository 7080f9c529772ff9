import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CodeType } from '@portal/contracts/codes/code-types';
import { PORTAL_TIME_ZONE } from '@portal/contracts/schedules/agenda';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { portalDayRange } from '../../lib/portal-clock.ts';
import { buildCompany, codeId, countryId } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { CONCURRENT_WRITERS, type CountRow, countsByKey, runWritersAtOnce } from '../../../test/kept-counts.ts';
import { matchingCodes } from '../codes/code-matching.repository.ts';
import { catalogueFigures } from './catalogue-insights.repository.ts';
import { economyCondition } from './insights.policy.ts';
import { type InsightsScope, inPeriod } from './insights-sql.repository.ts';

/**
 * catalogue_counts and catalogue_market_groups (migration 0006) are kept by triggers in the
 * writing transaction: after every kind of change to the items, their companies and the codes
 * they must hold exactly what a direct count of the items gives, and the catalogue's figures
 * read from them must equal those of the direct statement they replace (below, as it was) for
 * every economy and for periods of whole months, of edge days and within one month. The
 * concurrent part really races on the PostgreSQL server (TEST_DATABASE_URL, as in .ci/run); on
 * PGlite the writers queue.
 */
/**
 * Each code of the two classification trees (NACE activities, HS products) with its section,
 * the root above it, as a recursive CTE named `sect(id, section_id)`: a few thousand codes, so
 * the figures are grouped by code first and then by section.
 */
const sectionsCte = (codeTypes: number[]) => sql`sect(id, section_id) as (
    select pk_code_id, pk_code_id from codes where fk_code_type_id in (${sql.join(codeTypes, sql`, `)}) and fk_parent_id is null
    union all select c.pk_code_id, s.section_id from codes c join sect s on c.fk_parent_id = s.id)`;

let t0: TestApp;
let code: Record<'apples' | 'pears' | 'horses' | 'asses' | 'cattle' | 'storage', number>;
beforeAll(async () => {
  t0 = await createTestApp();
  const hs = (c: string) => codeId(t0.db, CodeType.productClass, c);
  code = {
    apples: await hs('080810'),
    pears: await hs('080830'),
    horses: await hs('010129'),
    asses: await hs('010130'),
    cattle: await hs('010221'),
    storage: await codeId(t0.db, CodeType.activityClass, '52.10'),
  };
});

/** A row of no items, no supply and no demand: kept rows stay at it, a direct count has none. */
const EMPTY = '0/0/0';
const raw = async (db: Db, q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: CountRow<string>[] }).rows;

/** The kept rows and a direct count of the items, as key -> items/supply/demand (counts) and key -> companies (groups). */
async function keptAndDirect(db: Db) {
  const keptCounts = await raw(
    db,
    sql`select concat_ws('/', span, bucket, fk_country_id, section_id, kind, market_until) as key, concat_ws('/', items, supply, demand) as n
    from catalogue_counts`,
  );
  const directCounts = await raw(
    db,
    sql`with recursive ${sectionsCte([CodeType.activityClass, CodeType.productClass])},
    counted as (select (i.created_at at time zone ${PORTAL_TIME_ZONE})::date as day, co.fk_country_id, s.section_id, i.kind,
        case when i.is_visible_for_supply and co.is_verified then coalesce(i.valid_to, 'infinity') else '-infinity' end as market_until,
        i.is_supply, i.is_demand
      from catalogue_items i join companies co on co.pk_company_id = i.fk_company_id and co.deleted_at is null
      join sect s on s.id = i.fk_classification_id)
    select concat_ws('/', x.span, x.bucket, fk_country_id, section_id, kind, market_until) as key,
      concat_ws('/', count(*), count(*) filter (where is_supply), count(*) filter (where is_demand)) as n
    from counted cross join lateral (values ('day', day), ('month', date_trunc('month', day)::date),
      ('year', date_trunc('year', day)::date)) x(span, bucket)
    group by x.span, x.bucket, fk_country_id, section_id, kind, market_until`,
  );
  const keptGroups = await raw(
    db,
    sql`select concat_ws('/', parent_id, market_until) as key, concat_ws('/', supply_lo, supply_hi, demand_lo, demand_hi) as n
    from catalogue_market_groups`,
  );
  const directGroups = await raw(
    db,
    sql`select concat_ws('/', c.fk_parent_id, coalesce(i.valid_to, 'infinity')) as key,
      concat_ws('/', min(i.fk_company_id) filter (where i.is_supply), max(i.fk_company_id) filter (where i.is_supply),
        min(i.fk_company_id) filter (where i.is_demand), max(i.fk_company_id) filter (where i.is_demand)) as n
    from catalogue_items i join codes c on c.pk_code_id = i.fk_classification_id and c.fk_parent_id is not null
    join companies co on co.pk_company_id = i.fk_company_id and co.is_verified and co.deleted_at is null
    where i.is_visible_for_supply and (i.is_supply or i.is_demand)
    group by 1`,
  );
  return {
    kept: { counts: countsByKey(keptCounts, EMPTY), groups: countsByKey(keptGroups, EMPTY) },
    direct: { counts: countsByKey(directCounts, EMPTY), groups: countsByKey(directGroups, EMPTY) },
  };
}

/** The catalogue's figures as the direct statement computed them before migration 0006 (issue 28), the reference. */
async function directFigures(db: Db, scope: InsightsScope) {
  const onMarket = sql`i.is_visible_for_supply and (i.valid_to is null or i.valid_to >= current_date)`;
  const live = sql`(${onMarket} and co.is_verified)`;
  const { rows } = (await db.execute(sql`
    with recursive ${sectionsCte([CodeType.activityClass, CodeType.productClass])},
    market as (
      select i.fk_classification_id as code_id,
        min(i.fk_company_id) filter (where i.is_supply) as s_lo, max(i.fk_company_id) filter (where i.is_supply) as s_hi,
        min(i.fk_company_id) filter (where i.is_demand) as d_lo, max(i.fk_company_id) filter (where i.is_demand) as d_hi
      from catalogue_items i join companies co on co.pk_company_id = i.fk_company_id and co.is_verified and co.deleted_at is null
      where ${onMarket}
      group by i.fk_classification_id),
    reach as (
      select c1.pk_code_id as code_id, min(k.s_lo) as s_lo, max(k.s_hi) as s_hi, min(k.d_lo) as d_lo, max(k.d_hi) as d_hi
      from codes c1 join ${matchingCodes('c1')} on true join market k on k.code_id = m.id
      where c1.fk_code_type_id in (${CodeType.activityClass}, ${CodeType.productClass}) and c1.fk_parent_id is not null
      group by c1.pk_code_id)
    select co.fk_country_id as country_id, s.section_id, i.kind,
      (count(*) filter (where i.is_supply))::int as supply,
      (count(*) filter (where i.is_demand))::int as demand,
      (count(*) filter (where i.is_supply and ${live} and r.d_lo is not null
        and not (r.d_lo = i.fk_company_id and r.d_hi = i.fk_company_id)))::int as matched_supply,
      (count(*) filter (where i.is_demand and ${live}
        and (r.s_lo is null or (r.s_lo = i.fk_company_id and r.s_hi = i.fk_company_id))))::int as unmet_demand
    from catalogue_items i join companies co on co.pk_company_id = i.fk_company_id
    join sect s on s.id = i.fk_classification_id
    left join reach r on r.code_id = i.fk_classification_id
    where co.deleted_at is null and ${economyCondition(sql`co.fk_country_id`, scope.countryId)} and ${inPeriod(sql`i.created_at`, scope)}
    group by 1, 2, 3`)) as unknown as { rows: unknown[] };
  return rows;
}

const sorted = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).sort();

/** Periods of whole months, of edge days, within one month and open at either end. */
const periods: [string | undefined, string | undefined][] = [
  [undefined, undefined],
  ['2024-03-01', '2024-05-31'],
  ['2024-03-10', undefined],
  [undefined, '2024-04-12'],
  ['2024-03-31', '2024-04-01'],
  ['2024-04-05', '2024-04-05'],
  ['2024-02-15', '2024-04-30'],
  ['2023-12-15', '2025-01-31'],
  ['2024-01-01', '2024-12-31'],
];

/** The kept rows equal a direct count; with `figures`, the figures read from them those of the direct statement too. */
async function expectExact(o: { figures?: boolean } = {}) {
  const { kept, direct } = await keptAndDirect(t0.db);
  expect(kept).toEqual(direct);
  if (o.figures) await expectFigures();
  return direct;
}

async function expectFigures() {
  const economies = [null, await countryId(t0.db, 'RS'), await countryId(t0.db, 'ME')];
  for (const [from, to] of periods) {
    for (const countryId of economies) {
      const scope = { countryId, start: from ? portalDayRange(from)[0] : null, end: to ? portalDayRange(to)[1] : null, lang: 1 };
      expect(sorted(await catalogueFigures(t0.db, scope)), `${from}..${to} economy ${countryId}`).toEqual(
        sorted(await directFigures(t0.db, scope)),
      );
    }
  }
}

const item = (companyId: number, o: Partial<typeof t.catalogueItems.$inferInsert> = {}) => ({
  kind: 'product' as const,
  fkCompanyId: companyId,
  fkClassificationId: code.apples,
  name: 'Counted item',
  isSupply: true,
  ...o,
});

/** Midnight in Belgrade on 2024-04-01 is 2024-03-31 22:00 UTC: a month's edge the buckets must place in the portal's time zone. */
const at = (iso: string) => new Date(iso);

describe('catalogue counts kept by triggers', () => {
  it('equal a direct count, and the figures the direct statement, after every kind of change', async () => {
    const rs = await buildCompany(t0.db, { country: 'RS' });
    const rs2 = await buildCompany(t0.db, { country: 'RS' });
    const me = await buildCompany(t0.db, { country: 'ME' });
    const waiting = await buildCompany(t0.db, { country: 'RS', isVerified: false });
    const items = await t0.db
      .insert(t.catalogueItems)
      .values([
        item(rs.pkCompanyId, { createdAt: at('2024-03-31T22:30:00Z') }),
        item(rs.pkCompanyId, { isDemand: true, validTo: '2030-12-31', createdAt: at('2024-03-05T10:00:00Z') }),
        item(rs.pkCompanyId, { kind: 'service', fkClassificationId: code.storage, isSupply: false, isDemand: true }),
        item(me.pkCompanyId, { fkClassificationId: code.pears, isSupply: false, isDemand: true, createdAt: at('2024-04-05T08:00:00Z') }),
        item(me.pkCompanyId, { fkClassificationId: code.horses, validTo: '2020-01-01', createdAt: at('2024-02-20T08:00:00Z') }),
        item(me.pkCompanyId, { isVisibleForSupply: false, createdAt: at('2024-04-12T21:59:00Z') }),
        item(waiting.pkCompanyId, { fkClassificationId: code.asses, isSupply: false, isDemand: true }),
        item(rs2.pkCompanyId, { fkClassificationId: code.cattle, isDemand: true, createdAt: at('2024-05-31T21:00:00Z') }),
        item(rs2.pkCompanyId, { isSupply: false, isDemand: false }),
      ])
      .returning();
    const counted = await expectExact({ figures: true });
    expect(Object.keys(counted.counts).length).toBeGreaterThanOrEqual(8);
    expect(Object.keys(counted.groups).length).toBeGreaterThanOrEqual(3);

    const [a, b, c, d, e, f] = items.map((i) => i.pkItemId);
    const change = async (id: number | number[], set: Partial<typeof t.catalogueItems.$inferInsert>) => {
      await t0.db
        .update(t.catalogueItems)
        .set(set)
        .where(inArray(t.catalogueItems.pkItemId, [id].flat()));
      await expectExact();
    };
    await change(a, { isDemand: true });
    await change(a, { isSupply: false });
    await change(b, { validTo: '2031-06-30' });
    await change(b, { validFrom: null, validTo: null });
    await change(b, { createdAt: at('2024-04-30T22:00:00Z') });
    await change(c, { kind: 'product', fkClassificationId: code.horses });
    await change(d, { fkClassificationId: code.asses });
    await change(e, { validTo: null });
    await change(f, { isVisibleForSupply: true });
    await change([a, b], { fkCompanyId: me.pkCompanyId });
    await change([a, b, c, d, e, f], { name: 'Renamed, nothing counted changes' });
    await expectFigures();

    const company = async (id: number, set: Partial<typeof t.companies.$inferInsert>) => {
      await t0.db.update(t.companies).set(set).where(eq(t.companies.pkCompanyId, id));
      await expectExact();
    };
    await company(waiting.pkCompanyId, { isVerified: true });
    await company(rs.pkCompanyId, { isVerified: false });
    await company(me.pkCompanyId, { deletedAt: new Date() });
    await company(me.pkCompanyId, { deletedAt: null });
    await company(rs2.pkCompanyId, { fkCountryId: await countryId(t0.db, 'AL') });
    await company(me.pkCompanyId, { name: 'Renamed company' });
    await t0.db
      .update(t.companies)
      .set({ isVerified: sql`not ${t.companies.isVerified}` })
      .where(inArray(t.companies.pkCompanyId, [rs.pkCompanyId, me.pkCompanyId, waiting.pkCompanyId]));
    await expectExact({ figures: true });

    // A code moved under another parent (and back) changes its items' group.
    const [pears] = await t0.db.select().from(t.codes).where(eq(t.codes.pkCodeId, code.pears));
    const [horses] = await t0.db.select().from(t.codes).where(eq(t.codes.pkCodeId, code.horses));
    await t0.db.update(t.codes).set({ fkParentId: horses.fkParentId }).where(eq(t.codes.pkCodeId, code.pears));
    await expectExact({ figures: true });
    await t0.db.update(t.codes).set({ fkParentId: pears.fkParentId }).where(eq(t.codes.pkCodeId, code.pears));
    await expectExact();

    await t0.db.delete(t.catalogueItems).where(eq(t.catalogueItems.pkItemId, a));
    await expectExact();
    await t0.db.update(t.companies).set({ isVerified: true }).where(eq(t.companies.pkCompanyId, me.pkCompanyId));
    await t0.db.delete(t.companies).where(eq(t.companies.pkCompanyId, me.pkCompanyId));
    await expectExact({ figures: true });
  }, 120_000);

  it(`equal a direct count after ${CONCURRENT_WRITERS} concurrent writers insert, update and delete items and change companies`, async () => {
    const companies = await Promise.all(
      ['RS', 'RS', 'ME', 'ME', 'AL', 'MK'].map((country, i) => buildCompany(t0.db, { country, isVerified: i % 2 === 0 })),
    );
    const ids = companies.map((c) => c.pkCompanyId);
    const codes = [code.apples, code.pears, code.horses, code.asses];
    const seeded = await t0.db
      .insert(t.catalogueItems)
      .values(
        ids.flatMap((id, i) => [
          item(id, { fkClassificationId: codes[i % codes.length] }),
          item(id, { isDemand: true, fkClassificationId: codes[(i + 1) % codes.length] }),
          item(id, { validTo: '2031-01-01' }),
        ]),
      )
      .returning({ id: t.catalogueItems.pkItemId });
    const itemIds = seeded.map((s) => s.id);
    // Each writer one statement in its own transaction, as the portal's writes are, all started at once.
    const writer = (w: number) =>
      t0.db.transaction(async (tx) => {
        const company = ids[w % ids.length];
        const some = itemIds.filter((_, i) => i % 5 === w % 5);
        switch (w % 7) {
          case 0:
            await tx
              .insert(t.catalogueItems)
              .values([
                item(company, { fkClassificationId: codes[w % codes.length] }),
                item(company, { isSupply: false, isDemand: true, fkClassificationId: codes[(w + 1) % codes.length] }),
              ]);
            break;
          case 1:
            await tx.update(t.catalogueItems).set({ isDemand: sql`not is_demand` }).where(inArray(t.catalogueItems.pkItemId, some));
            break;
          case 2:
            await tx.update(t.companies).set({ isVerified: sql`not is_verified` }).where(eq(t.companies.pkCompanyId, company));
            break;
          case 3:
            await tx
              .update(t.catalogueItems)
              .set({ isVisibleForSupply: sql`not is_visible_for_supply`, fkCompanyId: ids[(w + 1) % ids.length] })
              .where(inArray(t.catalogueItems.pkItemId, some));
            break;
          case 4:
            await tx.insert(t.catalogueItems).values(item(company, { kind: 'service', fkClassificationId: code.storage, isDemand: true }));
            break;
          case 5:
            await tx
              .update(t.companies)
              .set({ deletedAt: sql`case when deleted_at is null then now() end` })
              .where(eq(t.companies.pkCompanyId, company));
            break;
          default:
            await tx.delete(t.catalogueItems).where(eq(t.catalogueItems.pkItemId, itemIds[w % itemIds.length]));
        }
      });
    await runWritersAtOnce(writer);
    await expectExact({ figures: true });
  }, 120_000);
});
