import type { CompanyList, CompanyListQuery } from '@portal/contracts/companies/favourites';
import type { AddAssistant, ChambersWithEvent, EventChamberList } from '@portal/contracts/events/event-chambers';
import type {
  ChamberEventSearch,
  EventDetails,
  EventInfo,
  EventModel,
  EventPage,
  EventPlaceTypeList,
  EventSearch,
  EventsInfo,
  EventThemeAnswer,
  EventWithSpecificInfo,
  MyEventSearch,
  PredefinedThemeList,
  UpdateEventTheme,
} from '@portal/contracts/events/events';
import type {
  AcceptFromEmailAnswer,
  AttendeePage,
  AttendeeSearch,
  CompanyProductsOnEvent,
  CompanyServicesOnEvent,
  companyItemsOnEventSearch,
  EmailsAnswer,
  EventCompanyPage,
  eventCompanySearch,
  EventRegistration,
  InviteAnswer,
  InvitePeople,
  ReminderAnswer,
  UpdateAttendeeType,
  UserEventStatus,
} from '@portal/contracts/events/invitations';
import type { z } from 'zod';
import { api } from '../../../api/client.ts';
import type { ItemKind } from '../registration/registration-selection.ts';

/** The event frame, the forms and the dialogs decide what a refusal means: these calls are quiet. */
const quiet = { quiet: true } as const;

export type EventCompanySearch = z.input<typeof eventCompanySearch>;
export type ItemsOnEventSearch = z.input<typeof companyItemsOnEventSearch>;

// One event

export const getEvent = (id: number) => api.get<EventDetails>(`api/Events/${id}`, quiet);
export const getEventTheme = (id: number) => api.get<EventThemeAnswer>(`api/Events/get-event-theme/${id}`, quiet);
/** The details page's figures (invited, accepted, companies, countries). */
export const getEventInfo = (id: number) => api.post<EventInfo>(`api/Events/get-event-info/${id}`, {}, quiet);
export const getEventParticipants = (id: number) => api.get<EventWithSpecificInfo>(`api/Events/get-event-with-specific-info/${id}`, quiet);
/** The caller's registration status on the event (spec-2 "User event status"). */
export const getUserEventStatus = (id: number) => api.get<UserEventStatus>(`api/Events/check-user-can-register-to-event/${id}`, quiet);
export const setRegistrationState = (id: number, action: 'start' | 'end') =>
  api.post('api/Events/set-registration-state', { fkEventId: id, action });
export const deleteEvent = (id: number) => api.delete(`api/Events/${id}`);
/** A public event's attendee leaves it. */
export const withdrawFromEvent = (id: number) => api.delete(`api/Events/public-event-delete-invitation/${id}`);

// Lists

export const searchChamberEvents = (search: ChamberEventSearch) => api.post<EventPage>('api/Events/search-events-in-my-chamber', search);
export const searchDeletedEvents = (search: EventSearch) => api.post<EventPage>('api/Events/search-deleted-events-in-my-chamber', search);
export const searchMyEvents = (search: MyEventSearch) => api.post<EventPage>('api/Events/search-my-events', search);
export const searchPublicEvents = (search: EventSearch) => api.post<EventPage>('api/Events/search-public-events', search);
/** The dashboard's next `count` events. */
export const getUpcomingEvents = (count: number) => api.get<EventsInfo>(`api/Events/get-events-info/${count}`, quiet);

// The chamber's event form, branding and organisers

export const getPredefinedThemes = () => api.get<PredefinedThemeList>('api/Events/get-all-predefined-themes');
export const getEventPlaceTypes = () => api.get<EventPlaceTypeList>('api/EventPlaceTypes/');
/** POST a new event, PUT a changed one; quiet: field errors come back to the form. */
export const saveEvent = (id: number | null, model: EventModel) =>
  id ? api.put<EventDetails>(`api/Events/${id}`, model, quiet) : api.post<EventDetails>('api/Events/', model, quiet);
