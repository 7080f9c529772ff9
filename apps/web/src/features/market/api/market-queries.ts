import type { TradeType } from '@portal/contracts/market/market-info';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { marketKeys } from './market-keys.ts';
import { getEconomyProfile, getIndicators, getIndicatorValues, getTradeMap } from './market.api.ts';

/** Figures that change with a data release: kept for the session. */
const HOUR = 60 * 60_000;
/** Not configured or no data is an answer, not a failure to retry. */
const retryUnavailableOnce = (count: number, error: unknown) => count < 1 && isApiError(error) && error.status >= 500;

export function useEconomyProfile(country: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: marketKeys.profile(country, i18n.language),
    queryFn: () => getEconomyProfile(country),
    staleTime: HOUR,
  });
}

export const useIndicators = () =>
  useQuery({ queryKey: marketKeys.indicators, queryFn: getIndicators, staleTime: HOUR, retry: retryUnavailableOnce });

export const useIndicatorValues = (indicatorId: string | null, country: string) =>
  useQuery({
    queryKey: marketKeys.indicatorValues(indicatorId ?? '', country),
    queryFn: () => getIndicatorValues(indicatorId ?? '', country),
    enabled: !!indicatorId,
    staleTime: HOUR,
    retry: retryUnavailableOnce,
  });

export const useTradeMap = (reporter: string, partner: string | null, type: TradeType) =>
  useQuery({
    queryKey: marketKeys.tradeMap(reporter, partner ?? '', type),
    queryFn: () => getTradeMap(reporter, partner ?? '', type),
    enabled: !!partner,
    staleTime: HOUR,
    retry: retryUnavailableOnce,
  });
