import { z } from 'zod';

/**
 * GET api/Insights/embed: the external BI report to show embedded beside the portal's own
 * insights: its address when one is configured (BI_REPORT_URL) and the user has Power BI
 * (hasPowerBi), else null. The portal's CSP allows that host, and only it, in frame-src.
 */
export const biEmbed = z.object({ reportUrl: z.string().url().nullable() });
export type BiEmbed = z.infer<typeof biEmbed>;
