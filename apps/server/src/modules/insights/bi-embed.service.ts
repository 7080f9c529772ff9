import type { BiEmbed } from '@portal/contracts/insights/bi-embed';
import type { Actor, AppContext } from '../../context.ts';
import { actorHasPowerBi } from '../accounts/power-bi.policy.ts';

/** The external BI report to embed (BI_REPORT_URL) for a user who has Power BI; null when none is configured or they have not. */
export async function getBiEmbed(ctx: AppContext, actor: Actor): Promise<BiEmbed> {
  const url = ctx.config.BI_REPORT_URL;
  if (!url) return { reportUrl: null };
  return { reportUrl: (await actorHasPowerBi(ctx.db, actor)) ? url : null };
}
