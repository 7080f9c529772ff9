/** Notification types of spec-2 section 3 (fkNotificationTypeId). */
export const NotificationType = {
  newMessage: 1,
  favouriteCompany: 2,
  newProduct: 3,
  newService: 4,
  newSuggestedUser: 5,
  meetingAccepted: 6,
  meetingRejected: 7,
  eventQuestionsReminder: 8,
  invitedToMeeting: 9,
  userInvitedToEvent: 10,
  addedAsOrganiser: 11,
  companyVerified: 12,
  freeText: 13,
  userBlockedOnEvent: 14,
  sessionChangedMeetingsCancelled: 15,
  userRegisteredOnEvent: 16,
  meetingRescheduled: 17,
  meetingUserRemoved: 18,
  newEmployeeRegistered: 19,
} as const;
export type NotificationTypeValue = (typeof NotificationType)[keyof typeof NotificationType];
