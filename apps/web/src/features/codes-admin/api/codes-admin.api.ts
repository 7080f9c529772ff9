import type { CityAdminSearchBody, CityEntry, CityEntryPage, CreateCityBody, UpdateCityBody } from '@portal/contracts/codes/cities';
import type { ClassificationAdminSearchBody } from '@portal/contracts/codes/classifications';
import type { CountryEntry, CountryEntryPage, CountrySearchBody, UpdateCountryBody } from '@portal/contracts/codes/countries';
import type { CreateLanguageBody, Language, LanguagePage, LanguageSearchBody, UpdateLanguageBody } from '@portal/contracts/codes/languages';
import type { CodeTranslation, CodeTranslationBody } from '@portal/contracts/codes/translations';
import type {
  CodeEntry,
  CodePage,
  CodeSearchBody,
  CodesConfigList,
  CreateCodeBody,
  NextFreeCodeResult,
  UpdateCodeBody,
} from '@portal/contracts/codes/codes';
import { api } from '../../../api/client.ts';

/** The codes administration (api/CodesConfig and the generic api/{codes} calls of modules/codes). */
const quiet = { quiet: true } as const;

/** The codes modules this administration edits. */
export const getCodesConfig = () => api.get<CodesConfigList>('api/CodesConfig');

/** A page of one module's entries, searched by name (any language) or code. */
export const searchModuleCodes = (module: string, body: Partial<CodeSearchBody>) => api.post<CodePage>(`api/${module}/search`, body);

/** 0 when `code` is free in the module, else the next free code after it. */
export const getNextFreeCode = (module: string, code: string) =>
  api.get<NextFreeCodeResult>(`api/${module}/next-free-code?code=${encodeURIComponent(code)}`, quiet);

/** Adds (no id) or changes an entry; quiet: the dialog shows the field errors. */
export const saveModuleCode = (module: string, body: CreateCodeBody | UpdateCodeBody) =>
  'id' in body ? api.put<CodeEntry>(`api/${module}`, body, quiet) : api.post<CodeEntry>(`api/${module}`, body, quiet);

export const deleteModuleCode = (module: string, id: number) => api.delete(`api/${module}/${id}`);

/** Every interface language, for the name of each side by side. */
export const getLanguages = () => api.post<LanguagePage>('api/Languages/get-all-languages', { pageNum: 1, pageSize: 100 });

/** NACE (5) or HS (6) entries with their names in every language. */
export const searchClassificationEntries = (body: ClassificationAdminSearchBody) => api.post<CodePage>('api/Classifications/search', body);

/** A code's name in one language: PUT changes it, POST adds it where it has none; quiet: the dialog shows the errors. */
export const saveCodeName = (body: CodeTranslationBody, exists: boolean) =>
  exists ? api.put<CodeTranslation>('api/CodesTranslation', body, quiet) : api.post<CodeTranslation>('api/CodesTranslation', body, quiet);

/** Countries with their names in English and Serbian. */
export const searchCountryEntries = (body: Partial<CountrySearchBody>) => api.post<CountryEntryPage>('api/Countries/search', body);

export const saveCountry = (body: UpdateCountryBody) => api.put<CountryEntry>('api/Countries', body, quiet);

/** The cities the caller administers (a chamber administrator: their country's). */
export const searchCityEntries = (body: Partial<CityAdminSearchBody>) => api.post<CityEntryPage>('api/Cities/search', body);

export const saveCity = (body: CreateCityBody | UpdateCityBody) =>
  'id' in body ? api.put<CityEntry>('api/Cities', body, quiet) : api.post<CityEntry>('api/Cities', body, quiet);

export const deleteCity = (id: number) => api.delete(`api/Cities/${id}`);

/** A page of languages by name or code. */
export const searchLanguages = (body: Partial<LanguageSearchBody>) => api.post<LanguagePage>('api/Languages/get-all-languages', body);

export const saveLanguage = (body: CreateLanguageBody | UpdateLanguageBody) =>
  'pkLanguageId' in body ? api.put<Language>('api/Languages', body, quiet) : api.post<Language>('api/Languages', body, quiet);

export const deleteLanguage = (id: number) => api.delete(`api/Languages/${id}`);
