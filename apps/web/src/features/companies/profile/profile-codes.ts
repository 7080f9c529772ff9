import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client.ts';
import type { ClassificationLoaders, ClassificationNode } from '../../../components/form/classification-types.ts';

/** Code types of the profile screens (spec-2 section 7). */
export const CODE_TYPES = { prefix: 2, companyType: 3, module: 4, nace: 5, hs: 6, serviceCategory: 11, partnerType: 12 } as const;

export interface Choice {
  value: string;
  label: string;
}

interface CodeNode {
  id: number;
  name: string;
  code?: string;
  childenCount: number;
}
interface CodeList {
  list: CodeNode[];
}
interface PathList {
  list: { node: CodeNode; path: CodeNode[] }[];
}

/** Tree nodes carry their code before the name ("080830 Fruit, edible; pears, fresh"): traders know goods by their codes. */
const toNode = (n: CodeNode): ClassificationNode => ({
  id: n.id,
  name: n.code ? `${n.code} ${n.name}` : n.name,
  childenCount: n.childenCount,
});

/** A code type's entries (GET api/Dropdowns/Dropdown/{lang}/{type}) as select choices; `byCode` values them by code. */
export function useCodeChoices(codeType: number, byCode = false) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['dropdowns', 'code', codeType, i18n.language],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => api.get<CodeList>(`api/Dropdowns/Dropdown/${i18n.language}/${codeType}`, { quiet: true }),
    select: (data): Choice[] => data.list.map((c) => ({ value: byCode ? (c.code ?? String(c.id)) : String(c.id), label: c.name })),
  });
}

/** Countries in the interface language (GET api/Dropdowns/countries-dropdown/{lang}). */
export function useCountryChoices() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['dropdowns', 'countries', i18n.language],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => api.get<{ list: { id: number; name: string }[] }>(`api/Dropdowns/countries-dropdown/${i18n.language}`, { quiet: true }),
    select: (data): Choice[] => data.list.map((c) => ({ value: String(c.id), label: c.name })),
  });
}

/** Cities of a country matching a typed name (POST api/Cities/search-by-countryId-query). */
export function useCityChoices(countryId: number | null, query: string) {
  return useQuery({
    queryKey: ['dropdowns', 'cities', countryId, query.trim()],
    enabled: !!countryId,
    staleTime: 5 * 60_000,
    queryFn: () =>
      api.post<{ list: { id: number; name: string }[] }>(
        'api/Cities/search-by-countryId-query',
        { countryId, query: query.trim(), pageNum: 1, pageSize: 30 },
        { quiet: true },
      ),
    select: (data): Choice[] => data.list.map((c) => ({ value: String(c.id), label: c.name })),
  });
}

/** The tree loaders of the classification picker for NACE (5) or HS (6), in the interface language. */
export function useClassificationLoaders(codeType: 5 | 6): ClassificationLoaders {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useMemo(() => {
    const searchPath = codeType === CODE_TYPES.hs ? 'search-hs-codes-by-name' : 'search-nace-by-name';
    return {
      loadChildren: async (parentId) =>
        (await api.get<CodeList>(`api/Dropdowns/parents-children/${codeType}/${lang}/${parentId ?? 0}`, { quiet: true })).list.map(toNode),
      search: async (name) =>
        (await api.post<PathList>(`api/Dropdowns/${searchPath}`, { name, lang, limit: 30 }, { quiet: true })).list.map((p) =>
          toNode(p.node),
        ),
      loadPath: async (ids) =>
        ids.length
          ? (
              await api.post<PathList>(`api/Dropdowns/parents-by-childid-list/${codeType}/${lang}`, { childIds: ids }, { quiet: true })
            ).list.map((p) => p.path.map(toNode))
          : [],
    };
  }, [codeType, lang]);
}

/** Names of codes of any type by id (POST api/Dropdowns/dropdowns-by-ids), for read-only views; `withCode` prefixes the code (NACE, HS). */
export function useCodeNames(ids: readonly number[], withCode = false) {
  const { i18n } = useTranslation();
  const key = [...new Set(ids)].sort((a, b) => a - b);
  return useQuery({
    queryKey: ['dropdowns', 'by-ids', i18n.language, key.join(','), withCode],
    enabled: key.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const answer = await api.post<CodeList>('api/Dropdowns/dropdowns-by-ids', { lang: i18n.language, ids: key }, { quiet: true });
      return new Map(answer.list.map((c) => [c.id, withCode && c.code ? `${c.code} ${c.name}` : c.name]));
    },
  });
}

/** Names of countries by id, from the countries list. */
export function useCountryNames() {
  const countries = useCountryChoices();
  return useMemo(() => new Map((countries.data ?? []).map((c) => [Number(c.value), c.label])), [countries.data]);
}
