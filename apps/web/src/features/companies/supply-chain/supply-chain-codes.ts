import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client.ts';
import type { ClassificationLoaders, ClassificationNode } from '../../../components/form/classification-types.ts';

/** NACE activity classes (code type 5). */
const NACE = 5;
/** Supply-chain positions (code type 7). */
const POSITIONS = 7;

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

const toNode = (n: CodeNode): ClassificationNode => ({ id: n.id, name: n.name, childenCount: n.childenCount });

/** The NACE tree loaders of the classification picker, in the interface language. */
export function useNaceLoaders(): ClassificationLoaders {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useMemo(
    () => ({
      loadChildren: async (parentId) =>
        (await api.get<CodeList>(`api/Dropdowns/parents-children/${NACE}/${lang}/${parentId ?? 0}`, { quiet: true })).list.map(toNode),
      search: async (name) =>
        (await api.post<PathList>('api/Dropdowns/search-nace-by-name', { name, lang, limit: 30 }, { quiet: true })).list.map((p) =>
          toNode(p.node),
        ),
      loadPath: async (ids) =>
        ids.length
          ? (
              await api.post<PathList>(`api/Dropdowns/parents-by-childid-list/${NACE}/${lang}`, { childIds: ids }, { quiet: true })
            ).list.map((p) => p.path.map(toNode))
          : [],
    }),
    [lang],
  );
}

/** Names of NACE classes by id, for the read-only view (failures leave the ids unnamed). */
export function useNaceNames(ids: readonly number[]) {
  const { i18n } = useTranslation();
  const key = [...ids].sort((a, b) => a - b).join(',');
  return useQuery({
    queryKey: ['dropdowns', 'nace-paths', i18n.language, key],
    enabled: ids.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const answer = await api.post<PathList>(
        `api/Dropdowns/parents-by-childid-list/${NACE}/${i18n.language}`,
        { childIds: [...ids] },
        { quiet: true },
      );
      return new Map(answer.list.map((p) => [p.node.id, { name: p.node.name, path: p.path.map((n) => n.name).join(' › ') }]));
    },
  });
}

export interface Choice {
  value: string;
  label: string;
}

/** Supply-chain positions (code type 7) as select choices. */
export function usePositionChoices() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['dropdowns', 'code', POSITIONS, i18n.language],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => api.get<CodeList>(`api/Dropdowns/Dropdown/${i18n.language}/${POSITIONS}`, { quiet: true }),
    select: (data): Choice[] => data.list.map((c) => ({ value: String(c.id), label: c.name })),
  });
}

/** The choices of "number of countries exported to" (GET api/NumberOfCountriesValues/). */
export function useNumberOfCountriesChoices() {
  return useQuery({
    queryKey: ['dropdowns', 'number-of-countries'],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => api.get<{ list: { id: number; name: string }[] }>('api/NumberOfCountriesValues/', { quiet: true }),
    select: (data): Choice[] => data.list.map((c) => ({ value: String(c.id), label: c.name })),
  });
}
