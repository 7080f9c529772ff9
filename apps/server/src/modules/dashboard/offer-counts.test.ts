import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { buildCompany, codeId, countryId } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { CONCURRENT_WRITERS, type CountRow, countsByKey, runWritersAtOnce } from '../../../test/kept-counts.ts';

/**
 * offer_counts (migration 0005) is kept by triggers in the writing transaction: after every kind
 * of change to the items and their companies it must hold exactly what a direct count of the
 * items gives. The concurrent part really races on the PostgreSQL server (TEST_DATABASE_URL, as
 * in .ci/run); on PGlite the writers queue.
 */
let t0: TestApp;
let hs: number;
let nace: number;
beforeAll(async () => {
  t0 = await createTestApp();
  hs = await codeId(t0.db, 6, '080810');
  nace = await codeId(t0.db, 5, '52.10');
});

/** The kept counts and a direct count of the items, each as economy/kind/supply/demand/from/to -> items. */
async function keptAndDirect(db: Db) {
  const kept = (await db.execute(sql`select concat_ws('/', fk_country_id, kind, is_supply, is_demand, valid_from, valid_to) as key,
    items as n from offer_counts`)) as unknown as { rows: CountRow[] };
  const direct = (await db.execute(sql`select concat_ws('/', co.fk_country_id, i.kind, i.is_supply, i.is_demand,
      coalesce(i.valid_from, '-infinity'), coalesce(i.valid_to, 'infinity')) as key, count(*)::int as n
    from catalogue_items i join companies co on co.pk_company_id = i.fk_company_id
    where i.is_visible_for_supply and co.is_verified and co.deleted_at is null group by 1`)) as unknown as { rows: CountRow[] };
  return { kept: countsByKey(kept.rows), direct: countsByKey(direct.rows) };
}

async function expectExact() {
  const { kept, direct } = await keptAndDirect(t0.db);
  expect(kept).toEqual(direct);
  return direct;
}

const item = (companyId: number, o: Partial<typeof t.catalogueItems.$inferInsert> = {}) => ({
  kind: 'product' as const,
  fkCompanyId: companyId,
  fkClassificationId: hs,
  name: 'Counted item',
  isSupply: true,
  ...o,
});

describe('offer counts kept by triggers', () => {
  it('equal a direct count after inserts, updates of every counted column, company changes and deletes', async () => {
    const rs = await buildCompany(t0.db, { country: 'RS' });
    const me = await buildCompany(t0.db, { country: 'ME' });
    const waiting = await buildCompany(t0.db, { country: 'RS', isVerified: false });
    const items = await t0.db
      .insert(t.catalogueItems)
      .values([
        item(rs.pkCompanyId),
        item(rs.pkCompanyId, { isDemand: true, validFrom: '2026-01-01', validTo: '2030-12-31' }),
        item(rs.pkCompanyId, { kind: 'service', fkClassificationId: nace, isSupply: false, isDemand: true }),
        item(me.pkCompanyId, { validTo: '2020-01-01', validFrom: '2019-01-01' }),
        item(me.pkCompanyId, { isVisibleForSupply: false }),
        item(waiting.pkCompanyId),
      ])
      .returning();
    const counted = await expectExact();
    expect(Object.values(counted).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(4);

    const [a, b, c, d, e] = items.map((i) => i.pkItemId);
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
    await change(c, { kind: 'product', fkClassificationId: hs });
    await change(d, { isVisibleForSupply: false });
    await change(e, { isVisibleForSupply: true });
    await change([a, b], { fkCompanyId: me.pkCompanyId });
    await change([a, b, c, d, e], { name: 'Renamed, nothing counted changes' });

    const company = async (id: number, set: Partial<typeof t.companies.$inferInsert>) => {
      await t0.db.update(t.companies).set(set).where(eq(t.companies.pkCompanyId, id));
      await expectExact();
    };
    await company(waiting.pkCompanyId, { isVerified: true });
    await company(rs.pkCompanyId, { isVerified: false });
    await company(me.pkCompanyId, { deletedAt: new Date() });
    await company(me.pkCompanyId, { deletedAt: null });
    await company(me.pkCompanyId, { fkCountryId: await countryId(t0.db, 'AL') });
    await company(me.pkCompanyId, { name: 'Renamed company' });
    await t0.db
      .update(t.companies)
      .set({ isVerified: sql`not ${t.companies.isVerified}` })
      .where(inArray(t.companies.pkCompanyId, [rs.pkCompanyId, me.pkCompanyId, waiting.pkCompanyId]));
    await expectExact();

    await t0.db.delete(t.catalogueItems).where(eq(t.catalogueItems.pkItemId, a));
    await expectExact();
    await t0.db.update(t.companies).set({ isVerified: true }).where(eq(t.companies.pkCompanyId, me.pkCompanyId));
    await t0.db.delete(t.companies).where(eq(t.companies.pkCompanyId, me.pkCompanyId));
    await expectExact();
  });

  it(`equal a direct count after ${CONCURRENT_WRITERS} concurrent writers insert, update and delete items and verify companies`, async () => {
    const companies = await Promise.all(
      ['RS', 'RS', 'ME', 'ME', 'AL', 'MK'].map((country, i) => buildCompany(t0.db, { country, isVerified: i % 2 === 0 })),
    );
    const ids = companies.map((c) => c.pkCompanyId);
    const seeded = await t0.db
      .insert(t.catalogueItems)
      .values(ids.flatMap((id) => [item(id), item(id, { isDemand: true }), item(id, { validTo: '2031-01-01' })]))
      .returning({ id: t.catalogueItems.pkItemId });
    const itemIds = seeded.map((s) => s.id);
    // Each writer one statement in its own transaction, as the portal's writes are, all started at once.
    const writer = (w: number) =>
      t0.db.transaction(async (tx) => {
        const company = ids[w % ids.length];
        const some = itemIds.filter((_, i) => i % 5 === w % 5);
        switch (w % 6) {
          case 0:
            await tx.insert(t.catalogueItems).values([item(company), item(company, { isSupply: false, isDemand: true })]);
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
            await tx.insert(t.catalogueItems).values(item(company, { kind: 'service', fkClassificationId: nace, validFrom: '2025-01-01' }));
            break;
          default:
            await tx.delete(t.catalogueItems).where(eq(t.catalogueItems.pkItemId, itemIds[w % itemIds.length]));
        }
      });
    await runWritersAtOnce(writer);
    await expectExact();
  }, 120_000);
});
