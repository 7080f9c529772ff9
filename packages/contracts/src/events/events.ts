import { z } from 'zod';
import { entityId, optionalEntityId } from '../common/ids.ts';
import { pageFields } from '../common/paging.ts';
import {
  contentLanguage,
  EVENT_TEXT_FIELDS,
  editableTextsOf,
  refineTranslations,
  textLanguagesOf,
  translationsOf,
} from '../common/content-languages.ts';
import { link, optionalText, requiredText } from '../common/validation.ts';

/** An instant with its offset, e.g. 2026-12-01T09:00:00+01:00 or ...Z. */
const instant = z.iso.datetime({ offset: true, error: 'validation.date' });

/** EventPlaceTypes: where the event happens. A virtual event has a meeting link instead of tables. */
export const EventPlaceType = { physical: 1, virtual: 2, hybrid: 3 } as const;
export const eventPlaceTypeIds = [1, 2, 3] as const;

/**
 * Status of an event in the chamber's lists (spec-2 section 4): 0 finished, 1 active (started,
 * not finished), 2 announced (not started). 3 is this project's draft: not started and not yet
 * announced, seen only by its organisers.
 */
export const EventStatus = { finished: 0, active: 1, announced: 2, draft: 3 } as const;
export const eventStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type EventStatusValue = z.infer<typeof eventStatus>;

export const EVENT_NAME_MAX = 200;
/** Spec: event titles are cut at 60 characters in breadcrumbs and cards. */
export const EVENT_TITLE_CUT = 60;
export const EVENT_DESCRIPTION_MAX = 50_000;
export const EVENT_PLACE_MAX = 200;

/** An event's texts that may be written in several languages (the model's own fields are the main language's). */
const eventTextShape = {
  name: optionalText(EVENT_NAME_MAX),
  /** Rich text; sanitised on the server. */
  description: z.string().max(EVENT_DESCRIPTION_MAX, 'validation.max').nullish(),
  eventPlace: optionalText(EVENT_PLACE_MAX),
};
export const eventTranslations = translationsOf(eventTextShape);
export type EventTranslations = z.infer<typeof eventTranslations>;
/** An organiser's view of an event's texts in every written language. */
export const eventEditableTexts = editableTextsOf(eventTextShape);
export type EventEditableTexts = z.infer<typeof eventEditableTexts>;

export const predefinedTheme = z.object({
  pkPredefinedThemeId: z.number().int(),
  name: z.string(),
  /** Header background. */
  color1: z.string(),
  /** Header text. */
  color2: z.string(),
});
export type PredefinedTheme = z.infer<typeof predefinedTheme>;
export const predefinedThemeList = z.array(predefinedTheme);
export type PredefinedThemeList = z.infer<typeof predefinedThemeList>;
export const eventThemeAnswer = z.object({ predefinedTheme: predefinedTheme.nullable() });
export type EventThemeAnswer = z.infer<typeof eventThemeAnswer>;
export const updateEventTheme = z.object({ fkEventId: entityId, fkPredefinedThemeId: entityId.nullable() });
export type UpdateEventTheme = z.infer<typeof updateEventTheme>;

export const eventPlaceTypeList = z.array(z.object({ pkEventPlaceTypeId: z.number().int(), name: z.string() }));
export type EventPlaceTypeList = z.infer<typeof eventPlaceTypeList>;

/**
 * POST api/Events/ and PUT api/Events/{id}. A chamber administrator's events belong to their own
 * chamber (fkChamberId is ignored for them); the platform administrator names the chamber.
 */
