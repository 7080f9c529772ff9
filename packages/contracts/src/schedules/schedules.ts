import { z } from 'zod';
import { coercedEntityId, entityId, optionalEntityId } from '../common/ids.ts';
import { pageFields } from '../common/paging.ts';
import { contentLanguage, editableTextsOf, SCHEDULE_TEXT_FIELDS, textLanguagesOf, translationsOf } from '../common/content-languages.ts';
import { optionalText, requiredText } from '../common/validation.ts';
import { nameFilter, richText } from '../programme/common.ts';

/**
 * api/Schedule: the sessions of an event's programme (spec-2 section 7 "Schedules and
 * reservations"). A session is entered as a day and clock times in the portal's time zone
 * (PORTAL_TIME_ZONE, agenda.ts) and stored as instants, like the event's own dates.
 */

export const SCHEDULE_NAME_MAX = 200;
/** The session type (code type 10) whose sessions hold one-to-one meetings at numbered tables. */
export const B2B_SESSION_TYPE_CODE = '5';
/** Slots of a B2B meetings session (DOMAIN.md: 20 minutes by default; the database allows 5 to 240). */
export const DEFAULT_MEETING_SLOT_MINUTES = 20;
export const MIN_MEETING_SLOT_MINUTES = 5;
export const MAX_MEETING_SLOT_MINUTES = 240;
export const MAX_SCHEDULE_SPEAKERS = 20;
/** The agenda screens show an event's sessions on one page; the largest page the API allows. */
export const SCHEDULE_PAGE_SIZE = 200;

/** A calendar day, YYYY-MM-DD. */
export const scheduleDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'validation.date');
/** A clock time, HH:mm (24 hours). */
const clockPattern = /^([01]\d|2[0-3]):[0-5]\d$/;
export const clockTime = z.string().regex(clockPattern, 'validation.time');

/** A session's texts that may be written in several languages (the model's own fields are the event's main language's). */
const scheduleTextShape = { name: optionalText(SCHEDULE_NAME_MAX), description: richText() };
export const scheduleTranslations = translationsOf(scheduleTextShape);
export type ScheduleTranslations = z.infer<typeof scheduleTranslations>;
export const scheduleEditableTexts = editableTextsOf(scheduleTextShape);
export type ScheduleEditableTexts = z.infer<typeof scheduleEditableTexts>;

const scheduleFields = {
  fkEventId: entityId,
  name: requiredText(SCHEDULE_NAME_MAX),
  /** Session type: a code of code type 10 (plenary, panel, workshop, B2B meetings, networking, break...). */
  fkSessionTypeId: entityId,
  /** A hall of the same event; none for sessions without one (two sessions of a hall may not overlap). */
  fkHallId: optionalEntityId,
  day: scheduleDay,
  startTime: clockTime,
  endTime: clockTime,
  description: richText(),
  meetingSlotMinutes: z
    .number()
    .int('validation.integer')
    .min(MIN_MEETING_SLOT_MINUTES, 'validation.min')
    .max(MAX_MEETING_SLOT_MINUTES, 'validation.max')
    .default(DEFAULT_MEETING_SLOT_MINUTES),
  /** Speakers of the organising chamber, in the order shown; repeats are dropped. */
  speakerIds: z
    .array(entityId)
    .max(MAX_SCHEDULE_SPEAKERS, 'validation.max')
    .default([])
    .transform((ids) => [...new Set(ids)]),
  /**
   * A change of time or hall cancels the session's meetings that no longer fit: without this
   * flag such a change is refused with schedule_change_cancels_meetings (the count in params).
   */
  confirmMeetingsCancellation: z.boolean().default(false),
  /**
   * The texts in the event's other languages; left out, the stored ones stay; given, they
   * replace them. A translation in the event's main language is refused (translation_in_main_language).
   */
  translations: scheduleTranslations.nullish(),
};

