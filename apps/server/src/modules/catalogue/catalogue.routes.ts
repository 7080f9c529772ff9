import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { latestOfferParams, latestPage, latestParams } from '@portal/contracts/catalogue/catalogue-item';
import { product, productList, productModel, productPage, productSearch } from '@portal/contracts/catalogue/products';
import { service, serviceList, serviceModel, servicePage, serviceSearch } from '@portal/contracts/catalogue/services';
import { AccessGroup } from '@portal/contracts/common/access';
import { idParam, okResult } from '@portal/contracts/common/paging';
import { signedInActor } from '../../plugins/signed-in.ts';
import type { ItemSearch } from './catalogue-items.repository.ts';
import { deleteItem, getItem, myCompanyItems, saveItem, searchInCompany } from './catalogue-items.service.ts';
import { latestAdded, latestSearched, openFromSearch } from './catalogue-market.service.ts';
import { type CatalogueKind, kindNames } from './catalogue-kinds.ts';

const schemas = {
  product: { model: productModel, answer: product, search: productSearch, page: productPage, list: productList },
  service: { model: serviceModel, answer: service, search: serviceSearch, page: servicePage, list: serviceList },
};

/** The search model's kind-specific filters, under one name. */
function itemSearch(body: Record<string, unknown> & ItemSearch): ItemSearch {
  return {
    ...body,
    classificationIds: (body.fkProductClassificationIds ?? body.fkActivityClassificationIds) as number[] | null | undefined,
    serviceCategoryId: body.FkServiceCategoriesId as number | null | undefined,
  };
}

/** api/Products and api/Services: the same calls for both kinds (spec-2 section 7). */
function catalogueKindRoutes(kind: CatalogueKind): FastifyPluginAsync {
  return async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const { controller, plural } = kindNames[kind];
    const s = schemas[kind];
    const tags = [controller];
    const root = `/api/${controller}`;

    for (const method of ['post', 'put'] as const) {
      app[method](root, {
        schema: {
          tags,
          summary: method === 'post' ? `Add a ${kind} (a verified company's)` : `Change a ${kind}`,
          body: s.model,
          response: { 200: s.answer },
        },
        config: { access: { functions: AccessGroup.companyEditors, verifiedCompany: true } },
        handler: async (request) => saveItem(app.ctx, signedInActor(request), kind, request.body),
      });
    }

    app.get(`${root}/:id`, {
      schema: { tags, summary: `A ${kind}; visitors see verified companies' ones`, params: idParam, response: { 200: s.answer } },
      config: { access: { public: true } },
      handler: async (request) => getItem(app.ctx, request.actor, request.client.languageId, kind, request.params.id),
    });

    app.delete(`${root}/:id`, {
      schema: { tags, summary: `Delete a ${kind}`, params: idParam, response: { 200: okResult } },
      config: { access: { functions: AccessGroup.companyEditors } },
      handler: async (request) => {
        await deleteItem(app.ctx, signedInActor(request), kind, request.params.id);
        return { success: true as const };
      },
    });

    app.get(`${root}/get-and-set-search-records/:id`, {
      schema: { tags, summary: `Open a ${kind} from search (recorded for latest searches)`, params: idParam, response: { 200: s.answer } },
      config: { access: { signedIn: true } },
      handler: async (request) => openFromSearch(app.ctx, signedInActor(request), kind, request.params.id),
    });

    // {snd?} as two routes, so that the OpenAPI document holds two plain paths, each declaring only its own parameters.
    const latestAddedPath = `${root}/latest-added-${plural}/:moduleId/:isPublic/:isSupplyAndDemand`;
    const latestAddedSummary = `The newest ${plural} of companies with the module; public lists show verified companies only`;
    app.get(latestAddedPath, {
      schema: { tags, summary: latestAddedSummary, params: latestParams, response: { 200: s.list } },
      config: { access: { public: true } },
      handler: async (request) => latestAdded(app.ctx, request.actor, request.client.languageId, kind, request.params),
    });
    app.get(`${latestAddedPath}/:snd`, {
      schema: {
        tags,
        summary: `${latestAddedSummary}; snd picks supply or demand`,
        params: latestOfferParams,
        response: { 200: s.list },
      },
      config: { access: { public: true } },
      handler: async (request) => latestAdded(app.ctx, request.actor, request.client.languageId, kind, request.params),
    });

    app.post(`${root}/latest-search-for-current-user/:moduleId/:isPublic/:isSupplyAndDemand`, {
      schema: {
        tags,
        summary: `The ${plural} the user opened last from search`,
        params: latestParams,
        body: latestPage,
        response: { 200: s.list },
      },
      config: { access: { signedIn: true } },
      handler: async (request) => latestSearched(app.ctx, signedInActor(request), kind, request.params, request.body),
    });

    app.post(`${root}/search-${plural}-in-company`, {
      schema: { tags, summary: `One company's ${plural} (the caller's by default)`, body: s.search, response: { 200: s.page } },
      config: { access: { signedIn: true } },
      handler: async (request) => searchInCompany(app.ctx, signedInActor(request), kind, itemSearch(request.body)),
    });

    app.post(`${root}/get-added-${plural}-for-my-company`, {
      schema: { tags, summary: `The caller's company's ${plural}`, body: s.search, response: { 200: s.page } },
      config: { access: { signedIn: true } },
      handler: async (request) => myCompanyItems(app.ctx, signedInActor(request), kind, itemSearch(request.body)),
    });
  };
}

export const productRoutes = catalogueKindRoutes('product');
export const serviceRoutes = catalogueKindRoutes('service');
