import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Choice } from '../../../lib/codes/code-queries.ts';
import { fetchCountries } from '../../../lib/codes/codes.api.ts';
import { insightsKeys } from './insights-keys.ts';
import { fetchBiEmbed, fetchInsights, type InsightsKind } from './insights.api.ts';

/** One insights answer for a filter; the previous one stays on screen while a new filter loads. */
export function useInsights<K extends InsightsKind>(kind: K, query: Record<string, string | number | undefined>, enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: insightsKeys.answer(kind, query, i18n.language),
    queryFn: () => fetchInsights(kind, query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The external BI report offered beside the insights, when the server names one for this user. */
export const useBiEmbed = () => useQuery({ queryKey: insightsKeys.embed, queryFn: fetchBiEmbed, staleTime: Number.POSITIVE_INFINITY });

/** The economies to choose from, in the interface language: the six Western Balkans ones apart from the others (two groups of a select). */
export function useEconomyChoices(wb6Group: string, otherGroup: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: insightsKeys.economies(i18n.language),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => fetchCountries(i18n.language),
    select: (data) => {
      const choice = (c: { id: number; name: string }): Choice => ({ value: String(c.id), label: c.name });
      return [
        { group: wb6Group, items: data.list.filter((c) => c.isWb6).map(choice) },
        { group: otherGroup, items: data.list.filter((c) => !c.isWb6).map(choice) },
      ];
    },
  });
}
