import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_TIME_ZONE } from '@portal/contracts/schedules/agenda';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { portalDayRange } from '../../lib/portal-clock.ts';
import { buildCompany, buildUser, countryId } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { CONCURRENT_WRITERS, type CountRow, countsByKey, runWritersAtOnce } from '../../../test/kept-counts.ts';
import { economyLinks } from './connections-insights.repository.ts';
import { economyCondition } from './insights.policy.ts';
import { type InsightsScope, inPeriod } from './insights-sql.repository.ts';

/**
 * connection_counts (migration 0009) is kept by triggers in the writing transaction: after every
 * kind of change to favourites, conversations, their members, people and companies it must hold
 * exactly what a direct count gives, and the matrix read from it the figures of the direct
 * statement it replaces (below, as it was). The concurrent part really races on the PostgreSQL
 * server (TEST_DATABASE_URL, as in .ci/run); on PGlite the writers queue.
 */
let t0: TestApp;
beforeAll(async () => {
  t0 = await createTestApp();
});

async function keptAndDirect(db: Db) {
  const kept = (await db.execute(sql`select concat_ws('/', span, bucket, what, from_country_id, to_country_id) as key, n
    from connection_counts`)) as unknown as { rows: CountRow[] };
  const direct = (await db.execute(sql`
    with facts as (
      select f.created_at as at, 'favourite' as what, uc.fk_country_id as f, co.fk_country_id as t
      from favorite_companies f join users u on u.pk_user_id = f.fk_user_id
      join companies uc on uc.pk_company_id = u.fk_company_id and uc.deleted_at is null
      join companies co on co.pk_company_id = f.fk_company_id and co.deleted_at is null
      union all
      select distinct on (cv.pk_conversation_id, cc.fk_country_id, mc.fk_country_id) cv.created_at, 'conversation', cc.fk_country_id, mc.fk_country_id
      from conversations cv join users cu on cu.pk_user_id = cv.fk_creator_user_id join companies cc on cc.pk_company_id = cu.fk_company_id
      join conversation_members cm on cm.fk_conversation_id = cv.pk_conversation_id and cm.fk_user_id <> cv.fk_creator_user_id
      join users mu on mu.pk_user_id = cm.fk_user_id join companies mc on mc.pk_company_id = mu.fk_company_id)
    select concat_ws('/', x.span, x.bucket, what, f, t) as key, count(*)::int as n
    from facts cross join lateral (values ('day', (at at time zone ${PORTAL_TIME_ZONE})::date),
      ('month', date_trunc('month', at at time zone ${PORTAL_TIME_ZONE})::date),
      ('year', date_trunc('year', at at time zone ${PORTAL_TIME_ZONE})::date)) x(span, bucket)
    group by 1`)) as unknown as { rows: CountRow[] };
  return { kept: countsByKey(kept.rows), direct: countsByKey(direct.rows) };
}

/** The matrix's favourites and conversations as the direct statement counted them before migration 0009, the reference. */
async function directLinks(db: Db, scope: InsightsScope) {
  const { rows } = (await db.execute(sql`
    select from_id, to_id, sum(favourites)::int as favourites, sum(conversations)::int as conversations
    from (
      select uc.fk_country_id as from_id, co.fk_country_id as to_id, count(*) as favourites, 0 as conversations
      from favorite_companies f join users u on u.pk_user_id = f.fk_user_id
      join companies uc on uc.pk_company_id = u.fk_company_id and uc.deleted_at is null
      join companies co on co.pk_company_id = f.fk_company_id and co.deleted_at is null
      where ${inPeriod(sql`f.created_at`, scope)}
      group by 1, 2
      union all
      select from_id, to_id, 0, count(*) from (
        select distinct cv.pk_conversation_id, cc.fk_country_id as from_id, mc.fk_country_id as to_id
        from conversations cv join users cu on cu.pk_user_id = cv.fk_creator_user_id join companies cc on cc.pk_company_id = cu.fk_company_id
        join conversation_members cm on cm.fk_conversation_id = cv.pk_conversation_id and cm.fk_user_id <> cv.fk_creator_user_id
        join users mu on mu.pk_user_id = cm.fk_user_id join companies mc on mc.pk_company_id = mu.fk_company_id
        where ${inPeriod(sql`cv.created_at`, scope)}) c
      group by 1, 2) x
    where ${economyCondition(sql`from_id`, scope.countryId)} or ${economyCondition(sql`to_id`, scope.countryId)}
    group by from_id, to_id`)) as unknown as { rows: { from_id: number; to_id: number; favourites: number; conversations: number }[] };
  return rows.map((r) => JSON.stringify(r)).sort();
}

