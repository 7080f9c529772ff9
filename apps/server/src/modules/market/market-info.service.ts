import {
  financialIndicators,
  type IndicatorValuesParams,
  indicatorValues,
  type TradeMapParams,
  tradeMap,
} from '@portal/contracts/market/market-info';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * The calls the external market-information service answers (MARKET_INFO_URL), passed on at the
 * same paths below its base address and checked against the portal's contract. Without the
 * setting they answer 404 market_info_not_configured, which the page shows as such.
 */
function fromService<T>(ctx: AppContext, path: string, schema: z.ZodType<T>): Promise<T> {
  if (!ctx.marketInfo) throw new AppError('market_info_not_configured', 404);
  return ctx.marketInfo.get(path, schema);
}

const segment = encodeURIComponent;

export const financialDevelopmentIndicators = (ctx: AppContext) =>
  fromService(ctx, 'global-financial-development/indicators', financialIndicators);

export const financialDevelopmentValues = (ctx: AppContext, p: IndicatorValuesParams) =>
  fromService(ctx, `global-financial-development/${segment(p.indicatorId)}/${segment(p.country)}`, indicatorValues);

export const tradeFlows = (ctx: AppContext, p: TradeMapParams) =>
  fromService(ctx, `trade-map/${segment(p.reporter)}/${segment(p.partner)}/${p.type}`, tradeMap);
