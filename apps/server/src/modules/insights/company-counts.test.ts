import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CodeType } from '@portal/contracts/codes/code-types';
import { PORTAL_TIME_ZONE } from '@portal/contracts/schedules/agenda';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { buildCompany, codeId, countryId } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { CONCURRENT_WRITERS, type CountRow, countsByKey, runWritersAtOnce } from '../../../test/kept-counts.ts';

/**
 * company_counts (migration 0008) is kept by triggers in the writing transaction: after every
 * kind of change to the companies, their activities and the codes it must hold exactly what a
 * direct count gives (each company not deleted once as itself, section 0, and once per NACE
 * section of its activities, per day, month and year of registration). The concurrent part
 * really races on the PostgreSQL server (TEST_DATABASE_URL, as in .ci/run); on PGlite the
 * writers queue.
 */
let t0: TestApp;
let nace: Record<'wheat' | 'rice' | 'software' | 'storage', number>;
beforeAll(async () => {
  t0 = await createTestApp();
  const code = (c: string) => codeId(t0.db, CodeType.activityClass, c);
  nace = { wheat: await code('01.11'), rice: await code('01.12'), software: await code('62.01'), storage: await code('52.10') };
});

async function keptAndDirect(db: Db) {
  const kept = (await db.execute(sql`select concat_ws('/', span, bucket, fk_country_id, section_id, is_verified) as key,
    companies as n from company_counts`)) as unknown as { rows: CountRow[] };
  const direct = (await db.execute(sql`
    with recursive sect(id, section_id) as (
      select pk_code_id, pk_code_id from codes where fk_code_type_id = ${CodeType.activityClass} and fk_parent_id is null
      union all select c.pk_code_id, s.section_id from codes c join sect s on c.fk_parent_id = s.id),
    counted as (
      select co.created_at, co.fk_country_id, 0 as section_id, co.is_verified from companies co where co.deleted_at is null
      union all
      select co.created_at, co.fk_country_id, x.section_id, co.is_verified from companies co
      join (select distinct cs.fk_company_id, s.section_id from company_sectors cs join sect s on s.id = cs.fk_code_id) x
        on x.fk_company_id = co.pk_company_id
      where co.deleted_at is null)
    select concat_ws('/', b.span, b.bucket, fk_country_id, section_id, is_verified) as key, count(*)::int as n
    from counted cross join lateral (values ('day', (created_at at time zone ${PORTAL_TIME_ZONE})::date),
      ('month', date_trunc('month', created_at at time zone ${PORTAL_TIME_ZONE})::date),
      ('year', date_trunc('year', created_at at time zone ${PORTAL_TIME_ZONE})::date)) b(span, bucket)
    group by 1`)) as unknown as { rows: CountRow[] };
  return { kept: countsByKey(kept.rows), direct: countsByKey(direct.rows) };
}

async function expectExact() {
  const { kept, direct } = await keptAndDirect(t0.db);
  expect(kept).toEqual(direct);
  return direct;
}

