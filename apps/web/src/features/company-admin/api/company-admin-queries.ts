import type { CompanyListQuery } from '@portal/contracts/companies/favourites';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { companyKeys } from '../../companies/api/company-keys.ts';
import { useInvalidateCompany } from '../../companies/api/company-queries.ts';
import { type AdministeredList, administerCompany, type CompanyAction, searchAdministeredCompanies } from './company-admin.api.ts';

/** The administration lists sit under the companies' keys: any write to a company refreshes them. */
const listKey = (list: AdministeredList, q: object) => [...companyKeys.administration, list, q] as const;

export const useAdministeredCompanies = (list: AdministeredList, q: Partial<CompanyListQuery>) =>
  useQuery({
    queryKey: listKey(list, q),
    queryFn: () => searchAdministeredCompanies(list, q),
    placeholderData: keepPreviousData,
  });

/** Verify, unverify or delete a company from the administration screen. */
export function useCompanyAdministration() {
  const invalidate = useInvalidateCompany();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: CompanyAction }) => administerCompany(id, action),
    onSuccess: (_r, v) => invalidate(v.id),
  });
}
