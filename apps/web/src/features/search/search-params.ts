import { CodeType } from '@portal/contracts/codes/code-types';
import type { SearchKind } from '@portal/contracts/search/search';

/** What the search bar searches in (spec-1 section 2: companies, products, services, countries, and All on some screens). */
export const searchTypes = ['all', 'companies', 'products', 'services', 'countries'] as const;
export type SearchType = (typeof searchTypes)[number];

/** Spec-1 section 9: each result section pages by 10, from page 1. */
export const SECTION_PAGE_SIZE = 10;

/** The query parameters of each section's paging (spec-1 section 9). */
export const sectionParams: Record<SearchKind, { pageParam: string; sizeParam: string }> = {
  company: { pageParam: 'pageNumForCompanies', sizeParam: 'pageSizeForCompanies' },
  product: { pageParam: 'pageNumForProducts', sizeParam: 'pageSizeForProducts' },
  service: { pageParam: 'pageNumForServices', sizeParam: 'pageSizeForServices' },
};

/** The classification tree of a kind: NACE activities for companies and services, HS codes for products. */
export type TreeType = typeof CodeType.activityClass | typeof CodeType.productClass;
export const treeOfKind: Record<SearchKind, TreeType> = {
  company: CodeType.activityClass,
  product: CodeType.productClass,
  service: CodeType.activityClass,
};

const kindOfType: Partial<Record<SearchType, SearchKind>> = { companies: 'company', products: 'product', services: 'service' };

/** The result sections a search type shows, in their order. */
export function sectionsOf(type: SearchType): { kinds: SearchKind[]; countries: boolean } {
  const kind = kindOfType[type];
  if (kind) return { kinds: [kind], countries: false };
  if (type === 'countries') return { kinds: [], countries: true };
  return { kinds: ['company', 'product', 'service'], countries: true };
}

/** The tree the category filter browses for a search type (All and countries filter by sector). */
export const treeOfType = (type: SearchType): TreeType => treeOfKind[kindOfType[type] ?? 'company'];

/** The chosen classification node, kept in the address as the tree model of spec-1. */
export interface CategoryChoice {
  id: number;
  codeType: TreeType;
  name: string;
  childenCount: number;
}

export interface SearchState {
  text: string;
  type: SearchType;
  category: CategoryChoice | null;
  countryId: number | null;
  /** Only the six Western Balkan economies (spec-1's treeModelIsWb6). */
  wb6: boolean;
}

/** The country filter is not among the spec's parameters; it is kept beside them. */
export const COUNTRY_PARAM = 'countryId';
export const WB6_PARAM = 'treeModelIsWb6';

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** The search as the address states it; unknown or unoffered values fall back to the screen's default. */
export function readSearch(params: URLSearchParams, types: readonly SearchType[]): SearchState {
  const typed = params.get('searchType') as SearchType | null;
  const type = typed && types.includes(typed) ? typed : types[0];
  const id = positive(params.get('categoryId'));
  const codeType = Number(params.get('categoryType'));
  const category =
    id && (codeType === CodeType.activityClass || codeType === CodeType.productClass)
      ? {
          id,
          codeType: codeType as TreeType,
          name: params.get('treeModelName') ?? '',
          childenCount: Number(params.get('treeModelChildenCount')) || 0,
        }
      : null;
  return {
    text: (params.get('searchText') ?? '').trim(),
    type,
    category,
    countryId: positive(params.get(COUNTRY_PARAM)),
    wb6: params.get(WB6_PARAM) === 'true',
  };
}

/** A fresh searchId: tells apart two searches with the same words. */
const newSearchId = () => Math.random().toString(36).slice(2, 10);

/**
 * The address after a change of the search: a new searchId, and every section back to its first
 * page (its page size stays).
 */
export function writeSearch(prev: URLSearchParams, changes: Partial<SearchState>): URLSearchParams {
  const next = new URLSearchParams(prev);
  const set = (key: string, value: string | number | null | undefined) => {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  };
  if ('text' in changes) set('searchText', changes.text?.trim());
  if ('type' in changes) set('searchType', changes.type);
  if ('category' in changes) {
    const c = changes.category;
    set('categoryId', c?.id);
    set('categoryType', c?.codeType);
    set('treeModelId', c?.id);
    set('treeModelName', c?.name);
    set('treeModelChildenCount', c?.childenCount);
  }
  if ('countryId' in changes) set(COUNTRY_PARAM, changes.countryId);
  if ('wb6' in changes) set(WB6_PARAM, changes.wb6 ? 'true' : null);
  for (const { pageParam } of Object.values(sectionParams)) next.delete(pageParam);
  next.set('searchId', newSearchId());
  return next;
}
