import type { CompanyListQuery } from '@portal/contracts/companies/favourites';
import type { SuggestedUsersQuery } from '@portal/contracts/companies/suggestions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companyKeys } from '../../companies/api/company-keys.ts';
import { connectionKeys } from './connection-keys.ts';
import { addFavourite, dismissSuggestion, isFavourite, removeFavourite, searchFavourites, searchSuggestions } from './connections.api.ts';

export const useFavouriteCompanies = (q: Partial<CompanyListQuery>) =>
  useQuery({ queryKey: connectionKeys.favourites(q), queryFn: () => searchFavourites(q), placeholderData: keepPreviousData });

export const useIsFavourite = (id: number | null, enabled = true) =>
  useQuery({ queryKey: connectionKeys.isFavourite(id ?? 0), queryFn: () => isFavourite(id ?? 0), enabled: !!id && enabled });

/** Adds or removes a favourite, then refreshes every list that shows the flag. */
export function useToggleFavourite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, favourite }: { id: number; favourite: boolean }) => (favourite ? addFavourite(id) : removeFavourite(id)),
    onSuccess: () => qc.invalidateQueries({ queryKey: companyKeys.all }),
  });
}

export const useSuggestions = (q: Partial<SuggestedUsersQuery>) =>
  useQuery({ queryKey: connectionKeys.suggestionPage(q), queryFn: () => searchSuggestions(q), placeholderData: keepPreviousData });

export function useDismissSuggestion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => dismissSuggestion(userId),
    onSuccess: () => qc.invalidateQueries({ queryKey: connectionKeys.suggestions }),
  });
}
