import type { MeetingsSource } from '../schedules/schedule-meetings.ts';
import { cancelSessionMeetings, liveMeetingsOfSession, sessionSlotMinutes } from './meeting-cascades.repository.ts';

/**
 * The meetings of sessions, for the session changes of the programme (schedules' sessionMoved,
 * registered in meeting-cascades.ts): a live meeting survives a change that keeps its hall and
 * its slot inside the new range on the new slot grid; the others are cancelled (end reason
 * session_changed) with notification type 15.
 */
export const reservationMeetings: MeetingsSource = {
  async affectedMeetings(db, before, after) {
    const rows = await liveMeetingsOfSession(db, before.pkScheduleId);
    if (!after || after.fkHallId !== before.fkHallId) return rows.map((m) => ({ id: m.id, userIds: [m.host, m.guest] }));
    const length = (await sessionSlotMinutes(db, before.pkScheduleId)) * 60_000;
    const fits = (m: { start: Date; end: Date }) =>
      m.start >= after.startTime && m.end <= after.endTime && (m.start.getTime() - after.startTime.getTime()) % length === 0;
    return rows.filter((m) => !fits(m)).map((m) => ({ id: m.id, userIds: [m.host, m.guest] }));
  },

  cancelMeetings: cancelSessionMeetings,
};
