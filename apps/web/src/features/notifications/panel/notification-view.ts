import { ModuleId, RoleId } from '@portal/contracts/common/access';
import { NotificationType } from '@portal/contracts/notifications/notification-types';
import type { Notification } from '@portal/contracts/notifications/notifications';
import { formatDate } from '../../../i18n/dates.ts';

type TypeName = keyof typeof NotificationType;
const typeNames = new Map<number, TypeName>(Object.entries(NotificationType).map(([name, id]) => [id, name as TypeName]));

/** The content's parts (spec-2 section 3: semicolon-separated, by type). */
export const partsOf = (n: Pick<Notification, 'content'>) => n.content.split(';');

/** Type 8 carries JSON holding PkEventId (and, when the writer adds it, the event's name). */
function questionsReminder(content: string): { eventId: number | null; eventName: string } {
  for (const candidate of [content, ...content.split(';')]) {
    try {
      const v = JSON.parse(candidate) as Record<string, unknown>;
      if (v && typeof v === 'object') {
        const id = Number(v.PkEventId ?? v.pkEventId);
        const name = v.EventName ?? v.eventName ?? v.Name ?? v.name;
        return { eventId: Number.isInteger(id) && id > 0 ? id : null, eventName: typeof name === 'string' ? name : '' };
      }
    } catch {
      // Not this part.
    }
  }
  return { eventId: null, eventName: '' };
}

const dayOf = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}/.test(value) ? formatDate(value) : (value ?? ''));
const timeOf = (value: string | undefined) => (value ?? '').slice(0, 5);

/**
 * The translation key (namespace notifications) and its values for a notification's text.
 * Type 13 is free text, shown as it is (key null).
 */
export function describeNotification(n: Notification): { key: string | null; values: Record<string, string> } {
  const p = partsOf(n);
  const name = typeNames.get(n.fkNotificationTypeId);
  const meeting = () => ({ person: p[3] ?? '', day: dayOf(p[4]), time: timeOf(p[5]) });
  switch (n.fkNotificationTypeId) {
    case NotificationType.freeText:
      return { key: null, values: { text: n.content } };
    case NotificationType.newMessage:
      // conversationId;sender;title (the messages module's parts).
      return { key: `types.${name}`, values: { person: p[1] ?? '', title: p[2] ?? '' } };
    case NotificationType.favouriteCompany:
    case NotificationType.newSuggestedUser:
    case NotificationType.newEmployeeRegistered:
      return { key: `types.${name}`, values: { person: p[0] ?? '', company: p[1] ?? '' } };
    case NotificationType.newProduct:
    case NotificationType.newService:
      return { key: `types.${name}`, values: { item: p[2] ?? '', company: p[3] ?? '' } };
    case NotificationType.meetingAccepted:
      // A seventh part `scheduled`: the organisers' scheduler booked it (both people had asked for it).
      return { key: p[6] === 'scheduled' ? 'types.meetingScheduled' : `types.${name}`, values: meeting() };
    case NotificationType.meetingRejected:
    case NotificationType.invitedToMeeting:
    case NotificationType.meetingRescheduled:
    case NotificationType.meetingUserRemoved:
      return { key: `types.${name}`, values: meeting() };
    case NotificationType.eventQuestionsReminder:
      return { key: `types.${name}`, values: { event: questionsReminder(n.content).eventName } };
    case NotificationType.userBlockedOnEvent:
      return { key: p[2] === 'false' ? 'types.userUnblockedOnEvent' : `types.${name}`, values: { event: p[1] ?? '' } };
    case NotificationType.sessionChangedMeetingsCancelled:
      return { key: `types.${name}`, values: { session: p[2] ?? '' } };
    case NotificationType.userRegisteredOnEvent:
      return { key: `types.${name}`, values: { event: p[1] ?? '', person: p[2] ?? '' } };
    case NotificationType.userInvitedToEvent:
    case NotificationType.addedAsOrganiser:
      return { key: `types.${name}`, values: { event: p[1] ?? '' } };
    case NotificationType.companyVerified:
      return { key: `types.${name}`, values: { company: p[0] ?? '' } };
    default:
      return { key: null, values: { text: n.content } };
  }
}

