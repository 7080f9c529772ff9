import { ModuleId, RoleId } from '@portal/contracts/common/access';
import { NotificationType as T } from '@portal/contracts/notifications/notification-types';
import type { Notification } from '@portal/contracts/notifications/notifications';
import { describe, expect, it } from 'vitest';
import { describeNotification, joinMeetingLink, notificationTarget } from './notification-view.ts';

const n = (type: number, content: string, link: string | null = null): Notification => ({
  pkNotificationId: 1,
  fkNotificationTypeId: type,
  content,
  link,
  isRead: false,
  createdAt: '2026-05-01T10:00:00.000Z',
});
const member = { fkRoleId: RoleId.employee, fkCompanyId: 5, companyModules: [ModuleId.b2b, ModuleId.eventManagement] };
const noEvents = { ...member, companyModules: [ModuleId.b2b] };
const chamberAdmin = { fkRoleId: RoleId.chamberAdmin, fkCompanyId: null, companyModules: [] };
const details = '/event-management/chamber-events/details/9';
const meeting = '9;5;77;Ana;2099-05-12;13:20';

describe('notification click targets by type (spec-1 section 4)', () => {
  it.each([
    [T.newMessage, '3;Ana;Hello', null, '/message-center'],
    [
      T.newMessage,
      '3;Ana;Hello',
      '/message-center/message-center-new/conversations/3',
      '/message-center/message-center-new/conversations/3',
    ],
    [T.favouriteCompany, 'Ana;Agro', '/company/8/profile', '/company/8/profile'],
    [T.newProduct, '41;true;Plums;Agro', null, '/supply-and-demand?productId=41'],
    [T.newProduct, '41;false;Plums;Agro', null, '/company/5/supply-and-demand?productId=41'],
    [T.newService, '42;true;Transport;Agro', null, '/supply-and-demand?serviceId=42'],
    [T.newSuggestedUser, 'Ana;Agro', null, '/connections'],
    [T.meetingAccepted, meeting, null, `${details}/schedule/timeline/5`],
    [T.meetingRejected, meeting, null, `${details}/schedule/timeline/5?reservationId=77`],
    [T.eventQuestionsReminder, '{"PkEventId":9}', null, '/event-management/my-events/feedback-formular/9'],
    [T.invitedToMeeting, meeting, null, `${details}/schedule/timeline/5`],
    [T.userInvitedToEvent, '9;Forum', null, details],
    [T.addedAsOrganiser, '9;Forum', null, details],
    [T.companyVerified, 'Agro', '/company/5/profile', '/company/5/profile'],
    [T.userBlockedOnEvent, '9;Forum;true', null, details],
    [T.sessionChangedMeetingsCancelled, '9;5;B2B day 1', null, `${details}/schedule/interested-users/5`],
    [T.userRegisteredOnEvent, '9;Forum;Ana', null, `${details}/attendees`],
    [T.meetingRescheduled, meeting, null, `${details}/schedule/timeline/5`],
    [T.meetingUserRemoved, '9;5;77;Ana', null, `${details}/schedule/timeline/5`],
    [T.newEmployeeRegistered, 'Ana;Agro', null, '/company/5/employees'],
  ])('type %i (%s) opens %s', (type, content, link, path) => {
    expect(notificationTarget(n(type, content, link), member)).toEqual({ path });
  });

  it('free text has no target', () => {
    expect(notificationTarget(n(T.freeText, 'Hello'), member)).toBeNull();
  });

  it('types 8 and 10 need the event management module; administrators pass', () => {
    expect(notificationTarget(n(T.eventQuestionsReminder, '{"PkEventId":9}'), noEvents)).toEqual({ error: 'em_module_not_active' });
    expect(notificationTarget(n(T.userInvitedToEvent, '9;Forum'), noEvents)).toEqual({ error: 'em_module_not_active' });
    expect(notificationTarget(n(T.userInvitedToEvent, '9;Forum'), chamberAdmin)).toEqual({ path: details });
    // Other event types are not under the rule.
    expect(notificationTarget(n(T.addedAsOrganiser, '9;Forum'), noEvents)).toEqual({ path: details });
  });
});

describe('notification texts and links', () => {
  it('reads the parts of each type', () => {
    expect(describeNotification(n(T.meetingAccepted, meeting))).toEqual({
      key: 'types.meetingAccepted',
      values: { person: 'Ana', day: '12.05.2099.', time: '13:20' },
    });
    expect(describeNotification(n(T.meetingAccepted, `${meeting};scheduled`)).key).toBe('types.meetingScheduled');
    expect(describeNotification(n(T.newMessage, '3;Ana Petrović;Plums'))).toEqual({
      key: 'types.newMessage',
      values: { person: 'Ana Petrović', title: 'Plums' },
    });
    expect(describeNotification(n(T.userBlockedOnEvent, '9;Forum;false')).key).toBe('types.userUnblockedOnEvent');
    // Type 18 of a person who deleted their account carries no name: "a former user".
    expect(describeNotification(n(T.meetingUserRemoved, '9;5;77;;2099-05-12;13:20')).key).toBe('types.meetingFormerUserRemoved');
    expect(describeNotification(n(T.meetingUserRemoved, meeting)).key).toBe('types.meetingUserRemoved');
    expect(describeNotification(n(T.eventQuestionsReminder, '{"PkEventId":9,"EventName":"Forum"}')).values).toEqual({ event: 'Forum' });
    expect(describeNotification(n(T.freeText, 'As is; with a semicolon'))).toEqual({
      key: null,
      values: { text: 'As is; with a semicolon' },
    });
  });

  it('an external address is a join-meeting link; a portal path is not', () => {
    expect(joinMeetingLink(n(T.meetingAccepted, meeting, 'https://meet.example.org/x'))).toBe('https://meet.example.org/x');
    expect(joinMeetingLink(n(T.meetingAccepted, meeting, '/event-management/x'))).toBeNull();
    expect(joinMeetingLink(n(T.meetingAccepted, meeting, 'javascript:alert(1)'))).toBeNull();
  });
});
