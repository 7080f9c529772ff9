/** The two kinds of catalogue item and the names each goes by in the API, logs and errors. */
export type CatalogueKind = 'product' | 'service';

export const kindNames = {
  product: {
    controller: 'Products',
    plural: 'products',
    /** HS (code type 6). */
    classificationType: 6,
    notFound: 'product_not_found',
    /** Item type ids of spec-2 section 9 (3 products, 4 services). */
    itemTypeId: 3,
  },
  service: {
    controller: 'Services',
    plural: 'services',
    /** NACE (code type 5). */
    classificationType: 5,
    notFound: 'service_not_found',
    itemTypeId: 4,
  },
} as const satisfies Record<CatalogueKind, unknown>;

/** NICE classes of services (code type 11). */
export const SERVICE_CATEGORY_TYPE = 11;
/** Module 4, supply and demand: needed for the supply and demand flags. */
export const SUPPLY_DEMAND_MODULE = 4;
