import { NotificationType } from './notification-types.ts';

/**
 * The parts of each notification type (spec-2 section 3, `content`) as named fields. The server
 * writes a notification's content only through `encodeNotificationContent` and the web reads it
 * only through `decodeNotificationContent`: the order of the stored, semicolon-separated parts
 * lives here and nowhere else.
 */

type N = typeof NotificationType;

/** 1: a message arrived in a conversation. */
export interface NewMessageContent {
  type: N['newMessage'];
  conversationId: number;
  sender: string;
  title: string;
}
/** 2 a company was made a favourite, 5 a suggested user, 19 a new employee: who, of which company. */
export interface PersonContent {
  type: N['favouriteCompany'] | N['newSuggestedUser'] | N['newEmployeeRegistered'];
  name: string;
  company: string;
}
/** 3 and 4: a new product or service; `isPublic` opens the public supply and demand. */
export interface OfferContent {
  type: N['newProduct'] | N['newService'];
  itemId: number;
  isPublic: boolean;
  name: string;
  company: string;
}
/** A meeting of a B2B session: with whom (`name`), on which day (YYYY-MM-DD) at which start (HH:MM...). */
interface MeetingFields {
  eventId: number;
  scheduleId: number;
  reservationId: number;
  name: string;
  day: string;
  start: string;
}
/** 6: a meeting was accepted; `scheduled`: the organisers' scheduler booked it (both people had asked for it). */
export interface MeetingAcceptedContent extends MeetingFields {
  type: N['meetingAccepted'];
  scheduled?: boolean;
}
/** 7 rejected, 9 invited to, 17 rescheduled, 18 the other person was removed from the system. */
export interface MeetingContent extends MeetingFields {
  type: N['meetingRejected'] | N['invitedToMeeting'] | N['meetingRescheduled'] | N['meetingUserRemoved'];
}
/** The types of a meeting's notifications: 6, 7, 9, 17 and 18. */
export type MeetingNotificationType = MeetingAcceptedContent['type'] | MeetingContent['type'];
/** 8: a reminder to answer an event's questions; stored as JSON holding PkEventId (spec-2 section 3). */
export interface QuestionsReminderContent {
  type: N['eventQuestionsReminder'];
  eventId: number;
  eventName?: string;
}
/** 10 invited to an event, 11 added as an organiser. */
export interface EventContent {
  type: N['userInvitedToEvent'] | N['addedAsOrganiser'];
  eventId: number;
  eventName: string;
}
/** 12: the company was verified. */
export interface CompanyVerifiedContent {
  type: N['companyVerified'];
  company: string;
}
/** 13: free text, stored and shown as it is. */
export interface FreeTextContent {
  type: N['freeText'];
  text: string;
}
/** 14: the user was blocked (`blocked`) or unblocked on an event. */
export interface BlockedOnEventContent {
  type: N['userBlockedOnEvent'];
  eventId: number;
  eventName: string;
  blocked: boolean;
}
/** 15: a session changed and its meetings were cancelled. */
export interface SessionChangedContent {
  type: N['sessionChangedMeetingsCancelled'];
  eventId: number;
  scheduleId: number;
  sessionName: string;
}
/** 16: someone (`name`) registered on an event. */
export interface RegisteredOnEventContent {
  type: N['userRegisteredOnEvent'];
  eventId: number;
  eventName: string;
  name: string;
}

/** A notification's content by type. */
export type NotificationContent =
  | NewMessageContent
  | PersonContent
  | OfferContent
  | MeetingAcceptedContent
  | MeetingContent
  | QuestionsReminderContent
  | EventContent
  | CompanyVerifiedContent
  | FreeTextContent
  | BlockedOnEventContent
  | SessionChangedContent
  | RegisteredOnEventContent;

const SEPARATOR = ';';
/** The marker part after a meeting's six parts: the organisers' scheduler booked it (type 6). */
const SCHEDULED = 'scheduled';
const TRUE = 'true';
const FALSE = 'false';

/** The stored parts joined with semicolons; a semicolon inside a part becomes a comma. */
const joinParts = (parts: (string | number)[]) => parts.map((p) => String(p).replaceAll(SEPARATOR, ',')).join(SEPARATOR);
const meetingParts = (c: MeetingFields) => [c.eventId, c.scheduleId, c.reservationId, c.name, c.day, c.start];

