import { describe, expect, it } from 'vitest';
import engForms from '../../../public/lang/eng/forms.json';
import srForms from '../../../public/lang/sr/forms.json';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}
function text(tree: Tree, path: string): string {
  return path.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part], tree) as string;
}
const params = (value: string) => [...value.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe("the 'forms' translations", () => {
  const eng = keys(engForms as Tree);
  const sr = keys(srForms as Tree);

  it('have the same keys in English and Serbian', () => {
    expect(sr.sort()).toEqual(eng.sort());
  });

  it('have no empty texts and the same placeholders', () => {
    for (const key of eng) {
      expect(text(engForms as Tree, key).trim(), key).not.toBe('');
      expect(text(srForms as Tree, key).trim(), key).not.toBe('');
      expect(params(text(srForms as Tree, key)), key).toEqual(params(text(engForms as Tree, key)));
    }
  });

  it('cover the validation keys the contracts and the server use', () => {
    for (const key of [
      'validation.required',
      'validation.email',
      'validation.min',
      'validation.max',
      'validation.phone',
      'validation.link',
      'validation.format',
      'validation.invalid',
      'validation.unknown_field',
      'password_rules_not_met',
      'password_confirmation_does_not_match',
      'file_too_large',
      'irregular_file_format',
      'total_size_exceeded_allowed_limit',
    ]) {
      expect(eng, key).toContain(key);
    }
  });
});
