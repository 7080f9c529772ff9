import type { TradeType } from '@portal/contracts/market/market-info';

/**
 * Query keys of the market-information feature. Nothing on the page writes: the profiles change
 * with a data release, the external figures a few times a year (the server caches them too).
 */
export const marketKeys = {
  all: ['market'] as const,
  profile: (country: string, lang: string) => ['market', 'profile', country, lang] as const,
  indicators: ['market', 'indicators'] as const,
  indicatorValues: (indicatorId: string, country: string) => ['market', 'indicators', indicatorId, country] as const,
  tradeMap: (reporter: string, partner: string, type: TradeType) => ['market', 'trade-map', reporter, partner, type] as const,
};
