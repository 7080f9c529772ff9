import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type SearchKind, searchAnswer, searchRequest } from '@portal/contracts/search/search';
import { search } from './search.service.ts';

const calls: { path: string; kind: SearchKind; summary: string }[] = [
  { path: '/api/Company/search-companies-on-meilisearch', kind: 'company', summary: 'Search companies (typo-tolerant)' },
  { path: '/api/Products/search-products-on-meilisearch', kind: 'product', summary: 'Search products (typo-tolerant)' },
  { path: '/api/Services/search-services-on-meilisearch', kind: 'service', summary: 'Search services (typo-tolerant)' },
];

/**
 * The search of companies, products and services, open to guests: what each finds follows the
 * visibility rules of search.policy.ts. The paths keep the spec's names; the engine is
 * PostgreSQL's full-text search (modules/search).
 */
export const searchRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  for (const call of calls) {
    app.post(call.path, {
      schema: { tags: ['Search'], summary: call.summary, body: searchRequest, response: { 200: searchAnswer } },
      config: { access: { public: true } },
      handler: async (request) => search(app.ctx, request.actor, request.client.languageId, call.kind, request.body),
    });
  }
};
