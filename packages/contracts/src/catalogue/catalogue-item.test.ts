import { describe, expect, it } from 'vitest';
import { isoToday, splitKeywords } from './catalogue-item.ts';
import { productModel } from './products.ts';
import { serviceModel } from './services.ts';

const base = { fkCompanyId: 1, fkProductClassificationId: 2, name: 'Apples', keywords: 'apples' };
const fieldsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('catalogue item contract', () => {
  it('splits keywords: trimmed, cut to 60, without empties and case-insensitive repeats', () => {
    expect(splitKeywords(` Apples ;apples;; fresh fruit;${'x'.repeat(70)}`)).toEqual(['Apples', 'fresh fruit', 'x'.repeat(60)]);
    expect(splitKeywords(null)).toEqual([]);
  });

  it('requires keywords for products but not for services', () => {
    expect(fieldsOf(productModel.safeParse({ ...base, keywords: ' ; ' }))).toEqual({ keywords: 'keywords_are_required' });
    expect(serviceModel.safeParse({ fkCompanyId: 1, fkActivityClassificationId: 3, name: 'Storage' }).success).toBe(true);
  });

  it('needs a validity window for supply or demand, ending on or after its start', () => {
    expect(fieldsOf(productModel.safeParse({ ...base, isDemand: true }))).toEqual({
      validFrom: 'validation.required',
      validTo: 'validation.required',
    });
    expect(fieldsOf(productModel.safeParse({ ...base, validFrom: '2030-05-02', validTo: '2030-05-01' }))).toEqual({
      validFrom: 'valid_from_greater_than_valid_to_error',
      validTo: 'valid_from_greater_than_valid_to_error',
    });
    expect(productModel.safeParse({ ...base, isSupply: true, validFrom: '2030-05-01', validTo: '2030-05-01' }).success).toBe(true);
  });

  it('takes up to six stored image names joined with semicolons', () => {
    const name = (i: number) => `${String(i).repeat(32)}.png`;
    const six = [1, 2, 3, 4, 5, 6].map(name).join(';');
    expect(productModel.parse({ ...base, images: six }).images).toHaveLength(6);
    expect(productModel.safeParse({ ...base, images: `${six};${name(7)}` }).success).toBe(false);
    expect(productModel.safeParse({ ...base, images: '../etc/passwd' }).success).toBe(false);
  });

  it('names today in the local calendar', () => {
    expect(isoToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
