import type { CurrentUser } from '@portal/contracts/accounts/session';
import { useCompanyTypeIds } from '../lib/codes/code-queries.ts';
import { useOwnCompany } from '../session/own-company.ts';
import { useCurrentUser } from '../session/useSession.ts';
import { guestContext } from './menu-filter.ts';
import type { MenuContext } from './menu-types.ts';

export function menuContextOf(user: CurrentUser | null, companyTypeIds: MenuContext['companyTypeIds'] = {}): MenuContext {
  if (!user) return guestContext;
  return {
    guest: false,
    roleId: user.fkRoleId,
    functions: user.functionAliases,
    modules: user.companyModules,
    companyTypes: user.companyTypes,
    companyTypeIds,
    isMnc: user.isMnc,
    hasPowerBi: user.hasPowerBi,
    companyId: user.fkCompanyId,
    companyVerified: user.userCompany?.isVerified ?? false,
  };
}

export function useMenuContext(): MenuContext {
  const user = useCurrentUser();
  const ids = useCompanyTypeIds(!!user?.fkCompanyId);
  return menuContextOf(user, ids);
}

/** The sections of the user's company profile that miss required fields (server's missingSections). */
export function useMissingSections(enabled: boolean): Set<string> {
  const query = useOwnCompany(enabled);
  return new Set(query.data?.missingSections ?? []);
}
