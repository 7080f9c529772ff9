import { CodeType } from '@portal/contracts/codes/code-types';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { useCodeChoices, useCountryChoices } from '../../../lib/codes/code-queries.ts';

/** Code lists of the registration form: countries, company types, modules (valued by code) and prefixes. */
export function useRegistrationLists() {
  const countries = useCountryChoices();
  const companyTypes = useCodeChoices(CodeType.companyType);
  const modules = useCodeChoices(CodeType.module, true);
  const prefixes = useCodeChoices(CodeType.prefix);
  return {
    countries: countries.data ?? [],
    companyTypes: companyTypes.data ?? [],
    modules: modules.data ?? [],
    prefixes: prefixes.data ?? [],
  };
}

interface CompanyHit {
  pkCompanyId?: number;
  id?: number;
  name: string;
}

/** Registered companies matching a name, for joining an existing company. */
export function useCompanySearch(text: string) {
  return useQuery({
    queryKey: ['registration', 'companies', text],
    enabled: text.trim().length >= 2,
    queryFn: async () => {
      const res = await api.post<{ hits?: CompanyHit[]; list?: CompanyHit[] }>(
        'api/Company/search-companies-on-meilisearch',
        { param: text.trim(), limit: 20, offset: 0 },
        { quiet: true },
      );
      return (res.hits ?? res.list ?? []).map((c) => ({ value: String(c.pkCompanyId ?? c.id), label: c.name }));
    },
  });
}
