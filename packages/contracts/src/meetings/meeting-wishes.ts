import { z } from 'zod';
import { entityId } from '../common/ids.ts';
import { meetingPerson } from './reservations.ts';

/**
 * api/MeetingWishes (beyond the spec, issue 14): a registered attendee of a B2B session marks the
 * people they want to meet. A wish both sides made is a meeting the organisers' automatic
 * scheduler places (api/MeetingScheduler).
 */

/** Add or remove a wish: the session and the person wanted. */
export const meetingWishModel = z.object({ fkScheduleId: entityId, fkUserId: entityId });
export type MeetingWishModel = z.infer<typeof meetingWishModel>;

export const wishedPerson = meetingPerson.extend({
  /** Whether the other person wants to meet the caller too. */
  isMutual: z.boolean(),
  /** Whether the two already have a requested or accepted meeting in this session. */
  hasMeeting: z.boolean(),
});
export type WishedPerson = z.infer<typeof wishedPerson>;

/** The caller's wishes of a session: whom they want to meet and who wants to meet them. */
export const myMeetingWishes = z.object({
  fkScheduleId: z.number().int(),
  wanted: z.array(wishedPerson),
  /** People who want to meet the caller and whom the caller has not wished yet. */
  wantedBy: z.array(wishedPerson),
});
export type MyMeetingWishes = z.infer<typeof myMeetingWishes>;

/** The most wishes one person may make per session (a forum day has at most a few dozen slots). */
export const MEETING_WISHES_MAX = 100;
