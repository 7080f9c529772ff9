import { and, asc, eq, inArray } from 'drizzle-orm';
import { CodeType } from '@portal/contracts/codes/code-types';
import { B2B_SESSION_TYPE_CODE } from '@portal/contracts/schedules/schedules';
import type { DbOrTx } from '../db/client.ts';
import * as t from '../db/schema/all.ts';
import { DEMO_FORUM_NAME } from './demo-programme.ts';
import { codeId } from './lookups.ts';

/**
 * People of the region registered on the forum here, to meet company.rs@ and each other. company.al@
 * registers too, but Tirana Textiles has no event management: the example of the rule that such
 * an attendee is not offered for meetings (docs/decisions.md), so it has no meetings or wishes.
 */
export const MEETING_ATTENDEES = [
  'company.me@market-access.demo',
  'company.mk@market-access.demo',
  'employee.mk@market-access.demo',
  'employee.me@market-access.demo',
  'company.al@market-access.demo',
];

const rs = 'company.rs@market-access.demo';
/** Marko Vuković (Adriatic Logistics), Elena Stojanovska and Bojan Trajkovski (Vardar Soft), Jelena Radović (Adriatic Logistics). */
const [me, mk, bojan, jelena] = MEETING_ATTENDEES;

/** [B2B session (0: day 1, 1: day 2), slot index, table, host, guest, accepted (else waiting for the guest), note]. */
const demoMeetings: [0 | 1, number, number, string, string, boolean, string | null][] = [
  [0, 0, 1, rs, me, true, 'Frozen raspberries for the coastal hotel season.'],
  [0, 1, 3, bojan, me, true, 'A warehouse system for the cold store in Bar.'],
  [0, 2, 2, mk, rs, false, 'Interested in your apple juice concentrate.'],
  [0, 4, 4, rs, bojan, false, null],
  [1, 0, 1, me, mk, true, null],
  [1, 3, 5, rs, mk, true, 'Follow-up on the jam private label offer.'],
];

/**
 * Meeting wishes on day 1 ([who, whom]): company.mk@ and employee.me@ both want to meet, so the
 * organisers' scheduler has a meeting to place; company.mk@ also wants to meet company.me@, who
 * has not answered yet.
 */
const demoWishes: [string, string][] = [
  [mk, jelena],
  [jelena, mk],
  [mk, me],
];

/**
 * One-to-one meetings of the Belgrade forum's two B2B sessions (runs after demo-schedules.ts):
 * more people of the region register on the forum, a handful of meetings between them and
 * company.rs@ are confirmed or wait for an answer, and some want to meet (demoWishes).
 */
export async function seedDemoMeetings(db: DbOrTx) {
  const [forum] = await db.select().from(t.events).where(eq(t.events.name, DEMO_FORUM_NAME));
  if (!forum) return;
  const users = await db
    .select({ id: t.users.pkUserId, email: t.users.email })
    .from(t.users)
    .where(inArray(t.users.email, [rs, ...MEETING_ATTENDEES]));
  const idOf = new Map(users.map((u) => [u.email, u.id] as const));
  const invited = await db
    .select({ userId: t.eventInvitations.fkUserId })
    .from(t.eventInvitations)
    .where(eq(t.eventInvitations.fkEventId, forum.pkEventId));
  const already = new Set(invited.map((i) => i.userId));
  const newcomers = users.filter((u) => MEETING_ATTENDEES.includes(u.email) && !already.has(u.id));
  if (newcomers.length) {
    const acceptedAt = new Date(Math.min(Date.now(), forum.startDate.getTime()) - 2 * 86_400_000);
    await db.insert(t.eventInvitations).values(
      newcomers.map((u) => ({
        fkEventId: forum.pkEventId,
        fkUserId: u.id,
        email: u.email,
        isAccepted: true,
        acceptedAt,
        createdAt: acceptedAt,
      })),
    );
  }

  const b2bType = await codeId(db, CodeType.sessionType, B2B_SESSION_TYPE_CODE);
  const sessions = await db
    .select()
    .from(t.schedules)
    .where(and(eq(t.schedules.fkEventId, forum.pkEventId), eq(t.schedules.fkSessionTypeId, b2bType)))
    .orderBy(asc(t.schedules.startTime));
  if (sessions.length < 2) return;
  const rows = demoMeetings.flatMap(([day, slot, table, host, guest, accepted, note]) => {
    const s = sessions[day];
    const hostId = idOf.get(host);
    const guestId = idOf.get(guest);
    if (!hostId || !guestId) return [];
    const minutes = s.meetingSlotMinutes;
    const slotStart = new Date(s.startTime.getTime() + slot * minutes * 60_000);
    return [
      {
        fkScheduleId: s.pkScheduleId,
        tableNumber: table,
        fkHostUserId: hostId,
        fkGuestUserId: guestId,
        slotStart,
        slotEnd: new Date(slotStart.getTime() + minutes * 60_000),
        status: accepted ? 'accepted' : 'requested',
        awaitingUserId: accepted ? null : guestId,
        note,
      },
    ];
  });
  if (rows.length) await db.insert(t.userReservations).values(rows);
  const wishes = demoWishes.flatMap(([who, whom]) => {
    const fkUserId = idOf.get(who);
    const fkWantedUserId = idOf.get(whom);
    return fkUserId && fkWantedUserId ? [{ fkScheduleId: sessions[0].pkScheduleId, fkUserId, fkWantedUserId }] : [];
  });
  if (wishes.length) await db.insert(t.meetingWishes).values(wishes).onConflictDoNothing();
}
