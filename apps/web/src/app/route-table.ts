import { AccessGroup, ModuleId, RoleId } from '@portal/contracts/common/access';
import { ADMIN_ROLES, COMPANY_ROLES, MEMBER_ROLES } from '../lib/roles.ts';
import type { HeaderButtonKey, LayoutName, PageKey, ScreenAccess, ScreenRoute } from './route-types.ts';

const any: ScreenAccess = { kind: 'any' };
const pub: ScreenAccess = { kind: 'public' };
const guestOnly: ScreenAccess = { kind: 'guestOnly' };
const member = (rule: Omit<Extract<ScreenAccess, { kind: 'member' }>, 'kind'> = {}): ScreenAccess => ({ kind: 'member', ...rule });

const CHAMBER = member({ roles: [RoleId.chamberAdmin], modules: [ModuleId.eventManagement] });
/** Event organisers: chamber administrators, and the platform administrator who may act for any chamber. */
const ORGANISERS = member({ roles: ADMIN_ROLES, modules: [ModuleId.eventManagement] });
const COMPANY_EVENTS = member({ roles: COMPANY_ROLES, modules: [ModuleId.eventManagement] });
const EVENTS = member({ modules: [ModuleId.eventManagement] });
/** By function, like its menu entry: a role granted an administrator function opens the administration screens. */
const ADMIN_CENTER = member({ functions: AccessGroup.administrators });
const KIF = member({ functions: ['super_admin_function'] });
/** The message centre: members, and signed-in users without a company (contact us and its answers). */
const MESSAGES = member({ roles: [...MEMBER_ROLES, RoleId.guest] });
const COMPANY_PAGES = member({ roles: MEMBER_ROLES });
const COMPANY_MEMBERS = member({ roles: COMPANY_ROLES });
/** Who manages users: the administrators and a company's own administrator. */
const USER_MANAGERS = member({ roles: [...ADMIN_ROLES, RoleId.companyAdmin] });

interface Options {
  page?: PageKey;
  access?: ScreenAccess;
  layout?: LayoutName;
  ns?: string;
  buttons?: readonly HeaderButtonKey[];
  search?: boolean;
  breadcrumb?: boolean;
}

