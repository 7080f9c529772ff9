import { type ContentLanguage, contentLanguage, SCHEDULE_TEXT_FIELDS } from '@portal/contracts/common/content-languages';
import { INTERFACE_LANGUAGES } from '@portal/contracts/codes/interface-languages';
import { requiredText } from '@portal/contracts/common/validation';
import {
  clockTime,
  DEFAULT_MEETING_SLOT_MINUTES,
  MAX_MEETING_SLOT_MINUTES,
  MIN_MEETING_SLOT_MINUTES,
  SCHEDULE_NAME_MAX,
  type Schedule,
  type ScheduleModel,
  scheduleDay,
} from '@portal/contracts/schedules/schedules';
import { z } from 'zod';
import { textsOfLanguages, translationsOfForm } from '../../../lib/content-languages.ts';

const DESCRIPTION_MAX = 20_000;

/**
 * The session form's values: selects hold ids as text, times are HH:mm. The same rules as the
 * contract (scheduleModel), so the form refuses what the server would.
 */
export const sessionForm = z
  .object({
    name: requiredText(SCHEDULE_NAME_MAX),
    fkSessionTypeId: z.string().min(1, 'validation.required'),
    fkHallId: z.string().nullable(),
    day: scheduleDay,
    startTime: clockTime,
    endTime: clockTime,
    speakerIds: z.array(z.string()),
    description: z.string().max(DESCRIPTION_MAX, 'validation.max'),
    /** The texts in the event's other languages (the fields above are its main language's). */
    translations: z.record(
      contentLanguage,
      z.object({
        name: z.string().trim().max(SCHEDULE_NAME_MAX, 'validation.max'),
        description: z.string().max(DESCRIPTION_MAX, 'validation.max'),
      }),
    ),
    meetingSlotMinutes: z
      .number()
      .int('validation.integer')
      .min(MIN_MEETING_SLOT_MINUTES, 'validation.min')
      .max(MAX_MEETING_SLOT_MINUTES, 'validation.max'),
  })
  .superRefine((v, ctx) => {
    const clock = /^([01]\d|2[0-3]):[0-5]\d$/;
    if (clock.test(v.startTime) && clock.test(v.endTime) && v.endTime <= v.startTime) {
      ctx.addIssue({ code: 'custom', message: 'schedule_end_before_start', path: ['endTime'] });
    }
  });

export type SessionFormValues = z.input<typeof sessionForm>;

/**
 * The form's first values: a saved session, or an empty one on the event's first day. The texts
 * come from the session's editableTexts (its name in the answer may be the reader's language's).
 */
export function sessionFormValues(saved: Schedule | null, firstDay: string): SessionFormValues {
  const editable = saved?.editableTexts;
  const main = editable ? editable.texts[editable.mainLanguage] : saved;
  return {
    name: main?.name ?? '',
    fkSessionTypeId: saved ? String(saved.fkSessionTypeId) : '',
    fkHallId: saved?.fkHallId ? String(saved.fkHallId) : null,
    day: saved?.day ?? firstDay,
    startTime: saved?.startTime ?? '',
    endTime: saved?.endTime ?? '',
    speakerIds: saved ? saved.speakers.map((s) => String(s.pkSpeakerId)) : [],
    description: main?.description ?? '',
    translations: textsOfLanguages(SCHEDULE_TEXT_FIELDS, editable?.texts),
    meetingSlotMinutes: saved?.meetingSlotMinutes ?? DEFAULT_MEETING_SLOT_MINUTES,
  };
}

/** The form's values as the API's model (POST api/Schedule, or PUT with pkScheduleId). */
export function toScheduleModel(
  values: SessionFormValues,
  eventId: number,
  scheduleId: number | null,
  mainLanguage: ContentLanguage,
  confirmMeetingsCancellation = false,
): ScheduleModel & { pkScheduleId?: number } {
  const model: ScheduleModel = {
    fkEventId: eventId,
    name: values.name.trim(),
    fkSessionTypeId: Number(values.fkSessionTypeId),
    fkHallId: values.fkHallId ? Number(values.fkHallId) : null,
    day: values.day,
    startTime: values.startTime,
    endTime: values.endTime,
    description: values.description.trim() ? values.description : null,
    meetingSlotMinutes: values.meetingSlotMinutes,
    speakerIds: values.speakerIds.map(Number),
    confirmMeetingsCancellation,
    translations: translationsOfForm(SCHEDULE_TEXT_FIELDS, values.translations, mainLanguage),
  };
  return scheduleId ? { ...model, pkScheduleId: scheduleId } : model;
}

/** The form field a server refusal belongs on (the contract's names are the form's). */
export const SESSION_FORM_FIELDS = [
  'name',
  'fkSessionTypeId',
  'fkHallId',
  'day',
  'startTime',
  'endTime',
  'speakerIds',
  'description',
  'meetingSlotMinutes',
  ...INTERFACE_LANGUAGES.flatMap(({ code }) => SCHEDULE_TEXT_FIELDS.map((f) => `translations.${code}.${f}`)),
];
