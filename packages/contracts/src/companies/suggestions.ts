import { z } from 'zod';
import { MAX_SHORT_PAGE_SIZE, pageFields } from '../common/paging.ts';

/**
 * Why a person is suggested. Each reason names the shared things (sector, product, country or
 * partner-type names in the reader's language, or the other company's offers). Shared events
 * join as further reasons.
 */
export const suggestionReasonCode = z.enum([
  'demands_your_offer',
  'offers_what_you_need',
  'shared_sectors',
  'related_sectors',
  'buys_what_you_sell',
  'sells_what_you_buy',
  'in_your_target_market',
  'targets_your_market',
  'shared_partner_preferences',
]);
export type SuggestionReasonCode = z.infer<typeof suggestionReasonCode>;

export const suggestedUser = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  position: z.string().nullable(),
  avatarName: z.string().nullable(),
  company: z.object({ pkCompanyId: z.number().int(), name: z.string(), logoName: z.string().nullable(), countryName: z.string() }),
  score: z.number().int(),
  reasons: z.array(z.object({ code: suggestionReasonCode, items: z.array(z.string()) })),
});
export type SuggestedUser = z.infer<typeof suggestedUser>;
export const suggestedUsersQuery = z.object(pageFields(12, { maxSize: MAX_SHORT_PAGE_SIZE }));
export type SuggestedUsersQuery = z.infer<typeof suggestedUsersQuery>;
export const suggestedUsersPage = z.object({
  suggestedUsers: z.array(suggestedUser),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type SuggestedUsersPage = z.infer<typeof suggestedUsersPage>;
