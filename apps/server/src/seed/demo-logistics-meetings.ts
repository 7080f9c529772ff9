import { eq, inArray } from 'drizzle-orm';
import { CodeType } from '@portal/contracts/codes/code-types';
import { B2B_SESSION_TYPE_CODE, DEFAULT_MEETING_SLOT_MINUTES } from '@portal/contracts/schedules/schedules';
import type { DbOrTx } from '../db/client.ts';
import * as t from '../db/schema/all.ts';
import { codeId } from './lookups.ts';

const LOGISTICS_DAYS = 'Regional Logistics Days';
const HALL = 'Fair Hall 2';
const TABLES = 6;
/** The session starts two hours after the event opens and lasts two hours. */
const SESSION_OFFSET_MINUTES = 120;
const SESSION_MINUTES = 120;

const rs = 'company.rs@market-access.demo';
const me = 'company.me@market-access.demo';
const employeeMe = 'employee.me@market-access.demo';
/** [slot index, table, host, guest]: accepted meetings its registered attendees held (or missed). */
const heldMeetings: [number, number, string, string][] = [
  [0, 1, rs, me],
  [2, 2, employeeMe, rs],
];

/**
 * The finished logistics days (demo-events.ts) had a B2B session: company.rs@ met company.me@ and
 * employee.me@ there, so its survey asks them what came of those meetings (issue 26's journey and
 * screens). Runs after demo-invitations.ts, which registers the three.
 */
export async function seedDemoLogisticsMeetings(db: DbOrTx) {
  const [event] = await db.select().from(t.events).where(eq(t.events.name, LOGISTICS_DAYS));
  if (!event) return;
  const [hall] = await db.insert(t.halls).values({ fkEventId: event.pkEventId, name: HALL, tableCount: TABLES }).returning();
  const startTime = new Date(event.startDate.getTime() + SESSION_OFFSET_MINUTES * 60_000);
  const [session] = await db
    .insert(t.schedules)
    .values({
      fkEventId: event.pkEventId,
      name: 'B2B meetings: forwarders and carriers',
      fkSessionTypeId: await codeId(db, CodeType.sessionType, B2B_SESSION_TYPE_CODE),
      fkHallId: hall.pkHallId,
      startTime,
      endTime: new Date(startTime.getTime() + SESSION_MINUTES * 60_000),
      description: '<p>Pre-arranged one-to-one meetings at numbered tables.</p>',
      meetingSlotMinutes: DEFAULT_MEETING_SLOT_MINUTES,
    })
    .returning();
  const users = await db
    .select({ id: t.users.pkUserId, email: t.users.email })
    .from(t.users)
    .where(inArray(t.users.email, [rs, me, employeeMe]));
  const idOf = new Map(users.map((u) => [u.email, u.id] as const));
  const rows = heldMeetings.flatMap(([slot, table, host, guest]) => {
    const fkHostUserId = idOf.get(host);
    const fkGuestUserId = idOf.get(guest);
    if (!fkHostUserId || !fkGuestUserId) return [];
    const slotStart = new Date(startTime.getTime() + slot * DEFAULT_MEETING_SLOT_MINUTES * 60_000);
    const slotEnd = new Date(slotStart.getTime() + DEFAULT_MEETING_SLOT_MINUTES * 60_000);
    return [
      { fkScheduleId: session.pkScheduleId, tableNumber: table, fkHostUserId, fkGuestUserId, slotStart, slotEnd, status: 'accepted' },
    ];
  });
  if (rows.length) await db.insert(t.userReservations).values(rows);
}
