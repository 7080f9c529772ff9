import type { CompanyList } from '@portal/contracts/companies/favourites';
import { api } from '../../../api/client.ts';

/** How many opened companies, products and services "Recently opened" shows of each. */
export const LATEST_SHOWN = 5;

/** The companies with the module that the user opened from search, the last first. */
export const latestOpenedCompanies = (moduleId: number) =>
  api
    .post<CompanyList>(`api/Company/latest-search-for-current-user/${moduleId}`, { pageNum: 1, pageSize: LATEST_SHOWN }, { quiet: true })
    .then((list) => list.companies);

/** Opens a company from search: the server records it for "Recently opened". */
export const recordOpenedCompany = (companyId: number) => api.get(`api/Company/get-and-set-search-records/${companyId}`, { quiet: true });
