import { eq } from 'drizzle-orm';
import type { App } from '../../app.ts';
import * as t from '../../db/schema/all.ts';
import { buildEvent, buildInvitation, type Cast, codeId, person } from '../../../test/factories.ts';
import { buildHall, buildSpeaker } from '../programme/programme.test-support.ts';

/**
 * A forum for the schedule tests: the RS chamber organises, ME assists; 12 to 13 May of next
 * year, 09:00 to 17:00 Central European summer time; two halls (one with tables) and two RS
 * speakers (one deleted), an ME speaker; attendees: two registered (one hidden from others),
 * one blocked, one invited who has not registered.
 */
export async function scheduleForum(app: App, cast: Cast, o: { isPublic?: boolean } = {}) {
  const db = app.ctx.db;
  const year = new Date().getUTCFullYear() + 1;
  const day1 = `${year}-05-12`;
  const day2 = `${year}-05-13`;
  const event = await buildEvent(db, {
    chamber: 'RS',
    assistants: ['ME'],
    isPublic: o.isPublic ?? false,
    name: 'Food & Agri Forum',
    startDate: new Date(`${day1}T09:00:00+02:00`),
    endDate: new Date(`${day2}T17:00:00+02:00`),
  });
  const eventId = event.pkEventId;
  const bigHall = await buildHall(db, { eventId, name: 'Velika sala', capacity: 400 });
  const tablesHall = await buildHall(db, { eventId, name: 'Hall B2B', tableCount: 20 });
  const speaker = await buildSpeaker(db, { firstName: 'Jelena', lastName: 'Đorđević', company: 'PKS' });
  const deletedSpeaker = await buildSpeaker(db, { firstName: 'Old', lastName: 'Speaker' });
  await db.update(t.speakers).set({ deletedAt: new Date() }).where(eq(t.speakers.pkSpeakerId, deletedSpeaker.pkSpeakerId));
  const meSpeaker = await buildSpeaker(db, { chamber: 'ME', firstName: 'Marko', lastName: 'Vuković' });
  const attendee = cast.companyAdminRs;
  const hidden = await person(app, { role: 4, companyId: cast.companies.companyRs.pkCompanyId, firstName: 'Hidden' });
  const blocked = await person(app, { role: 4, companyId: cast.companies.companyMe.pkCompanyId, firstName: 'Blocked' });
  const pending = await person(app, { role: 3, companyId: cast.companies.companyMe.pkCompanyId, firstName: 'Pending' });
  await buildInvitation(db, { eventId, userId: attendee.userId, email: attendee.email, isAccepted: true });
  await buildInvitation(db, { eventId, userId: hidden.userId, email: hidden.email, isAccepted: true, isUserDataVisibleToOthers: false });
  await buildInvitation(db, { eventId, userId: blocked.userId, email: blocked.email, isAccepted: true, isBlocked: true });
  await buildInvitation(db, { eventId, userId: pending.userId, email: pending.email });
  const types = {
    plenary: await codeId(db, 10, '1'),
    panel: await codeId(db, 10, '2'),
    b2b: await codeId(db, 10, '5'),
    networkingBreak: await codeId(db, 10, '7'),
    notASessionType: await codeId(db, 8, '1'),
  };
  return { event, eventId, day1, day2, bigHall, tablesHall, speaker, deletedSpeaker, meSpeaker, attendee, hidden, blocked, pending, types };
}
export type ScheduleForum = Awaited<ReturnType<typeof scheduleForum>>;

/** A session body for POST api/Schedule on the forum's first day in its big hall. */
export function sessionBody(f: ScheduleForum, o: Record<string, unknown> = {}) {
  return {
    fkEventId: f.eventId,
    name: 'Opening plenary',
    fkSessionTypeId: f.types.plenary,
    fkHallId: f.bigHall.pkHallId,
    day: f.day1,
    startTime: '09:00',
    endTime: '10:30',
    speakerIds: [f.speaker.pkSpeakerId],
    ...o,
  };
}
