import type { CurrentUser } from '@portal/contracts/accounts/session';
import { describe, expect, it } from 'vitest';
import type { ScreenAccess } from '../app/route-types.ts';
import { accessRedirect, afterLoginTarget, safeRedirect } from './redirects.ts';

function user(patch: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 10,
    userName: 'u@example.com',
    firstName: 'U',
    lastName: 'Ser',
    email: 'u@example.com',
    role: { pkRoleId: 3, name: 'Company administrator' },
    fkRoleId: 3,
    fkCompanyId: 5,
    fkCompanyCountryId: 1,
    fkCountryId: 1,
    fkChamberId: null,
    userCompany: { pkCompanyId: 5, name: 'Co', logoName: null, isVerified: true, isDeleted: false },
    companyModules: [1, 2],
    companyTypes: [],
    isMnc: false,
    hasPowerBi: false,
    notificationToken: 'x',
    avatarName: null,
    passwordChangeNeeded: false,
    documentsToAccept: [],
    functionAliases: ['company_admin_function'],
    fkLanguageId: 1,
    phone: null,
    position: null,
    ...patch,
  };
}

const member: ScreenAccess = { kind: 'member' };
const guestOnly: ScreenAccess = { kind: 'guestOnly' };
const pub: ScreenAccess = { kind: 'public' };

describe('session redirects (spec-1 section 4)', () => {
  it('sends visitors without a session to / with redirectTo', () => {
    expect(accessRedirect(member, null, '/dashboard')).toBe('/?redirectTo=%2Fdashboard');
    expect(accessRedirect(member, null, '/connections', '?a=1')).toBe('/?redirectTo=%2Fconnections%3Fa%3D1');
    expect(accessRedirect(pub, null, '/explore')).toBeNull();
  });

  it('sends signed-in users away from login-only pages to /dashboard', () => {
    expect(accessRedirect(guestOnly, user(), '/')).toBe('/dashboard');
    expect(accessRedirect(guestOnly, user(), '/login')).toBe('/dashboard');
  });

  it('sends a user who must change the password to /first-login, and others away from it', () => {
    expect(accessRedirect(member, user({ passwordChangeNeeded: true }), '/dashboard')).toBe('/first-login');
    expect(accessRedirect(member, user({ passwordChangeNeeded: true }), '/first-login')).toBeNull();
    expect(accessRedirect(member, user(), '/first-login')).toBe('/dashboard');
  });

  it('sends a user with documents to accept to /consent, back to where they were going, with the texts open', () => {
    const pending = user({ documentsToAccept: ['privacy_policy'] });
    expect(accessRedirect(member, pending, '/connections', '?a=1')).toBe('/consent?redirectTo=%2Fconnections%3Fa%3D1');
    expect(accessRedirect(member, pending, '/consent')).toBeNull();
    expect(accessRedirect(pub, pending, '/privacy-policy')).toBeNull();
    expect(accessRedirect(pub, pending, '/terms')).toBeNull();
    expect(accessRedirect(pub, pending, '/explore')).toBe('/consent?redirectTo=%2Fexplore');
    // The first-login password comes first; a user with nothing to accept leaves the gate.
    expect(accessRedirect(member, user({ passwordChangeNeeded: true, documentsToAccept: ['terms'] }), '/dashboard')).toBe('/first-login');
    expect(accessRedirect(member, user(), '/consent')).toBe('/dashboard');
    expect(afterLoginTarget(pending, '/connections')).toBe('/consent?redirectTo=%2Fconnections');
    expect(afterLoginTarget(pending, null)).toBe('/consent');
  });

  it('pushes the unverified company administrator to the company profile from pages outside the company', () => {
    const u = user({ userCompany: { pkCompanyId: 5, name: 'Co', logoName: null, isVerified: false, isDeleted: false } });
    expect(accessRedirect(member, u, '/dashboard')).toBe('/company/5/profile');
    expect(accessRedirect(member, u, '/company/5/products')).toBeNull();
    expect(accessRedirect(member, u, '/users/account/edit')).toBeNull();
    expect(accessRedirect(member, u, '/company/6/profile')).toBe('/company/5/profile');
  });

  it('exempts chamber administrators from the company-profile redirect', () => {
    const chamber = user({ fkRoleId: 2, fkCompanyId: null, userCompany: null, functionAliases: ['cif_admin_function'] });
    expect(accessRedirect(member, chamber, '/dashboard')).toBeNull();
    expect(accessRedirect(member, chamber, '/company/9/profile')).toBeNull();
  });

  it('answers /403 for a missing role, function or module', () => {
    expect(accessRedirect({ kind: 'member', roles: [2] }, user(), '/event-management/chamber-events')).toBe('/403');
    expect(accessRedirect({ kind: 'member', functions: ['super_admin_function'] }, user(), '/kif-admin-center/users')).toBe('/403');
    expect(accessRedirect({ kind: 'member', modules: [4] }, user(), '/x')).toBe('/403');
    expect(accessRedirect({ kind: 'member', modules: [4] }, user({ fkRoleId: 2 }), '/x')).toBeNull();
  });

  it("lets company users read other companies' profiles but manage only their own", () => {
    expect(accessRedirect(member, user(), '/company/6/profile')).toBeNull();
    expect(accessRedirect(member, user(), '/company/6/supply-chain/basic-data')).toBeNull();
    expect(accessRedirect(member, user(), '/company/6/products')).toBeNull();
    expect(accessRedirect(member, user(), '/company/6/supply-and-demand')).toBeNull();
    expect(accessRedirect(member, user(), '/company/6/employees/form/3')).toBe('/403');
    expect(accessRedirect(member, user(), '/company/6/products/form')).toBe('/403');
    expect(accessRedirect(member, user(), '/company/6/verified-company')).toBe('/403');
    expect(accessRedirect(member, user(), '/company/5/employees/form/3')).toBeNull();
    expect(accessRedirect(member, user(), '/company/profile')).toBe('/company/5/profile');
    const noCompany = user({ fkRoleId: 5, fkCompanyId: null, userCompany: null });
    expect(accessRedirect(member, noCompany, '/company/5/profile')).toBeNull();
    expect(accessRedirect(member, noCompany, '/company/profile')).toBe('/403');
  });

  it('after login: first-login, own profile, redirectTo, else dashboard', () => {
    expect(afterLoginTarget(user({ passwordChangeNeeded: true }), '/connections')).toBe('/first-login');
    const unverified = user({ userCompany: { pkCompanyId: 5, name: 'Co', logoName: null, isVerified: false, isDeleted: false } });
    expect(afterLoginTarget(unverified, null)).toBe('/company/5/profile');
    expect(afterLoginTarget(user(), '/connections')).toBe('/connections');
    expect(afterLoginTarget(user(), null)).toBe('/dashboard');
    expect(afterLoginTarget(user(), '//evil.example')).toBe('/dashboard');
  });

  it('follows only same-site redirect targets', () => {
    expect(safeRedirect('/a')).toBe('/a');
    expect(safeRedirect('https://x.example')).toBeNull();
    expect(safeRedirect('//x.example')).toBeNull();
    expect(safeRedirect('/\\x.example')).toBeNull();
  });
});