/** An external meeting address (http or https): the row's join-meeting link, opened in a new tab. */
export function joinMeetingLink(n: Notification): string | null {
  if (!n.link) return null;
  try {
    const url = new URL(n.link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null; // A path inside the portal: the row's click target, not a meeting link.
  }
}

export interface TargetUser {
  fkRoleId: number;
  fkCompanyId: number | null;
  companyModules: number[];
}

export type Target = { path: string } | { error: string } | null;

const eventDetails = (eventId: string | number) => `/event-management/chamber-events/details/${eventId}`;
const timeline = (p: string[]) => `${eventDetails(p[0])}/schedule/timeline/${p[1]}`;
const isId = (v: string | undefined) => !!v && /^\d+$/.test(v);
const ownPath = (link: string | null) => (link?.startsWith('/') && !link.startsWith('//') ? link : null);

/**
 * Where a click on a notification goes (spec-1 section 4). Types 8 and 10 need the company's event
 * management module (module 2; administrators pass): without it, the error to show instead.
 */
export function notificationTarget(n: Notification, user: TargetUser): Target {
  const p = partsOf(n);
  const hasEventModule =
    user.fkRoleId === RoleId.platformAdmin ||
    user.fkRoleId === RoleId.chamberAdmin ||
    user.companyModules.includes(ModuleId.eventManagement);
  const eventTypes: number[] = [
    NotificationType.meetingAccepted,
    NotificationType.meetingRejected,
    NotificationType.invitedToMeeting,
    NotificationType.meetingRescheduled,
    NotificationType.meetingUserRemoved,
    NotificationType.sessionChangedMeetingsCancelled,
  ];
  if (eventTypes.includes(n.fkNotificationTypeId) && !(isId(p[0]) && isId(p[1])))
    return ownPath(n.link) ? { path: ownPath(n.link) as string } : null;
  switch (n.fkNotificationTypeId) {
    case NotificationType.newMessage:
      // The message centre, at the conversation when the writer linked it.
      return { path: ownPath(n.link) ?? '/message-center' };
    case NotificationType.newProduct:
    case NotificationType.newService: {
      const query = `${n.fkNotificationTypeId === NotificationType.newProduct ? 'productId' : 'serviceId'}=${encodeURIComponent(p[0] ?? '')}`;
      if (p[1] === 'true') return { path: `/supply-and-demand?${query}` };
      return user.fkCompanyId
        ? { path: `/company/${user.fkCompanyId}/supply-and-demand?${query}` }
        : { path: `/supply-and-demand?${query}` };
    }
    case NotificationType.newSuggestedUser:
      return { path: '/connections' };
    case NotificationType.meetingAccepted:
    case NotificationType.invitedToMeeting:
    case NotificationType.meetingRescheduled:
    case NotificationType.meetingUserRemoved:
      return { path: timeline(p) };
    case NotificationType.meetingRejected:
      return { path: isId(p[2]) ? `${timeline(p)}?reservationId=${p[2]}` : timeline(p) };
    case NotificationType.eventQuestionsReminder: {
      if (!hasEventModule) return { error: 'em_module_not_active' };
      const { eventId } = questionsReminder(n.content);
      return eventId ? { path: `/event-management/my-events/feedback-formular/${eventId}` } : null;
    }
    case NotificationType.userInvitedToEvent:
      if (!hasEventModule) return { error: 'em_module_not_active' };
      return isId(p[0]) ? { path: eventDetails(p[0]) } : null;
    case NotificationType.addedAsOrganiser:
    case NotificationType.userBlockedOnEvent:
      return isId(p[0]) ? { path: eventDetails(p[0]) } : null;
    case NotificationType.companyVerified:
      return ownPath(n.link)
        ? { path: ownPath(n.link) as string }
        : user.fkCompanyId
          ? { path: `/company/${user.fkCompanyId}/profile` }
          : null;
    case NotificationType.sessionChangedMeetingsCancelled:
      return { path: `${eventDetails(p[0])}/schedule/interested-users/${p[1]}` };
    case NotificationType.userRegisteredOnEvent:
      return isId(p[0]) ? { path: `${eventDetails(p[0])}/attendees` } : null;
    case NotificationType.newEmployeeRegistered:
      return ownPath(n.link)
        ? { path: ownPath(n.link) as string }
        : user.fkCompanyId
          ? { path: `/company/${user.fkCompanyId}/employees` }
          : null;
    default: {
      // Types the spec gives no target (2 favourite company, 13 free text): the writer's link, if any.
      const own = ownPath(n.link);
      return own ? { path: own } : null;
    }
  }
}
