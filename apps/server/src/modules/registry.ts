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
import { consentRoutes } from './accounts/consent.routes.ts';
import { contactVisibilityRoutes } from './accounts/contact-visibility.routes.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { dropdownRoutes } from './codes/dropdowns.routes.ts';
import { classificationRoutes } from './codes/classifications.routes.ts';
import { cityRoutes } from './codes/cities.routes.ts';
import { countryRoutes } from './codes/countries.routes.ts';
import { languageRoutes } from './codes/languages.routes.ts';
import { codeTranslationRoutes } from './codes/code-translations.routes.ts';
import { codesRoutes } from './codes/codes.routes.ts';
import { usersAdminRoutes } from './users/users-admin.routes.ts';
import { usersErasureRoutes } from './users/users-erasure.routes.ts';
import { usersSearchRoutes } from './users/users-search.routes.ts';
import { adminCentreRoutes } from './users/admin-centre.routes.ts';
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
import { companyReportRoutes } from './reports/company-report.routes.ts';
import { eventUsersReportRoutes } from './reports/event-users.routes.ts';
import { userDetailsReportRoutes } from './reports/user-details.routes.ts';
import { chamberCompaniesRoutes } from './reports/chamber-companies.routes.ts';
import { countryReportRoutes } from './reports/country-report.routes.ts';
import { feedbackReportRoutes } from './reports/feedback-report.routes.ts';
import { questionRoutes } from './questions/questions.routes.ts';
import { surveyRoutes } from './questions/surveys.routes.ts';
import { feedbackRoutes } from './questions/feedback.routes.ts';
import { surveyMailRoutes } from './questions/survey-mail.routes.ts';
import { notificationRoutes } from './notifications/notifications.routes.ts';
import { messageRoutes } from './messages/messages.routes.ts';
import { dataExportRoutes } from './privacy/data-exports.routes.ts';
import { seoRoutes } from './seo/seo.routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { marketRoutes } from './market/market.routes.ts';
import { insightsRoutes } from './insights/insights.routes.ts';

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
  consentRoutes,
  contactVisibilityRoutes,
  auditRoutes,
  dropdownRoutes,
  classificationRoutes,
  cityRoutes,
  countryRoutes,
  languageRoutes,
  codeTranslationRoutes,
  codesRoutes,
  usersAdminRoutes,
  usersErasureRoutes,
  usersSearchRoutes,
  adminCentreRoutes,
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
  questionRoutes,
  surveyRoutes,
  feedbackRoutes,
  surveyMailRoutes,
  reservationReportRoutes,
  agendaReportRoutes,
  companyReportRoutes,
  userDetailsReportRoutes,
  eventUsersReportRoutes,
  chamberCompaniesRoutes,
  countryReportRoutes,
  feedbackReportRoutes,
  notificationRoutes,
  messageRoutes,
  dataExportRoutes,
  marketRoutes,
  seoRoutes,
  dashboardRoutes,
  insightsRoutes,
];

/**
 * The handlers that higher modules register on lower modules' cascades (lib/cascade.ts), called
 * by buildApp once for each app, before its routes.
 */
export const cascades: ((ctx: AppContext) => void)[] = [registerMeetingCascades];