export const eventModel = z
  .object({
    name: requiredText(EVENT_NAME_MAX),
    /** Rich text; sanitised on the server. */
    description: eventTextShape.description,
    fkChamberId: optionalEntityId,
    startDate: instant,
    endDate: instant,
    registrationStartTime: instant.nullish(),
    registrationEndTime: instant.nullish(),
    fkEventPlaceTypeId: z.union([z.literal(1), z.literal(2), z.literal(3)], 'validation.required'),
    eventPlace: eventTextShape.eventPlace,
    venue: optionalText(300),
    lon: z.number().min(-180, 'validation.between').max(180, 'validation.between').nullish(),
    lat: z.number().min(-90, 'validation.between').max(90, 'validation.between').nullish(),
    onlineLink: link.nullish().or(z.literal('')),
    fkEventTopicId: optionalEntityId,
    isPublic: z.boolean().default(false),
    isAnnounced: z.boolean().default(false),
    allowSkipRegistration: z.boolean().default(false),
    fkPredefinedThemeId: optionalEntityId,
    /** The language of name, description and eventPlace; left out, a new event's is English and a stored one's stays. */
    mainLanguage: contentLanguage.nullish(),
    /** The texts in other languages; left out, the stored ones stay; given, they replace the stored ones. */
    translations: eventTranslations.nullish(),
  })
  .superRefine((e, ctx) => {
    refineTranslations(e, ctx);
    if (e.endDate && e.startDate && Date.parse(e.endDate) < Date.parse(e.startDate)) {
      ctx.addIssue({ code: 'custom', message: 'event_end_before_start', path: ['endDate'] });
    }
    const regStart = e.registrationStartTime ? Date.parse(e.registrationStartTime) : null;
    const regEnd = e.registrationEndTime ? Date.parse(e.registrationEndTime) : null;
    if (regStart !== null && regEnd !== null && regEnd < regStart) {
      ctx.addIssue({ code: 'custom', message: 'registration_end_before_start', path: ['registrationEndTime'] });
    }
    if (regEnd !== null && e.endDate && regEnd > Date.parse(e.endDate)) {
      ctx.addIssue({ code: 'custom', message: 'registration_end_after_event_end', path: ['registrationEndTime'] });
    }
    if (e.fkEventPlaceTypeId !== EventPlaceType.virtual && !e.venue?.trim() && !e.eventPlace?.trim()) {
      ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['venue'] });
    }
  });
export type EventModel = z.infer<typeof eventModel>;

