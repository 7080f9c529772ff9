import type { Snd } from '@portal/contracts/catalogue/catalogue-item';
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CatalogueItem, type CatalogueKind, type CatalogueQuery, catalogueKinds, type ModelOf } from '../catalogue/catalogue-kinds.ts';
import {
  deleteCatalogueItem,
  getCatalogueItem,
  latestOffers,
  saveCatalogueItem,
  searchCatalogue,
  setAllVisibility,
  setItemVisibility,
} from './catalogue.api.ts';
import { catalogueKeys, companyKeys } from './company-keys.ts';

/** A company's products or services. */
export function useCatalogueList(kind: CatalogueKind, companyId: number, q: CatalogueQuery, enabled = true) {
  return useQuery({
    queryKey: catalogueKeys.list(kind, companyId, q),
    queryFn: () => searchCatalogue(kind, companyId, q),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One product or service. */
export function useCatalogueItem<K extends CatalogueKind>(kind: K, id: number | null) {
  return useQuery({
    queryKey: catalogueKeys.item(kind, id ?? 0),
    queryFn: () => getCatalogueItem(kind, id ?? 0),
    enabled: !!id,
  });
}

/** The newest first (by createdAt), cut to `limit`: products and services in one list. */
const newestFirst = (items: readonly CatalogueItem[], limit: number) =>
  [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);

/** The newest supply (or demand) of the market, products and services merged. */
export function useLatestOffers(snd: Snd, limit: number, enabled = true) {
  return useQueries({
    queries: (Object.keys(catalogueKinds) as CatalogueKind[]).map((kind) => ({
      queryKey: catalogueKeys.latest(kind, snd),
      queryFn: () => latestOffers(kind, snd),
      enabled,
    })),
    combine: (results) => ({
      isPending: results.some((r) => r.isPending),
      items: newestFirst(
        results.flatMap((r) => r.data ?? []),
        limit,
      ),
    }),
  });
}

/** After a write: every catalogue list and the company (its profile summary and completeness). */
function useInvalidateCatalogue() {
  const qc = useQueryClient();
  return (companyId: number) =>
    Promise.all([
      qc.invalidateQueries({ queryKey: catalogueKeys.all }),
      qc.invalidateQueries({ queryKey: companyKeys.company(companyId) }),
    ]);
}

/** Saves a new or changed item; the form shows the errors itself. */
export function useSaveCatalogueItem<K extends CatalogueKind>(kind: K) {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: (body: ModelOf<K>) => saveCatalogueItem(kind, body),
    onSuccess: (item) => invalidate(item.fkCompanyId),
  });
}

export function useDeleteCatalogueItem(kind: CatalogueKind, companyId: number) {
  const invalidate = useInvalidateCatalogue();
  return useMutation({ mutationFn: (id: number) => deleteCatalogueItem(kind, id), onSuccess: () => invalidate(companyId) });
}

/** Shows or hides one item in the supply-and-demand market. */
export function useSetItemVisibility(kind: CatalogueKind, companyId: number) {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: (v: { id: number; isVisibleForSupply: boolean }) => setItemVisibility(kind, v),
    onSuccess: () => invalidate(companyId),
  });
}

/** Shows or hides all of a company's products (or services) at once. */
export function useSetAllVisibility(kind: CatalogueKind, companyId: number) {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: (isVisibleForSupply: boolean) => setAllVisibility(kind, companyId, isVisibleForSupply),
    onSuccess: () => invalidate(companyId),
  });
}
