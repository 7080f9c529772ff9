import { CodeType, type CodeTypeValue } from '@portal/contracts/codes/code-types';
import type { CodeNode } from '@portal/contracts/codes/common';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassificationLoaders, ClassificationNode } from '../../components/form/classification-types.ts';
import {
  fetchChildren,
  fetchCodes,
  fetchCodesByIds,
  fetchCountries,
  fetchNumberOfCountries,
  fetchPaths,
  searchCities,
  searchClassification,
} from './codes.api.ts';

/** A select's choice: the code id (or code) as text, and its name. */
export interface Choice {
  value: string;
  label: string;
}

/** Classification trees the pickers browse: NACE activities and HS products. */
type ClassificationType = typeof CodeType.activityClass | typeof CodeType.productClass;

/** Code lists never change while the app runs: one load per language. */
const forever = Number.POSITIVE_INFINITY;

const codeKeys = {
  codes: (codeType: number, lang: string) => ['dropdowns', 'code', codeType, lang] as const,
  countries: (lang: string) => ['dropdowns', 'countries', lang] as const,
  cities: (lang: string, countryId: number | null, query: string) => ['dropdowns', 'cities', lang, countryId, query] as const,
  byIds: (lang: string, ids: string, withCode: boolean) => ['dropdowns', 'by-ids', lang, ids, withCode] as const,
  paths: (codeType: number, lang: string, ids: string) => ['dropdowns', 'paths', codeType, lang, ids] as const,
  companyTypes: (lang: string) => ['dropdowns', 'company-types', lang] as const,
  numberOfCountries: ['dropdowns', 'number-of-countries'] as const,
};

const named = (n: Pick<CodeNode, 'code' | 'name'>, withCode: boolean) => (withCode && n.code ? `${n.code} ${n.name}` : n.name);

/** A code type's entries as select choices; `byCode` values them by code (modules). */
export function useCodeChoices(codeType: CodeTypeValue, byCode = false) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: codeKeys.codes(codeType, i18n.language),
    staleTime: forever,
    queryFn: () => fetchCodes(i18n.language, codeType),
    select: (data): Choice[] => data.list.map((c) => ({ value: byCode ? c.code || String(c.id) : String(c.id), label: c.name })),
  });
}

/** Countries in the interface language, with their ISO codes and the WB6 flag. */
export function useCountries() {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: codeKeys.countries(i18n.language), staleTime: forever, queryFn: () => fetchCountries(i18n.language) });
}

/** Countries in the interface language. */
export function useCountryChoices() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: codeKeys.countries(i18n.language),
    staleTime: forever,
    queryFn: () => fetchCountries(i18n.language),
    select: (data): Choice[] => data.list.map((c) => ({ value: String(c.id), label: c.name })),
  });
}

/** Names of countries by id, from the countries list. */
export function useCountryNames() {
  const countries = useCountryChoices();
  return useMemo(() => new Map((countries.data ?? []).map((c) => [Number(c.value), c.label])), [countries.data]);
}

/** Cities of a country matching a typed name, in the interface language. */
export function useCityChoices(countryId: number | null, query: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: codeKeys.cities(i18n.language, countryId, query.trim()),
    enabled: !!countryId,
    staleTime: 5 * 60_000,
    queryFn: () => searchCities(i18n.language, countryId ?? 0, query.trim()),
    select: (data): Choice[] => data.list.map((c) => ({ value: String(c.id), label: c.name })),
  });
}

/**
 * The loaders of the classification picker for NACE or HS, in the interface language. Nodes carry
 * their code before the name ("080830 Fruit, edible; pears, fresh"): traders know goods by their
 * codes; `withCode: false` shows the names alone.
 */
export function useClassificationLoaders(codeType: ClassificationType, { withCode = true } = {}): ClassificationLoaders {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useMemo(() => {
    const toNode = (n: CodeNode): ClassificationNode => ({ id: n.id, name: named(n, withCode), childenCount: n.childenCount });
    return {
      loadChildren: async (parentId) => (await fetchChildren(codeType, lang, parentId ?? 0)).list.map(toNode),
      search: async (name) => (await searchClassification(codeType, lang, name)).list.map((p) => toNode(p.node)),
      loadPath: async (ids) => (ids.length ? (await fetchPaths(codeType, lang, ids)).list.map((p) => p.path.map(toNode)) : []),
    };
  }, [codeType, lang, withCode]);
}

/** Names of classification nodes by id with their paths ("A › 01 › 01.1"), for read-only views (failures leave the ids unnamed). */
export function useClassificationPaths(codeType: ClassificationType, ids: readonly number[]) {
  const { i18n } = useTranslation();
  const key = [...ids].sort((a, b) => a - b).join(',');
  return useQuery({
    queryKey: codeKeys.paths(codeType, i18n.language, key),
    enabled: ids.length > 0,
    staleTime: forever,
    queryFn: async () => {
      const answer = await fetchPaths(codeType, i18n.language, [...ids]);
      return new Map(answer.list.map((p) => [p.node.id, { name: p.node.name, path: p.path.map((n) => n.name).join(' › ') }]));
    },
  });
}

/** Names of codes of any type by id, for read-only views; `withCode` prefixes the code (NACE, HS). */
export function useCodeNames(ids: readonly number[], withCode = false) {
  const { i18n } = useTranslation();
  const key = [...new Set(ids)].sort((a, b) => a - b);
  return useQuery({
    queryKey: codeKeys.byIds(i18n.language, key.join(','), withCode),
    enabled: key.length > 0,
    staleTime: forever,
    queryFn: async () => new Map((await fetchCodesByIds(i18n.language, key)).list.map((c) => [c.id, named(c, withCode)])),
  });
}

/** The choices of "number of countries exported to". */
export function useNumberOfCountriesChoices() {
  return useQuery({
    queryKey: codeKeys.numberOfCountries,
    staleTime: forever,
    queryFn: fetchNumberOfCountries,
    select: (data): Choice[] => data.list.map((c) => ({ value: String(c.id), label: c.name })),
  });
}

/** Company types are code ids of code type 3, known by their codes: 1 production, 2 service, 3 trade. */
export type CompanyTypeKey = 'production' | 'service' | 'trade';
const companyTypeCodes: Record<string, CompanyTypeKey | undefined> = { '1': 'production', '2': 'service', '3': 'trade' };

/** The code ids of the company types (for the menus and the company's sections). */
export function useCompanyTypeIds(enabled = true): Partial<Record<CompanyTypeKey, number>> {
  const { i18n } = useTranslation();
  const query = useQuery({
    queryKey: codeKeys.companyTypes(i18n.language),
    queryFn: () => fetchCodes(i18n.language, CodeType.companyType),
    enabled,
    staleTime: forever,
  });
  return useMemo(() => {
    const ids: Partial<Record<CompanyTypeKey, number>> = {};
    for (const c of query.data?.list ?? []) {
      const key = companyTypeCodes[c.code];
      if (key) ids[key] = c.id;
    }
    return ids;
  }, [query.data]);
}
