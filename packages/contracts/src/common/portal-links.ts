/**
 * The portal's addresses (web-routes of the spec) that point at a concrete record: what the server
 * mails and stores as a notification's link, and what the web links and navigates to. The web's
 * route table keeps the patterns; everything that fills one in with an id comes from here.
 * Builders return a path inside the portal; `portalAddress` makes a mail's absolute address of it.
 */

type Id = number | string;

/** `path?name=value`, the value URI-encoded; no query when the value is absent. */
const withParam = (path: string, name: string, value: Id | undefined | null) =>
  value === undefined || value === null || value === '' ? path : `${path}?${name}=${encodeURIComponent(value)}`;

/** A path of the portal made absolute with its public address (PUBLIC_URL), for mails. */
export const portalAddress = (publicUrl: string, path: string) => `${publicUrl}${path}`;

/** A public stored file (logos, gallery, banner images): served without a session; the timestamp only defeats caches. */
export const publicFilePath = (name: string, timestamp: string | number = 0) =>
  `/api/Files/download-file/${encodeURIComponent(name)}/${timestamp}/false`;

// Events -----------------------------------------------------------------------------------------

/** /event-management/chamber-events/details/{eventId}: the event's overview. */
export const eventDetailsPath = (eventId: Id) => `/event-management/chamber-events/details/${eventId}`;
/** The event's attendees tab (notification type 16's target). */
export const eventAttendeesPath = (eventId: Id) => `${eventDetailsPath(eventId)}/attendees`;
/** The organisers' invitation form of an event. */
export const inviteAttendeesPath = (eventId: Id) => `${eventAttendeesPath(eventId)}/form`;
/** The event's schedule tab (its sessions). */
export const eventSchedulePath = (eventId: Id) => `${eventDetailsPath(eventId)}/schedule`;
/**
 * A B2B session's timeline: the caller's meetings, availability and slots (notification types 6, 9,
 * 17, 18); with a reservation, opened at that meeting (type 7, spec-1 section 4).
 */
export const sessionTimelinePath = (eventId: Id, scheduleId: Id, reservationId?: Id | null) =>
  withParam(`${eventSchedulePath(eventId)}/timeline/${scheduleId}`, 'reservationId', reservationId);
/** A session's interested users (notification type 15's target). */
export const sessionInterestedUsersPath = (eventId: Id, scheduleId: Id) => `${eventSchedulePath(eventId)}/interested-users/${scheduleId}`;
/** The feedback form of an event the caller attended (notification type 8, answer-survey links). */
export const eventFeedbackFormPath = (eventId: Id) => `/event-management/my-events/feedback-formular/${eventId}`;
/**
 * The survey mail's link: /answer-survey?eventId={id} keeps the event across sign-in, then opens
 * the feedback form (spec-1 section 4, the answer-survey redirect).
 */
export const answerSurveyPath = (eventId: Id) => withParam('/answer-survey', 'eventId', eventId);
/** The event's feedback tab (organisers): the survey, its figures and the attendees' answers. */
export const eventFeedbackPath = (eventId: Id) => `${eventDetailsPath(eventId)}/feedback`;
/** One attendee's answers and meeting outcomes on the feedback tab. */
export const eventFeedbackDetailsPath = (eventId: Id, userId: Id) => `${eventFeedbackPath(eventId)}/details/${userId}`;
/** The question bank (chamber administrators): the list, one question, its form (0: a new one). */
export const questionBankPath = '/event-management/followup';
export const questionDetailsPath = (questionId: Id) => `${questionBankPath}/details/${questionId}`;
export const questionFormPath = (questionId: Id = 0) => `${questionBankPath}/form/${questionId}`;
/** The public events for members, opening one event's registration when given. */
export const publicEventsPath = (eventId?: Id) => withParam('/event-management/public-events', 'eventId', eventId);
/** A public event's own page, open to visitors (and crawlers). */
export const publicEventPath = (eventId: Id) => `/event-management/public/${eventId}`;
/** The public events list for visitors. */
export const guestEventsPath = '/event-management/public';
/** An invitation mail's link: accepts the invitation with its single-use token. */
export const joinEventPath = (token: string) => withParam('/join-event', 'token', token);

// Companies --------------------------------------------------------------------------------------

/** /company/{companyId}/{page}: one of a company's screens (profile, employees, products...). */
export const companyPagePath = (companyId: Id, page: string) => `/company/${companyId}/${page}`;
/** A verified company's public page, open to visitors (and crawlers). */
export const publicCompanyPath = (companyId: Id) => `/companies/${companyId}`;
/** One product or service on its company's public page (the item opened over it). */
export const publicItemPath = (companyId: Id, kind: 'product' | 'service', itemId: Id) =>
  withParam(publicCompanyPath(companyId), kind === 'product' ? 'productId' : 'serviceId', itemId);
