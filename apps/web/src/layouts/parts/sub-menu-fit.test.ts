import { describe, expect, it } from 'vitest';
import { fittingCount } from './sub-menu-fit.ts';

describe('fittingCount', () => {
  it('shows every entry when all fit, without the More button', () => {
    expect(fittingCount([100, 100, 100], 308, 96)).toBe(3);
  });
  it('keeps room for the More button when some do not fit', () => {
    // All three need 308 px; 96 + (100 + 4) * 2 = 304 fits in 305, a third beside More would need 408.
    expect(fittingCount([100, 100, 100], 305, 96)).toBe(2);
  });
  it('shows none beside More when even the first does not fit', () => {
    expect(fittingCount([300, 100], 200, 96)).toBe(0);
  });
});
