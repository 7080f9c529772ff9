import { useQuery, useQueryClient } from '@tanstack/react-query';
import { latestOpenedItems, openItemFromSearch } from '../../companies/api/catalogue.api.ts';
import { LATEST_SHOWN, latestOpenedCompanies, recordOpenedCompany } from './latest-searches.api.ts';
import { searchKeys } from './search-keys.ts';
import { logUnexpected } from '../../../api/unhandled-errors.ts';

/** The companies, products and services the user opened lately from this screen's kind of search. */
export function useLatestOpened(moduleId: number, market: boolean, enabled: boolean) {
  const companies = useQuery({
    queryKey: searchKeys.latestOf('company', moduleId, market),
    queryFn: () => latestOpenedCompanies(moduleId),
    enabled: enabled && !market,
  });
  const products = useQuery({
    queryKey: searchKeys.latestOf('product', moduleId, market),
    queryFn: () => latestOpenedItems('product', moduleId, market, LATEST_SHOWN),
    enabled,
  });
  const services = useQuery({
    queryKey: searchKeys.latestOf('service', moduleId, market),
    queryFn: () => latestOpenedItems('service', moduleId, market, LATEST_SHOWN),
    enabled,
  });
  return { companies: companies.data ?? [], products: products.data ?? [], services: services.data ?? [] };
}

/** Records a company opened from a search result (the link then goes to its profile). */
export function useRecordOpenedCompany() {
  const queryClient = useQueryClient();
  return (companyId: number) =>
    void recordOpenedCompany(companyId)
      .then(() => queryClient.invalidateQueries({ queryKey: searchKeys.latest }))
      // A lost record only leaves "Recently opened" a step behind.
      .catch((err: unknown) => logUnexpected(err, 'recording an opened company failed'));
}

/** A product or service opened from search by a signed-in user: answered and recorded. */
export function useItemOpenedFromSearch(kind: 'product' | 'service', id: number | null, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: searchKeys.opened(kind, id ?? 0),
    queryFn: async () => {
      const item = await openItemFromSearch(kind, id ?? 0);
      void queryClient.invalidateQueries({ queryKey: searchKeys.latest });
      return item;
    },
    enabled: enabled && !!id,
  });
}
