import { companyProfilePath } from '@portal/contracts/common/portal-links';
import { isAdministrator } from '../lib/roles.ts';
import { RoleId } from '@portal/contracts/common/access';
import type { CurrentUser } from '@portal/contracts/accounts/session';
import type { ScreenAccess } from '../app/route-types.ts';

export const isUnverifiedCompanyAdmin = (user: CurrentUser | null) =>
  user?.fkRoleId === RoleId.companyAdmin && !!user.userCompany && !user.userCompany.isVerified;

/** Pages an unverified company administrator may still open outside their company. */
const unverifiedAllowed = [
  '/users/account/edit',
  '/users/password/change',
  '/privacy-policy',
  '/403',
  '/404',
  '/500',
  '/error',
  '/first-login',
];

/** The screen where a signed-in person accepts new versions of the terms and the privacy policy. */
export const CONSENT_PATH = '/consent';
/** Pages open while the documents wait for acceptance: the gate and the texts it links. */
const openBeforeAcceptance = [CONSENT_PATH, '/privacy-policy', '/terms'];

const mustAcceptDocuments = (user: CurrentUser) => user.documentsToAccept.length > 0;

/** A redirectTo value is followed only when it is a path of this site. */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}

/** Where a user goes right after signing in (spec-1 section 4). */
export function afterLoginTarget(user: CurrentUser, redirectTo: string | null): string {
  if (user.passwordChangeNeeded) return '/first-login';
  const target = safeRedirect(redirectTo);
  if (mustAcceptDocuments(user))
    return target && target !== CONSENT_PATH ? `${CONSENT_PATH}?redirectTo=${encodeURIComponent(target)}` : CONSENT_PATH;
  if (isUnverifiedCompanyAdmin(user)) return companyProfilePath(String(user.fkCompanyId));
  if (target && target !== '/' && !target.startsWith('/login')) return target;
  return '/dashboard';
}

function allowed(access: Extract<ScreenAccess, { kind: 'member' }>, user: CurrentUser): boolean {
  if (access.roles && !access.roles.includes(user.fkRoleId)) return false;
  if (access.functions && !access.functions.some((f) => user.functionAliases.includes(f))) return false;
  const admin = isAdministrator(user.fkRoleId);
  if (access.modules && !admin && !access.modules.every((m) => user.companyModules.includes(m))) return false;
  return true;
}

/** Company pages that manage rather than show the company: its own users only (a company's offers in supply-and-demand are shown to visitors read-only). */
const ownCompanyOnly = /\/(form(\/|$)|verified-company$)/;

/** The company id a company page is about (undefined when the path is not a company page). */
export function companyIdOfPath(pathname: string): number | null | undefined {
  const m = /^\/company(?:\/(\d+))?(\/|$)/.exec(pathname);
  if (!m) return undefined;
  return m[1] ? Number(m[1]) : null;
}

/**
 * Where a visitor must go instead of this screen, or null to show it. Spec-1 section 4:
 * no session -> / (with redirectTo); signed in on a login-only page -> /dashboard;
 * first-login password -> /first-login; documents to accept -> /consent (back here after);
 * unverified company administrator -> own profile; missing role, function or module -> /403.
 */
export function accessRedirect(access: ScreenAccess, user: CurrentUser | null, pathname: string, search = ''): string | null {
  if (!user) {
    if (access.kind === 'member') return `/?redirectTo=${encodeURIComponent(pathname + search)}`;
    return null;
  }
  if (access.kind === 'guestOnly') return '/dashboard';
  if (access.kind === 'any') return null;
  if (user.passwordChangeNeeded) return pathname === '/first-login' ? null : '/first-login';
  if (pathname === '/first-login') return '/dashboard';
  if (mustAcceptDocuments(user)) {
    if (openBeforeAcceptance.includes(pathname)) return null;
    return `${CONSENT_PATH}?redirectTo=${encodeURIComponent(pathname + search)}`;
  }
  if (pathname === CONSENT_PATH) return '/dashboard';
  if (isUnverifiedCompanyAdmin(user)) {
    const own = `/company/${user.fkCompanyId}`;
    const inOwnCompany = pathname === own || pathname.startsWith(`${own}/`);
    if (!inOwnCompany && !unverifiedAllowed.includes(pathname)) return `${own}/profile`;
  }
  if (access.kind === 'member' && !allowed(access, user)) return '/403';
  // An omitted company id means the user's own. Other companies' profiles are open to read (the
  // server decides which ones); their forms and management pages only to administrators.
  const companyId = companyIdOfPath(pathname);
  if (companyId !== undefined && !isAdministrator(user.fkRoleId)) {
    if (companyId === null) return user.fkCompanyId === null ? '/403' : pathname.replace(/^\/company/, `/company/${user.fkCompanyId}`);
    if (companyId !== user.fkCompanyId && ownCompanyOnly.test(pathname)) return '/403';
  }
  return null;
}
