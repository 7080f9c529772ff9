import type { SearchKind, SearchRequest } from '@portal/contracts/search/search';

/** Query keys of the search screens. */
export const searchKeys = {
  all: ['search'] as const,
  hits: (kind: SearchKind, body: SearchRequest) => ['search', 'hits', kind, body] as const,
  countries: (lang: string) => ['search', 'countries', lang] as const,
};
