import { describe, expect, it } from 'vitest';
import { companyMenu, filterMenu, guestContext, isUnverifiedCompanyAdmin, sideMenu } from './menu-filter.ts';
import type { MenuContext, MenuItem, VisibleMenuItem } from './menu-types.ts';

const keys = (items: VisibleMenuItem[]) => items.map((i) => i.key);
const childKeys = (items: VisibleMenuItem[], key: string) => keys(items.find((i) => i.key === key)?.children ?? []);

function ctx(patch: Partial<MenuContext>): MenuContext {
  return {
    guest: false,
    roleId: 3,
    functions: ['company_admin_function'],
    modules: [1, 2, 3, 4],
    companyTypes: [11],
    companyTypeIds: { production: 11, service: 12, trade: 13 },
    isMnc: false,
    hasPowerBi: false,
    companyId: 7,
    companyVerified: true,
    ...patch,
  };
}

const platformAdmin = ctx({
  roleId: 1,
  functions: ['super_admin_function'],
  modules: [],
  companyTypes: [],
  companyId: null,
  hasPowerBi: true,
});
const chamberAdmin = ctx({
  roleId: 2,
  functions: ['cif_admin_function'],
  modules: [],
  companyTypes: [],
  companyId: null,
  hasPowerBi: true,
});
const companyAdmin = ctx({});
const employee = ctx({ roleId: 4, functions: ['employees_function'] });

describe('guest menu (spec-1 section 2)', () => {
  it('shows only the items flagged for guests: search, public B2B, public events, supply chain, supply and demand', () => {
    const menu = sideMenu(guestContext);
    expect(keys(menu)).toEqual(['search', 'business_to_business', 'event_management', 'supply_chain', 'supply_and_demand']);
    expect(menu.map((i) => i.path)).toEqual([
      '/explore',
      '/business-to-business/public',
      '/event-management/public',
      '/supply-chain/public',
      '/supply-and-demand',
    ]);
  });

  it('gives guests no sub-menus', () => {
    expect(sideMenu(guestContext).every((i) => i.children.length === 0)).toBe(true);
  });

  it('treats a signed-in user without a company (role 5) like a guest plus contact us', () => {
    const menu = sideMenu(ctx({ roleId: 5, functions: ['guest'], modules: [], companyId: null, companyVerified: false }));
    expect(keys(menu)).toEqual(['search', 'business_to_business', 'event_management', 'supply_chain', 'supply_and_demand', 'contact_us']);
  });

  it('hides members-only entries (members: false) from signed-in users', () => {
    const items: MenuItem[] = [{ key: 'guest_only', path: '/x', guest: true, members: false }];
    expect(filterMenu(items, guestContext)).toHaveLength(1);
    expect(filterMenu(items, companyAdmin)).toHaveLength(0);
  });
});

describe('full menu by role', () => {
  it('chamber administrator: chamber event submenu, admin center, no company-only items', () => {
    const menu = sideMenu(chamberAdmin);
    expect(keys(menu)).toEqual([
      'dashboard',
      'search',
      'business_to_business',
      'event_management',
      'supply_chain',
      'supply_and_demand',
      'admin_center',
      'message_center',
    ]);
    expect(childKeys(menu, 'event_management')).toEqual([
      'chamber_events',
      'event_history',
      'announced_events',
      'deleted_events',
      'templates',
      'followup',
    ]);
    expect(childKeys(menu, 'message_center')).toEqual(['conversations', 'deleted']);
    expect(keys(menu)).not.toContain('connections');
    expect(keys(menu)).not.toContain('favourite_companies');
  });

  it('company administrator: company event submenu, connections, favourites, spam and contacts', () => {
    const menu = sideMenu(companyAdmin);
    expect(childKeys(menu, 'event_management')).toEqual(['my_events', 'public_events', 'company_history_events']);
    expect(keys(menu)).toEqual(expect.arrayContaining(['connections', 'favourite_companies', 'contact_us']));
    expect(childKeys(menu, 'message_center')).toEqual(['conversations', 'spam', 'deleted', 'contacts']);
    expect(keys(menu)).not.toContain('admin_center');
    expect(keys(menu)).not.toContain('kif_admin_center');
  });

  it('employee: same company items as the administrator', () => {
    const menu = sideMenu(employee);
    expect(keys(menu)).toEqual(expect.arrayContaining(['connections', 'favourite_companies']));
    expect(childKeys(menu, 'event_management')).toEqual(['my_events', 'public_events', 'company_history_events']);
  });

  it('platform administrator: the second admin center needs super_admin_function', () => {
    expect(keys(sideMenu(platformAdmin))).toContain('kif_admin_center');
    expect(childKeys(sideMenu(platformAdmin), 'kif_admin_center')).toEqual(['kif_users', 'kif_roles']);
    expect(keys(sideMenu({ ...platformAdmin, functions: [] }))).not.toContain('kif_admin_center');
    expect(keys(sideMenu(chamberAdmin))).not.toContain('kif_admin_center');
  });

  it('admin center follows the administrator functions, not the role id (a role made in the roles administration)', () => {
    expect(keys(sideMenu(ctx({ roleId: 6, functions: ['cif_admin_function'], companyId: null })))).toContain('admin_center');
    expect(keys(sideMenu({ ...chamberAdmin, functions: [] }))).not.toContain('admin_center');
  });

  it("admin center lists company, user, feeds, codes (their cities), power BI and logs (their chamber's) for the chamber administrator", () => {
    expect(childKeys(sideMenu(chamberAdmin), 'admin_center')).toEqual([
      'admin_overview',
      'company_administration',
      'user_administration',
      'feeds',
      'codes_administration',
      'power_bi',
      'admin_logs',
    ]);
    // The logs are both administrators' (the server answers a chamber administrator their chamber's entries).
    expect(childKeys(sideMenu(platformAdmin), 'admin_center')).toContain('admin_logs');
    expect(childKeys(sideMenu(platformAdmin), 'admin_center')).toContain('codes_administration');
  });
});

