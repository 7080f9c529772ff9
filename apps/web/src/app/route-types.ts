/** Who may open a screen (checked by the route loader, spec-1 section 4). */
export type ScreenAccess =
  | { kind: 'any' }
  | { kind: 'public' }
  | { kind: 'guestOnly' }
  | { kind: 'member'; roles?: readonly number[]; functions?: readonly string[]; modules?: readonly number[] };

/**
 * auto: default layout when signed in, guest layout otherwise.
 * status: default layout when signed in, public layout otherwise (error pages).
 */
export type LayoutName = 'auto' | 'status' | 'empty' | 'public';

export type HeaderButtonKey = 'addEvent' | 'addTemplate' | 'addQuestion' | 'newMessage' | 'addUser' | 'publicArea' | 'membersArea';

export type PageKey =
  | 'landing'
  | 'publicCompany'
  | 'publicEvent'
  | 'login'
  | 'register'
  | 'mailVerification'
  | 'forgotPassword'
  | 'resetPassword'
  | 'firstLogin'
  | 'consent'
  | 'terms'
  | 'accountEdit'
  | 'passwordChange'
  | 'dashboard'
  | 'privacyPolicy'
  | 'forbidden'
  | 'notFound'
  | 'serverError'
  | 'error'
  | 'roles'
  | 'roleDetails'
  | 'roleForm'
  | 'rolePermissions'
  | 'joinEvent'
  | 'insights'
  | 'companyAdministration'
  | 'adminCenterHome'
  | 'adminLogs'
  | 'userAdministration'
  | 'userAdminForm'
  | 'userDetails'
  | 'userForm'
  | 'feeds'
  | 'codesAdministration'
  | 'feedForm'
  | 'favouriteCompanies'
  | 'connections'
  | 'supplyChainBasicData'
  | 'supplyChainCommercialActivities'
  | 'supplyChainProductionCapacities'
  | 'supplyChainDataOnServices'
  | 'supplyChainFinancialData'
  | 'supplyChainGrowthPlans'
  | 'companyCertificates'
  | 'companyEmployees'
  | 'companyEmployeeForm'
  | 'companyProducts'
  | 'companyProductForm'
  | 'companyServices'
  | 'companyServiceForm'
  | 'companySupplyAndDemand'
  | 'companyProfile'
  | 'companyB2bCompany'
  | 'companyB2bMarket'
  | 'companyB2bCooperation'
  | 'companyB2bPromo'
  | 'companyMnc'
  | 'companyVerified'
  | 'eventManagement'
  | 'chamberEvents'
  | 'eventHistory'
  | 'announcedEvents'
  | 'deletedEvents'
  | 'eventForm'
  | 'eventOrganizers'
  | 'eventBranding'
  | 'eventDetails'
  | 'myEvents'
  | 'companyHistoryEvents'
  | 'publicEvents'
  | 'guestPublicEvents'
  | 'eventAttendees'
  | 'eventAttendeeInvite'
  | 'explore'
  | 'b2bDirectory'
  | 'b2bPublicDirectory'
  | 'supplyAndDemandSearch'
  | 'supplyChainPublic'
  | 'eventSchedule'
  | 'scheduleInterestedUsers'
  | 'scheduleTimeline'
  | 'meetingGrid'
  | 'meetingScheduler'
  | 'guestContact'
  | 'contactConfirmation'
  | 'myMeetings'
  | 'agendaPrint'
  | 'eventHalls'
  | 'hallForm'
  | 'eventSpeakers'
  | 'eventPartners'
  | 'eventDocuments'
  | 'chamberDocuments'
  | 'templates'
  | 'templateForm'
  | 'messageCenter'
  | 'messageInbox'
  | 'messageSpam'
  | 'messageDeleted'
  | 'messageThread'
  | 'messageCreate'
  | 'messageContacts'
  | 'questionBank'
  | 'questionDetails'
  | 'questionForm'
  | 'eventFeedback'
  | 'eventFeedbackDetails'
  | 'feedbackForm'
  | 'answerSurvey'
  | 'marketInfo'
  | 'notAvailable';

export interface ScreenRoute {
  /** The path as web-routes.txt spells it ({x} and {x?} parameters). */
  spec: string;
  /** Key of the screen's title in the `breadcrumb` namespace. */
  name: string;
  page: PageKey;
  access: ScreenAccess;
  layout: LayoutName;
  /** Translation namespace of the screen, loaded when it opens. */
  ns?: string;
  buttons?: readonly HeaderButtonKey[];
  /** Shows the query search box in the top bar. */
  search?: boolean;
  breadcrumb?: boolean;
}

/** What every matched route carries in `handle`. */
export type RouteHandle = ScreenRoute;
