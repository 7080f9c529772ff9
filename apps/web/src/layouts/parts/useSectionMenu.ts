import { useLocation } from 'react-router';
import { activeSection } from '../../navigation/active-section.ts';
import { companyMenu, sideMenu } from '../../navigation/menu-filter.ts';
import type { VisibleMenuItem } from '../../navigation/menu-types.ts';
import { useMenuContext } from '../../navigation/useMenuContext.ts';
import { companyIdOfPath } from '../../session/redirects.ts';

/** The entries of the active section, shown in the top bar (company pages: the company's sections). */
export function useSectionMenu(): VisibleMenuItem[] {
  const ctx = useMenuContext();
  const { pathname } = useLocation();
  const companyId = companyIdOfPath(pathname);
  if (companyId !== undefined) return ctx.guest ? [] : companyMenu(ctx, companyId);
  return activeSection(sideMenu(ctx), pathname)?.children ?? [];
}

/** Routes whose top bar shows the narrow-screen hamburger (spec-1 section 2). */
export const hasHamburger = (pathname: string) => /^\/(company|admin-center|event-management)(\/|$)/.test(pathname);
