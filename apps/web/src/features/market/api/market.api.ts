import {
  type EconomyProfile,
  type FinancialIndicator,
  type IndicatorValues,
  marketInfoPaths,
  type TradeMap,
  type TradeType,
} from '@portal/contracts/market/market-info';
import { api } from '../../../api/client.ts';

/** The external service's calls are quiet: the page says in place when it is not configured or not answering. */
const quiet = { quiet: true } as const;

export const getEconomyProfile = (country: string) => api.get<EconomyProfile>(marketInfoPaths.economyProfile(country));
export const getIndicators = () => api.get<FinancialIndicator[]>(marketInfoPaths.indicators, quiet);
export const getIndicatorValues = (indicatorId: string, country: string) =>
  api.get<IndicatorValues>(marketInfoPaths.indicatorValues(indicatorId, country), quiet);
export const getTradeMap = (reporter: string, partner: string, type: TradeType) =>
  api.get<TradeMap>(marketInfoPaths.tradeMap(reporter, partner, type), quiet);
