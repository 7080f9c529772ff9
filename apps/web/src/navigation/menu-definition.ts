import { conversationsPath, newConversationPath } from '@portal/contracts/common/portal-links';
import { AccessGroup, ModuleId, type ModuleIdValue, RoleId } from '@portal/contracts/common/access';
import { ADMIN_ROLES, COMPANY_ROLES, MEMBER_ROLES } from '../lib/roles.ts';
import type { MenuItem } from './menu-types.ts';

const CHAMBER = [RoleId.chamberAdmin] as const;
/** Event organisers: chamber administrators and the platform administrator. */
const ORGANISERS = ADMIN_ROLES;
const COMPANY = COMPANY_ROLES;

const companyModule = (n: ModuleIdValue) => [n] as const;

/** The full menu of spec-1 section 2, with the guest entries flagged. */
export const mainMenu: readonly MenuItem[] = [
  { key: 'dashboard', path: '/dashboard', icon: 'dashboard' },
  { key: 'search', path: '/explore', icon: 'search', guest: true },
  {
    key: 'business_to_business',
    path: '/business-to-business',
    guestPath: '/business-to-business/public',
    icon: 'b2b',
    guest: true,
    modules: companyModule(ModuleId.b2b),
  },
  {
    key: 'event_management',
    path: '/event-management',
    guestPath: '/event-management/public',
    icon: 'events',
    guest: true,
    modules: companyModule(ModuleId.eventManagement),
    children: [
      { key: 'chamber_events', path: '/event-management/chamber-events', roles: ORGANISERS },
      { key: 'event_history', path: '/event-management/event-history', roles: ORGANISERS },
      { key: 'announced_events', path: '/event-management/announced-events', roles: ORGANISERS },
      { key: 'deleted_events', path: '/event-management/deleted-events', roles: ORGANISERS },
      { key: 'templates', path: '/event-management/templates', roles: CHAMBER },
      { key: 'followup', path: '/event-management/followup', roles: CHAMBER },
      { key: 'my_events', path: '/event-management/my-events', roles: COMPANY },
      { key: 'public_events', path: '/event-management/public-events', roles: COMPANY },
      { key: 'company_history_events', path: '/event-management/company-history-events', roles: COMPANY },
    ],
  },
  { key: 'supply_chain', path: '/supply-chain/public', icon: 'supplyChain', guest: true, modules: companyModule(ModuleId.supplyChain) },
  {
    key: 'supply_and_demand',
    path: '/supply-and-demand',
    icon: 'supplyDemand',
    guest: true,
    modules: companyModule(ModuleId.supplyAndDemand),
  },
  { key: 'connections', path: '/connections', icon: 'connections', roles: COMPANY },
  {
    key: 'admin_center',
    path: '/admin-center',
    icon: 'adminCenter',
    // By function, not role id: a role granted an administrator function opens it (roles administration).
    functions: AccessGroup.administrators,
    children: [
      { key: 'admin_overview', path: '/admin-center' },
      { key: 'company_administration', path: '/admin-center/company-administration' },
      { key: 'user_administration', path: '/admin-center/user-administration' },
      { key: 'feeds', path: '/admin-center/feeds' },
      // Codes are the platform administrator's (spec-2: the kif admin manages codes); chamber administrators their country's cities.
      { key: 'codes_administration', path: '/admin-center/codes-administration' },
      { key: 'power_bi', path: '/admin-center/power-bi', powerBi: true },
      // Every entry for the platform administrator, their chamber's for a chamber administrator.
      { key: 'admin_logs', path: '/admin-center/logs' },
    ],
  },
  {
    key: 'kif_admin_center',
    path: '/kif-admin-center/users',
    icon: 'kifAdmin',
    functions: ['super_admin_function'],
    children: [
      { key: 'kif_users', path: '/kif-admin-center/users' },
      { key: 'kif_roles', path: '/kif-admin-center/roles' },
    ],
  },
  {
    key: 'message_center',
    path: conversationsPath,
    icon: 'messages',
    roles: MEMBER_ROLES,
    children: [
      { key: 'conversations', path: conversationsPath },
      { key: 'spam', path: '/message-center/message-center-new/spam', roles: COMPANY },
      { key: 'deleted', path: '/message-center/message-center-new/deleted' },
      { key: 'contacts', path: '/message-center/contacts', roles: COMPANY },
    ],
  },
  { key: 'favourite_companies', path: '/favourite-companies', icon: 'favourites', roles: COMPANY },
  { key: 'business_intelligence', path: '/company/:companyId/profile', icon: 'powerBi', roles: COMPANY, powerBi: true },
  {
    key: 'contact_us',
    path: newConversationPath('type=contact-us'),
    icon: 'contact',
    roles: [...COMPANY_ROLES, RoleId.guest],
  },
];

/** The company-profile sections: the sub-menu of company pages and the unverified administrator's menu. */
export const companySections: readonly MenuItem[] = [
  { key: 'company_profile', path: '/company/:companyId/profile', icon: 'company' },
  {
    key: 'business_to_business',
    path: '/company/:companyId/business-to-business/company',
    icon: 'b2b',
    children: [
      { key: 'b2b_company', path: '/company/:companyId/business-to-business/company' },
      { key: 'b2b_market', path: '/company/:companyId/business-to-business/market' },
      { key: 'b2b_promo', path: '/company/:companyId/business-to-business/promo' },
      {
        key: 'b2b_cooperation_preferences',
        path: '/company/:companyId/business-to-business/business-cooperation-preferences',
      },
    ],
  },
  {
    key: 'supply_chain',
    path: '/company/:companyId/supply-chain/basic-data',
    icon: 'supplyChain',
    children: [
      { key: 'sc_basic_data', path: '/company/:companyId/supply-chain/basic-data' },
      { key: 'sc_commercial_activities', path: '/company/:companyId/supply-chain/commercial-activities' },
      {
        key: 'sc_production_capacities',
        path: '/company/:companyId/supply-chain/data-on-production-capacities',
        companyTypes: ['production'],
      },
      { key: 'sc_data_on_services', path: '/company/:companyId/supply-chain/data-on-services', companyTypes: ['service'] },
      { key: 'sc_financial_data', path: '/company/:companyId/supply-chain/financial-data' },
      { key: 'sc_growth_plans', path: '/company/:companyId/supply-chain/growth-and-development-plans' },
    ],
  },
  { key: 'products', path: '/company/:companyId/products', icon: 'products' },
  { key: 'services', path: '/company/:companyId/services', icon: 'services' },
  { key: 'certificates', path: '/company/:companyId/certificates', icon: 'certificates' },
  { key: 'mnc', path: '/company/:companyId/mnc', icon: 'mnc', mnc: true },
];

/** Sections a verified company adds to its sub-menu. */
export const verifiedCompanySections: readonly MenuItem[] = [
  { key: 'employees', path: '/company/:companyId/employees', icon: 'employees', roles: [...ADMIN_ROLES, RoleId.companyAdmin] },
  {
    key: 'supply_and_demand',
    path: '/company/:companyId/supply-and-demand',
    icon: 'supplyDemand',
    modules: [ModuleId.supplyAndDemand],
    mnc: false,
  },
];