/** A screen's breadcrumb name: the path without parameters, e.g. company_products_form. */
function screenName(spec: string): string {
  const parts = spec
    .split('/')
    .filter((s) => s && !s.startsWith('{'))
    .map((s) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`).replace(/-/g, '_'));
  return parts.join('.') || 'home';
}

function screen(spec: string, access: ScreenAccess, options: Options = {}): ScreenRoute {
  return {
    spec,
    name: screenName(spec),
    page: options.page ?? 'notAvailable',
    access,
    layout: options.layout ?? 'auto',
    ns: options.ns,
    buttons: options.buttons,
    search: options.search,
    breadcrumb: options.breadcrumb,
  };
}

const eventDetails = '/event-management/chamber-events/details/{eventId?}';
const company = '/company/{companyId?}';
const messages = '/message-center/message-center-new';
const newMessage = ['newMessage'] as const;

/** Every screen of spec/web-routes.txt, in its order. */
/** The screens of spec/web-routes.txt, once each. */
const specScreens: readonly ScreenRoute[] = [
  screen('/', guestOnly, { page: 'landing', layout: 'public', ns: 'login' }),
  screen('/403', any, { page: 'forbidden', layout: 'status' }),
  screen('/404', any, { page: 'notFound', layout: 'status' }),
  screen('/500', any, { page: 'serverError', layout: 'public' }),
  screen('/error', any, { page: 'error', layout: 'public' }),
  screen('/admin-center', ADMIN_CENTER, { page: 'adminCenterHome', ns: 'admin-center' }),
  screen('/admin-center/codes-administration', ADMIN_CENTER, { page: 'codesAdministration', ns: 'codes-admin' }),
  screen('/admin-center/company-administration', ADMIN_CENTER, { page: 'companyAdministration', ns: 'company-admin' }),
  screen('/admin-center/feeds', ADMIN_CENTER, { page: 'feeds', ns: 'company-admin' }),
  screen('/admin-center/feeds/form/{id}', ADMIN_CENTER, { page: 'feedForm', ns: 'company-admin' }),
  screen('/admin-center/power-bi', ADMIN_CENTER, { page: 'insights', ns: 'insights' }),
  screen('/admin-center/user-administration', ADMIN_CENTER, { page: 'userAdministration', ns: 'user-admin' }),
  screen('/admin-center/user-administration/form/{id?}', ADMIN_CENTER, { page: 'userAdminForm', ns: 'user-admin' }),
  screen('/answer-survey', pub, { page: 'answerSurvey', ns: 'feedback-form' }),
  screen('/business-to-business', member({ modules: [ModuleId.b2b] }), { page: 'b2bDirectory', ns: 'search', buttons: ['publicArea'] }),
  screen('/business-to-business/public', pub, { page: 'b2bPublicDirectory', ns: 'search', search: true, buttons: ['membersArea'] }),
  screen(`${company}/certificates`, COMPANY_PAGES, { page: 'companyCertificates', ns: 'company-sections' }),
  screen(`${company}/employees`, COMPANY_PAGES, { page: 'companyEmployees', ns: 'company-sections' }),
  screen(`${company}/employees/form/{id?}`, COMPANY_PAGES, { page: 'companyEmployeeForm', ns: 'company-sections' }),
  screen(`${company}/mnc`, COMPANY_PAGES, { page: 'companyMnc', ns: 'company' }),
  screen(`${company}/products`, COMPANY_PAGES, { page: 'companyProducts', ns: 'catalogue' }),
  screen(`${company}/products/form/{id?}`, COMPANY_PAGES, { page: 'companyProductForm', ns: 'catalogue' }),
  screen(`${company}/profile`, COMPANY_PAGES, { page: 'companyProfile', ns: 'company' }),
  screen(`${company}/services`, COMPANY_PAGES, { page: 'companyServices', ns: 'catalogue' }),
  screen(`${company}/services/form/{id?}`, COMPANY_PAGES, { page: 'companyServiceForm', ns: 'catalogue' }),
  screen(`${company}/supply-and-demand`, COMPANY_PAGES, { page: 'companySupplyAndDemand', ns: 'catalogue' }),
  screen(`${company}/verified-company`, COMPANY_PAGES, { page: 'companyVerified', ns: 'company' }),
  screen(`${company}/business-to-business/business-cooperation-preferences`, COMPANY_PAGES, {
    page: 'companyB2bCooperation',
    ns: 'company',
  }),
  screen(`${company}/business-to-business/company`, COMPANY_PAGES, { page: 'companyB2bCompany', ns: 'company' }),
  screen(`${company}/business-to-business/market`, COMPANY_PAGES, { page: 'companyB2bMarket', ns: 'company' }),
  screen(`${company}/business-to-business/promo`, COMPANY_PAGES, { page: 'companyB2bPromo', ns: 'company' }),
  screen(`${company}/supply-chain/basic-data`, COMPANY_PAGES, { page: 'supplyChainBasicData', ns: 'company-sections' }),
  screen(`${company}/supply-chain/commercial-activities`, COMPANY_PAGES, {
    page: 'supplyChainCommercialActivities',
    ns: 'company-sections',
  }),
  screen(`${company}/supply-chain/data-on-production-capacities`, COMPANY_PAGES, {
    page: 'supplyChainProductionCapacities',
    ns: 'company-sections',
  }),
  screen(`${company}/supply-chain/data-on-services`, COMPANY_PAGES, { page: 'supplyChainDataOnServices', ns: 'company-sections' }),
  screen(`${company}/supply-chain/financial-data`, COMPANY_PAGES, { page: 'supplyChainFinancialData', ns: 'company-sections' }),
  screen(`${company}/supply-chain/growth-and-development-plans`, COMPANY_PAGES, {
    page: 'supplyChainGrowthPlans',
    ns: 'company-sections',
  }),
  screen('/connections', COMPANY_MEMBERS, { page: 'connections', ns: 'connections' }),
  screen('/dashboard', member(), { page: 'dashboard', ns: 'dashboard' }),
  screen('/event-management', EVENTS, { page: 'eventManagement', ns: 'events' }),
  screen('/event-management/announced-events', ORGANISERS, { page: 'announcedEvents', ns: 'events-chamber', buttons: ['addEvent'] }),
  screen('/event-management/chamber-events', ORGANISERS, { page: 'chamberEvents', ns: 'events-chamber', buttons: ['addEvent'] }),
  screen('/event-management/chamber-events/form/{id?}', ORGANISERS, { page: 'eventForm', ns: 'events-chamber' }),
  screen('/event-management/chamber-events/details/{eventId}', EVENTS, { page: 'eventDetails', ns: 'events' }),
  screen(`${eventDetails}/attendees`, EVENTS, { page: 'eventAttendees', ns: 'event-attendees' }),
  screen(`${eventDetails}/attendees/form`, ORGANISERS, { page: 'eventAttendeeInvite', ns: 'event-attendees' }),
  screen(`${eventDetails}/attendees/timeline`, EVENTS, { page: 'myMeetings', ns: 'meetings' }),
  screen(`${eventDetails}/branding`, ORGANISERS, { page: 'eventBranding', ns: 'events-chamber' }),
  screen(`${eventDetails}/documents`, EVENTS, { page: 'eventDocuments', ns: 'programme' }),
  screen(`${eventDetails}/feedback`, ORGANISERS, { page: 'eventFeedback', ns: 'event-feedback' }),
  screen(`${eventDetails}/feedback/details/{id}`, ORGANISERS, { page: 'eventFeedbackDetails', ns: 'event-feedback' }),
  screen(`${eventDetails}/hall`, EVENTS, { page: 'eventHalls', ns: 'programme' }),
  screen(`${eventDetails}/hall/form/{id}`, ORGANISERS, { page: 'hallForm', ns: 'programme' }),
  screen(`${eventDetails}/organizers`, EVENTS, { page: 'eventOrganizers', ns: 'events-chamber' }),
  screen(`${eventDetails}/partners`, EVENTS, { page: 'eventPartners', ns: 'programme' }),
  screen(`${eventDetails}/schedule`, EVENTS, { page: 'eventSchedule', ns: 'programme' }),
  screen(`${eventDetails}/schedule/interested-users/{scheduleId}`, EVENTS, { page: 'scheduleInterestedUsers', ns: 'programme' }),
  screen(`${eventDetails}/schedule/timeline/{scheduleId}`, EVENTS, { page: 'scheduleTimeline', ns: 'programme' }),
  screen(`${eventDetails}/schedule/timeline/{scheduleId}/grid`, ORGANISERS, { page: 'meetingGrid', ns: 'meetings' }),
  screen(`${eventDetails}/speakers`, EVENTS, { page: 'eventSpeakers', ns: 'programme' }),
  screen('/event-management/company-history-events', COMPANY_EVENTS, { page: 'companyHistoryEvents', ns: 'events' }),
  screen('/event-management/deleted-events', ORGANISERS, { page: 'deletedEvents', ns: 'events-chamber' }),
  screen('/event-management/documents', EVENTS, { page: 'chamberDocuments', ns: 'programme' }),
  screen('/event-management/event-history', ORGANISERS, { page: 'eventHistory', ns: 'events-chamber', buttons: ['addEvent'] }),
  screen('/event-management/followup', CHAMBER, { page: 'questionBank', ns: 'followup', buttons: ['addQuestion'] }),
  screen('/event-management/followup/details/{id}', CHAMBER, { page: 'questionDetails', ns: 'followup' }),
  screen('/event-management/followup/form/{id}', CHAMBER, { page: 'questionForm', ns: 'followup' }),
  screen('/event-management/my-events', COMPANY_EVENTS, { page: 'myEvents', ns: 'events' }),
  screen('/event-management/my-events/feedback-formular/{id?}', EVENTS, { page: 'feedbackForm', ns: 'feedback-form' }),
  screen('/event-management/public', pub, { page: 'guestPublicEvents', ns: 'events' }),
  screen('/event-management/public-events', COMPANY_EVENTS, { page: 'publicEvents', ns: 'events' }),
  screen('/event-management/templates', CHAMBER, { page: 'templates', ns: 'programme', buttons: ['addTemplate'] }),
  screen('/event-management/templates/form/{id}', CHAMBER, { page: 'templateForm', ns: 'programme' }),
  screen('/explore', pub, { page: 'explore', ns: 'search', search: true }),
  screen('/favourite-companies', COMPANY_MEMBERS, { page: 'favouriteCompanies', ns: 'connections' }),
  screen('/first-login', member(), { page: 'firstLogin', layout: 'empty', ns: 'first-login' }),
  screen('/forgot-password', guestOnly, { page: 'forgotPassword', layout: 'empty', ns: 'password-reset' }),
  screen('/join-event', pub, { page: 'joinEvent', ns: 'events' }),
  screen('/kif-admin-center/roles', KIF, { page: 'roles', ns: 'roles-admin' }),
  screen('/kif-admin-center/roles/details/{id?}', KIF, { page: 'roleDetails', ns: 'roles-admin' }),
  screen('/kif-admin-center/roles/form/{id?}', KIF, { page: 'roleForm', ns: 'roles-admin' }),
  screen('/kif-admin-center/roles/permissions/{id?}', KIF, { page: 'rolePermissions', ns: 'roles-admin' }),
  screen('/kif-admin-center/users', KIF, { page: 'userAdministration', ns: 'user-admin', buttons: ['addUser'] }),
  screen('/kif-admin-center/users/form/{id?}', KIF, { page: 'userAdminForm', ns: 'user-admin' }),
  screen('/login', guestOnly, { page: 'login', layout: 'empty', ns: 'login' }),
  screen('/mailVerification', any, { page: 'mailVerification', layout: 'empty', ns: 'mail-verification' }),
  screen('/market-info', member(), { page: 'marketInfo', ns: 'market-info', breadcrumb: false }),
  screen('/message-center', MESSAGES, { page: 'messageCenter', ns: 'messages' }),
  screen('/message-center/contacts', MESSAGES, { page: 'messageContacts', ns: 'messages', buttons: newMessage }),
  screen(messages, MESSAGES, { page: 'messageCenter', ns: 'messages' }),
  screen(`${messages}/{id}`, MESSAGES, { page: 'messageThread', ns: 'messages' }),
  screen(`${messages}/conversations`, MESSAGES, { page: 'messageInbox', ns: 'messages', buttons: newMessage }),
  screen(`${messages}/conversations/create`, MESSAGES, { page: 'messageCreate', ns: 'messages', buttons: newMessage }),
  screen(`${messages}/conversations/{id}`, MESSAGES, { page: 'messageThread', ns: 'messages', buttons: newMessage }),
  screen(`${messages}/deleted`, MESSAGES, { page: 'messageDeleted', ns: 'messages', buttons: newMessage }),
  screen(`${messages}/deleted/{id}`, MESSAGES, { page: 'messageThread', ns: 'messages', buttons: newMessage }),
  screen(`${messages}/spam`, MESSAGES, { page: 'messageSpam', ns: 'messages', buttons: newMessage }),
  screen(`${messages}/spam/{id}`, MESSAGES, { page: 'messageThread', ns: 'messages', buttons: newMessage }),
  screen('/privacy-policy', pub, { page: 'privacyPolicy', ns: 'privacy-policy' }),
  screen('/register', guestOnly, { page: 'register', layout: 'empty', ns: 'register' }),
  screen('/reset-password', any, { page: 'resetPassword', layout: 'empty', ns: 'password-reset' }),
  screen('/supply-and-demand', pub, { page: 'supplyAndDemandSearch', ns: 'search', search: true }),
  screen('/supply-chain/public', pub, { page: 'supplyChainPublic', ns: 'search', search: true }),
  screen('/users/account/edit', member(), { page: 'accountEdit', ns: 'account' }),
  screen('/users/details/{id?}', USER_MANAGERS, { page: 'userDetails', ns: 'company-users' }),
  screen('/users/form/{id?}', USER_MANAGERS, { page: 'userForm', ns: 'company-users' }),
  screen('/users/password/change', member(), { page: 'passwordChange', ns: 'account' }),
];

/**
 * Screens the portal adds beyond spec/web-routes.txt (ARCHITECTURE.md principle 4: what users of
 * such a portal expect): the printable agenda, with the agenda tab's guard; the organisers'
 * automatic meeting scheduler of a B2B session; a visitor's message to a company and its
 * confirmation link (guest-contact-company).
 */
export const beyondSpec: readonly ScreenRoute[] = [
  screen(`${eventDetails}/schedule/print`, EVENTS, { page: 'agendaPrint', ns: 'programme' }),
  screen(`${eventDetails}/schedule/timeline/{scheduleId}/scheduler`, ORGANISERS, { page: 'meetingScheduler', ns: 'meetings' }),
  // Signed-in people write from their message centre (the search cards and profiles link there).
  screen('/contact-company/{companyId}', guestOnly, { page: 'guestContact', ns: 'contact' }),
  screen('/contact-confirmation', pub, { page: 'contactConfirmation', ns: 'contact' }),
  // The user, action and error logs and mail outbox (issue 25): all of them for the platform administrator, a chamber's for its administrator.
  screen('/admin-center/logs', ADMIN_CENTER, { page: 'adminLogs', ns: 'logs' }),
  // Consent (issue 24): the gate for new versions of the documents, and the terms' text.
  screen('/consent', member(), { page: 'consent', layout: 'empty', ns: 'consents' }),
  screen('/terms', pub, { page: 'terms', ns: 'consents' }),
  // What visitors and crawlers read of a verified company and of a public event (issue 30).
  screen('/companies/{companyId}', pub, { page: 'publicCompany', ns: 'public-pages' }),
  screen('/event-management/public/{eventId}', pub, { page: 'publicEvent', ns: 'public-pages' }),
];

/** Every screen: the spec's, then the additions. */
export const screens: readonly ScreenRoute[] = [...specScreens, ...beyondSpec];

/** The catch-all: any other path shows not found. */
export const catchAll: ScreenRoute = screen('*', any, { page: 'notFound', layout: 'status' });

/** web-routes.txt's {x} and {x?} as React Router's :x and :x?. */
export const routerPath = (spec: string) => spec.replace(/\{(\w+)(\?)?\}/g, (_, name: string, opt?: string) => `:${name}${opt ?? ''}`);
