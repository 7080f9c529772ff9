import type { CompanyList, CompanyListQuery, IsFavoriteAnswer } from '@portal/contracts/companies/favourites';
import type { SuggestedUsersPage, SuggestedUsersQuery } from '@portal/contracts/companies/suggestions';
import { api } from '../../../api/client.ts';

/** The companies this user follows, searchable by name. */
export const searchFavourites = (q: Partial<CompanyListQuery>) =>
  api.post<CompanyList>('api/FavoriteCompanies/favorite-searched-companies', q);

/** Quiet: a profile without the flag simply shows no heart. */
export const isFavourite = (companyId: number) =>
  api.get<IsFavoriteAnswer>(`api/FavoriteCompanies/is-favorite-company/${companyId}`, { quiet: true });

export const addFavourite = (companyId: number) => api.post(`api/FavoriteCompanies/${companyId}`);
export const removeFavourite = (companyId: number) => api.delete(`api/FavoriteCompanies/${companyId}`);

/** People the portal suggests to this user, with the reasons. */
export const searchSuggestions = (q: Partial<SuggestedUsersQuery>) =>
  api.post<SuggestedUsersPage>('api/SuggestedUsers/get-suggested-users-for-current-user', q);

export const dismissSuggestion = (userId: number) => api.post(`api/SuggestedUsers/remove-suggested-user/${userId}`);