const periods: [string | undefined, string | undefined][] = [
  [undefined, undefined],
  ['2024-03-10', '2024-05-31'],
  ['2024-04-01', undefined],
];

async function expectExact(o: { links?: boolean } = {}) {
  const { kept, direct } = await keptAndDirect(t0.db);
  expect(kept).toEqual(direct);
  if (!o.links) return direct;
  for (const [from, to] of periods) {
    for (const countryId of [null, await countryIdOf('RS')]) {
      const scope = { countryId, start: from ? portalDayRange(from)[0] : null, end: to ? portalDayRange(to)[1] : null, lang: 1 };
      const kept = (await economyLinks(t0.db, scope))
        .filter((r) => r.favourites + r.conversations > 0)
        .map(({ from_id, to_id, favourites, conversations }) => JSON.stringify({ from_id, to_id, favourites, conversations }))
        .sort();
      expect(kept, `${from}..${to} economy ${countryId}`).toEqual(await directLinks(t0.db, scope));
    }
  }
  return direct;
}
const countryIdOf = (alpha2: string) => countryId(t0.db, alpha2);

describe('connection counts kept by triggers', () => {
  it('equal a direct count, and the matrix the direct statement, after every kind of change', async () => {
    const db = t0.db;
    const rs = await buildCompany(db, { country: 'RS' });
    const me = await buildCompany(db, { country: 'ME' });
    const al = await buildCompany(db, { country: 'AL' });
    const [a, b, c] = await Promise.all([
      buildUser(db, { role: 4, companyId: rs.pkCompanyId }),
      buildUser(db, { role: 4, companyId: me.pkCompanyId }),
      buildUser(db, { role: 4, companyId: al.pkCompanyId }),
    ]);
    const loner = await buildUser(db, { role: 5 });
    await db.insert(t.favoriteCompanies).values([
      { fkUserId: a.pkUserId, fkCompanyId: me.pkCompanyId, createdAt: new Date('2024-03-31T22:30:00Z') },
      { fkUserId: b.pkUserId, fkCompanyId: rs.pkCompanyId },
      { fkUserId: c.pkUserId, fkCompanyId: rs.pkCompanyId, createdAt: new Date('2024-05-01T10:00:00Z') },
      { fkUserId: loner.pkUserId, fkCompanyId: al.pkCompanyId },
    ]);
    const [one, two] = await db
      .insert(t.conversations)
      .values([
        { title: 'One', fkCreatorUserId: a.pkUserId, createdAt: new Date('2024-04-15T10:00:00Z') },
        { title: 'Two', fkCreatorUserId: b.pkUserId },
      ])
      .returning();
    const member = (conversation: number, user: number) => ({ fkConversationId: conversation, fkUserId: user });
    await db
      .insert(t.conversationMembers)
      .values([
        member(one.pkConversationId, a.pkUserId),
        member(one.pkConversationId, b.pkUserId),
        member(two.pkConversationId, b.pkUserId),
      ]);
    const counted = await expectExact({ links: true });
    expect(Object.keys(counted).length).toBeGreaterThanOrEqual(9);

    const step = async (write: Promise<unknown>, links = false) => {
      await write;
      await expectExact({ links });
    };
    // Members: a second one of the same economy adds no pair; removing the last of an economy takes it off.
    await step(
      db.insert(t.conversationMembers).values([member(one.pkConversationId, c.pkUserId), member(two.pkConversationId, a.pkUserId)]),
    );
    const carol = await buildUser(db, { role: 4, companyId: al.pkCompanyId });
    await step(db.insert(t.conversationMembers).values(member(one.pkConversationId, carol.pkUserId)));
    await step(
      db
        .delete(t.conversationMembers)
        .where(and(eq(t.conversationMembers.fkConversationId, one.pkConversationId), eq(t.conversationMembers.fkUserId, c.pkUserId))),
    );
    await step(db.update(t.conversationMembers).set({ deletedAt: new Date() }).where(eq(t.conversationMembers.fkUserId, b.pkUserId)));
    // Conversations and favourites moved in time, a conversation's creator changed.
    await step(
      db
        .update(t.conversations)
        .set({ createdAt: new Date('2024-05-31T21:30:00Z') })
        .where(eq(t.conversations.pkConversationId, one.pkConversationId)),
    );
    await step(
      db.update(t.conversations).set({ fkCreatorUserId: c.pkUserId }).where(eq(t.conversations.pkConversationId, two.pkConversationId)),
    );
    await step(
      db
        .update(t.favoriteCompanies)
        .set({ createdAt: new Date('2024-04-02T00:00:00Z') })
        .where(eq(t.favoriteCompanies.fkUserId, b.pkUserId)),
      true,
    );
    // People changing company, companies moved, deleted, restored.
    await step(db.update(t.users).set({ fkCompanyId: al.pkCompanyId }).where(eq(t.users.pkUserId, a.pkUserId)));
    await step(db.update(t.users).set({ fkCompanyId: rs.pkCompanyId }).where(eq(t.users.pkUserId, loner.pkUserId)));
    await step(
      db
        .update(t.companies)
        .set({ fkCountryId: await countryIdOf('MK') })
        .where(eq(t.companies.pkCompanyId, me.pkCompanyId)),
    );
    await step(db.update(t.companies).set({ deletedAt: new Date() }).where(eq(t.companies.pkCompanyId, rs.pkCompanyId)));
    await step(db.update(t.companies).set({ deletedAt: null }).where(eq(t.companies.pkCompanyId, rs.pkCompanyId)), true);
    await step(
      db
        .update(t.users)
        .set({ fkCompanyId: me.pkCompanyId })
        .where(inArray(t.users.pkUserId, [b.pkUserId, c.pkUserId])),
    );
    // Removed for good: a favourite, a conversation with its members, a person with everything of theirs, a company without people.
    await step(db.delete(t.favoriteCompanies).where(eq(t.favoriteCompanies.fkUserId, loner.pkUserId)));
    await step(db.delete(t.conversations).where(eq(t.conversations.pkConversationId, two.pkConversationId)));
    await step(db.delete(t.users).where(eq(t.users.pkUserId, carol.pkUserId)));
    const empty = await buildCompany(db, { country: 'ME' });
    await step(db.insert(t.favoriteCompanies).values({ fkUserId: a.pkUserId, fkCompanyId: empty.pkCompanyId }));
    await step(db.delete(t.companies).where(eq(t.companies.pkCompanyId, empty.pkCompanyId)), true);
  }, 120_000);

  it(`equal a direct count after ${CONCURRENT_WRITERS} concurrent writers`, async () => {
    const db = t0.db;
    const companies = await Promise.all(['RS', 'ME', 'AL', 'MK'].map((country) => buildCompany(db, { country })));
    const people = await Promise.all(companies.flatMap((co) => [0, 1].map(() => buildUser(db, { role: 4, companyId: co.pkCompanyId }))));
    const ids = people.map((p) => p.pkUserId);
    const economies = await Promise.all(['RS', 'ME', 'AL', 'MK'].map((c) => countryIdOf(c)));
    const conversations = await db
      .insert(t.conversations)
      .values(ids.map((id) => ({ title: 'Raced', fkCreatorUserId: id })))
      .returning({ id: t.conversations.pkConversationId });
    await db.insert(t.conversationMembers).values(conversations.map((c, i) => ({ fkConversationId: c.id, fkUserId: ids[i] })));
    // Each writer one statement in its own transaction, as the portal's writes are, all started at once.
    const writer = (w: number) =>
      db.transaction(async (tx) => {
        const person = ids[w % ids.length];
        const conversation = conversations[w % conversations.length].id;
        switch (w % 6) {
          case 0:
          case 1:
            // Two people of one economy join a conversation at once.
            await tx
              .insert(t.conversationMembers)
              .values({ fkConversationId: conversation, fkUserId: ids[(w + 2 + (w % 6)) % ids.length] })
              .onConflictDoNothing();
            break;
          case 2:
            await tx
              .insert(t.favoriteCompanies)
              .values({ fkUserId: person, fkCompanyId: companies[(w + 1) % companies.length].pkCompanyId })
              .onConflictDoNothing();
            break;
          case 3:
            await tx
              .update(t.users)
              .set({ fkCompanyId: companies[w % companies.length].pkCompanyId })
              .where(eq(t.users.pkUserId, ids[(w + 3) % ids.length]));
            break;
          case 4:
            await tx
              .update(t.companies)
              .set({ fkCountryId: economies[w % economies.length], deletedAt: w % 4 === 0 ? new Date() : null })
              .where(eq(t.companies.pkCompanyId, companies[(w + 1) % companies.length].pkCompanyId));
            break;
          default:
            await tx.delete(t.conversationMembers).where(eq(t.conversationMembers.fkUserId, ids[(w + 5) % ids.length]));
        }
      });
    await runWritersAtOnce(writer);
    await expectExact({ links: true });
  }, 120_000);
});
