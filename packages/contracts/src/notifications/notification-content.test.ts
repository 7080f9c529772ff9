import { describe, expect, it } from 'vitest';
import { type NotificationContent, decodeNotificationContent, encodeNotificationContent } from './notification-content.ts';
import { NotificationType as T } from './notification-types.ts';

const meeting = { eventId: 9, scheduleId: 5, reservationId: 77, name: 'Ana', day: '2099-05-12', start: '13:20:00' };

/** Every type's content with its stored text (spec-2 section 3; the notifications README). */
const stored: [NotificationContent, string][] = [
  [{ type: T.newMessage, conversationId: 3, sender: 'Ana', title: 'Plums' }, '3;Ana;Plums'],
  [{ type: T.favouriteCompany, name: 'Ana Petrović', company: 'Agro' }, 'Ana Petrović;Agro'],
  [{ type: T.newSuggestedUser, name: 'Ana', company: 'Agro' }, 'Ana;Agro'],
  [{ type: T.newProduct, itemId: 41, isPublic: true, name: 'Plums', company: 'Agro' }, '41;true;Plums;Agro'],
  [{ type: T.newService, itemId: 42, isPublic: false, name: 'Transport', company: 'Agro' }, '42;false;Transport;Agro'],
  [{ type: T.meetingAccepted, ...meeting }, '9;5;77;Ana;2099-05-12;13:20:00'],
  [{ type: T.meetingAccepted, ...meeting, scheduled: true }, '9;5;77;Ana;2099-05-12;13:20:00;scheduled'],
  [{ type: T.meetingRejected, ...meeting }, '9;5;77;Ana;2099-05-12;13:20:00'],
  [{ type: T.eventQuestionsReminder, eventId: 9, eventName: 'Forum' }, '{"PkEventId":9,"EventName":"Forum"}'],
  [{ type: T.invitedToMeeting, ...meeting }, '9;5;77;Ana;2099-05-12;13:20:00'],
  [{ type: T.userInvitedToEvent, eventId: 9, eventName: 'Forum' }, '9;Forum'],
  [{ type: T.addedAsOrganiser, eventId: 9, eventName: 'Forum' }, '9;Forum'],
  [{ type: T.companyVerified, company: 'Agro' }, 'Agro'],
  [{ type: T.freeText, text: 'As is; with a semicolon' }, 'As is; with a semicolon'],
  [{ type: T.userBlockedOnEvent, eventId: 9, eventName: 'Forum', blocked: false }, '9;Forum;false'],
  [{ type: T.sessionChangedMeetingsCancelled, eventId: 9, scheduleId: 5, sessionName: 'B2B day 1' }, '9;5;B2B day 1'],
  [{ type: T.userRegisteredOnEvent, eventId: 9, eventName: 'Forum', name: 'Ana' }, '9;Forum;Ana'],
  [{ type: T.meetingRescheduled, ...meeting }, '9;5;77;Ana;2099-05-12;13:20:00'],
  [{ type: T.meetingUserRemoved, ...meeting }, '9;5;77;Ana;2099-05-12;13:20:00'],
  [{ type: T.newEmployeeRegistered, name: 'Ana', company: 'Agro' }, 'Ana;Agro'],
];

describe('notification content: one encoder and one decoder of the stored parts', () => {
  it.each(stored)('type %j is stored as %s and reads back', (content, text) => {
    expect(encodeNotificationContent(content)).toBe(text);
    expect(decodeNotificationContent(content.type, text)).toEqual(content);
  });

  it('covers every type of spec-2 section 3', () => {
    expect(new Set(stored.map(([c]) => c.type)).size).toBe(Object.keys(T).length);
  });

  it('turns a semicolon inside a part into a comma, so the parts stay in place', () => {
    const text = encodeNotificationContent({ type: T.newMessage, conversationId: 3, sender: 'Ana; Bo', title: 'a;b' });
    expect(text).toBe('3;Ana, Bo;a,b');
    expect(decodeNotificationContent(T.newMessage, text)).toEqual({
      type: T.newMessage,
      conversationId: 3,
      sender: 'Ana, Bo',
      title: 'a,b',
    });
  });

  it('reads rows written before a part was added: type 18 with four parts', () => {
    expect(decodeNotificationContent(T.meetingUserRemoved, '9;5;77;Ana')).toEqual({
      type: T.meetingUserRemoved,
      ...meeting,
      day: '',
      start: '',
    });
  });

  it('reads type 8 as JSON holding PkEventId, whole or as one part, in either casing', () => {
    expect(decodeNotificationContent(T.eventQuestionsReminder, '{"PkEventId":9}')).toEqual({
      type: T.eventQuestionsReminder,
      eventId: 9,
      eventName: '',
    });
    expect(decodeNotificationContent(T.eventQuestionsReminder, 'x;{"pkEventId":9,"name":"Forum"}')).toEqual({
      type: T.eventQuestionsReminder,
      eventId: 9,
      eventName: 'Forum',
    });
    expect(encodeNotificationContent({ type: T.eventQuestionsReminder, eventId: 9 })).toBe('{"PkEventId":9}');
    expect(decodeNotificationContent(T.eventQuestionsReminder, 'not json')).toBeNull();
  });

  it('reads a block as a block unless it says false', () => {
    expect(decodeNotificationContent(T.userBlockedOnEvent, '9;Forum;true')).toMatchObject({ blocked: true });
    expect(decodeNotificationContent(T.userBlockedOnEvent, '9;Forum')).toMatchObject({ blocked: true });
  });

  it('gives null for a content that does not fit its type', () => {
    expect(decodeNotificationContent(T.meetingAccepted, 'x;5;77;Ana')).toBeNull();
    expect(decodeNotificationContent(T.userInvitedToEvent, 'Forum')).toBeNull();
    expect(decodeNotificationContent(T.newProduct, ';true;Plums;Agro')).toBeNull();
    expect(decodeNotificationContent(99, '1;2')).toBeNull();
  });
});
