import { EventPlaceType, type EventDetails, type EventSummary } from '@portal/contracts/events/events';
import { interfaceLanguageOf } from '@portal/contracts/codes/interface-languages';
import type { Actor } from '../../context.ts';
import { languageCodesOf } from '../i18n/content-translations.mapper.ts';
import { canEditEvent, canJoinOnlineRoom } from './event.policy.ts';
import { eventStatusOf, registrationStateOf } from './event-status.ts';
import type { EventListRow } from './events.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An event as lists show it, with the caller's part in it. */
export function toEventSummary(row: EventListRow, actor: Actor | null, now = new Date()): EventSummary {
  const e = row.event;
  return {
    pkEventId: e.pkEventId,
    name: row.texts.name ?? e.name,
    startDate: e.startDate.toISOString(),
    endDate: e.endDate.toISOString(),
    fkEventPlaceTypeId: e.fkEventPlaceTypeId,
    isVirtual: e.fkEventPlaceTypeId === EventPlaceType.virtual,
    eventPlace: row.texts.eventPlace,
    venue: e.venue,
    fkChamberId: e.fkChamberId,
    chamberName: row.chamberName ?? '',
    fkEventTopicId: e.fkEventTopicId,
    eventTopicName: e.fkEventTopicId ? row.eventTopicName : null,
    isPublic: e.isPublic,
    isAnnounced: e.isAnnounced,
    eventStatus: eventStatusOf(e, now),
    ...registrationStateOf(e, now),
    atendeesNumber: row.atendeesNumber,
    predefinedTheme: row.theme,
    isAssistantOrganizer: row.isAssistantOrganizer,
    canBeDeleted: canEditEvent(actor, e) && e.startDate > now && !e.deletedAt,
    isInvited: row.isInvited,
    isAccepted: row.isAccepted,
    deletedAt: iso(e.deletedAt),
    mainLanguage: interfaceLanguageOf(e.mainLanguageId).code,
    textLanguages: languageCodesOf(row.textLanguageIds),
  };
}

/** Everything the details page and the form need; the online link only for organisers and registered, unblocked attendees. */
export function toEventDetails(
  row: EventListRow,
  actor: Actor | null,
  o: { canManage: boolean; assistantChambers: EventDetails['assistantChambers']; editableTexts: EventDetails['editableTexts'] },
  now = new Date(),
): EventDetails {
  const e = row.event;
  const summary = toEventSummary(row, actor, now);
  return {
    ...summary,
    description: row.texts.description,
    registrationStartTime: iso(e.registrationStartTime),
    registrationEndTime: iso(e.registrationEndTime),
    lon: e.lon,
    lat: e.lat,
    onlineLink: canJoinOnlineRoom(o, row) ? e.onlineLink : null,
    allowSkipRegistration: e.allowSkipRegistration,
    fkPredefinedThemeId: e.fkPredefinedThemeId,
    hasInvitation: row.isInvited,
    registrationEnded: summary.isRegistrationEnded,
    assistantChambers: o.assistantChambers,
    canManage: o.canManage,
    canEdit: canEditEvent(actor, e),
    editableTexts: o.editableTexts,
  };
}
