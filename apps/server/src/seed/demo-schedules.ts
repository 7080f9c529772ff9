import { eq } from 'drizzle-orm';
import { CodeType } from '@portal/contracts/codes/code-types';
import { DEFAULT_MEETING_SLOT_MINUTES } from '@portal/contracts/schedules/schedules';
import { portalClock, portalInstant } from '../lib/portal-clock.ts';
import type { DbOrTx } from '../db/client.ts';
import * as t from '../db/schema/all.ts';
import { DEMO_FORUM_NAME } from './demo-programme.ts';
import { codeId, userIdByEmail } from './lookups.ts';

/** Session types by their codes (seed/code-lists.ts, code type 10). */
const SessionTypeCode = { plenary: '1', panel: '2', workshop: '3', b2bMeetings: '5', networking: '6', break: '7' } as const;
type SessionKind = keyof typeof SessionTypeCode;

/**
 * The forum's two days, as minutes after the day's opening clock time (the event's start time,
 * in Central European time): [day, from, to, name, type, hall, speakers by last name].
 */
const demoSessions: [1 | 2, number, number, string, SessionKind, string | null, string[]][] = [
  [1, 0, 30, 'Registration and welcome coffee', 'break', null, []],
  [1, 30, 120, 'Opening plenary: Western Balkans food on the EU market', 'plenary', 'Main Hall', ['Marković', 'Petrović']],
  [1, 120, 135, 'Coffee break', 'break', null, []],
  [1, 135, 225, 'Panel: meeting EU food safety standards', 'panel', 'Main Hall', ['Kovač', 'Bianchi']],
  [1, 135, 225, 'Workshop: export documentation step by step', 'workshop', 'Workshop Room 1', ['Petrović']],
  [1, 225, 285, 'Lunch', 'break', null, []],
  [1, 285, 465, 'B2B meetings, day 1', 'b2bMeetings', 'B2B Meeting Area', []],
  [1, 480, 600, 'Networking reception', 'networking', 'Main Hall', []],
  [2, 0, 90, "Buyers' panel: what EU retail chains look for", 'panel', 'Main Hall', ['Bianchi', 'Stojanovska']],
  [2, 0, 90, 'Workshop: digital tools for food traceability', 'workshop', 'Workshop Room 1', ['Kovač']],
  [2, 90, 105, 'Coffee break', 'break', null, []],
  [2, 105, 285, 'B2B meetings, day 2', 'b2bMeetings', 'B2B Meeting Area', []],
  [2, 300, 360, 'Closing plenary and conclusions', 'plenary', 'Main Hall', ['Marković', 'Petrović']],
];

/** The clock time `minutes` after `clock` (HH:mm), on the same day. */
function clockPlus(clock: string, minutes: number): string {
  const [h, m] = clock.split(':').map(Number);
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * Sessions of the Belgrade forum over its two days (runs after demo-programme.ts, whose halls and
 * speakers they use): plenaries, panels, workshops, B2B meetings in the hall with tables,
 * networking and breaks. The registered company.rs@ attendee is not interested in one workshop.
 */
export async function seedDemoSchedules(db: DbOrTx) {
  const [forum] = await db.select().from(t.events).where(eq(t.events.name, DEMO_FORUM_NAME));
  if (!forum) return;
  const halls = new Map(
    (await db.select().from(t.halls).where(eq(t.halls.fkEventId, forum.pkEventId))).map((h) => [h.name, h.pkHallId] as const),
  );
  const speakers = new Map(
    (await db.select().from(t.speakers).where(eq(t.speakers.fkChamberId, forum.fkChamberId))).map(
      (s) => [s.lastName, s.pkSpeakerId] as const,
    ),
  );
  const types = new Map<SessionKind, number>();
  for (const [kind, code] of Object.entries(SessionTypeCode) as [SessionKind, string][])
    types.set(kind, await codeId(db, CodeType.sessionType, code));
  const opening = portalClock(forum.startDate);
  const days = { 1: opening.day, 2: portalClock(forum.endDate).day };
  const rsAdmin = await userIdByEmail(db, 'chamber.rs@market-access.demo');

  const rows = await db
    .insert(t.schedules)
    .values(
      demoSessions.map(([day, from, to, name, kind, hall]) => ({
        fkEventId: forum.pkEventId,
        name,
        fkSessionTypeId: types.get(kind)!,
        fkHallId: hall ? (halls.get(hall) ?? null) : null,
        startTime: portalInstant(days[day], clockPlus(opening.time, from)),
        endTime: portalInstant(days[day], clockPlus(opening.time, to)),
        description: kind === 'b2bMeetings' ? '<p>Pre-arranged one-to-one meetings at numbered tables.</p>' : null,
        meetingSlotMinutes: DEFAULT_MEETING_SLOT_MINUTES,
        createdBy: rsAdmin,
      })),
    )
    .returning({ id: t.schedules.pkScheduleId, name: t.schedules.name });
  const links = demoSessions.flatMap(([, , , , , , names], i) =>
    names.flatMap((last, sortOrder) => {
      const fkSpeakerId = speakers.get(last);
      return fkSpeakerId ? [{ fkScheduleId: rows[i].id, fkSpeakerId, sortOrder }] : [];
    }),
  );
  if (links.length) await db.insert(t.scheduleSpeakers).values(links);

  const attendee = await userIdByEmail(db, 'company.rs@market-access.demo');
  const workshop = rows.find((r) => r.name.startsWith('Workshop: digital tools'));
  if (attendee && workshop) await db.insert(t.scheduleUsersNotInterested).values({ fkScheduleId: workshop.id, fkUserId: attendee });
}
