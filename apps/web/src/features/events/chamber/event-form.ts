import {
  type ContentLanguage,
  contentLanguage,
  DEFAULT_CONTENT_LANGUAGE,
  EVENT_TEXT_FIELDS,
  type EventTextField,
} from '@portal/contracts/common/content-languages';
import { type EventDetails, type EventModel, EventPlaceType, eventModel } from '@portal/contracts/events/events';
import { z } from 'zod';
import { contractForm, contractRules } from '../../../components/form/contract-form.ts';
import { inPortalTime, portalInstant } from '../../../i18n/portal-time.ts';
import { type TextsOfLanguages, textsOfLanguages, translationsOfForm } from '../../../lib/content-languages.ts';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

type PlaceType = (typeof EventPlaceType)[keyof typeof EventPlaceType];

/**
 * The form edits each instant as a day (DateField, YYYY-MM-DD) and a time (HH:mm) in the portal's
 * time zone (portal-time.ts); the contract's instants (with offset) are built on save. Selects hold strings.
 */
export interface EventFormValues {
  [key: string]: unknown;
  name: string;
  description: string;
  fkChamberId: string | null;
  startDay: string | null;
  startTime: string;
  endDay: string | null;
  endTime: string;
  registrationStartDay: string | null;
  registrationStartTime: string;
  registrationEndDay: string | null;
  registrationEndTime: string;
  fkEventPlaceTypeId: string;
  eventPlace: string;
  venue: string;
  onlineLink: string;
  lon: number | string;
  lat: number | string;
  fkEventTopicId: string | null;
  isPublic: boolean;
  isAnnounced: boolean;
  allowSkipRegistration: boolean;
  fkPredefinedThemeId: number | null;
  /** The language of name, description and eventPlace; the other languages' texts in translations. */
  mainLanguage: ContentLanguage;
  translations: TextsOfLanguages<EventTextField>;
}

/** An ISO instant with the portal's offset (2026-12-01T09:00:00+01:00), or null without a day. */
export function toInstant(day: string | null, time: string, fallbackTime = '00:00'): string | null {
  if (!day) return null;
  const at = portalInstant(day, TIME.test(time) ? time : fallbackTime);
  return at.isValid() ? at.format() : null;
}

const dayOf = (instant: string | null) => (inPortalTime(instant).isValid() ? inPortalTime(instant).format('YYYY-MM-DD') : null);
const timeOf = (instant: string | null) => (inPortalTime(instant).isValid() ? inPortalTime(instant).format('HH:mm') : '');
const optionalNumber = (v: number | string) => (v === '' || v === null || v === undefined ? null : Number(v));
const idOrNull = (v: string | null) => (v ? Number(v) : null);

/**
 * The main language's texts of a saved event: its editableTexts (the answer's own name may be a
 * translation in the reader's language), else the answer's.
 */
function mainTextsOf(event: EventDetails) {
  const main = event.editableTexts ? event.editableTexts.texts[event.editableTexts.mainLanguage] : undefined;
  return main ? { name: main.name ?? '', description: main.description ?? null, eventPlace: main.eventPlace ?? null } : event;
}

export function toFormValues(event: EventDetails | null): EventFormValues {
  const main = event && mainTextsOf(event);
  return {
    name: main?.name ?? '',
    description: main?.description ?? '',
    fkChamberId: event ? String(event.fkChamberId) : null,
    startDay: dayOf(event?.startDate ?? null),
    startTime: timeOf(event?.startDate ?? null),
    endDay: dayOf(event?.endDate ?? null),
    endTime: timeOf(event?.endDate ?? null),
    registrationStartDay: dayOf(event?.registrationStartTime ?? null),
    registrationStartTime: timeOf(event?.registrationStartTime ?? null),
    registrationEndDay: dayOf(event?.registrationEndTime ?? null),
    registrationEndTime: timeOf(event?.registrationEndTime ?? null),
    fkEventPlaceTypeId: String(event?.fkEventPlaceTypeId ?? EventPlaceType.physical),
    eventPlace: main?.eventPlace ?? '',
    venue: event?.venue ?? '',
    onlineLink: event?.onlineLink ?? '',
    lon: event?.lon ?? '',
    lat: event?.lat ?? '',
    fkEventTopicId: event?.fkEventTopicId ? String(event.fkEventTopicId) : null,
    isPublic: event?.isPublic ?? false,
    isAnnounced: event?.isAnnounced ?? false,
    allowSkipRegistration: event?.allowSkipRegistration ?? false,
    fkPredefinedThemeId: event?.fkPredefinedThemeId ?? null,
    mainLanguage: event?.editableTexts?.mainLanguage ?? event?.mainLanguage ?? DEFAULT_CONTENT_LANGUAGE,
    translations: textsOfLanguages(EVENT_TEXT_FIELDS, event?.editableTexts?.texts),
  };
}

