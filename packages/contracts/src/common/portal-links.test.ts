import { describe, expect, it } from 'vitest';
import {
  adminLogsPath,
  answerSurveyPath,
  eventFeedbackDetailsPath,
  eventFeedbackPath,
  questionBankPath,
  questionDetailsPath,
  questionFormPath,
  companyAdministrationPath,
  readUserAdministrationFilter,
  userAdministrationPath,
  companyEmployeesPath,
  companyPagePath,
  companyProfilePath,
  companySupplyAndDemandPath,
  companyVerificationPath,
  contactConfirmationPath,
  conversationPath,
  eventAttendeesPath,
  eventDetailsPath,
  eventFeedbackFormPath,
  eventSchedulePath,
  inviteAttendeesPath,
  joinEventPath,
  mailVerificationPath,
  newConversationPath,
  portalAddress,
  publicEventsPath,
  resetPasswordPath,
  sessionInterestedUsersPath,
  sessionTimelinePath,
  supplyAndDemandPath,
} from './portal-links.ts';

const details = '/event-management/chamber-events/details/9';

describe('portal links (web-routes of the spec)', () => {
  it("builds an event's pages", () => {
    expect(eventDetailsPath(9)).toBe(details);
    expect(eventAttendeesPath(9)).toBe(`${details}/attendees`);
    expect(inviteAttendeesPath(9)).toBe(`${details}/attendees/form`);
    expect(eventSchedulePath(9)).toBe(`${details}/schedule`);
    expect(eventFeedbackFormPath(9)).toBe('/event-management/my-events/feedback-formular/9');
    expect(publicEventsPath()).toBe('/event-management/public-events');
    expect(publicEventsPath(9)).toBe('/event-management/public-events?eventId=9');
  });

  it("builds a session's timeline, at a reservation when given, and its interested users", () => {
    expect(sessionTimelinePath(9, 5)).toBe(`${details}/schedule/timeline/5`);
    expect(sessionTimelinePath(9, 5, 77)).toBe(`${details}/schedule/timeline/5?reservationId=77`);
    expect(sessionTimelinePath(9, 5, null)).toBe(`${details}/schedule/timeline/5`);
    expect(sessionInterestedUsersPath(9, 5)).toBe(`${details}/schedule/interested-users/5`);
  });

  it("builds a company's pages and the supply and demand", () => {
    expect(companyProfilePath(7)).toBe('/company/7/profile');
    expect(companyEmployeesPath(7)).toBe('/company/7/employees');
    expect(companyPagePath(7, 'supply-chain/basic-data')).toBe('/company/7/supply-chain/basic-data');
    expect(companyVerificationPath(7)).toBe('/company/7/verified-company');
    expect(companySupplyAndDemandPath(7)).toBe('/company/7/supply-and-demand');
    expect(companySupplyAndDemandPath(7, 'productId=41')).toBe('/company/7/supply-and-demand?productId=41');
    expect(supplyAndDemandPath('serviceId=42')).toBe('/supply-and-demand?serviceId=42');
  });

  it('builds the message and account links of mails, their tokens encoded', () => {
    expect(conversationPath(3)).toBe('/message-center/message-center-new/conversations/3');
    expect(newConversationPath()).toBe('/message-center/message-center-new/conversations/create');
    expect(newConversationPath('receiverId=4')).toBe('/message-center/message-center-new/conversations/create?receiverId=4');
    expect(joinEventPath('a+b/c')).toBe('/join-event?token=a%2Bb%2Fc');
    expect(resetPasswordPath('t=1')).toBe('/reset-password?token=t%3D1');
    expect(contactConfirmationPath('x y')).toBe('/contact-confirmation?token=x%20y');
    expect(mailVerificationPath(12, 'AB&C')).toBe('/mailVerification?userId=12&code=AB%26C');
  });

  it("makes a path absolute with the portal's public address", () => {
    expect(portalAddress('https://portal.example', companyProfilePath(7))).toBe('https://portal.example/company/7/profile');
  });
});

describe('administration links', () => {
  it('writes and reads the user administration filters', () => {
    expect(userAdministrationPath()).toBe('/admin-center/user-administration');
    expect(userAdministrationPath({ verified: true, active: false })).toBe('/admin-center/user-administration?verified=true&active=false');
    expect(userAdministrationPath({ verified: false })).toBe('/admin-center/user-administration?verified=false');
    for (const filter of [{}, { verified: true }, { verified: false }, { verified: true, active: true }, { active: false }]) {
      const query = userAdministrationPath(filter).split('?')[1] ?? '';
      expect(readUserAdministrationFilter(new URLSearchParams(query))).toEqual(filter);
    }
    expect(readUserAdministrationFilter(new URLSearchParams('verified=yes&active=1'))).toEqual({});
  });

  it('opens the company administration and the logs on a tab', () => {
    expect(companyAdministrationPath('verified')).toBe('/admin-center/company-administration?tab=verified');
    expect(adminLogsPath('action')).toBe('/admin-center/logs?tab=action');
    expect(adminLogsPath()).toBe('/admin-center/logs');
  });
});

describe('follow-up questions and feedback links', () => {
  it('fill in the survey, feedback and question bank routes of web-routes.txt', () => {
    expect(answerSurveyPath(9)).toBe('/answer-survey?eventId=9');
    expect(eventFeedbackPath(9)).toBe(`${details}/feedback`);
    expect(eventFeedbackDetailsPath(9, 31)).toBe(`${details}/feedback/details/31`);
    expect(questionBankPath).toBe('/event-management/followup');
    expect(questionDetailsPath(4)).toBe('/event-management/followup/details/4');
    expect(questionFormPath()).toBe('/event-management/followup/form/0');
    expect(questionFormPath(4)).toBe('/event-management/followup/form/4');
  });
});