/** The end after the start, checked once both are clock times (a malformed one has its own message). */
const endsAfterStart = (s: { startTime?: string; endTime?: string }, ctx: z.core.$RefinementCtx) => {
  const { startTime, endTime } = s;
  if (startTime && endTime && clockPattern.test(startTime) && clockPattern.test(endTime) && endTime <= startTime) {
    ctx.addIssue({ code: 'custom', message: 'schedule_end_before_start', path: ['endTime'] });
  }
};

/** POST api/Schedule. */
export const scheduleModel = z.object(scheduleFields).superRefine(endsAfterStart);
export type ScheduleModel = z.input<typeof scheduleModel>;
export type ParsedScheduleModel = z.infer<typeof scheduleModel>;

/** PUT api/Schedule: pkScheduleId names the session; it stays on its event (fkEventId, if sent, must be its event). */
export const scheduleUpdate = z
  .object({ ...scheduleFields, pkScheduleId: entityId, fkEventId: entityId.optional() })
  .superRefine(endsAfterStart);
export type ScheduleUpdate = z.input<typeof scheduleUpdate>;
export type ParsedScheduleUpdate = z.infer<typeof scheduleUpdate>;

export const scheduleSpeaker = z.object({
  pkSpeakerId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  photoName: z.string().nullable(),
});
export type ScheduleSpeaker = z.infer<typeof scheduleSpeaker>;

/** A session as the agenda screens show it; day and times in the portal's zone, start and end the instants. */
export const schedule = z.object({
  pkScheduleId: z.number().int(),
  fkEventId: z.number().int(),
  name: z.string(),
  fkSessionTypeId: z.number().int(),
  /** The session type's code (1 plenary ... 5 B2B meetings ...) and its name in the request's language. */
  sessionTypeCode: z.string(),
  sessionTypeName: z.string(),
  fkHallId: z.number().int().nullable(),
  hallName: z.string().nullable(),
  /** Meeting tables of the hall (B2B sessions). */
  hallTableCount: z.number().int().nullable(),
  day: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  start: z.string(),
  end: z.string(),
  description: z.string().nullable(),
  meetingSlotMinutes: z.number().int(),
  speakers: z.array(scheduleSpeaker),
  /** Registered attendees who did not mark the session "not interested". */
  numberOfInterestedUsers: z.number().int(),
  /** The caller marked the session "not interested". */
  isNotInterested: z.boolean(),
  /** The language name and description are in: the reader's, or the event's main one when not written in theirs. */
  textLanguages: textLanguagesOf(SCHEDULE_TEXT_FIELDS),
  /** The event's main language. */
  mainLanguage: contentLanguage,
  /** For the event's organisers (who edit sessions): the texts in every written language; null for others. */
  editableTexts: scheduleEditableTexts.nullable(),
});
export type Schedule = z.infer<typeof schedule>;

/** POST api/Schedule/get-all-schedules-for-event/{eventId}: in time order, filtered by day, hall or name. */
export const scheduleSearch = z.object({
  ...pageFields(SCHEDULE_PAGE_SIZE),
  day: scheduleDay.nullish(),
  fkHallId: optionalEntityId,
  name: nameFilter,
});
export type ScheduleSearch = z.input<typeof scheduleSearch>;
export type ParsedScheduleSearch = z.infer<typeof scheduleSearch>;
export const eventIdParam = z.object({ eventId: coercedEntityId });
export type EventIdParam = z.infer<typeof eventIdParam>;

/** The schedule result of spec-2 section 3: list, totalPages, the interested users, and the sessions the caller is not interested in. */
export const schedulePage = z.object({
  list: z.array(schedule),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  /** Registered attendees of the event: everyone is interested in a session until they say otherwise. */
  interestedUsers: z.number().int(),
  /** The caller's "not interested" sessions of this event. */
  notInterestedScheduleIds: z.array(z.number().int()),
});
export type SchedulePage = z.infer<typeof schedulePage>;

/** DELETE api/Schedule/{id}?confirmMeetingsCancellation=true: the session's meetings go with it (asked first, as a change). */
export const deleteScheduleQuery = z.object({ confirmMeetingsCancellation: z.stringbool().default(false) });
export type DeleteScheduleQuery = z.infer<typeof deleteScheduleQuery>;
