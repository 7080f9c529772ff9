import type { CurrentUser } from '@portal/contracts/accounts/session';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client.ts';
import { useCurrentUser } from '../session/useSession.ts';
import { guestContext } from './menu-filter.ts';
import type { CompanyTypeKey, MenuContext } from './menu-types.ts';

interface CodeList {
  list: { id: number; code: string }[];
}

const typeKeys: Record<string, CompanyTypeKey> = { '1': 'production', '2': 'service', '3': 'trade' };

/** Company types are code ids (code type 3); the menu names them by their codes. */
function useCompanyTypeIds(enabled: boolean) {
  const { i18n } = useTranslation();
  const query = useQuery({
    queryKey: ['dropdowns', 'company-types', i18n.language],
    queryFn: () => api.get<CodeList>(`api/Dropdowns/Dropdown/${i18n.language}/3`, { quiet: true }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const ids: Partial<Record<CompanyTypeKey, number>> = {};
  for (const c of query.data?.list ?? []) if (typeKeys[c.code]) ids[typeKeys[c.code]] = c.id;
  return ids;
}

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
  const query = useQuery({
    queryKey: ['company', 'current-user'],
    queryFn: () => api.get<{ missingSections?: string[] }>('api/Company/get-company-for-current-user', { quiet: true }),
    enabled,
  });
  return new Set(query.data?.missingSections ?? []);
}
