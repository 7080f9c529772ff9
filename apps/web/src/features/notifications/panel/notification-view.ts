import { ModuleId, RoleId } from '@portal/contracts/common/access';
import {
  companyEmployeesPath,
  companyProfilePath,
  companySupplyAndDemandPath,
  connectionsPath,
  eventAttendeesPath,
  eventDetailsPath,
  eventFeedbackFormPath,
  messageCenterPath,
  sessionInterestedUsersPath,
  sessionTimelinePath,
  supplyAndDemandPath,
} from '@portal/contracts/common/portal-links';
import { decodeNotificationContent } from '@portal/contracts/notifications/notification-content';
import { NotificationType } from '@portal/contracts/notifications/notification-types';
import type { Notification } from '@portal/contracts/notifications/notifications';
import { formatDate } from '../../../i18n/dates.ts';

type TypeName = keyof typeof NotificationType;
const typeNames = new Map<number, TypeName>(Object.entries(NotificationType).map(([name, id]) => [id, name as TypeName]));

const dayOf = (value: string) => (/^\d{4}-\d{2}-\d{2}/.test(value) ? formatDate(value) : value);
const timeOf = (value: string) => value.slice(0, 5);

/**
 * The translation key (namespace notifications) and its values for a notification's text, read
 * from the type's named parts. Type 13 is free text, shown as it is (key null), and so is a
 * content that does not fit its type.
 */
export function describeNotification(n: Notification): { key: string | null; values: Record<string, string> } {
  const c = decodeNotificationContent(n.fkNotificationTypeId, n.content);
  if (!c || c.type === NotificationType.freeText) return { key: null, values: { text: n.content } };
  const key = `types.${typeNames.get(c.type)}`;
  switch (c.type) {
    case NotificationType.newMessage:
      return { key, values: { person: c.sender, title: c.title } };
    case NotificationType.favouriteCompany:
    case NotificationType.newSuggestedUser:
    case NotificationType.newEmployeeRegistered:
      return { key, values: { person: c.name, company: c.company } };
    case NotificationType.newProduct:
    case NotificationType.newService:
      return { key, values: { item: c.name, company: c.company } };
    case NotificationType.meetingAccepted:
    case NotificationType.meetingRejected:
    case NotificationType.invitedToMeeting:
    case NotificationType.meetingRescheduled:
    case NotificationType.meetingUserRemoved: {
      const values = { person: c.name, day: dayOf(c.day), time: timeOf(c.start) };
      if (c.type === NotificationType.meetingAccepted && c.scheduled) return { key: 'types.meetingScheduled', values };
      // The person deleted their account: the notification was written without their name.
      if (c.type === NotificationType.meetingUserRemoved && !c.name) return { key: 'types.meetingFormerUserRemoved', values };
      return { key, values };
    }
    case NotificationType.eventQuestionsReminder:
      return { key, values: { event: c.eventName ?? '' } };
    case NotificationType.userBlockedOnEvent:
      return { key: c.blocked ? key : 'types.userUnblockedOnEvent', values: { event: c.eventName } };
    case NotificationType.sessionChangedMeetingsCancelled:
      return { key, values: { session: c.sessionName } };
    case NotificationType.userRegisteredOnEvent:
      return { key, values: { event: c.eventName, person: c.name } };
    case NotificationType.userInvitedToEvent:
    case NotificationType.addedAsOrganiser:
      return { key, values: { event: c.eventName } };
    case NotificationType.companyVerified:
      return { key, values: { company: c.company } };
  }
}

/** An external meeting address (http or https): the row's join-meeting link, opened in a new tab. */
export function joinMeetingLink(n: Notification): string | null {
  if (!n.link) return null;
  try {
    const url = new URL(n.link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch (err) {
    // A path inside the portal (no address on its own: URL throws a TypeError): the row's click target, not a meeting link.
    if (err instanceof TypeError) return null;
    throw err;
  }
}

export interface TargetUser {
  fkRoleId: number;
  fkCompanyId: number | null;
  companyModules: number[];
}

export type Target = { path: string } | { error: string } | null;

const ownPath = (link: string | null) => (link?.startsWith('/') && !link.startsWith('//') ? link : null);

/**
 * Where a click on a notification goes (spec-1 section 4). Types 8 and 10 need the company's event
 * management module (module 2; administrators pass): without it, the error to show instead.
 */
export function notificationTarget(n: Notification, user: TargetUser): Target {
  const own = ownPath(n.link);
  const hasEventModule =
    user.fkRoleId === RoleId.platformAdmin ||
    user.fkRoleId === RoleId.chamberAdmin ||
    user.companyModules.includes(ModuleId.eventManagement);
  // Targets the type alone gives (with the writer's link where it has one).
  switch (n.fkNotificationTypeId) {
    case NotificationType.newMessage:
      // The message centre, at the conversation when the writer linked it.
      return { path: own ?? messageCenterPath };
    case NotificationType.newSuggestedUser:
      return { path: connectionsPath };
    case NotificationType.companyVerified:
      return own ? { path: own } : user.fkCompanyId ? { path: companyProfilePath(user.fkCompanyId) } : null;
    case NotificationType.newEmployeeRegistered:
      return own ? { path: own } : user.fkCompanyId ? { path: companyEmployeesPath(user.fkCompanyId) } : null;
    case NotificationType.eventQuestionsReminder:
    case NotificationType.userInvitedToEvent:
      if (!hasEventModule) return { error: 'em_module_not_active' };
  }
  // Targets the parts give; a content that does not fit its type opens the writer's link, if any.
  const c = decodeNotificationContent(n.fkNotificationTypeId, n.content);
  switch (c?.type) {
    case NotificationType.newProduct:
    case NotificationType.newService: {
      const query = `${c.type === NotificationType.newProduct ? 'productId' : 'serviceId'}=${c.itemId}`;
      if (c.isPublic || !user.fkCompanyId) return { path: supplyAndDemandPath(query) };
      return { path: companySupplyAndDemandPath(user.fkCompanyId, query) };
    }
    case NotificationType.meetingAccepted:
    case NotificationType.invitedToMeeting:
    case NotificationType.meetingRescheduled:
    case NotificationType.meetingUserRemoved:
      return { path: sessionTimelinePath(c.eventId, c.scheduleId) };
    case NotificationType.meetingRejected:
      return { path: sessionTimelinePath(c.eventId, c.scheduleId, c.reservationId) };
    case NotificationType.eventQuestionsReminder:
      return { path: eventFeedbackFormPath(c.eventId) };
    case NotificationType.userInvitedToEvent:
    case NotificationType.addedAsOrganiser:
    case NotificationType.userBlockedOnEvent:
      return { path: eventDetailsPath(c.eventId) };
    case NotificationType.sessionChangedMeetingsCancelled:
      return { path: sessionInterestedUsersPath(c.eventId, c.scheduleId) };
    case NotificationType.userRegisteredOnEvent:
      return { path: eventAttendeesPath(c.eventId) };
    default:
      // Types the spec gives no target (2 favourite company, 13 free text): the writer's link, if any.
      return own ? { path: own } : null;
  }
}
