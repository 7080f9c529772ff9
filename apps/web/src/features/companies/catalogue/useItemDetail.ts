import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { type CatalogueItem, type CatalogueKind, catalogueKinds, itemId } from './catalogue-kinds.ts';
import type { NameLink } from './CatalogueVisuals.tsx';

const kinds = Object.keys(catalogueKinds) as CatalogueKind[];

/** The item a detail shows: its kind and id. */
interface DetailTarget {
  kind: CatalogueKind;
  id: number;
}

/** The item the address asks for: ?productId= or ?serviceId= with a positive whole number. */
function detailTarget(params: URLSearchParams): DetailTarget | null {
  for (const kind of kinds) {
    const id = Number(params.get(catalogueKinds[kind].detailParam));
    if (Number.isInteger(id) && id > 0) return { kind, id };
  }
  return null;
}

/** The address without the detail parameters. */
function withoutDetail(params: URLSearchParams) {
  const next = new URLSearchParams(params);
  for (const kind of kinds) next.delete(catalogueKinds[kind].detailParam);
  return next;
}

/**
 * The detail of one product or service, kept in the address (?productId= / ?serviceId=) so that
 * notifications and shared links open it. A name clicked in a list hands over its item, which is
 * shown as it is; an item named only by the address is loaded by its id.
 */
export function useItemDetail() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const [clicked, setClicked] = useState<{ kind: CatalogueKind; item: CatalogueItem } | null>(null);
  const target = detailTarget(params);
  const known = target && clicked && clicked.kind === target.kind && itemId(clicked.item) === target.id ? clicked.item : null;

  const nameLink = (kind: CatalogueKind, item: CatalogueItem): NameLink => {
    const next = withoutDetail(params);
    next.set(catalogueKinds[kind].detailParam, String(itemId(item)));
    return { to: { pathname, search: `?${next}` }, onClick: () => setClicked({ kind, item }) };
  };

  const close = () => {
    setClicked(null);
    setParams(withoutDetail, { replace: true });
  };

  return { target, known, nameLink, close };
}

export type ItemDetail = ReturnType<typeof useItemDetail>;
