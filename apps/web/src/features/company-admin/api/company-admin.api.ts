import type { CompanyList, CompanyListQuery } from '@portal/contracts/companies/favourites';
import { api } from '../../../api/client.ts';

export type CompanyAction = 'verify' | 'unverify' | 'delete';

/** Verified, or awaiting verification, companies this administrator's chamber rule lets them see. */
export const searchAdministeredCompanies = (verified: boolean, q: Partial<CompanyListQuery>) =>
  api.post<CompanyList>(
    verified ? 'api/Company/search-self-county-and-international' : 'api/Company/search-self-county-and-international-unverified',
    q,
  );

/** Verifies, unverifies or deletes a company. */
export const administerCompany = (id: number, action: CompanyAction) =>
  action === 'delete' ? api.delete(`api/Company/${id}`) : api.post(`api/Company/${action}-company-by-admin/${id}`);
