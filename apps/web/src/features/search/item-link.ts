import type { SearchKind } from '@portal/contracts/search/search';

/** The item detail's query parameters, as the company catalogue pages use them. */
export const detailParams = { product: 'productId', service: 'serviceId' } as const satisfies Partial<Record<SearchKind, string>>;

/** The current address with one item's detail open. */
export function itemLink(params: URLSearchParams, kind: 'product' | 'service', id: number): string {
  const next = new URLSearchParams(params);
  for (const p of Object.values(detailParams)) next.delete(p);
  next.set(detailParams[kind], String(id));
  return `?${next}`;
}