/** A company's profile (notification types 2 and 12). */
export const companyProfilePath = (companyId: Id) => companyPagePath(companyId, 'profile');
/** A company's employees (notification type 19). */
export const companyEmployeesPath = (companyId: Id) => companyPagePath(companyId, 'employees');
/** Where a user of an unverified company learns what verification opens. */
export const companyVerificationPath = (companyId: Id) => companyPagePath(companyId, 'verified-company');
/** A company's own supply and demand, with a query (e.g. productId) when given. */
export const companySupplyAndDemandPath = (companyId: Id, query?: string) =>
  `${companyPagePath(companyId, 'supply-and-demand')}${query ? `?${query}` : ''}`;
/** The public supply and demand, with a query (e.g. productId) when given. */
export const supplyAndDemandPath = (query?: string) => `/supply-and-demand${query ? `?${query}` : ''}`;
/** The caller's connections and suggested connections (notification type 5). */
export const connectionsPath = '/connections';

// Messages ---------------------------------------------------------------------------------------

/** The message centre (notification type 1 without a conversation). */
export const messageCenterPath = '/message-center';
/** The message centre's conversation list (the unread-messages digest's link). */
export const conversationsPath = '/message-center/message-center-new/conversations';
/** One conversation (notification type 1's link). */
export const conversationPath = (conversationId: Id) => `${conversationsPath}/${conversationId}`;
/** The form of a new message, with a query (receiver, company, type) when given. */
export const newConversationPath = (query?: string) => `${conversationsPath}/create${query ? `?${query}` : ''}`;
/** A visitor's confirmation link: sends their message to a company once. */
export const contactConfirmationPath = (token: string) => withParam('/contact-confirmation', 'token', token);

// Accounts ---------------------------------------------------------------------------------------

export const loginPath = '/login';
/** The signed-in user's own account form. */
export const accountEditPath = '/users/account/edit';
/** A "Download my data" mail's link: the account page offers the export once with its single-use token. */
export const myDataDownloadPath = (token: string) => withParam(accountEditPath, 'export', token);
/** /users/details/{id}: a person's details for those who administer them (a company administrator: their company's people). */
export const userDetailsPath = (userId: Id) => `/users/details/${userId}`;
/** /users/form/{id?}: edit a person, or without an id add one (a company administrator: an employee of their company). */
export const userFormPath = (userId?: Id | null) => (userId ? `/users/form/${userId}` : '/users/form');
/** A registration mail's link: confirms the address with its code. */
export const mailVerificationPath = (userId: Id, code: string) =>
  `/mailVerification?userId=${encodeURIComponent(userId)}&code=${encodeURIComponent(code)}`;
/** A reset mail's link: chooses a new password with its single-use token. */
export const resetPasswordPath = (token: string) => withParam('/reset-password', 'token', token);

// Administration ---------------------------------------------------------------------------------

/** The admin centre's home: its counters, each linking to the list it counts. */
export const adminCenterPath = '/admin-center';

/** The tabs of the company administration list (its `tab` parameter; unverified is the default). */
export type CompanyAdministrationTab = 'unverified' | 'verified';
/** /admin-center/company-administration opened on a tab. */
export const companyAdministrationPath = (tab: CompanyAdministrationTab) => withParam('/admin-center/company-administration', 'tab', tab);

/**
 * The filters of the user administration list in its address: `verified` and `active` each `true`
 * or `false`, absent for either (the list's other parameters: features/user-admin/user-filters.ts). The admin centre's counters link with them; the list reads them.
 */
export interface UserAdministrationFilter {
  verified?: boolean;
  active?: boolean;
}
const flag = (v: boolean | undefined) => (v === undefined ? [] : [String(v)]);
export const userAdministrationPath = (filter: UserAdministrationFilter = {}) => {
  const query = new URLSearchParams([
    ...flag(filter.verified).map((v) => ['verified', v]),
    ...flag(filter.active).map((v) => ['active', v]),
  ]).toString();
  return `/admin-center/user-administration${query ? `?${query}` : ''}`;
};
/** A user's page in user administration (details, edit, status, password, removal); without an id, its new-user form. */
export const userAdministrationFormPath = (userId?: Id | null) =>
  userId ? `/admin-center/user-administration/form/${userId}` : '/admin-center/user-administration/form';
/** The filter of a user administration address; a parameter other than `true` or `false` is no filter. */
export function readUserAdministrationFilter(params: URLSearchParams): UserAdministrationFilter {
  const read = (name: string) => ({ true: true, false: false })[params.get(name) ?? ''];
  const filter: UserAdministrationFilter = {};
  const verified = read('verified');
  const active = read('active');
  if (verified !== undefined) filter.verified = verified;
  if (active !== undefined) filter.active = active;
  return filter;
}

/** The logs of the admin centre (beyond the spec's routes), opened on a log. */
export type AdminLogTab = 'user' | 'action' | 'error' | 'mail';
export const adminLogsPath = (tab?: AdminLogTab) => withParam('/admin-center/logs', 'tab', tab);
