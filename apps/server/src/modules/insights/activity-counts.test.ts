import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_TIME_ZONE } from '@portal/contracts/schedules/agenda';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { buildCast, buildCompany, buildUser, countryId } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { CONCURRENT_WRITERS, type CountRow, countsByKey, runWritersAtOnce } from '../../../test/kept-counts.ts';
import { type MeetingForum, meetingForum } from '../meetings/meetings.test-support.ts';

/**
 * activity_counts (migration 0007) is kept by triggers in the writing transaction: after every
 * kind of change to registrations, messages, meetings, their reports, people and companies it
 * must hold exactly what a direct count gives (below: each fact under the total of all
 * economies, each economy it concerns once, and a meeting's pair (every status together), per
 * day, month and year). The
 * concurrent part really races on the PostgreSQL server (TEST_DATABASE_URL, as in .ci/run); on
 * PGlite the writers queue. The meetings' own rules (migration 0004: slots, tables, availability)
 * play no part in the counts and are switched off here, so that meetings can be written freely.
 */
let t0: TestApp;
let forum: MeetingForum;
beforeAll(async () => {
  t0 = await createTestApp();
  forum = await meetingForum(t0.app, await buildCast(t0.app));
  const { rows } = (await t0.db.execute(sql`select tgname from pg_trigger
    where tgrelid = 'user_reservations'::regclass and not tgisinternal and tgname not like 'activity_counts%'`)) as unknown as {
    rows: { tgname: string }[];
  };
  for (const r of rows) await t0.db.execute(sql.raw(`alter table user_reservations disable trigger ${r.tgname}`));
}, 120_000);

async function keptAndDirect(db: Db) {
  const kept = (await db.execute(sql`select concat_ws('/', span, bucket, what, status, from_country_id, to_country_id) as key, n
    from activity_counts`)) as unknown as { rows: CountRow[] };
  const direct = (await db.execute(sql`
    with person as (select u.pk_user_id, coalesce(co.fk_country_id, 0) as c from users u left join companies co on co.pk_company_id = u.fk_company_id),
    meeting as (select r.pk_user_reservation_id as id, r.created_at, r.status, h.c as f, g.c as t from user_reservations r
      join person h on h.pk_user_id = r.fk_host_user_id join person g on g.pk_user_id = r.fk_guest_user_id),
    facts as (
      select i.accepted_at as at, 'registration' as what, '' as status, p.c as f, 0 as t
      from event_invitations i join person p on p.pk_user_id = i.fk_user_id where i.is_accepted and i.accepted_at is not null
      union all
      select m.send_on, 'message', '', coalesce(p.c, 0), 0 from messages m left join person p on p.pk_user_id = m.fk_sender_user_id
      union all
      select created_at, 'meeting', status, f, t from meeting
      union all
      select created_at, 'held', '', f, t from meeting m
      where exists (select 1 from meeting_reports mr where mr.fk_user_reservation_id = m.id and mr.took_place)
      union all
      select m.created_at, 'outcome', o.outcome, m.f, m.t from meeting m
      join (select distinct fk_user_reservation_id as id, outcome from meeting_reports where outcome is not null) o on o.id = m.id),
    keyed as (
      select at, what, status, -1 as f, -1 as t from facts where what <> 'registration' or f <> 0
      union all select at, what, status, f, -2 from facts where f > 0
      union all select at, what, status, t, -2 from facts where t > 0 and t <> f
      union all select at, what, '', f, t from facts where what = 'meeting')
    select concat_ws('/', x.span, x.bucket, what, status, f, t) as key, count(*)::int as n
    from keyed cross join lateral (values ('day', (at at time zone ${PORTAL_TIME_ZONE})::date),
      ('month', date_trunc('month', at at time zone ${PORTAL_TIME_ZONE})::date),
      ('year', date_trunc('year', at at time zone ${PORTAL_TIME_ZONE})::date)) x(span, bucket)
    group by 1`)) as unknown as { rows: CountRow[] };
  return { kept: countsByKey(kept.rows), direct: countsByKey(direct.rows) };
}

async function expectExact() {
  const { kept, direct } = await keptAndDirect(t0.db);
  expect(kept).toEqual(direct);
  return direct;
}

let slotNo = 0;
/** A meeting of the forum's B2B session between two people, in a slot of its own. */
const meeting = (host: number, guest: number, o: Partial<typeof t.userReservations.$inferInsert> = {}) => {
  const start = new Date(forum.b2b.startTime.getTime() + slotNo++ * 60_000);
  return {
    fkScheduleId: forum.b2b.pkScheduleId,
    fkHostUserId: host,
    fkGuestUserId: guest,
    slotStart: start,
    slotEnd: new Date(start.getTime() + 20 * 60_000),
    status: 'requested',
    ...o,
  };
};

