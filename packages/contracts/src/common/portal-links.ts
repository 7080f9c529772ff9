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
/** The public events for members, opening one event's registration when given. */
export const publicEventsPath = (eventId?: Id) => withParam('/event-management/public-events', 'eventId', eventId);
/** An invitation mail's link: accepts the invitation with its single-use token. */
export const joinEventPath = (token: string) => withParam('/join-event', 'token', token);

// Companies --------------------------------------------------------------------------------------

/** /company/{companyId}/{page}: one of a company's screens (profile, employees, products...). */
export const companyPagePath = (companyId: Id, page: string) => `/company/${companyId}/${page}`;
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
/** A registration mail's link: confirms the address with its code. */
export const mailVerificationPath = (userId: Id, code: string) =>
  `/mailVerification?userId=${encodeURIComponent(userId)}&code=${encodeURIComponent(code)}`;
/** A reset mail's link: chooses a new password with its single-use token. */
export const resetPasswordPath = (token: string) => withParam('/reset-password', 'token', token);
