import { describe, expect, it } from 'vitest';
import { moveInOrder } from './partner-order.ts';

describe('moveInOrder', () => {
  it('moves a partner up or down one place', () => {
    expect(moveInOrder([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moveInOrder([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
  });
  it('leaves the order at the ends', () => {
    expect(moveInOrder([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveInOrder([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});