describe('company modules', () => {
  it('hides each module section without its module id', () => {
    expect(keys(sideMenu(ctx({ modules: [1] })))).not.toEqual(expect.arrayContaining(['event_management']));
    const onlyB2b = keys(sideMenu(ctx({ modules: [1] })));
    expect(onlyB2b).toContain('business_to_business');
    expect(onlyB2b).not.toContain('event_management');
    expect(onlyB2b).not.toContain('supply_chain');
    expect(onlyB2b).not.toContain('supply_and_demand');
    const noB2b = keys(sideMenu(ctx({ modules: [2, 3, 4] })));
    expect(noB2b).not.toContain('business_to_business');
    expect(noB2b).toEqual(expect.arrayContaining(['event_management', 'supply_chain', 'supply_and_demand']));
  });

  it('lets platform and chamber administrators pass module checks', () => {
    expect(keys(sideMenu(chamberAdmin))).toEqual(expect.arrayContaining(['business_to_business', 'event_management', 'supply_chain']));
  });
});

describe('company types, MNC and power BI', () => {
  it('hides supply-chain sections whose company type the company lacks', () => {
    const production = childKeys(companyMenu(ctx({ companyTypes: [11] }), 7), 'supply_chain');
    expect(production).toContain('sc_production_capacities');
    expect(production).not.toContain('sc_data_on_services');
    const service = childKeys(companyMenu(ctx({ companyTypes: [12] }), 7), 'supply_chain');
    expect(service).toContain('sc_data_on_services');
    expect(service).not.toContain('sc_production_capacities');
  });

  it('hides nothing while the company type ids are unknown', () => {
    const sections = childKeys(companyMenu(ctx({ companyTypeIds: {} }), 7), 'supply_chain');
    expect(sections).toEqual(expect.arrayContaining(['sc_production_capacities', 'sc_data_on_services']));
  });

  it('shows the MNC section to multinational companies only, and company supply and demand to non-MNC only', () => {
    expect(keys(companyMenu(ctx({ isMnc: true }), 7))).toContain('mnc');
    expect(keys(companyMenu(ctx({ isMnc: true }), 7))).not.toContain('supply_and_demand');
    expect(keys(companyMenu(ctx({ isMnc: false }), 7))).not.toContain('mnc');
    expect(keys(companyMenu(ctx({ isMnc: false }), 7))).toContain('supply_and_demand');
  });

  it('shows the business-intelligence shortcut only with power BI access', () => {
    expect(keys(sideMenu(ctx({ hasPowerBi: false })))).not.toContain('business_intelligence');
    const bi = sideMenu(ctx({ hasPowerBi: true })).find((i) => i.key === 'business_intelligence');
    expect(bi?.path).toBe('/company/7/profile');
    expect(childKeys(sideMenu({ ...chamberAdmin, hasPowerBi: false }), 'admin_center')).not.toContain('power_bi');
  });
});

describe('unverified company administrator', () => {
  const unverified = ctx({ companyVerified: false });

  it('is recognised only for role 3 with an unverified company', () => {
    expect(isUnverifiedCompanyAdmin(unverified)).toBe(true);
    expect(isUnverifiedCompanyAdmin(companyAdmin)).toBe(false);
    expect(isUnverifiedCompanyAdmin(ctx({ roleId: 4, companyVerified: false }))).toBe(false);
  });

  it('gets the reduced menu: profile, B2B sections, supply-chain sections, products, services, certificates', () => {
    const menu = sideMenu(unverified);
    expect(keys(menu)).toEqual(['company_profile', 'business_to_business', 'supply_chain', 'products', 'services', 'certificates']);
    expect(menu[0].path).toBe('/company/7/profile');
    expect(childKeys(menu, 'business_to_business')).toEqual(['b2b_company', 'b2b_market', 'b2b_promo', 'b2b_cooperation_preferences']);
  });

  it('adds the MNC section for a multinational company', () => {
    expect(keys(sideMenu(ctx({ companyVerified: false, isMnc: true })))).toContain('mnc');
  });

  it('marks sections with missing required fields, and their parents', () => {
    const menu = sideMenu(unverified, new Set(['profile', 'business-to-business/company']));
    expect(menu.find((i) => i.key === 'company_profile')?.missing).toBe(true);
    const b2b = menu.find((i) => i.key === 'business_to_business');
    expect(b2b?.missing).toBe(true);
    expect(b2b?.children.find((c) => c.key === 'b2b_company')?.missing).toBe(true);
    expect(b2b?.children.find((c) => c.key === 'b2b_market')?.missing).toBeUndefined();
    expect(menu.find((i) => i.key === 'products')?.missing).toBeUndefined();
  });
});
