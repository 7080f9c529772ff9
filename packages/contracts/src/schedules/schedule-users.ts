import { z } from 'zod';
import { coercedEntityId, entityId } from '../common/ids.ts';
import { pageFields } from '../common/paging.ts';
import { nameFilter } from '../programme/common.ts';
import { schedule } from './schedules.ts';

/**
 * api/ScheduleUsers: interest in sessions. Registered attendees are interested in every session
 * by default and may mark one "not interested" and take that back (spec-2 section 4).
 */

/** set- and unset-user-not-interested-for-schedule/{id}: the caller's interest after the call. */
export const scheduleInterest = z.object({ pkScheduleId: z.number().int(), isNotInterested: z.boolean() });
export type ScheduleInterest = z.infer<typeof scheduleInterest>;

/** GET get-schedules-ids-user-not-interested-in (?fkEventId= for one event). */
export const notInterestedQuery = z.object({ fkEventId: coercedEntityId.optional() });
export type NotInterestedQuery = z.infer<typeof notInterestedQuery>;
export const notInterestedIds = z.object({ scheduleIds: z.array(z.number().int()) });
export type NotInterestedIds = z.infer<typeof notInterestedIds>;

/** POST schedule-interested-users: the registered attendees who did not mark the session not interested. */
export const interestedUsersSearch = z.object({ fkScheduleId: entityId, ...pageFields(20), name: nameFilter });
export type InterestedUsersSearch = z.input<typeof interestedUsersSearch>;
export type ParsedInterestedUsersSearch = z.infer<typeof interestedUsersSearch>;

export const interestedUser = z.object({
  pkUserId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  avatarName: z.string().nullable(),
  fkCompanyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  /** For organisers; for others where the person shows it in attendee lists (or a colleague, an administrator). */
  email: z.string().nullable(),
});
export type InterestedUser = z.infer<typeof interestedUser>;
export const interestedUsersPage = z.object({ users: z.array(interestedUser), totalPages: z.number().int(), totalCount: z.number().int() });
export type InterestedUsersPage = z.infer<typeof interestedUsersPage>;

/** POST user-schedules: the caller's sessions of an event (all but those marked not interested), in time order. */
export const userSchedulesRequest = z.object({ fkEventId: entityId });
export type UserSchedulesRequest = z.infer<typeof userSchedulesRequest>;
export const userSchedules = z.object({ list: z.array(schedule) });
export type UserSchedules = z.infer<typeof userSchedules>;
