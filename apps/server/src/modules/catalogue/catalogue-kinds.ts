import { CodeType } from '@portal/contracts/codes/code-types';

/** The two kinds of catalogue item and the names each goes by in the API, logs and errors. */
export type CatalogueKind = 'product' | 'service';

export const kindNames = {
  product: {
    controller: 'Products',
    plural: 'products',
    /** HS. */
    classificationType: CodeType.productClass,
    notFound: 'product_not_found',
    /** Item type ids of spec-2 section 9 (3 products, 4 services). */
    itemTypeId: 3,
  },
  service: {
    controller: 'Services',
    plural: 'services',
    /** NACE. */
    classificationType: CodeType.activityClass,
    notFound: 'service_not_found',
    itemTypeId: 4,
  },
} as const satisfies Record<CatalogueKind, unknown>;
