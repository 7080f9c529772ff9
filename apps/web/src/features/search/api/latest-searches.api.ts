import type { CompanyList } from '@portal/contracts/companies/favourites';
import { api } from '../../../api/client.ts';
import { type CatalogueKind, type CatalogueList, catalogueKinds, type ItemOf, itemsOf } from '../../companies/catalogue/catalogue-kinds.ts';

/** How many opened companies, products and services "Recently opened" shows of each. */
export const LATEST_SHOWN = 5;

const controller = (kind: CatalogueKind) => catalogueKinds[kind].controller;

/** The companies with the module that the user opened from search, the last first. */
export const latestOpenedCompanies = (moduleId: number) =>
  api
    .post<CompanyList>(`api/Company/latest-search-for-current-user/${moduleId}`, { pageNum: 1, pageSize: LATEST_SHOWN }, { quiet: true })
    .then((list) => list.companies);

/** The products or services the user opened from search, the last first; on the market only offers. */
export const latestOpenedItems = (kind: CatalogueKind, moduleId: number, market: boolean) =>
  api
    .post<CatalogueList>(
      `api/${controller(kind)}/latest-search-for-current-user/${moduleId}/false/${market}`,
      { pageNum: 1, pageSize: LATEST_SHOWN },
      { quiet: true },
    )
    .then(itemsOf);

/** Opens a company from search: the server records it for "Recently opened". */
export const recordOpenedCompany = (companyId: number) => api.get(`api/Company/get-and-set-search-records/${companyId}`, { quiet: true });

/** Opens a product or service from search: answers it and records it for "Recently opened". */
export const openItemFromSearch = <K extends CatalogueKind>(kind: K, id: number) =>
  api.get<ItemOf<K>>(`api/${controller(kind)}/get-and-set-search-records/${id}`, { quiet: true });
