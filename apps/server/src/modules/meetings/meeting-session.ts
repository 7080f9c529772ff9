/*
 * The names auto-schedule/ still imports from here (another helper's files in issue 23). A
 * session is read in meeting-sessions.repository.ts, its slots are meeting-slots.ts, whether it
 * takes meetings is reservation.policy.ts; new code imports those. Remove this file once
 * auto-schedule/ does too.
 */
export { type MeetingSession, meetingSession } from './meeting-sessions.repository.ts';
export { overlaps, type Slot, sessionSlots, slotAt, slotView } from './meeting-slots.ts';
export { checkOpenForMeetings as requireOpenForMeetings } from './reservation.policy.ts';
