import type { CreateCityBody, UpdateCityBody } from '@portal/contracts/codes/cities';
import type { CodeTranslationBody } from '@portal/contracts/codes/translations';
import type { CreateCodeBody, UpdateCodeBody } from '@portal/contracts/codes/codes';
import type { UpdateCountryBody } from '@portal/contracts/codes/countries';
import type { CreateLanguageBody, UpdateLanguageBody } from '@portal/contracts/codes/languages';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { codesAdminKeys, dropdownKeysPrefix } from './codes-admin-keys.ts';
import {
  deleteCity,
  deleteLanguage,
  deleteModuleCode,
  getCodesConfig,
  getLanguages,
  saveCity,
  saveCodeName,
  saveCountry,
  saveLanguage,
  saveModuleCode,
  searchCityEntries,
  searchClassificationEntries,
  searchCountryEntries,
  searchLanguages,
  searchModuleCodes,
} from './codes-admin.api.ts';

/** Entries per page of every list of the screen. */
export const CODES_PAGE_SIZE = 20;

const paged = { placeholderData: keepPreviousData } as const;

export const useCodesConfig = (enabled = true) => useQuery({ queryKey: codesAdminKeys.config, queryFn: getCodesConfig, enabled });

export const useLanguages = () => useQuery({ queryKey: codesAdminKeys.languages, queryFn: getLanguages, select: (d) => d.list });

export const useModuleCodes = (module: string | null, name: string, page: number) =>
  useQuery({
    queryKey: codesAdminKeys.list(module ?? '', name, page),
    queryFn: () => searchModuleCodes(module ?? '', { name: name || undefined, pageNum: page, pageSize: CODES_PAGE_SIZE }),
    enabled: !!module,
    ...paged,
  });

export const useClassificationEntries = (codeId: 5 | 6, name: string, page: number) =>
  useQuery({
    queryKey: codesAdminKeys.classifications(codeId, name, page),
    queryFn: () => searchClassificationEntries({ codeId, name: name || undefined, pageNum: page, pageSize: CODES_PAGE_SIZE }),
    ...paged,
  });

export const useCountryEntries = (name: string, page: number) =>
  useQuery({
    queryKey: codesAdminKeys.countries(name, page),
    queryFn: () => searchCountryEntries({ name: name || undefined, pageNum: page, pageSize: CODES_PAGE_SIZE }),
    ...paged,
  });

export const useCityEntries = (countryId: number | null, name: string, page: number) =>
  useQuery({
    queryKey: codesAdminKeys.cities(countryId, name, page),
    queryFn: () =>
      searchCityEntries({ countryId: countryId ?? undefined, name: name || undefined, pageNum: page, pageSize: CODES_PAGE_SIZE }),
    ...paged,
  });

export const useLanguagePage = (name: string, page: number) =>
  useQuery({
    queryKey: codesAdminKeys.languagePage(name, page),
    queryFn: () => searchLanguages({ name: name || undefined, pageNum: page, pageSize: CODES_PAGE_SIZE }),
    ...paged,
  });

/** After a write: the screen's lists and every dropdown that may show the entry reload. */
function useInvalidateCodes() {
  const qc = useQueryClient();
  return () =>
    Promise.all([qc.invalidateQueries({ queryKey: codesAdminKeys.all }), qc.invalidateQueries({ queryKey: dropdownKeysPrefix })]);
}

/** A write of the screen that reloads its lists and the dropdowns when it succeeds. */
function useCodesWrite<T>(write: (input: T) => Promise<unknown>) {
  const invalidate = useInvalidateCodes();
  return useMutation({ mutationFn: write, onSuccess: invalidate });
}

export const useSaveCode = (module: string) => useCodesWrite((body: CreateCodeBody | UpdateCodeBody) => saveModuleCode(module, body));
export const useDeleteCode = (module: string) => useCodesWrite((id: number) => deleteModuleCode(module, id));

/** Saves a classification's names: each changed language through CodesTranslation (PUT where it had a name, else POST). */
export const useSaveCodeNames = () =>
  useCodesWrite((names: { body: CodeTranslationBody; exists: boolean }[]) => Promise.all(names.map((n) => saveCodeName(n.body, n.exists))));

export const useSaveCountry = () => useCodesWrite((body: UpdateCountryBody) => saveCountry(body));
export const useSaveCity = () => useCodesWrite((body: CreateCityBody | UpdateCityBody) => saveCity(body));
export const useDeleteCity = () => useCodesWrite((id: number) => deleteCity(id));
export const useSaveLanguage = () => useCodesWrite((body: CreateLanguageBody | UpdateLanguageBody) => saveLanguage(body));
export const useDeleteLanguage = () => useCodesWrite((id: number) => deleteLanguage(id));
