import { z } from 'zod';

/**
 * One cell of the economy matrix: people of companies of `from` looking for partners in `to`
 * in the period: companies they favourited, meetings they requested, conversations they started.
 */
export const economyLinkRow = z.object({
  fromCountryId: z.number().int(),
  fromAlpha3: z.string(),
  fromName: z.string(),
  toCountryId: z.number().int(),
  toAlpha3: z.string(),
  toName: z.string(),
  favourites: z.number().int(),
  meetingRequests: z.number().int(),
  conversations: z.number().int(),
});
export type EconomyLinkRow = z.infer<typeof economyLinkRow>;

/** GET api/Insights/connections: the non-empty cells (a chamber administrator's: those from or to their economy). */
export const connectionsInsights = z.object({ links: z.array(economyLinkRow) });
export type ConnectionsInsights = z.infer<typeof connectionsInsights>;
