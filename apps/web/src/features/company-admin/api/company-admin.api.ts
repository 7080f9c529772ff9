import type { AdministeredList, ChamberCompaniesQuery } from '@portal/contracts/companies/company-administration';
import type { CompanyList, CompanyListQuery } from '@portal/contracts/companies/favourites';
import { api } from '../../../api/client.ts';

export type { AdministeredList };
export type CompanyAction = 'verify' | 'unverify' | 'delete';

const listPaths: Record<AdministeredList, string> = {
  unverified: 'api/Company/search-self-county-and-international-unverified',
  verified: 'api/Company/search-self-county-and-international',
  without_administrator: 'api/Company/search-self-county-without-administrator',
};

/** One list of the companies this administrator's chamber rule lets them see. */
export const searchAdministeredCompanies = (list: AdministeredList, q: Partial<CompanyListQuery>) =>
  api.post<CompanyList>(listPaths[list], q);

/** Verifies, unverifies or deletes a company. */
export const administerCompany = (id: number, action: CompanyAction) =>
  action === 'delete' ? api.delete(`api/Company/${id}`) : api.post(`api/Company/${action}-company-by-admin/${id}`);

/** The chamber companies of the screen's filters as a PDF or a spreadsheet (a blob; a refusal comes back as ApiError). */
export const fetchChamberCompanies = (format: 'pdf' | 'xlsx', q: ChamberCompaniesQuery) =>
  api.postBlob(format === 'pdf' ? 'api/Reports/chamber-companies' : 'api/Reports/chamber-companies-for-excel', q);