/** The stored text of a notification's content (the `content` column and field). */
export function encodeNotificationContent(c: NotificationContent): string {
  switch (c.type) {
    case NotificationType.newMessage:
      return joinParts([c.conversationId, c.sender, c.title]);
    case NotificationType.favouriteCompany:
    case NotificationType.newSuggestedUser:
    case NotificationType.newEmployeeRegistered:
      return joinParts([c.name, c.company]);
    case NotificationType.newProduct:
    case NotificationType.newService:
      return joinParts([c.itemId, String(c.isPublic), c.name, c.company]);
    case NotificationType.meetingAccepted:
      return joinParts([...meetingParts(c), ...(c.scheduled ? [SCHEDULED] : [])]);
    case NotificationType.meetingRejected:
    case NotificationType.invitedToMeeting:
    case NotificationType.meetingRescheduled:
    case NotificationType.meetingUserRemoved:
      return joinParts(meetingParts(c));
    case NotificationType.eventQuestionsReminder:
      return JSON.stringify({ PkEventId: c.eventId, ...(c.eventName ? { EventName: c.eventName } : {}) });
    case NotificationType.userInvitedToEvent:
    case NotificationType.addedAsOrganiser:
      return joinParts([c.eventId, c.eventName]);
    case NotificationType.companyVerified:
      return joinParts([c.company]);
    case NotificationType.freeText:
      return c.text;
    case NotificationType.userBlockedOnEvent:
      return joinParts([c.eventId, c.eventName, String(c.blocked)]);
    case NotificationType.sessionChangedMeetingsCancelled:
      return joinParts([c.eventId, c.scheduleId, c.sessionName]);
    case NotificationType.userRegisteredOnEvent:
      return joinParts([c.eventId, c.eventName, c.name]);
  }
}

/** A stored id part: digits only, else the content is not of its type. */
const idOf = (part: string | undefined) => (part !== undefined && /^\d+$/.test(part) ? Number(part) : null);

/** Type 8's JSON holding PkEventId (and, when the writer adds it, the event's name), whole or as one part. */
function questionsReminder(content: string): QuestionsReminderContent | null {
  for (const candidate of [content, ...content.split(SEPARATOR)]) {
    let v: unknown;
    try {
      v = JSON.parse(candidate);
    } catch (err) {
      if (err instanceof SyntaxError) continue; // Not JSON: try the next part.
      throw err;
    }
    if (!v || typeof v !== 'object') continue;
    const o = v as Record<string, unknown>;
    const eventId = Number(o.PkEventId ?? o.pkEventId);
    if (!Number.isInteger(eventId) || eventId <= 0) return null;
    const name = o.EventName ?? o.eventName ?? o.Name ?? o.name;
    return { type: NotificationType.eventQuestionsReminder, eventId, eventName: typeof name === 'string' ? name : '' };
  }
  return null;
}

/**
 * A stored content read back by its type; null when it does not fit the type (an unknown type, or
 * ids that are not numbers). Missing trailing text parts read as empty: rows written before a
 * part was added (type 18 had four parts) still read.
 */
export function decodeNotificationContent(type: number, content: string): NotificationContent | null {
  const p = content.split(SEPARATOR);
  const text = (i: number) => p[i] ?? '';
  const meeting = (): MeetingFields | null => {
    const [eventId, scheduleId, reservationId] = [idOf(p[0]), idOf(p[1]), idOf(p[2])];
    if (eventId === null || scheduleId === null || reservationId === null) return null;
    return { eventId, scheduleId, reservationId, name: text(3), day: text(4), start: text(5) };
  };
  const eventId = idOf(p[0]);
  switch (type) {
    case NotificationType.newMessage: {
      const conversationId = idOf(p[0]);
      return conversationId === null ? null : { type, conversationId, sender: text(1), title: text(2) };
    }
    case NotificationType.favouriteCompany:
    case NotificationType.newSuggestedUser:
    case NotificationType.newEmployeeRegistered:
      return { type, name: text(0), company: text(1) };
    case NotificationType.newProduct:
    case NotificationType.newService: {
      const itemId = idOf(p[0]);
      return itemId === null ? null : { type, itemId, isPublic: p[1] === TRUE, name: text(2), company: text(3) };
    }
    case NotificationType.meetingAccepted: {
      const m = meeting();
      return m && { type, ...m, ...(p[6] === SCHEDULED ? { scheduled: true } : {}) };
    }
    case NotificationType.meetingRejected:
    case NotificationType.invitedToMeeting:
    case NotificationType.meetingRescheduled:
    case NotificationType.meetingUserRemoved: {
      const m = meeting();
      return m && { type, ...m };
    }
    case NotificationType.eventQuestionsReminder:
      return questionsReminder(content);
    case NotificationType.userInvitedToEvent:
    case NotificationType.addedAsOrganiser:
      return eventId === null ? null : { type, eventId, eventName: text(1) };
    case NotificationType.companyVerified:
      return { type, company: text(0) };
    case NotificationType.freeText:
      return { type, text: content };
    case NotificationType.userBlockedOnEvent:
      // Anything but `false` reads as blocked, as the panel always has.
      return eventId === null ? null : { type, eventId, eventName: text(1), blocked: p[2] !== FALSE };
    case NotificationType.sessionChangedMeetingsCancelled: {
      const scheduleId = idOf(p[1]);
      return eventId === null || scheduleId === null ? null : { type, eventId, scheduleId, sessionName: text(2) };
    }
    case NotificationType.userRegisteredOnEvent:
      return eventId === null ? null : { type, eventId, eventName: text(1), name: text(2) };
    default:
      return null;
  }
}