/** The request body of the form's values; a virtual event drops the place, a physical one the link. */
export function formToModel(v: EventFormValues): z.input<typeof eventModel> {
  const placeType = Number(v.fkEventPlaceTypeId) as PlaceType;
  const virtual = placeType === EventPlaceType.virtual;
  return {
    name: v.name,
    description: v.description.trim() ? v.description : null,
    fkChamberId: idOrNull(v.fkChamberId),
    startDate: toInstant(v.startDay, v.startTime) ?? '',
    endDate: toInstant(v.endDay, v.endTime) ?? '',
    registrationStartTime: toInstant(v.registrationStartDay, v.registrationStartTime, '00:00'),
    registrationEndTime: toInstant(v.registrationEndDay, v.registrationEndTime, '23:59'),
    fkEventPlaceTypeId: placeType,
    eventPlace: virtual ? null : v.eventPlace.trim() || null,
    venue: virtual ? null : v.venue.trim() || null,
    onlineLink: placeType === EventPlaceType.physical ? null : v.onlineLink.trim() || null,
    lon: virtual ? null : optionalNumber(v.lon),
    lat: virtual ? null : optionalNumber(v.lat),
    fkEventTopicId: idOrNull(v.fkEventTopicId),
    isPublic: v.isPublic,
    isAnnounced: v.isAnnounced,
    allowSkipRegistration: v.allowSkipRegistration,
    fkPredefinedThemeId: v.fkPredefinedThemeId,
    mainLanguage: v.mainLanguage,
    translations: translationsOfForm(EVENT_TEXT_FIELDS, v.translations, v.mainLanguage),
  };
}

/**
 * A saved event as the request body that keeps it unchanged (announcing changes one flag of it):
 * its main language's texts, and no translations (the stored ones stay).
 */
export function toEventModel(e: EventDetails): EventModel {
  const main = mainTextsOf(e);
  return {
    name: main.name,
    description: main.description,
    fkChamberId: e.fkChamberId,
    startDate: e.startDate,
    endDate: e.endDate,
    registrationStartTime: e.registrationStartTime,
    registrationEndTime: e.registrationEndTime,
    fkEventPlaceTypeId: e.fkEventPlaceTypeId as PlaceType,
    eventPlace: main.eventPlace,
    venue: e.venue,
    lon: e.lon,
    lat: e.lat,
    onlineLink: e.onlineLink || null,
    fkEventTopicId: e.fkEventTopicId,
    isPublic: e.isPublic,
    isAnnounced: e.isAnnounced,
    allowSkipRegistration: e.allowSkipRegistration,
    fkPredefinedThemeId: e.fkPredefinedThemeId,
    mainLanguage: e.editableTexts?.mainLanguage ?? e.mainLanguage,
  };
}

/** The contract's field names on the form's inputs: an instant's error shows under its day. */
const contractToForm: Record<string, string> = {
  startDate: 'startDay',
  endDate: 'endDay',
  registrationStartTime: 'registrationStartDay',
  registrationEndTime: 'registrationEndDay',
};
export const formPath = (field: string) => contractToForm[field] ?? field;

const day = z.string('validation.required').min(1, 'validation.required');
const time = z.string().regex(TIME, 'validation.required');
const optionalTime = z.union([z.literal(''), z.string().regex(TIME, 'validation.invalid')]);
const optionalDay = z.string().nullable();
const selected = z.string().nullable();
const coordinate = z.union([z.number(), z.string()]);

/** Each input's own check (the required ones get the red star); the other inputs only by type. */
const eventFormFields = z.object({
  name: eventModel.shape.name,
  description: z.string(),
  fkChamberId: selected,
  startDay: day,
  startTime: time,
  endDay: day,
  endTime: time,
  registrationStartDay: optionalDay,
  registrationStartTime: optionalTime,
  registrationEndDay: optionalDay,
  registrationEndTime: optionalTime,
  fkEventPlaceTypeId: z.enum(['1', '2', '3'], 'validation.required'),
  eventPlace: z.string(),
  venue: z.string(),
  onlineLink: z.string(),
  lon: coordinate,
  lat: coordinate,
  fkEventTopicId: selected,
  isPublic: z.boolean(),
  isAnnounced: z.boolean(),
  allowSkipRegistration: z.boolean(),
  fkPredefinedThemeId: z.number().nullable(),
  mainLanguage: contentLanguage,
  translations: z.record(contentLanguage, z.object({ name: z.string(), description: z.string(), eventPlace: z.string() })),
});

/**
 * The inputs' checks, then every rule of the contract's eventModel run on the body the form would
 * send, its issues moved onto the inputs; the output is that body.
 */
export const eventFormSchema = contractRules(eventFormFields, eventModel, formToModel, {
  paths: contractToForm,
  // Missing instants are already reported on their day and time inputs.
  skip: (issue) => (issue.path[0] === 'startDate' || issue.path[0] === 'endDate') && issue.code !== 'custom',
});

/** The event form: a saved event (or none, for a new one) as the inputs' values, and back as the request body. */
export const eventForm = contractForm({ schema: eventFormSchema, toValues: toFormValues });
