import { conversationsPath } from '@portal/contracts/common/portal-links';
import { ModuleId, RoleId } from '@portal/contracts/common/access';
import { ADMIN_ROLES, COMPANY_ROLES, MEMBER_ROLES } from '../../lib/roles.ts';
import type { MenuItem } from '../../navigation/menu-types.ts';

const PLATFORM = [RoleId.platformAdmin] as const;
const CHAMBER = [RoleId.chamberAdmin] as const;
const ADMINS = ADMIN_ROLES;
const COMPANY_ADMIN = [RoleId.companyAdmin] as const;
const COMPANY = COMPANY_ROLES;

/** The dashboard's shortcuts, filtered with the menu's rules (role, modules, MNC). */
export const dashboardShortcuts: readonly MenuItem[] = [
  { key: 'kif_users', path: '/kif-admin-center/users', icon: 'kifAdmin', roles: PLATFORM },
  { key: 'kif_roles', path: '/kif-admin-center/roles', icon: 'kifAdmin', roles: PLATFORM },
  { key: 'company_administration', path: '/admin-center/company-administration', icon: 'company', roles: ADMINS },
  { key: 'user_administration', path: '/admin-center/user-administration', icon: 'employees', roles: ADMINS },
  { key: 'chamber_events', path: '/event-management/chamber-events', icon: 'events', roles: CHAMBER },
  { key: 'announced_events', path: '/event-management/announced-events', icon: 'events', roles: CHAMBER },
  { key: 'codes_administration', path: '/admin-center/codes-administration', icon: 'adminCenter', roles: PLATFORM },
  { key: 'feeds', path: '/admin-center/feeds', icon: 'bolt', roles: ADMINS },
  { key: 'company_profile', path: '/company/:companyId/profile', icon: 'company', roles: COMPANY_ADMIN },
  { key: 'products', path: '/company/:companyId/products', icon: 'products', roles: COMPANY_ADMIN },
  { key: 'services', path: '/company/:companyId/services', icon: 'services', roles: COMPANY_ADMIN },
  { key: 'employees', path: '/company/:companyId/employees', icon: 'employees', roles: COMPANY_ADMIN },
  { key: 'search', path: '/explore', icon: 'search', roles: [RoleId.employee, RoleId.guest] },
  { key: 'my_events', path: '/event-management/my-events', icon: 'events', roles: COMPANY, modules: [ModuleId.eventManagement] },
  { key: 'supply_and_demand', path: '/supply-and-demand', icon: 'supplyDemand', roles: COMPANY, modules: [ModuleId.supplyAndDemand] },
  { key: 'favourite_companies', path: '/favourite-companies', icon: 'favourites', roles: [RoleId.employee] },
  { key: 'message_center', path: conversationsPath, icon: 'messages', roles: MEMBER_ROLES },
  { key: 'business_to_business', path: '/business-to-business/public', icon: 'b2b', roles: [RoleId.guest] },
  { key: 'event_management', path: '/event-management/public', icon: 'events', roles: [RoleId.guest] },
];