describe('company counts kept by triggers', () => {
  it('equal a direct count after every kind of change', async () => {
    const db = t0.db;
    const rs = await buildCompany(db, { country: 'RS' });
    const me = await buildCompany(db, { country: 'ME', isVerified: false });
    const counted = await expectExact();
    expect(Object.keys(counted).length).toBeGreaterThanOrEqual(6);

    const step = async (write: Promise<unknown>) => {
      await write;
      await expectExact();
    };
    const company = (id: number, set: Partial<typeof t.companies.$inferInsert>) =>
      db.update(t.companies).set(set).where(eq(t.companies.pkCompanyId, id));
    // Activities: a second one in a section counts nothing more, the last one out of a section takes the company off.
    await step(db.insert(t.companySectors).values({ fkCompanyId: rs.pkCompanyId, fkCodeId: nace.wheat }));
    await step(db.insert(t.companySectors).values({ fkCompanyId: rs.pkCompanyId, fkCodeId: nace.rice }));
    await step(
      db.insert(t.companySectors).values([
        { fkCompanyId: rs.pkCompanyId, fkCodeId: nace.software },
        { fkCompanyId: me.pkCompanyId, fkCodeId: nace.software },
        { fkCompanyId: me.pkCompanyId, fkCodeId: nace.storage },
      ]),
    );
    await step(
      db.delete(t.companySectors).where(and(eq(t.companySectors.fkCompanyId, rs.pkCompanyId), eq(t.companySectors.fkCodeId, nace.wheat))),
    );
    await step(
      db
        .update(t.companySectors)
        .set({ fkCodeId: nace.wheat })
        .where(and(eq(t.companySectors.fkCompanyId, me.pkCompanyId), eq(t.companySectors.fkCodeId, nace.storage))),
    );
    // The company: registered another day, verified, moved, deleted, restored, renamed.
    await step(company(rs.pkCompanyId, { createdAt: new Date('2024-03-31T22:30:00Z') }));
    await step(company(me.pkCompanyId, { isVerified: true }));
    await step(company(me.pkCompanyId, { fkCountryId: await countryId(db, 'AL') }));
    await step(company(rs.pkCompanyId, { deletedAt: new Date() }));
    await step(db.insert(t.companySectors).values({ fkCompanyId: rs.pkCompanyId, fkCodeId: nace.storage }));
    await step(company(rs.pkCompanyId, { deletedAt: null }));
    await step(company(me.pkCompanyId, { name: 'Renamed, nothing counted changes' }));
    await step(
      db
        .update(t.companies)
        .set({ isVerified: sql`not ${t.companies.isVerified}` })
        .where(inArray(t.companies.pkCompanyId, [rs.pkCompanyId, me.pkCompanyId])),
    );
    // A code moved under another section (and back) moves its companies.
    const [rice] = await db.select().from(t.codes).where(eq(t.codes.pkCodeId, nace.rice));
    const [software] = await db.select().from(t.codes).where(eq(t.codes.pkCodeId, nace.software));
    await step(db.update(t.codes).set({ fkParentId: software.fkParentId }).where(eq(t.codes.pkCodeId, nace.rice)));
    await step(db.update(t.codes).set({ fkParentId: rice.fkParentId }).where(eq(t.codes.pkCodeId, nace.rice)));
    // A company removed for good, with its activities.
    await step(db.delete(t.companies).where(eq(t.companies.pkCompanyId, me.pkCompanyId)));
  }, 120_000);

  it(`equal a direct count after ${CONCURRENT_WRITERS} concurrent writers`, async () => {
    const db = t0.db;
    const companies = await Promise.all(['RS', 'ME', 'AL', 'MK'].map((country) => buildCompany(db, { country })));
    const ids = companies.map((c) => c.pkCompanyId);
    const codes = [nace.wheat, nace.rice, nace.software, nace.storage];
    const economies = await Promise.all(['RS', 'ME', 'AL', 'MK'].map((c) => countryId(db, c)));
    // Each writer one statement in its own transaction, as the portal's writes are, all started at once.
    const writer = (w: number) =>
      db.transaction(async (tx) => {
        const id = ids[w % ids.length];
        switch (w % 5) {
          case 0:
          case 1:
            // Two activities of one section of one company at once (wheat and rice are both in section A).
            await tx
              .insert(t.companySectors)
              .values({ fkCompanyId: id, fkCodeId: codes[(w % 5) + (Math.floor(w / 5) % 2) * 2] })
              .onConflictDoNothing();
            break;
          case 2:
            await tx.update(t.companies).set({ isVerified: sql`not is_verified` }).where(eq(t.companies.pkCompanyId, id));
            break;
          case 3:
            await tx
              .update(t.companies)
              .set({ fkCountryId: economies[w % economies.length] })
              .where(eq(t.companies.pkCompanyId, ids[(w + 1) % ids.length]));
            break;
          default:
            await tx.delete(t.companySectors).where(eq(t.companySectors.fkCompanyId, ids[(w + 2) % ids.length]));
        }
      });
    await runWritersAtOnce(writer);
    await expectExact();
  }, 120_000);
});