/** PUT of the whole event (announcing changes one flag of it), not quiet. */
export const updateEvent = (id: number, model: EventModel) => api.put<EventDetails>(`api/Events/${id}`, model);
export const getEventForEdit = (id: number) => api.get<EventDetails>(`api/Events/${id}`);
export const updateEventTheme = (body: UpdateEventTheme) => api.post<unknown>('api/Events/update-event-theme', body);
export const getEventChambers = (eventId: number) => api.get<EventChamberList>(`api/EventChambers/chambers/${eventId}`);
/** Every chamber with its part in this event. */
export const getChambersWithEvent = (eventId: number) =>
  api.post<ChambersWithEvent>('api/Chambers/get-all-with-event-chambers', { fkEventId: eventId });
export const addAssistant = (body: AddAssistant) => api.post<unknown>('api/EventChambers/add-assistant', body);
export const removeAssistant = (chamberId: number, eventId: number) =>
  api.delete<unknown>(`api/EventChambers/remove-assistant/${chamberId}/${eventId}`);

// Attendees and invitations

/** Organisers get every invitation, attendees the visible ones. */
export const searchAttendees = (q: AttendeeSearch) => api.post<AttendeePage>('api/Events/search-attendees-in-event', q);
/** The event users spreadsheet (api/Reports): every invitation of the event, for its organisers. */
export const fetchEventUsersSheet = (eventId: number) => api.blob(`api/Reports/event-users/${eventId}`);
/** Companies with registered attendees. */
export const searchEventCompanies = (q: EventCompanySearch) => api.post<EventCompanyPage>('api/Events/search-companies-in-event', q);
export const updateAttendeeType = (body: UpdateAttendeeType) => api.post('api/Events/update-attendee-type', body);
/** send-reminder to the given invitations, or (without ids) to everyone who has not accepted yet. */
export const sendReminder = (eventId: number, invitationIds?: number[]) =>
  api.post<ReminderAnswer>('api/Events/send-reminder', { fkEventId: eventId, invitationIds: invitationIds ?? null });
export const setBlocked = (eventId: number, userId: number, blocked: boolean) =>
  api.post(blocked ? 'api/blockedUsersOnEvent' : 'api/blockedUsersOnEvent/delete', { fkEventId: eventId, fkUserId: userId });
export const removeInvitation = (invitationId: number) => api.delete(`api/Events/delete-event-invitation/${invitationId}`);
/** Quiet: the form puts `fields` on its inputs and toasts the rest. */
export const invitePeople = (body: InvitePeople) => api.post<InviteAnswer>('api/Events/invite-people', body, quiet);
/** The e-mails of the active users of the chosen companies, to add to the invite list. */
export const companiesForEmails = (companyIds: number[]) => api.post<EmailsAnswer>('api/Events/companies-for-emails', { companyIds });
/** Verified companies by name, for the invite form's company picker. */
export const searchCompanies = (q: Partial<CompanyListQuery>) => api.post<CompanyList>('api/Company/search', q);

// Registration

/** A company's products or services with whether each is brought to the event. */
export const searchItemsOnEvent = (kind: ItemKind, companyId: number, eventId: number, body: ItemsOnEventSearch) =>
  kind === 'product'
    ? api.post<CompanyProductsOnEvent>(`api/Products/company-products-on-event/${companyId}/${eventId}`, body, quiet)
    : api.post<CompanyServicesOnEvent>(`api/Services/company-services-on-event/${companyId}/${eventId}`, body, quiet);
/** Register (or save changes): accept-invitation, or public-event-add-invitation on a public event without an invitation. */
export const registerOnEvent = (body: EventRegistration, publicSelfInvite: boolean) =>
  api.post(publicSelfInvite ? 'api/Events/public-event-add-invitation' : 'api/Events/accept-invitation', body, quiet);
/** The mailed invitation link's single-use token. */
export const acceptInvitationFromEmail = (token: string) =>
  api.post<AcceptFromEmailAnswer>('api/Events/accept-invitation-from-email', { token }, quiet);
