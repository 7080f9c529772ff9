import { companyPagePath } from '@portal/contracts/common/portal-links';
import type { Product, ProductList, ProductModelInput, ProductPage, ProductSearch } from '@portal/contracts/catalogue/products';
import type { Service, ServiceList, ServiceModelInput, ServicePage } from '@portal/contracts/catalogue/services';

/** Products (HS code) and services (NACE activity, NICE class) share the catalogue screens. */
export type CatalogueKind = 'product' | 'service';

interface KindMap {
  product: { item: Product; page: ProductPage; model: ProductModelInput };
  service: { item: Service; page: ServicePage; model: ServiceModelInput };
}
export type ItemOf<K extends CatalogueKind> = KindMap[K]['item'];
export type ModelOf<K extends CatalogueKind> = KindMap[K]['model'];
export type CatalogueItem = Product | Service;

/** A search of one company's products or services (the screen gives the company). */
export type CatalogueQuery = Omit<ProductSearch, 'fkCompanyId' | 'fkProductClassificationIds'>;

/** The list of a search answer, whichever kind it is. */
export interface CataloguePage {
  items: CatalogueItem[];
  totalPages: number;
  totalCount: number;
}

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
  companyPagePath(companyId, `${catalogueKinds[kind].segment}/form${id ? `/${id}` : ''}`);

export const itemId = (item: CatalogueItem) => ('pkProductId' in item ? item.pkProductId : item.pkServiceId);

export const kindOf = (item: CatalogueItem): CatalogueKind => ('pkProductId' in item ? 'product' : 'service');

/** A list answer of either kind ({ products } or { services }). */
export type CatalogueList = ProductList | ServiceList;

/** The items of a list answer, whichever kind it is. */
export const itemsOf = (list: CatalogueList): CatalogueItem[] => ('products' in list ? list.products : list.services);

/** The classification line of a card: HS code and name, or NACE code and name. */
export const classificationOf = (item: CatalogueItem) =>
  'pkProductId' in item
    ? { code: item.classificationCode, name: item.classificationName }
    : { code: item.activityCode, name: item.activityName };