let conversationId: number;
const message = (sender: number | null, o: Partial<typeof t.messages.$inferInsert> = {}) => ({
  fkConversationId: conversationId,
  fkSenderUserId: sender,
  title: 'Counted',
  content: 'Counted message',
  ...o,
});

const invitation = (userId: number | null, o: Partial<typeof t.eventInvitations.$inferInsert> = {}) => ({
  fkEventId: forum.eventId,
  fkUserId: userId,
  email: `guest-${userId}-${slotNo++}@example.test`,
  ...o,
});

describe('activity counts kept by triggers', () => {
  it('equal a direct count after every kind of change', async () => {
    const db = t0.db;
    const rs = await buildCompany(db, { country: 'RS' });
    const me = await buildCompany(db, { country: 'ME' });
    const [a, b, c] = await Promise.all([
      buildUser(db, { role: 4, companyId: rs.pkCompanyId }),
      buildUser(db, { role: 4, companyId: me.pkCompanyId }),
      buildUser(db, { role: 4, companyId: rs.pkCompanyId }),
    ]);
    const loner = await buildUser(db, { role: 5 });
    const [conversation] = await db.insert(t.conversations).values({ title: 'Counted', fkCreatorUserId: a.pkUserId }).returning();
    conversationId = conversation.pkConversationId;

    const invitations = await db
      .insert(t.eventInvitations)
      .values([
        invitation(a.pkUserId, { isAccepted: true, acceptedAt: new Date('2024-03-31T22:30:00Z') }),
        invitation(b.pkUserId),
        invitation(loner.pkUserId, { isAccepted: true, acceptedAt: new Date() }),
        invitation(null, { isAccepted: true, acceptedAt: new Date() }),
      ])
      .returning();
    const messages = await db
      .insert(t.messages)
      .values([
        message(a.pkUserId),
        message(b.pkUserId, { sendOn: new Date('2024-04-30T23:00:00Z') }),
        message(null),
        message(loner.pkUserId),
      ])
      .returning();
    const meetings = await db
      .insert(t.userReservations)
      .values([
        meeting(a.pkUserId, b.pkUserId, { status: 'accepted' }),
        meeting(a.pkUserId, c.pkUserId),
        meeting(b.pkUserId, loner.pkUserId, { status: 'rejected', createdAt: new Date('2024-02-29T23:30:00Z') }),
      ])
      .returning();
    const counted = await expectExact();
    expect(Object.keys(counted).length).toBeGreaterThan(20);

    const [ab, ac, bl] = meetings.map((m) => m.pkUserReservationId);
    const step = async (write: Promise<unknown>) => {
      await write;
      await expectExact();
    };
    // Registrations accepted, moved in time, declined; messages moved in time and removed.
    await step(
      db
        .update(t.eventInvitations)
        .set({ isAccepted: true, acceptedAt: new Date() })
        .where(eq(t.eventInvitations.pkEventInvitationId, invitations[1].pkEventInvitationId)),
    );
    await step(
      db
        .update(t.eventInvitations)
        .set({ acceptedAt: new Date('2025-01-01T00:30:00Z') })
        .where(eq(t.eventInvitations.pkEventInvitationId, invitations[0].pkEventInvitationId)),
    );
    await step(
      db
        .update(t.eventInvitations)
        .set({ isAccepted: false })
        .where(eq(t.eventInvitations.pkEventInvitationId, invitations[2].pkEventInvitationId)),
    );
    await step(
      db
        .update(t.messages)
        .set({ sendOn: new Date('2023-12-31T23:30:00Z') })
        .where(eq(t.messages.pkMessageId, messages[0].pkMessageId)),
    );
    await step(db.delete(t.messages).where(eq(t.messages.pkMessageId, messages[1].pkMessageId)));
    // Meetings answered and moved in time; reports of both sides, an outcome changed and removed.
    await step(db.update(t.userReservations).set({ status: 'accepted' }).where(eq(t.userReservations.pkUserReservationId, ac)));
    await step(
      db
        .update(t.userReservations)
        .set({ createdAt: new Date('2024-05-01T00:00:00Z') })
        .where(eq(t.userReservations.pkUserReservationId, ab)),
    );
    await step(
      db.insert(t.meetingReports).values({ fkUserReservationId: ab, fkUserId: a.pkUserId, tookPlace: true, outcome: 'deal_signed' }),
    );
    await step(
      db.insert(t.meetingReports).values({ fkUserReservationId: ab, fkUserId: b.pkUserId, tookPlace: true, outcome: 'deal_signed' }),
    );
    await step(db.insert(t.meetingReports).values({ fkUserReservationId: ac, fkUserId: c.pkUserId, tookPlace: false }));
    await step(db.update(t.meetingReports).set({ outcome: 'follow_up_agreed' }).where(eq(t.meetingReports.fkUserId, b.pkUserId)));
    await step(db.update(t.meetingReports).set({ tookPlace: true }).where(eq(t.meetingReports.fkUserReservationId, ac)));
    await step(db.delete(t.meetingReports).where(eq(t.meetingReports.fkUserId, a.pkUserId)));
    await step(
      db
        .update(t.userReservations)
        .set({ status: 'cancelled', note: 'Moved' })
        .where(inArray(t.userReservations.pkUserReservationId, [ab, bl])),
    );
    // People changing company (and leaving one), a company changing economy, one moved together with its person.
    await step(db.update(t.users).set({ fkCompanyId: me.pkCompanyId }).where(eq(t.users.pkUserId, c.pkUserId)));
    await step(db.update(t.users).set({ fkCompanyId: rs.pkCompanyId }).where(eq(t.users.pkUserId, loner.pkUserId)));
    await step(db.update(t.users).set({ fkCompanyId: null }).where(eq(t.users.pkUserId, b.pkUserId)));
    await step(
      db
        .update(t.companies)
        .set({ fkCountryId: await countryId(db, 'AL') })
        .where(eq(t.companies.pkCompanyId, me.pkCompanyId)),
    );
    await step(
      db
        .update(t.users)
        .set({ fkCompanyId: me.pkCompanyId })
        .where(inArray(t.users.pkUserId, [a.pkUserId, b.pkUserId])),
    );
    await step(db.update(t.companies).set({ name: 'Renamed, nothing counted changes' }).where(eq(t.companies.pkCompanyId, rs.pkCompanyId)));
    // A meeting removed with its reports; a person removed for good with everything of theirs.
    await step(db.delete(t.userReservations).where(eq(t.userReservations.pkUserReservationId, ac)));
    await step(db.delete(t.users).where(eq(t.users.pkUserId, loner.pkUserId)));
  }, 120_000);

  it(`equal a direct count after ${CONCURRENT_WRITERS} concurrent writers`, async () => {
    const db = t0.db;
    const companies = await Promise.all(['RS', 'ME', 'AL', 'MK'].map((country) => buildCompany(db, { country })));
    const people = await Promise.all(companies.flatMap((co) => [0, 1].map(() => buildUser(db, { role: 4, companyId: co.pkCompanyId }))));
    const ids = people.map((p) => p.pkUserId);
    const economies = await Promise.all(['RS', 'ME', 'AL', 'MK'].map((c) => countryId(db, c)));
    const [conversation] = await db.insert(t.conversations).values({ title: 'Raced', fkCreatorUserId: ids[0] }).returning();
    conversationId = conversation.pkConversationId;
    const seeded = await db
      .insert(t.userReservations)
      .values(ids.map((id, i) => meeting(id, ids[(i + 1) % ids.length], { status: 'accepted' })))
      .returning({ id: t.userReservations.pkUserReservationId });
    const meetingIds = seeded.map((s) => s.id);
    // Each writer one statement in its own transaction, as the portal's writes are, all started at once.
    const writer = (w: number) =>
      db.transaction(async (tx) => {
        const person = ids[w % ids.length];
        const m = meetingIds[w % meetingIds.length];
        switch (w % 6) {
          case 0:
            // Both people of a meeting report at once (with writer w + 1); a later writer of the same report changes it.
            await tx
              .insert(t.meetingReports)
              .values({ fkUserReservationId: m, fkUserId: person, tookPlace: true, outcome: 'deal_signed' })
              .onConflictDoUpdate({
                target: [t.meetingReports.fkUserReservationId, t.meetingReports.fkUserId],
                set: { outcome: 'follow_up_agreed' },
              });
            break;
          case 1:
            await tx
              .insert(t.meetingReports)
              .values({
                fkUserReservationId: meetingIds[(w - 1) % meetingIds.length],
                fkUserId: person,
                tookPlace: true,
                outcome: 'no_interest',
              })
              .onConflictDoUpdate({
                target: [t.meetingReports.fkUserReservationId, t.meetingReports.fkUserId],
                set: { tookPlace: false, outcome: null },
              });
            break;
          case 2:
            await tx.insert(t.userReservations).values(meeting(person, ids[(w + 3) % ids.length]));
            break;
          case 3:
            await tx
              .update(t.users)
              .set({ fkCompanyId: companies[w % companies.length].pkCompanyId })
              .where(eq(t.users.pkUserId, ids[(w + 1) % ids.length]));
            break;
          case 4:
            await tx
              .update(t.companies)
              .set({ fkCountryId: economies[w % economies.length] })
              .where(eq(t.companies.pkCompanyId, companies[(w + 1) % companies.length].pkCompanyId));
            break;
          default:
            await tx.insert(t.messages).values(message(person));
        }
      });
    await runWritersAtOnce(writer);
    await expectExact();
  }, 120_000);
});
