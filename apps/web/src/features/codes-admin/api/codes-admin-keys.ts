/** Query keys of the codes administration: a write invalidates `codesAdminKeys.all` and the dropdowns. */
export const codesAdminKeys = {
  all: ['codes-admin'] as const,
  config: ['codes-admin', 'config'] as const,
  languages: ['codes-admin', 'languages'] as const,
  list: (module: string, name: string, page: number) => ['codes-admin', 'list', module, name, page] as const,
  classifications: (codeId: number, name: string, page: number) => ['codes-admin', 'classifications', codeId, name, page] as const,
  countries: (name: string, page: number) => ['codes-admin', 'countries', name, page] as const,
  cities: (countryId: number | null, name: string, page: number) => ['codes-admin', 'cities', countryId, name, page] as const,
  languagePage: (name: string, page: number) => ['codes-admin', 'language-page', name, page] as const,
};

/** The prefix of every dropdown query (lib/codes/code-queries.ts): a code change shows in them at once. */
export const dropdownKeysPrefix = ['dropdowns'] as const;
