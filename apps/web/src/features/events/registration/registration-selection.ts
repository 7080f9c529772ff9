import type { EventRegistration } from '@portal/contracts/events/invitations';

export type ItemKind = 'product' | 'service';

/** What the registration dialog collects: the items brought to the event and the visibility flag. */
export interface Selection {
  products: number[];
  services: number[];
  visible: boolean;
}

export const emptySelection = (visible = true): Selection => ({ products: [], services: [], visible });

const listKey = (kind: ItemKind) => (kind === 'product' ? 'products' : 'services');

export const selectedOf = (selection: Selection, kind: ItemKind): number[] => selection[listKey(kind)];

/** Adds the id, or drops it when it is chosen already (spec-1 section 4: removing clears the in-event flag). */
export function toggleItem(selection: Selection, kind: ItemKind, id: number): Selection {
  const key = listKey(kind);
  const list = selection[key];
  return { ...selection, [key]: list.includes(id) ? list.filter((x) => x !== id) : [...list, id] };
}

/** Chooses every id given (select all), keeping the ones chosen before; no id twice. */
export function selectItems(selection: Selection, kind: ItemKind, ids: readonly number[]): Selection {
  const key = listKey(kind);
  return { ...selection, [key]: [...new Set([...selection[key], ...ids])] };
}

/** Un-chooses every id given (clearing select all). */
export function deselectItems(selection: Selection, kind: ItemKind, ids: readonly number[]): Selection {
  const key = listKey(kind);
  const drop = new Set(ids);
  return { ...selection, [key]: selection[key].filter((x) => !drop.has(x)) };
}

/**
 * The select-all checkbox: checked when every item the search finds is chosen, indeterminate when
 * some are. `matching` are the ids of the items found so far, `total` how many the search finds.
 */
export function selectAllState(selected: readonly number[], matching: readonly number[], total: number): 'all' | 'some' | 'none' {
  const chosen = new Set(selected);
  const hits = matching.filter((id) => chosen.has(id)).length;
  if (total > 0 && hits >= total) return 'all';
  return hits > 0 ? 'some' : 'none';
}

/** The registration payload (spec-1 section 3): ids de-duplicated before saving. */
export function registrationBody(eventId: number, selection: Selection): EventRegistration {
  return {
    fkEventId: eventId,
    isUserDataVisibleToOthers: selection.visible,
    productIDs: [...new Set(selection.products)],
    serviceIDs: [...new Set(selection.services)],
  };
}
