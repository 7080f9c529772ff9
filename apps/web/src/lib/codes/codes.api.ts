import type { CityPage, NumberOfCountriesValues } from '@portal/contracts/codes/cities';
import type { CodeNodeList } from '@portal/contracts/codes/common';
import type { CodeNodePathList, CountryList, SearchByNameResult } from '@portal/contracts/codes/dropdowns';
import { type CodeTypeValue, CodeType } from '@portal/contracts/codes/code-types';
import { api } from '../../api/client.ts';

/** Code lists and classification trees (api/Dropdowns, api/Cities), named in the interface language `lang`. */
const quiet = { quiet: true } as const;

/** A code type's entries (GET api/Dropdowns/Dropdown/{lang}/{type}). */
export const fetchCodes = (lang: string, codeType: CodeTypeValue) =>
  api.get<CodeNodeList>(`api/Dropdowns/Dropdown/${lang}/${codeType}`, quiet);

/** Countries (GET api/Dropdowns/countries-dropdown/{lang}). */
export const fetchCountries = (lang: string) => api.get<CountryList>(`api/Dropdowns/countries-dropdown/${lang}`, quiet);

/** Cities of a country matching a typed name in any language, named in `lang` (POST api/Cities/search-by-countryId-query). */
export const searchCities = (lang: string, countryId: number, query: string) =>
  api.post<CityPage>('api/Cities/search-by-countryId-query', { countryId, query, lang, pageNum: 1, pageSize: 30 }, quiet);

/** A tree's children of a node, or its top level for 0 (GET api/Dropdowns/parents-children/{type}/{lang}/{parent}). */
export const fetchChildren = (codeType: CodeTypeValue, lang: string, parentId: number) =>
  api.get<CodeNodeList>(`api/Dropdowns/parents-children/${codeType}/${lang}/${parentId}`, quiet);

/** HS or NACE nodes whose name matches, with their paths (search-hs-codes-by-name, search-nace-by-name). */
export const searchClassification = (codeType: CodeTypeValue, lang: string, name: string) =>
  api.post<SearchByNameResult>(
    `api/Dropdowns/${codeType === CodeType.productClass ? 'search-hs-codes-by-name' : 'search-nace-by-name'}`,
    { name, lang, limit: 30 },
    quiet,
  );

/** For each node id, the node with its chain from the top level (POST api/Dropdowns/parents-by-childid-list/{type}/{lang}). */
export const fetchPaths = (codeType: CodeTypeValue, lang: string, childIds: number[]) =>
  api.post<CodeNodePathList>(`api/Dropdowns/parents-by-childid-list/${codeType}/${lang}`, { childIds }, quiet);

/** Codes of any type by id (POST api/Dropdowns/dropdowns-by-ids). */
export const fetchCodesByIds = (lang: string, ids: number[]) =>
  api.post<CodeNodeList>('api/Dropdowns/dropdowns-by-ids', { lang, ids }, quiet);

/** The choices of "number of countries exported to" (GET api/NumberOfCountriesValues/). */
export const fetchNumberOfCountries = () => api.get<NumberOfCountriesValues>('api/NumberOfCountriesValues/', quiet);
