import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bulkVisibility, companyHasItems, singleVisibility, visibilityResult } from '@portal/contracts/catalogue/catalogue-item';
import { AccessGroup } from '@portal/contracts/common/access';
import { idParam } from '@portal/contracts/common/paging';
import { signedInActor } from '../../plugins/signed-in.ts';
import { companyHas, setCompanyVisibility, setItemVisibility } from './catalogue-market.service.ts';
import type { CatalogueKind } from './catalogue-kinds.ts';

/** api/SupplyDemand visibility calls and the company's has-products / has-services / has-supply-or-demand checks. */
export const supplyDemandRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Supply and demand'];

  for (const kind of ['product', 'service'] as const satisfies CatalogueKind[]) {
    app.post(`/api/SupplyDemand/set-single-${kind}-visibility-for-supply`, {
      schema: {
        tags,
        summary: `Show or hide one ${kind} in the supply-and-demand market`,
        body: singleVisibility,
        response: { 200: visibilityResult },
      },
      config: { access: { functions: AccessGroup.companyEditors } },
      handler: async (request) => setItemVisibility(app.ctx, signedInActor(request), kind, request.body),
    });
    app.post(`/api/SupplyDemand/set-${kind}s-visibility-for-supply`, {
      schema: {
        tags,
        summary: `Show or hide all of a company's ${kind}s in the market`,
        body: bulkVisibility,
        response: { 200: visibilityResult },
      },
      config: { access: { functions: AccessGroup.companyEditors } },
      handler: async (request) => setCompanyVisibility(app.ctx, signedInActor(request), kind, request.body),
    });
  }

  const checks = [
    ['get-company-has-products', 'product', 'Whether a company lists products'],
    ['get-company-has-services', 'service', 'Whether a company lists services'],
    ['get-company-has-supply-or-demand', 'offer', 'Whether a company offers supply or demand (the spec leaves this path open)'],
  ] as const;
  for (const [path, what, summary] of checks) {
    app.get(`/api/Company/${path}/:id`, {
      schema: { tags: ['Companies'], summary, params: idParam, response: { 200: companyHasItems } },
      config: { access: { signedIn: true } },
      handler: async (request) => companyHas(app.ctx, signedInActor(request), request.params.id, what),
    });
  }
};
