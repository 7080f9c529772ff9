import type { CompanyAnswer } from '@portal/contracts/companies/company';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client.ts';

/** The signed-in user's company as the menu and the dashboard read it; writes to a company invalidate it. */
export const ownCompanyKey = ['company', 'current-user'] as const;

export const useOwnCompany = (enabled: boolean) =>
  useQuery({
    queryKey: ownCompanyKey,
    queryFn: () => api.get<CompanyAnswer>('api/Company/get-company-for-current-user', { quiet: true }),
    enabled,
  });
