import { describe, expect, it } from 'vitest';
import {
  deselectItems,
  emptySelection,
  registrationBody,
  selectAllState,
  selectedOf,
  selectItems,
  toggleItem,
} from './registration-selection.ts';

describe('registration selection (spec-1 event registration dialog)', () => {
  it('toggles an item in and out of its own list only', () => {
    let s = toggleItem(emptySelection(), 'product', 4);
    expect(s.products).toEqual([4]);
    expect(s.services).toEqual([]);
    s = toggleItem(s, 'service', 4);
    expect(selectedOf(s, 'service')).toEqual([4]);
    s = toggleItem(s, 'product', 4);
    expect(s.products).toEqual([]);
    expect(s.services).toEqual([4]);
  });

  it('select all keeps earlier choices and never lists an id twice; clearing drops only those ids', () => {
    const s = selectItems({ ...emptySelection(), products: [1, 9] }, 'product', [1, 2, 3]);
    expect(s.products).toEqual([1, 9, 2, 3]);
    expect(deselectItems(s, 'product', [1, 2, 3]).products).toEqual([9]);
  });

  it('the select-all box is checked when every found item is chosen, indeterminate when some are', () => {
    expect(selectAllState([], [1, 2], 2)).toBe('none');
    expect(selectAllState([2], [1, 2], 2)).toBe('some');
    expect(selectAllState([1, 2, 7], [1, 2], 2)).toBe('all');
    // Only part of the list is loaded: chosen loaded items do not make it "all".
    expect(selectAllState([1, 2], [1, 2], 5)).toBe('some');
    expect(selectAllState([], [], 0)).toBe('none');
  });

  it('builds the payload with the visibility flag and de-duplicated ids', () => {
    expect(registrationBody(12, { products: [3, 3, 5], services: [8, 8], visible: false })).toEqual({
      fkEventId: 12,
      isUserDataVisibleToOthers: false,
      productIDs: [3, 5],
      serviceIDs: [8],
    });
  });
});
