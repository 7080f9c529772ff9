import type { SearchKind, SearchRequest } from '@portal/contracts/search/search';

/** Query keys of the search screens. */
export const searchKeys = {
  all: ['search'] as const,
  hits: (kind: SearchKind, body: SearchRequest) => ['search', 'hits', kind, body] as const,
  countries: (lang: string) => ['search', 'countries', lang] as const,
  /** What the user opened from search lately; every open refreshes it. */
  latest: ['search', 'latest'] as const,
  latestOf: (kind: SearchKind, moduleId: number, market: boolean) => ['search', 'latest', kind, moduleId, market] as const,
  opened: (kind: SearchKind, id: number) => ['search', 'opened', kind, id] as const,
};
