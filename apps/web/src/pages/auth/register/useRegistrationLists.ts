import { CodeType } from '@portal/contracts/codes/code-types';
import type { SearchAnswer, SearchRequest } from '@portal/contracts/search/search';
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

/** Registered companies matching a name, for joining an existing company. */
export function useCompanySearch(text: string) {
  return useQuery({
    queryKey: ['registration', 'companies', text],
    enabled: text.trim().length >= 2,
    queryFn: async () => {
      const request: SearchRequest = { param: text.trim(), limit: 20, offset: 0 };
      const res = await api.post<SearchAnswer>('api/Company/search-companies-on-meilisearch', request, { quiet: true });
      return res.hits.map((c) => ({ value: String(c.id), label: `${c.name} (${c.countryName})` }));
    },
  });
}
