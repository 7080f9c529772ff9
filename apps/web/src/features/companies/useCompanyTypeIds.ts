import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import type { SectionOptions } from './company-sections.ts';

interface CodeList {
  list: { id: number; code: string }[];
}

/** Company types are code ids (code type 3: code 1 production, 2 service); shares the menu's query. */
export function useCompanyTypeIds(): SectionOptions['typeIds'] {
  const { i18n } = useTranslation();
  const query = useQuery({
    queryKey: ['dropdowns', 'company-types', i18n.language],
    queryFn: () => api.get<CodeList>(`api/Dropdowns/Dropdown/${i18n.language}/3`, { quiet: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return useMemo(() => {
    const ids: SectionOptions['typeIds'] = {};
    for (const c of query.data?.list ?? []) {
      if (c.code === '1') ids.production = c.id;
      if (c.code === '2') ids.service = c.id;
    }
    return ids;
  }, [query.data]);
}
