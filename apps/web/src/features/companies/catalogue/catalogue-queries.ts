import type { Product, ProductModelInput, ProductPage } from '@portal/contracts/catalogue/products';
import type { Snd } from '@portal/contracts/catalogue/catalogue-item';
import type { Service, ServiceModelInput, ServicePage } from '@portal/contracts/catalogue/services';
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { companyKeys } from '../company-queries.ts';

export type { Product, Service };

/** Products (HS code) and services (NACE activity, NICE class) share the catalogue screens. */
export type CatalogueKind = 'product' | 'service';

interface KindMap {
  product: { item: Product; page: ProductPage; model: ProductModelInput };
  service: { item: Service; page: ServicePage; model: ServiceModelInput };
}
export type ItemOf<K extends CatalogueKind> = KindMap[K]['item'];
export type ModelOf<K extends CatalogueKind> = KindMap[K]['model'];
export type CatalogueItem = Product | Service;

/**
 * How each kind is named in the API, the routes and the address (spec-1 section 9 page parameters;
 * the detail parameter opens one item, as notifications of types 3 and 4 link to it).
 */
export const catalogueKinds = {
  product: {
    controller: 'Products',
    segment: 'products',
    pageParam: 'pageNumForProducts',
    sizeParam: 'pageSizeForProducts',
    detailParam: 'productId',
  },
  service: {
    controller: 'Services',
    segment: 'services',
    pageParam: 'pageNumForServices',
    sizeParam: 'pageSizeForServices',
    detailParam: 'serviceId',
  },
} as const satisfies Record<CatalogueKind, unknown>;

/** /company/{id}/products/form/{id?} and the services form. */
export const catalogueFormPath = (kind: CatalogueKind, companyId: number, id?: number) =>
  `/company/${companyId}/${catalogueKinds[kind].segment}/form${id ? `/${id}` : ''}`;

export const itemId = (item: CatalogueItem) => ('pkProductId' in item ? item.pkProductId : item.pkServiceId);

export const kindOf = (item: CatalogueItem): CatalogueKind => ('pkProductId' in item ? 'product' : 'service');

/** A list answer of either kind ({ products } or { services }). */
type CatalogueList = { products: Product[] } | { services: Service[] };

/** The items of a list answer, whichever kind it is. */
const itemsOf = (list: CatalogueList): CatalogueItem[] => ('products' in list ? list.products : list.services);

/** The classification line of a card: HS code and name, or NACE code and name. */
export const classificationOf = (item: CatalogueItem) =>
  'pkProductId' in item
    ? { code: item.classificationCode, name: item.classificationName }
    : { code: item.activityCode, name: item.activityName };

/** The list of a search answer, whichever kind it is. */
export interface CataloguePage {
  items: CatalogueItem[];
  totalPages: number;
  totalCount: number;
}

export interface CatalogueQuery {
  pageNum: number;
  pageSize: number;
  name?: string;
  isSupply?: boolean;
  isDemand?: boolean;
}

export const catalogueKeys = {
  all: ['catalogue'] as const,
  kind: (kind: CatalogueKind) => ['catalogue', kind] as const,
  list: (kind: CatalogueKind, companyId: number, q: CatalogueQuery) => ['catalogue', kind, 'company', companyId, q] as const,
  item: (kind: CatalogueKind, id: number) => ['catalogue', kind, 'item', id] as const,
  latest: (kind: CatalogueKind, snd: Snd) => ['catalogue', kind, 'latest', snd] as const,
};

/** A company's products or services (POST api/{Products|Services}/search-{kind}s-in-company). */
export function useCatalogueList(kind: CatalogueKind, companyId: number, q: CatalogueQuery, enabled = true) {
  const { controller, segment } = catalogueKinds[kind];
  return useQuery({
    queryKey: catalogueKeys.list(kind, companyId, q),
    queryFn: () => api.post<ProductPage | ServicePage>(`api/${controller}/search-${segment}-in-company`, { ...q, fkCompanyId: companyId }),
    select: (page): CataloguePage => ({
      items: itemsOf(page),
      totalPages: page.totalPages,
      totalCount: page.totalCount,
    }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One product or service (GET api/{Products|Services}/{id}). */
export function useCatalogueItem<K extends CatalogueKind>(kind: K, id: number | null) {
  return useQuery({
    queryKey: catalogueKeys.item(kind, id ?? 0),
    queryFn: () => api.get<ItemOf<K>>(`api/${catalogueKinds[kind].controller}/${id}`, { quiet: true }),
    enabled: !!id,
  });
}

/** The newest first (by createdAt), cut to `limit`: products and services in one list. */
const newestFirst = (items: readonly CatalogueItem[], limit: number) =>
  [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);

/**
 * The newest supply (or demand) of the market, products and services merged (GET
 * api/{Products|Services}/latest-added-{kind}s/4/false/true/{snd}: offers valid today and visible,
 * of verified companies and the caller's own).
 */
export function useLatestOffers(snd: Snd, limit: number, enabled = true) {
  return useQueries({
    queries: (Object.keys(catalogueKinds) as CatalogueKind[]).map((kind) => {
      const { controller, segment } = catalogueKinds[kind];
      return {
        queryKey: catalogueKeys.latest(kind, snd),
        queryFn: () => api.get<CatalogueList>(`api/${controller}/latest-added-${segment}/4/false/true/${snd}`, { quiet: true }),
        enabled,
      };
    }),
    combine: (results) => ({
      isPending: results.some((r) => r.isPending),
      items: newestFirst(
        results.flatMap((r) => (r.data ? itemsOf(r.data) : [])),
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

/** POST (new) or PUT (with its id) api/{Products|Services}; the form shows the errors itself. */
export function useSaveCatalogueItem<K extends CatalogueKind>(kind: K) {
  const invalidate = useInvalidateCatalogue();
  const { controller } = catalogueKinds[kind];
  return useMutation({
    mutationFn: (body: ModelOf<K>) => {
      const existing = 'pkProductId' in body ? body.pkProductId : 'pkServiceId' in body ? body.pkServiceId : undefined;
      return existing
        ? api.put<ItemOf<K>>(`api/${controller}`, body, { quiet: true })
        : api.post<ItemOf<K>>(`api/${controller}`, body, { quiet: true });
    },
    onSuccess: (item) => invalidate(item.fkCompanyId),
  });
}

export function useDeleteCatalogueItem(kind: CatalogueKind, companyId: number) {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: (id: number) => api.delete(`api/${catalogueKinds[kind].controller}/${id}`),
    onSuccess: () => invalidate(companyId),
  });
}

interface VisibilityResult {
  updated: number;
}

/** Shows or hides one item in the supply-and-demand market (set-single-{kind}-visibility-for-supply). */
export function useSetItemVisibility(kind: CatalogueKind, companyId: number) {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: (v: { id: number; isVisibleForSupply: boolean }) =>
      api.post<VisibilityResult>(`api/SupplyDemand/set-single-${kind}-visibility-for-supply`, v),
    onSuccess: () => invalidate(companyId),
  });
}

/** Shows or hides all of a company's products (or services) at once (set-{kind}s-visibility-for-supply). */
export function useSetAllVisibility(kind: CatalogueKind, companyId: number) {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: (isVisibleForSupply: boolean) =>
      api.post<VisibilityResult>(`api/SupplyDemand/set-${kind}s-visibility-for-supply`, { fkCompanyId: companyId, isVisibleForSupply }),
    onSuccess: () => invalidate(companyId),
  });
}
