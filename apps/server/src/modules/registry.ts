import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.ts';
import { registerMeetingCascades } from './meetings/meeting-cascades.ts';
import { registrationRoutes } from './accounts/registration.routes.ts';
import { passwordRoutes } from './accounts/password.routes.ts';
import { sessionRoutes } from './accounts/session.routes.ts';
import { languageFileRoutes } from './i18n/language-files.routes.ts';
import { companyRoutes } from './companies/company.routes.ts';
import { profileSectionRoutes } from './companies/profile-sections.routes.ts';
import { certificateRoutes } from './companies/certificates.routes.ts';
import { favouriteRoutes } from './companies/favourites.routes.ts';
import { companyAdministrationRoutes } from './companies/company-administration.routes.ts';
import { employeeRoutes } from './companies/employees.routes.ts';
import { directoryRoutes } from './search/directory.routes.ts';
import { searchRoutes } from './search/search.routes.ts';
import { feedRoutes } from './companies/feeds.routes.ts';
import { suggestionRoutes } from './companies/suggestions.routes.ts';
import { productRoutes, serviceRoutes } from './catalogue/catalogue.routes.ts';
import { supplyDemandRoutes } from './catalogue/supply-demand.routes.ts';
import { filesRoutes } from './files/files.routes.ts';
import { profileRoutes } from './accounts/profile.routes.ts';
import { logsRoutes } from './logs/logs.routes.ts';
import { mailOutboxRoutes } from './mail/mail-outbox.routes.ts';
import { dropdownRoutes } from './codes/dropdowns.routes.ts';
import { classificationRoutes } from './codes/classifications.routes.ts';
import { cityRoutes } from './codes/cities.routes.ts';
import { languageRoutes } from './codes/languages.routes.ts';
import { codeTranslationRoutes } from './codes/code-translations.routes.ts';
import { codesRoutes } from './codes/codes.routes.ts';
import { usersAdminRoutes } from './users/users-admin.routes.ts';
import { usersSearchRoutes } from './users/users-search.routes.ts';
import { rolesRoutes } from './roles/roles.routes.ts';
import { functionsRoutes } from './roles/functions.routes.ts';
import { invitationRoutes } from './events/invitations.routes.ts';
import { registrationRoutes as eventRegistrationRoutes } from './events/registration.routes.ts';
import { attendeeRoutes } from './events/attendees.routes.ts';
import { blockedUserRoutes } from './events/blocked-users.routes.ts';
import { eventCatalogueRoutes } from './events/event-catalogue.routes.ts';
import { companyEventInvitationRoutes } from './events/company-event-invitations.routes.ts';
import { eventRoutes } from './events/events.routes.ts';
import { eventListRoutes } from './events/event-lists.routes.ts';
import { eventThemeRoutes } from './events/event-themes.routes.ts';
import { eventChamberRoutes } from './events/event-chambers.routes.ts';
import { eventPlaceTypeRoutes } from './events/event-place-types.routes.ts';
import { chambersWithEventsRoutes } from './events/chambers-with-events.routes.ts';
import { hallRoutes } from './programme/halls.routes.ts';
import { speakerRoutes } from './programme/speakers.routes.ts';
import { partnerRoutes } from './programme/partners.routes.ts';
import { documentRoutes } from './programme/documents.routes.ts';
import { bannerRoutes } from './programme/banners.routes.ts';
import { templateRoutes } from './programme/templates.routes.ts';
import { scheduleRoutes } from './schedules/schedules.routes.ts';
import { scheduleUserRoutes } from './schedules/schedule-users.routes.ts';
import { reservationRoutes } from './meetings/reservations.routes.ts';
import { meetingWishRoutes } from './meetings/wishes/meeting-wishes.routes.ts';
import { autoScheduleRoutes } from './meetings/auto-schedule/auto-schedule.routes.ts';
import { reservationReportRoutes } from './reports/reservation-reports.routes.ts';
import { agendaReportRoutes } from './reports/agenda.routes.ts';
import { notificationRoutes } from './notifications/notifications.routes.ts';
import { messageRoutes } from './messages/messages.routes.ts';

/** Every module's routes, registered in this order by buildApp. */
export const modules: FastifyPluginAsync[] = [
  sessionRoutes,
  registrationRoutes,
  passwordRoutes,
  languageFileRoutes,
  companyRoutes,
  profileSectionRoutes,
  certificateRoutes,
  favouriteRoutes,
  companyAdministrationRoutes,
  employeeRoutes,
  directoryRoutes,
  searchRoutes,
  feedRoutes,
  suggestionRoutes,
  productRoutes,
  serviceRoutes,
  supplyDemandRoutes,
  filesRoutes,
  profileRoutes,
  logsRoutes,
  mailOutboxRoutes,
  dropdownRoutes,
  classificationRoutes,
  cityRoutes,
  languageRoutes,
  codeTranslationRoutes,
  codesRoutes,
  usersAdminRoutes,
  usersSearchRoutes,
  rolesRoutes,
  functionsRoutes,
  eventRoutes,
  eventListRoutes,
  eventThemeRoutes,
  eventChamberRoutes,
  eventPlaceTypeRoutes,
  chambersWithEventsRoutes,
  invitationRoutes,
  eventRegistrationRoutes,
  attendeeRoutes,
  blockedUserRoutes,
  eventCatalogueRoutes,
  companyEventInvitationRoutes,
  hallRoutes,
  speakerRoutes,
  partnerRoutes,
  documentRoutes,
  bannerRoutes,
  templateRoutes,
  scheduleRoutes,
  scheduleUserRoutes,
  reservationRoutes,
  meetingWishRoutes,
  autoScheduleRoutes,
  reservationReportRoutes,
  agendaReportRoutes,
  notificationRoutes,
  messageRoutes,
];

/**
 * The handlers that higher modules register on lower modules' cascades (lib/cascade.ts), called
 * by buildApp once for each app, before its routes.
 */
export const cascades: ((ctx: AppContext) => void)[] = [registerMeetingCascades];
