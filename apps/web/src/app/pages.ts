import type { EventDetails } from '@portal/contracts/events/events';
import { type ComponentType, createElement } from 'react';
import type { PageKey } from './route-types.ts';

type Loaded = { Component: ComponentType };

/**
 * A programme page inside the event details frame: features use each other only through api/,
 * so the app puts the programme feature's body into the events feature's frame.
 */
const inEventFrame = (
  tab: 'schedule' | 'hall' | 'speakers' | 'partners' | 'documents' | 'attendees' | 'feedback',
  body: () => Promise<ComponentType<{ event: EventDetails }>>,
) =>
  Promise.all([import('../features/events/details/EventFrame.tsx'), body()]).then(([{ EventFrame }, Body]) => ({
    // biome-ignore lint/correctness/noChildrenProp: EventFrame's children is a render function, a required prop.
    Component: () => createElement(EventFrame, { tab, children: (event: EventDetails) => createElement(Body, { event }) }),
  }));

/** Every screen component, each in its own chunk. */
export const pages: Record<PageKey, () => Promise<Loaded>> = {
  landing: () => import('../pages/auth/LandingPage.tsx').then((m) => ({ Component: m.LandingPage })),
  login: () => import('../pages/auth/LoginPage.tsx').then((m) => ({ Component: m.LoginPage })),
  register: () => import('../pages/auth/register/RegisterPage.tsx').then((m) => ({ Component: m.RegisterPage })),
  mailVerification: () => import('../pages/auth/MailVerificationPage.tsx').then((m) => ({ Component: m.MailVerificationPage })),
  forgotPassword: () => import('../pages/auth/ForgotPasswordPage.tsx').then((m) => ({ Component: m.ForgotPasswordPage })),
  resetPassword: () => import('../pages/auth/ResetPasswordPage.tsx').then((m) => ({ Component: m.ResetPasswordPage })),
  firstLogin: () => import('../pages/auth/FirstLoginPage.tsx').then((m) => ({ Component: m.FirstLoginPage })),
  consent: () => import('../features/consents/ConsentPage.tsx').then((m) => ({ Component: m.ConsentPage })),
  terms: () => import('../features/consents/TermsPage.tsx').then((m) => ({ Component: m.TermsPage })),
  accountEdit: () => import('../pages/users/AccountEditPage.tsx').then((m) => ({ Component: m.AccountEditPage })),
  passwordChange: () => import('../pages/users/PasswordChangePage.tsx').then((m) => ({ Component: m.PasswordChangePage })),
  dashboard: () => import('../pages/dashboard/DashboardPage.tsx').then((m) => ({ Component: m.DashboardPage })),
  privacyPolicy: () => import('../pages/static/PrivacyPolicyPage.tsx').then((m) => ({ Component: m.PrivacyPolicyPage })),
  forbidden: () => import('../pages/errors/StatusPages.tsx').then((m) => ({ Component: m.ForbiddenPage })),
  notFound: () => import('../pages/errors/StatusPages.tsx').then((m) => ({ Component: m.NotFoundPage })),
  serverError: () => import('../pages/errors/StatusPages.tsx').then((m) => ({ Component: m.ServerErrorPage })),
  error: () => import('../pages/errors/StatusPages.tsx').then((m) => ({ Component: m.ErrorPage })),
  roles: () => import('../features/roles-admin/RolesPage.tsx').then((m) => ({ Component: m.RolesPage })),
  roleDetails: () => import('../features/roles-admin/RoleDetailsPage.tsx').then((m) => ({ Component: m.RoleDetailsPage })),
  roleForm: () => import('../features/roles-admin/RoleFormPage.tsx').then((m) => ({ Component: m.RoleFormPage })),
  rolePermissions: () => import('../features/roles-admin/RolePermissionsPage.tsx').then((m) => ({ Component: m.RolePermissionsPage })),
  joinEvent: () => import('../features/events/join/JoinEventPage.tsx').then((m) => ({ Component: m.JoinEventPage })),
  adminCenterHome: () => import('../features/admin-center/AdminCenterHomePage.tsx').then((m) => ({ Component: m.AdminCenterHomePage })),
  insights: () => import('../features/insights/InsightsPage.tsx').then((m) => ({ Component: m.InsightsPage })),
  adminLogs: () => import('../features/admin-center/logs/AdminLogsPage.tsx').then((m) => ({ Component: m.AdminLogsPage })),
  companyAdministration: () =>
    import('../features/company-admin/CompanyAdministrationPage.tsx').then((m) => ({ Component: m.CompanyAdministrationPage })),
  codesAdministration: () =>
    import('../features/codes-admin/CodesAdministrationPage.tsx').then((m) => ({ Component: m.CodesAdministrationPage })),
  userAdministration: () =>
    import('../features/user-admin/UserAdministrationPage.tsx').then((m) => ({ Component: m.UserAdministrationPage })),
  userAdminForm: () => import('../features/user-admin/UserFormPage.tsx').then((m) => ({ Component: m.UserFormPage })),
  userDetails: () => import('../features/company-users/UserDetailsPage.tsx').then((m) => ({ Component: m.UserDetailsPage })),
  // The companies feature's employee form (the invitation flow) inside the /users/form screen.
  userForm: () =>
    Promise.all([import('../features/company-users/UserFormPage.tsx'), import('../features/companies/employees/EmployeeForm.tsx')]).then(
      ([{ UserFormPage }, { EmployeeForm }]) => ({ Component: () => createElement(UserFormPage, { EmployeeForm }) }),
    ),
  feeds: () => import('../features/feeds/FeedsPage.tsx').then((m) => ({ Component: m.FeedsPage })),
  feedForm: () => import('../features/feeds/FeedFormPage.tsx').then((m) => ({ Component: m.FeedFormPage })),
  favouriteCompanies: () =>
    import('../features/connections/FavouriteCompaniesPage.tsx').then((m) => ({ Component: m.FavouriteCompaniesPage })),
  connections: () => import('../features/connections/ConnectionsPage.tsx').then((m) => ({ Component: m.ConnectionsPage })),
  supplyChainBasicData: () =>
    import('../features/companies/supply-chain/SupplyChainPages.tsx').then((m) => ({ Component: m.BasicDataPage })),
  supplyChainCommercialActivities: () =>
    import('../features/companies/supply-chain/SupplyChainPages.tsx').then((m) => ({ Component: m.CommercialActivitiesPage })),
  supplyChainProductionCapacities: () =>
    import('../features/companies/supply-chain/SupplyChainPages.tsx').then((m) => ({ Component: m.ProductionCapacitiesPage })),
  supplyChainDataOnServices: () =>
    import('../features/companies/supply-chain/SupplyChainPages.tsx').then((m) => ({ Component: m.DataOnServicesPage })),
  supplyChainFinancialData: () =>
    import('../features/companies/supply-chain/SupplyChainPages.tsx').then((m) => ({ Component: m.FinancialDataPage })),
  supplyChainGrowthPlans: () =>
    import('../features/companies/supply-chain/SupplyChainPages.tsx').then((m) => ({ Component: m.GrowthPlansPage })),
  companyCertificates: () =>
    import('../features/companies/certificates/CertificatesPage.tsx').then((m) => ({ Component: m.CertificatesPage })),
  companyEmployees: () => import('../features/companies/employees/EmployeesPage.tsx').then((m) => ({ Component: m.EmployeesPage })),
  companyEmployeeForm: () =>
    import('../features/companies/employees/EmployeeFormPage.tsx').then((m) => ({ Component: m.EmployeeFormPage })),
  companyProducts: () => import('../features/companies/catalogue/CatalogueListPage.tsx').then((m) => ({ Component: m.ProductsPage })),
  companyProductForm: () => import('../features/companies/catalogue/ProductFormPage.tsx').then((m) => ({ Component: m.ProductFormPage })),
  companyServices: () => import('../features/companies/catalogue/CatalogueListPage.tsx').then((m) => ({ Component: m.ServicesPage })),
  companyServiceForm: () => import('../features/companies/catalogue/ServiceFormPage.tsx').then((m) => ({ Component: m.ServiceFormPage })),
  companySupplyAndDemand: () =>
    import('../features/companies/catalogue/SupplyDemandPage.tsx').then((m) => ({ Component: m.SupplyDemandPage })),
  companyProfile: () => import('../features/companies/profile/CompanyProfilePage.tsx').then((m) => ({ Component: m.CompanyProfilePage })),
  companyB2bCompany: () => import('../features/companies/profile/B2bScreenPage.tsx').then((m) => ({ Component: m.B2bCompanyPage })),
  companyB2bMarket: () => import('../features/companies/profile/B2bScreenPage.tsx').then((m) => ({ Component: m.B2bMarketPage })),
  companyB2bCooperation: () => import('../features/companies/profile/B2bScreenPage.tsx').then((m) => ({ Component: m.B2bCooperationPage })),
  companyB2bPromo: () => import('../features/companies/profile/B2bScreenPage.tsx').then((m) => ({ Component: m.B2bPromoPage })),
  companyMnc: () => import('../features/companies/profile/MncPage.tsx').then((m) => ({ Component: m.MncPage })),
  companyVerified: () =>
    import('../features/companies/profile/VerifiedCompanyPage.tsx').then((m) => ({ Component: m.VerifiedCompanyPage })),
  eventManagement: () => import('../features/events/company/EventManagementPage.tsx').then((m) => ({ Component: m.EventManagementPage })),
  chamberEvents: () => import('../features/events/chamber/ChamberEventListPages.tsx').then((m) => ({ Component: m.ChamberEventsPage })),
  eventHistory: () => import('../features/events/chamber/ChamberEventListPages.tsx').then((m) => ({ Component: m.EventHistoryPage })),
  announcedEvents: () => import('../features/events/chamber/ChamberEventListPages.tsx').then((m) => ({ Component: m.AnnouncedEventsPage })),
  deletedEvents: () => import('../features/events/chamber/ChamberEventListPages.tsx').then((m) => ({ Component: m.DeletedEventsPage })),
  eventForm: () => import('../features/events/chamber/EventFormPage.tsx').then((m) => ({ Component: m.EventFormPage })),
  eventOrganizers: () => import('../features/events/chamber/EventOrganizersPage.tsx').then((m) => ({ Component: m.EventOrganizersPage })),
  eventBranding: () =>
    Promise.all([
      import('../features/events/chamber/EventBrandingPage.tsx'),
      import('../features/programme/banners/EventBanners.tsx'),
    ]).then(([page, banners]) => ({ Component: () => createElement(page.EventBrandingPage, { More: banners.BannersManager }) })),
  eventDetails: () =>
    Promise.all([import('../features/events/details/EventDetailsPage.tsx'), import('../features/programme/banners/EventBanners.tsx')]).then(
      ([page, banners]) => ({ Component: () => createElement(page.EventDetailsPage, { Banners: banners.EventBannersStrip }) }),
    ),
  myEvents: () => import('../features/events/company/MyEventsPages.tsx').then((m) => ({ Component: m.MyEventsPage })),
  companyHistoryEvents: () =>
    import('../features/events/company/MyEventsPages.tsx').then((m) => ({ Component: m.CompanyHistoryEventsPage })),
  publicEvents: () => import('../features/events/company/PublicEventsPages.tsx').then((m) => ({ Component: m.PublicEventsPage })),
  publicEvent: () => import('../features/events/company/PublicEventPage.tsx').then((m) => ({ Component: m.PublicEventPage })),
  guestPublicEvents: () => import('../features/events/company/PublicEventsPages.tsx').then((m) => ({ Component: m.GuestPublicEventsPage })),
  eventAttendees: () => import('../features/events/attendees/AttendeesPage.tsx').then((m) => ({ Component: m.AttendeesPage })),
  eventAttendeeInvite: () =>
    import('../features/events/attendees/InviteAttendeesPage.tsx').then((m) => ({ Component: m.InviteAttendeesPage })),
  eventSchedule: () => inEventFrame('schedule', () => import('../features/programme/schedule/ScheduleTab.tsx').then((m) => m.ScheduleTab)),
  scheduleInterestedUsers: () =>
    inEventFrame('schedule', () => import('../features/programme/schedule/InterestedUsersPage.tsx').then((m) => m.InterestedUsers)),
  scheduleTimeline: () =>
    inEventFrame('schedule', () =>
      Promise.all([
        import('../features/programme/schedule/SessionTimeline.tsx'),
        import('../features/meetings/timeline/SessionMeetings.tsx'),
      ]).then(
        ([page, meetings]) =>
          ({ event }: { event: EventDetails }) =>
            createElement(page.SessionTimeline, { event, Meetings: meetings.SessionMeetings }),
      ),
    ),
  meetingGrid: () => inEventFrame('schedule', () => import('../features/meetings/grid/MeetingGridPage.tsx').then((m) => m.MeetingGridPage)),
  guestContact: () => import('../features/contact/GuestContactPage.tsx').then((m) => ({ Component: m.GuestContactPage })),
  contactConfirmation: () =>
    import('../features/contact/ContactConfirmationPage.tsx').then((m) => ({ Component: m.ContactConfirmationPage })),
  meetingScheduler: () =>
    inEventFrame('schedule', () => import('../features/meetings/scheduler/MeetingSchedulerPage.tsx').then((m) => m.MeetingSchedulerPage)),
  myMeetings: () => inEventFrame('attendees', () => import('../features/meetings/mine/MyMeetingsPage.tsx').then((m) => m.MyMeetingsPage)),
  agendaPrint: () => import('../features/programme/schedule/AgendaPrintPage.tsx').then((m) => ({ Component: m.AgendaPrintPage })),
  eventHalls: () => inEventFrame('hall', () => import('../features/programme/halls/HallsTab.tsx').then((m) => m.HallsTab)),
  hallForm: () => inEventFrame('hall', () => import('../features/programme/halls/HallFormPage.tsx').then((m) => m.HallFormPage)),
  eventSpeakers: () => inEventFrame('speakers', () => import('../features/programme/speakers/SpeakersTab.tsx').then((m) => m.SpeakersTab)),
  eventPartners: () => inEventFrame('partners', () => import('../features/programme/partners/PartnersTab.tsx').then((m) => m.PartnersTab)),
  eventDocuments: () =>
    inEventFrame('documents', () => import('../features/programme/documents/DocumentsPages.tsx').then((m) => m.DocumentsTab)),
  chamberDocuments: () => import('../features/programme/documents/DocumentsPages.tsx').then((m) => ({ Component: m.ChamberDocumentsPage })),
  templates: () => import('../features/programme/templates/TemplatesPage.tsx').then((m) => ({ Component: m.TemplatesPage })),
  templateForm: () => import('../features/programme/templates/TemplateFormPage.tsx').then((m) => ({ Component: m.TemplateFormPage })),
  questionBank: () => import('../features/followup/bank/QuestionBankPage.tsx').then((m) => ({ Component: m.QuestionBankPage })),
  questionDetails: () => import('../features/followup/bank/QuestionDetailsPage.tsx').then((m) => ({ Component: m.QuestionDetailsPage })),
  questionForm: () => import('../features/followup/bank/QuestionFormPage.tsx').then((m) => ({ Component: m.QuestionFormPage })),
  eventFeedback: () => inEventFrame('feedback', () => import('../features/followup/feedback/FeedbackTab.tsx').then((m) => m.FeedbackTab)),
  eventFeedbackDetails: () =>
    inEventFrame('feedback', () => import('../features/followup/feedback/FeedbackDetailsPage.tsx').then((m) => m.FeedbackDetailsPage)),
  feedbackForm: () => import('../features/followup/form/FeedbackFormPage.tsx').then((m) => ({ Component: m.FeedbackFormPage })),
  // The loader always forwards (app/guards.ts); the page only stands in the table.
  answerSurvey: () => import('../features/followup/form/AnswerSurveyPage.tsx').then((m) => ({ Component: m.AnswerSurveyPage })),
  messageCenter: () => import('../features/messages/pages/MessageCenterRedirect.tsx').then((m) => ({ Component: m.MessageCenterRedirect })),
  messageInbox: () => import('../features/messages/pages/ConversationListPage.tsx').then((m) => ({ Component: m.InboxPage })),
  messageSpam: () => import('../features/messages/pages/ConversationListPage.tsx').then((m) => ({ Component: m.SpamPage })),
  messageDeleted: () => import('../features/messages/pages/ConversationListPage.tsx').then((m) => ({ Component: m.DeletedPage })),
  messageThread: () => import('../features/messages/pages/ConversationPage.tsx').then((m) => ({ Component: m.ConversationPage })),
  messageCreate: () => import('../features/messages/pages/CreateMessagePage.tsx').then((m) => ({ Component: m.CreateMessagePage })),
  messageContacts: () => import('../features/messages/pages/ContactsPage.tsx').then((m) => ({ Component: m.ContactsPage })),
  notAvailable: () => import('../pages/placeholder/NotAvailablePage.tsx').then((m) => ({ Component: m.NotAvailablePage })),
  publicCompany: () => import('../features/search/pages/PublicCompanyPage.tsx').then((m) => ({ Component: m.PublicCompanyPage })),
  explore: () => import('../features/search/pages/SearchPages.tsx').then((m) => ({ Component: m.ExplorePage })),
  b2bDirectory: () => import('../features/search/pages/SearchPages.tsx').then((m) => ({ Component: m.B2bDirectoryPage })),
  b2bPublicDirectory: () => import('../features/search/pages/SearchPages.tsx').then((m) => ({ Component: m.B2bPublicDirectoryPage })),
  supplyAndDemandSearch: () => import('../features/search/pages/SearchPages.tsx').then((m) => ({ Component: m.SupplyAndDemandSearchPage })),
  supplyChainPublic: () => import('../features/search/pages/SearchPages.tsx').then((m) => ({ Component: m.SupplyChainPublicPage })),
  marketInfo: () => import('../features/market/MarketInfoPage.tsx').then((m) => ({ Component: m.MarketInfoPage })),
};
