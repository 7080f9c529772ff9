import { DEFAULT_CONTENT_LANGUAGE } from '@portal/contracts/common/content-languages';
import dayjs from 'dayjs';
import { EventPlaceType, EventStatus, type EventDetails, type PredefinedTheme } from '@portal/contracts/events/events';
import { type EventFormValues, toInstant } from './event-form.ts';

/**
 * The event as the header band would show it with the form's current values, so the theme
 * preview is the real EventHeader; unsaved fields fall back to the saved event or to blanks.
 */
export function previewEvent(
  values: EventFormValues,
  theme: PredefinedTheme | null,
  saved: EventDetails | null,
  texts: { name: string; chamberName: string },
): EventDetails {
  const placeType = Number(values.fkEventPlaceTypeId);
  // Until the dates are chosen the band shows a typical day: today, 09:00 to 17:00.
  const today = dayjs().format('YYYY-MM-DD');
  const start = toInstant(values.startDay, values.startTime) ?? (toInstant(today, '09:00') as string);
  const virtual = placeType === EventPlaceType.virtual;
  return {
    pkEventId: saved?.pkEventId ?? 0,
    name: values.name.trim() || texts.name,
    startDate: start,
    endDate: toInstant(values.endDay, values.endTime) ?? toInstant(values.startDay ?? today, '17:00') ?? start,
    fkEventPlaceTypeId: placeType,
    isVirtual: virtual,
    eventPlace: virtual ? null : values.eventPlace.trim() || null,
    venue: virtual ? null : values.venue.trim() || null,
    fkChamberId: saved?.fkChamberId ?? 0,
    chamberName: saved?.chamberName ?? texts.chamberName,
    fkEventTopicId: null,
    eventTopicName: null,
    isPublic: values.isPublic,
    isAnnounced: values.isAnnounced,
    eventStatus: saved?.eventStatus ?? (values.isAnnounced ? EventStatus.announced : EventStatus.draft),
    isRegistrationStarted: saved?.isRegistrationStarted ?? false,
    isRegistrationEnded: saved?.isRegistrationEnded ?? false,
    atendeesNumber: saved?.atendeesNumber ?? 0,
    predefinedTheme: theme,
    isAssistantOrganizer: false,
    canBeDeleted: false,
    isInvited: false,
    isAccepted: false,
    deletedAt: null,
    description: null,
    registrationStartTime: null,
    registrationEndTime: null,
    lon: null,
    lat: null,
    onlineLink: null,
    allowSkipRegistration: values.allowSkipRegistration,
    fkPredefinedThemeId: theme?.pkPredefinedThemeId ?? null,
    hasInvitation: false,
    registrationEnded: false,
    assistantChambers: saved?.assistantChambers ?? [],
    canManage: true,
    canEdit: true,
    mainLanguage: saved?.mainLanguage ?? DEFAULT_CONTENT_LANGUAGE,
    textLanguages: saved?.textLanguages ?? {
      name: DEFAULT_CONTENT_LANGUAGE,
      description: DEFAULT_CONTENT_LANGUAGE,
      eventPlace: DEFAULT_CONTENT_LANGUAGE,
    },
    editableTexts: null,
  };
}
