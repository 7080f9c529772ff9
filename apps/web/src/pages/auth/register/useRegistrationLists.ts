import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client.ts';

interface Item {
  value: string;
  label: string;
}
type Codes = { list: { id: number; name: string; code?: string }[] };

const toItems = (data: Codes | undefined): Item[] => (data?.list ?? []).map((c) => ({ value: String(c.id), label: c.name }));

const listQuery = (key: string, lang: string, path: string) => ({
  queryKey: ['registration', key, lang],
  queryFn: () => api.get<Codes>(path, { quiet: true }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** Code lists of the registration form: countries, company types (3), modules (4, valued by code), prefixes (2). */
export function useRegistrationLists() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const countries = useQuery(listQuery('countries', lang, `api/Dropdowns/countries-dropdown/${lang}`));
  const types = useQuery(listQuery('company-types', lang, `api/Dropdowns/Dropdown/${lang}/3`));
  const modules = useQuery(listQuery('modules', lang, `api/Dropdowns/Dropdown/${lang}/4`));
  const prefixes = useQuery(listQuery('prefixes', lang, `api/Dropdowns/Dropdown/${lang}/2`));
  return {
    countries: toItems(countries.data),
    companyTypes: toItems(types.data),
    modules: (modules.data?.list ?? []).map((c) => ({ value: c.code ?? String(c.id), label: c.name })),
    prefixes: toItems(prefixes.data),
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
