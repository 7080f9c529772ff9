import type { Snd, VisibilityResult } from '@portal/contracts/catalogue/catalogue-item';
import type { ProductPage } from '@portal/contracts/catalogue/products';
import type { ServicePage } from '@portal/contracts/catalogue/services';
import { ModuleId } from '@portal/contracts/common/access';
import { api } from '../../../api/client.ts';
import {
  type CatalogueKind,
  type CatalogueList,
  type CataloguePage,
  type CatalogueQuery,
  catalogueKinds,
  type ItemOf,
  itemsOf,
  type ModelOf,
} from '../catalogue/catalogue-kinds.ts';

const controller = (kind: CatalogueKind) => catalogueKinds[kind].controller;

/** A company's products or services (POST api/{Products|Services}/search-{kind}s-in-company). */
export async function searchCatalogue(kind: CatalogueKind, companyId: number, q: CatalogueQuery): Promise<CataloguePage> {
  const page = await api.post<ProductPage | ServicePage>(`api/${controller(kind)}/search-${catalogueKinds[kind].segment}-in-company`, {
    ...q,
    fkCompanyId: companyId,
  });
  return { items: itemsOf(page), totalPages: page.totalPages, totalCount: page.totalCount };
}

/** One product or service; quiet: the form and the detail say "not found" themselves. */
export const getCatalogueItem = <K extends CatalogueKind>(kind: K, id: number) =>
  api.get<ItemOf<K>>(`api/${controller(kind)}/${id}`, { quiet: true });

/**
 * The newest supply (or demand) of the market of one kind (GET api/{Products|Services}/latest-added-{kind}s/
 * {module}/false/true/{snd}: offers valid today and visible, of verified companies and the caller's own).
 */
export async function latestOffers(kind: CatalogueKind, snd: Snd) {
  const path = `api/${controller(kind)}/latest-added-${catalogueKinds[kind].segment}/${ModuleId.supplyAndDemand}/false/true/${snd}`;
  return itemsOf(await api.get<CatalogueList>(path, { quiet: true }));
}

/** POST a new item, PUT one with its id; quiet: the form shows the errors itself. */
export function saveCatalogueItem<K extends CatalogueKind>(kind: K, body: ModelOf<K>) {
  const existing = 'pkProductId' in body ? body.pkProductId : 'pkServiceId' in body ? body.pkServiceId : undefined;
  return existing
    ? api.put<ItemOf<K>>(`api/${controller(kind)}`, body, { quiet: true })
    : api.post<ItemOf<K>>(`api/${controller(kind)}`, body, { quiet: true });
}

export const deleteCatalogueItem = (kind: CatalogueKind, id: number) => api.delete(`api/${controller(kind)}/${id}`);

/** Shows or hides one item in the supply-and-demand market. */
export const setItemVisibility = (kind: CatalogueKind, v: { id: number; isVisibleForSupply: boolean }) =>
  api.post<VisibilityResult>(`api/SupplyDemand/set-single-${kind}-visibility-for-supply`, v);

/** Shows or hides all of a company's products (or services) at once. */
export const setAllVisibility = (kind: CatalogueKind, companyId: number, isVisibleForSupply: boolean) =>
  api.post<VisibilityResult>(`api/SupplyDemand/set-${kind}s-visibility-for-supply`, { fkCompanyId: companyId, isVisibleForSupply });

/** The products or services the user opened from search with the module, the last first; on the market only offers. */
export const latestOpenedItems = (kind: CatalogueKind, moduleId: number, market: boolean, pageSize: number) =>
  api
    .post<CatalogueList>(
      `api/${controller(kind)}/latest-search-for-current-user/${moduleId}/false/${market}`,
      { pageNum: 1, pageSize },
      { quiet: true },
    )
    .then(itemsOf);

/** Opens a product or service from search: answers it and records it for "Recently opened". */
export const openItemFromSearch = <K extends CatalogueKind>(kind: K, id: number) =>
  api.get<ItemOf<K>>(`api/${controller(kind)}/get-and-set-search-records/${id}`, { quiet: true });
