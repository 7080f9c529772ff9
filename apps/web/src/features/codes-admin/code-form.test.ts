import { describe, expect, it } from 'vitest';
import { codeFormSchema, toCodeBody, toCodeForm } from './code-form.ts';

const languages = [
  { pkLanguageId: 1, name: 'English', code: 'eng' },
  { pkLanguageId: 2, name: 'Srpski', code: 'sr' },
];

describe('the codes entry form', () => {
  it('starts with a name per language, filled from the entry', () => {
    const entry = {
      id: 9,
      codeTypeId: 2,
      code: '4',
      name: 'Dr.',
      parentId: null,
      level: 1,
      sortOrder: 3,
      countryId: null,
      isDeleted: false,
      translations: [{ languageId: 1, lang: 'eng', name: 'Dr.' }],
    };
    expect(toCodeForm(entry, languages)).toEqual({
      code: '4',
      sortOrder: 3,
      countryId: null,
      names: [
        { languageId: 1, name: 'Dr.' },
        { languageId: 2, name: '' },
      ],
    });
  });

  it('requires the English name, not the others', () => {
    const values = { ...toCodeForm(null, languages), code: 'X1' };
    const missing = codeFormSchema.safeParse(values);
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => i.path.join('.'))).toEqual(['names.0.name']);
    values.names[0].name = 'Doctor';
    expect(codeFormSchema.safeParse(values).success).toBe(true);
  });

  it('sends the names given, trimmed, and the id only when changing an entry', () => {
    const values = {
      code: ' X1 ',
      sortOrder: 2,
      countryId: '7',
      names: [
        { languageId: 1, name: ' Doctor ' },
        { languageId: 2, name: '  ' },
      ],
    };
    expect(toCodeBody(values, null)).toEqual({ code: 'X1', sortOrder: 2, countryId: 7, translations: [{ languageId: 1, name: 'Doctor' }] });
    expect(toCodeBody(values, 5)).toMatchObject({ id: 5, code: 'X1' });
  });
});
