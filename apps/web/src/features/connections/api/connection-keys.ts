import { companyKeys } from '../../companies/api/company-keys.ts';

/**
 * Query keys of favourites and suggestions. They sit under the companies' keys: a company's
 * favourite flag goes with the company, and a change of favourites refreshes every company list.
 */
export const connectionKeys = {
  favourites: (q: object) => [...companyKeys.all, 'favourites', q] as const,
  isFavourite: (companyId: number) => [...companyKeys.company(companyId), 'is-favourite'] as const,
  suggestions: [...companyKeys.all, 'suggestions'] as const,
  suggestionPage: (q: object) => [...companyKeys.all, 'suggestions', q] as const,
};