/** An event as lists show it. Dates are ISO instants. */
export const eventSummary = z.object({
  pkEventId: z.number().int(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  fkEventPlaceTypeId: z.number().int(),
  isVirtual: z.boolean(),
  eventPlace: z.string().nullable(),
  venue: z.string().nullable(),
  fkChamberId: z.number().int(),
  chamberName: z.string(),
  fkEventTopicId: z.number().int().nullable(),
  eventTopicName: z.string().nullable(),
  isPublic: z.boolean(),
  isAnnounced: z.boolean(),
  eventStatus,
  isRegistrationStarted: z.boolean(),
  isRegistrationEnded: z.boolean(),
  /** Accepted attendees. */
  atendeesNumber: z.number().int(),
  predefinedTheme: predefinedTheme.nullable(),
  /** The caller's chamber helps organise (assistant organiser). */
  isAssistantOrganizer: z.boolean(),
  /** The caller may delete it: an organiser of the main chamber (or the platform administrator), not started yet. */
  canBeDeleted: z.boolean(),
  /** The caller's own invitation, if any. */
  isInvited: z.boolean(),
  isAccepted: z.boolean(),
  deletedAt: z.string().nullable(),
  /** The language the event is written in first (the fallback of its texts). */
  mainLanguage: contentLanguage,
  /** The language name, description and eventPlace are in: the reader's, or the main one when not written in theirs. */
  textLanguages: textLanguagesOf(EVENT_TEXT_FIELDS),
});
export type EventSummary = z.infer<typeof eventSummary>;

/** GET api/Events/{id}: everything the details page and the form need. */
export const eventDetails = eventSummary.extend({
  description: z.string().nullable(),
  registrationStartTime: z.string().nullable(),
  registrationEndTime: z.string().nullable(),
  lon: z.number().nullable(),
  lat: z.number().nullable(),
  /** Only for organisers and attendees who may join. */
  onlineLink: z.string().nullable(),
  allowSkipRegistration: z.boolean(),
  fkPredefinedThemeId: z.number().int().nullable(),
  /** The caller has an invitation (spec-1 Event hasInvitation). */
  hasInvitation: z.boolean(),
  registrationEnded: z.boolean(),
  assistantChambers: z.array(z.object({ pkChamberId: z.number().int(), name: z.string() })),
  /** The caller organises it (main or assistant chamber, or platform administrator): attendees, invitations. */
  canManage: z.boolean(),
  /** The caller may edit it, announce it, end registration and add assistants (main chamber or platform administrator). */
  canEdit: z.boolean(),
  /** For those who may edit: the texts in every written language (the form edits them side by side); null for others. */
  editableTexts: eventEditableTexts.nullable(),
});
export type EventDetails = z.infer<typeof eventDetails>;

const listFields = {
  ...pageFields(10),
  name: z.string().trim().max(200).nullish(),
  fkEventTopicId: optionalEntityId,
  /** Events that end on or after this day (YYYY-MM-DD). */
  fromDate: z.iso.date('validation.date').nullish(),
  /** Events that start on or before this day. */
  toDate: z.iso.date('validation.date').nullish(),
};

/** search-events-in-my-chamber: the caller's chamber's events (main or assistant), by status. */
export const chamberEventSearch = z.object({ ...listFields, eventStatus: eventStatus.nullish() });
export type ChamberEventSearch = z.input<typeof chamberEventSearch>;
/** As the server receives it: defaults applied. */
export type ParsedChamberEventSearch = z.infer<typeof chamberEventSearch>;
/** search-deleted-events-in-my-chamber, search-public-events. */
export const eventSearch = z.object(listFields);
export type EventSearch = z.input<typeof eventSearch>;
export type ParsedEventSearch = z.infer<typeof eventSearch>;
/** search-my-events: events the caller is invited to; history lists the finished ones (company history events). */
export const myEventSearch = z.object({ ...listFields, history: z.boolean().default(false) });
export type MyEventSearch = z.input<typeof myEventSearch>;
export type ParsedMyEventSearch = z.infer<typeof myEventSearch>;

export const eventPage = z.object({
  events: z.array(eventSummary),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  /** The status filter applied, echoed (spec: events, totalPages, eventStatus). */
  eventStatus: eventStatus.nullable(),
});
export type EventPage = z.infer<typeof eventPage>;

/** POST get-event-info/{id}: the details page's figures. */
export const eventInfo = z.object({
  event: eventDetails,
  atendeesNumber: z.number().int(),
  atendeesAcceptedNumber: z.number().int(),
  atendeesNotAcceptedNumber: z.number().int(),
  companiesNumber: z.number().int(),
  countriesNumber: z.number().int(),
});
export type EventInfo = z.infer<typeof eventInfo>;

/** get-event-with-specific-info/{id}: the event with its participants by country and the caller's acceptance. */
export const eventWithSpecificInfo = z.object({
  event: eventDetails,
  participantsByCountry: z.array(z.object({ countryName: z.string(), count: z.number().int() })),
  isAccepted: z.boolean(),
});
export type EventWithSpecificInfo = z.infer<typeof eventWithSpecificInfo>;

/** get-events-info/{x} and get-public-events-info/{x}: the next x events, for dashboards and the landing page. */
export const eventsInfoParams = z.object({ x: z.coerce.number().int().min(1).max(20) });
export type EventsInfoParams = z.infer<typeof eventsInfoParams>;
export const eventsInfo = z.object({ events: z.array(eventSummary), upcomingCount: z.number().int() });
export type EventsInfo = z.infer<typeof eventsInfo>;

export const eventDateAndChamber = z.object({ date: z.string(), fkChamberId: z.number().int() });
export type EventDateAndChamber = z.infer<typeof eventDateAndChamber>;
export const registrationState = z.object({ isRegistrationStarted: z.boolean(), isRegistrationEnded: z.boolean() });
export type RegistrationState = z.infer<typeof registrationState>;
/** POST api/Events/set-registration-state: open registration now or end it now. */
export const setRegistrationState = z.object({ fkEventId: entityId, action: z.enum(['start', 'end'], 'validation.invalid') });
export type SetRegistrationState = z.infer<typeof setRegistrationState>;
export const allowSkipAnswer = z.object({ allowSkipRegistration: z.boolean() });
export type AllowSkipAnswer = z.infer<typeof allowSkipAnswer>;
