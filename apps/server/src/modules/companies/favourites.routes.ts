import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyList, companyListQuery, isFavoriteAnswer } from '@portal/contracts/companies/favourites';
import { idParam, okResult } from '@portal/contracts/common/paging';
import { signedInActor } from '../../plugins/signed-in.ts';
import { addFavorite, favoriteCompanies, isFavorite, removeFavorite } from './favourites.service.ts';

/** Favourites belong to company users (spec-1: favourites are a company and employee item). */
const companyUsers = ['company_admin_function', 'employees_function'] as const;

export const favouriteRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Favourite companies'];

  app.post('/api/FavoriteCompanies/favorite-searched-companies', {
    schema: { tags, summary: 'My favourite companies', body: companyListQuery, response: { 200: companyList } },
    config: { access: { functions: companyUsers } },
    handler: async (request) => favoriteCompanies(app.ctx, signedInActor(request), request.body),
  });

  app.get('/api/FavoriteCompanies/is-favorite-company/:id', {
    schema: { tags, summary: 'Whether a company is one of my favourites', params: idParam, response: { 200: isFavoriteAnswer } },
    config: { access: { functions: companyUsers } },
    handler: async (request) => isFavorite(app.ctx, signedInActor(request), request.params.id),
  });

  app.post('/api/FavoriteCompanies/:id', {
    schema: { tags, summary: 'Add a company to my favourites', params: idParam, response: { 200: okResult } },
    config: { access: { functions: companyUsers } },
    handler: async (request) => {
      await addFavorite(app.ctx, signedInActor(request), request.params.id);
      return { success: true as const };
    },
  });

  app.delete('/api/FavoriteCompanies/:id', {
    schema: { tags, summary: 'Remove a company from my favourites', params: idParam, response: { 200: okResult } },
    config: { access: { functions: companyUsers } },
    handler: async (request) => {
      await removeFavorite(app.ctx, signedInActor(request), request.params.id);
      return { success: true as const };
    },
  });
};
