import type { SearchAnswer, SearchKind, SearchRequest } from '@portal/contracts/search/search';
import { api } from '../../../api/client.ts';

/** The search calls, one per kind; open to guests and signed-in users alike. */
const searchPaths: Record<SearchKind, string> = {
  company: 'api/Company/search-companies-on-meilisearch',
  product: 'api/Products/search-products-on-meilisearch',
  service: 'api/Services/search-services-on-meilisearch',
};

export const searchHits = (kind: SearchKind, body: SearchRequest, signal?: AbortSignal) =>
  api.post<SearchAnswer>(searchPaths[kind], body, { signal });
