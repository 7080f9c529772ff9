import type { B2bInfoAnswer, B2bInfoModel } from '@portal/contracts/companies/b2b-info';
import type { certificate, certificatePage, CertificateModel } from '@portal/contracts/companies/certificates';
import type { CompanyAnswer, CompanyUpdateModel } from '@portal/contracts/companies/company';
import type { companyStatistic } from '@portal/contracts/companies/directory';
import type { Employee, employeePage, EmployeeModel, employeeUpdateModel } from '@portal/contracts/companies/employees';
import type { companyList } from '@portal/contracts/companies/favourites';
import type { feed, feedList, FeedModel } from '@portal/contracts/companies/feeds';
import type { MncInfoModel } from '@portal/contracts/companies/mnc-info';
import type { suggestedUsersPage } from '@portal/contracts/companies/suggestions';
import type { supplyChainInfoAnswer, SupplyChainInfoModel } from '@portal/contracts/companies/supply-chain-info';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../api/client.ts';

export type CompanyList = z.infer<typeof companyList>;
export type Certificate = z.infer<typeof certificate>;
export type CertificatePage = z.infer<typeof certificatePage>;
export type EmployeePage = z.infer<typeof employeePage>;
export type Feed = z.infer<typeof feed>;
export type SuggestedUsersPage = z.infer<typeof suggestedUsersPage>;
export type SupplyChainInfo = z.infer<typeof supplyChainInfoAnswer>;
export type CompanyStatistic = z.infer<typeof companyStatistic>;
export type { CompanyAnswer, B2bInfoAnswer, Employee };

/** Query keys of the companies feature: invalidate a company's keys after any write to it. */
export const companyKeys = {
  all: ['companies'] as const,
  company: (id: number) => ['companies', id] as const,
  profile: (id: number) => ['companies', id, 'profile'] as const,
  b2b: (id: number) => ['companies', id, 'b2b'] as const,
  mnc: (id: number) => ['companies', id, 'mnc'] as const,
  supplyChain: (id: number) => ['companies', id, 'supply-chain'] as const,
  certificates: (id: number, q: object) => ['companies', id, 'certificates', q] as const,
  employees: (id: number, q: object) => ['companies', id, 'employees', q] as const,
  employee: (id: number) => ['companies', 'employee', id] as const,
  statistic: (id: number) => ['companies', id, 'statistic'] as const,
  eventInvitations: (id: number) => ['companies', id, 'event-invitations'] as const,
  favourites: (q: object) => ['companies', 'favourites', q] as const,
  isFavourite: (id: number) => ['companies', id, 'is-favourite'] as const,
  suggestions: (q: object) => ['companies', 'suggestions', q] as const,
  administration: (verified: boolean, q: object) => ['companies', 'administration', verified, q] as const,
  feeds: (publicOnly: boolean) => ['feeds', publicOnly] as const,
  feed: (id: number) => ['feeds', 'item', id] as const,
};

/** After a write to a company: its profile, sections, completeness and the lists that show it. */
function useInvalidateCompany() {
  const qc = useQueryClient();
  return (companyId: number) =>
    Promise.all([
      qc.invalidateQueries({ queryKey: companyKeys.company(companyId) }),
      qc.invalidateQueries({ queryKey: ['company', 'current-user'] }),
      qc.invalidateQueries({ queryKey: ['companies', 'administration'] }),
    ]);
}

export const useCompany = (id: number | null) =>
  useQuery({ queryKey: companyKeys.profile(id ?? 0), queryFn: () => api.get<CompanyAnswer>(`api/Company/${id}`), enabled: !!id });

export function useSaveCompany() {
  const invalidate = useInvalidateCompany();
  return useMutation({
    mutationFn: (body: CompanyUpdateModel) => api.put<CompanyAnswer>('api/Company', body, { quiet: true }),
    onSuccess: (c) => invalidate(c.pkCompanyId),
  });
}

export const useB2bInfo = (id: number | null) =>
  useQuery({ queryKey: companyKeys.b2b(id ?? 0), queryFn: () => api.get<B2bInfoAnswer>(`api/B2BInfo/${id}`), enabled: !!id });

export function useSaveB2bInfo(companyId: number) {
  const invalidate = useInvalidateCompany();
  return useMutation({
    mutationFn: (body: B2bInfoModel) => api.put<B2bInfoAnswer>(`api/B2BInfo/${companyId}`, body, { quiet: true }),
    onSuccess: () => invalidate(companyId),
  });
}

export const useMncInfo = (id: number | null) =>
  useQuery({ queryKey: companyKeys.mnc(id ?? 0), queryFn: () => api.get<MncInfoModel>(`api/Mncinfos/${id}`), enabled: !!id });

export function useSaveMncInfo(companyId: number) {
  const invalidate = useInvalidateCompany();
  return useMutation({
    mutationFn: (body: MncInfoModel) => api.put<MncInfoModel>('api/Mncinfos/', body, { quiet: true }),
    onSuccess: () => invalidate(companyId),
  });
}

export const useSupplyChainInfo = (id: number | null) =>
  useQuery({
    queryKey: companyKeys.supplyChain(id ?? 0),
    queryFn: () => api.get<SupplyChainInfo>(`api/SupplyChainInfo/${id}`),
    enabled: !!id,
  });

export function useSaveSupplyChainInfo(companyId: number) {
  const invalidate = useInvalidateCompany();
  return useMutation({
    mutationFn: (body: SupplyChainInfoModel) => api.put<SupplyChainInfo>(`api/SupplyChainInfo/${companyId}`, body, { quiet: true }),
    onSuccess: () => invalidate(companyId),
  });
}

export const useCertificates = (companyId: number, q: { pageNum: number; pageSize: number; name?: string }) =>
  useQuery({
    queryKey: companyKeys.certificates(companyId, q),
    queryFn: () => api.post<CertificatePage>('api/Certificates/search', { ...q, fkCompanyId: companyId }),
    placeholderData: keepPreviousData,
  });

export function useSaveCertificate() {
  const invalidate = useInvalidateCompany();
  return useMutation({
    mutationFn: (body: CertificateModel) =>
      body.pkCertificateId
        ? api.put<Certificate>('api/Certificates/', body, { quiet: true })
        : api.post<Certificate>('api/Certificates/', body, { quiet: true }),
    onSuccess: (c) => invalidate(c.fkCompanyId),
  });
}

export function useDeleteCertificate(companyId: number) {
  const invalidate = useInvalidateCompany();
  return useMutation({ mutationFn: (id: number) => api.delete(`api/Certificates/${id}`), onSuccess: () => invalidate(companyId) });
}

export const useEmployees = (companyId: number, q: { pageNum: number; pageSize: number; name?: string }) =>
  useQuery({
    queryKey: companyKeys.employees(companyId, q),
    queryFn: () => api.post<EmployeePage>('api/CompanyEmployee/search-company-users', { ...q, companyId }),
    placeholderData: keepPreviousData,
  });

export const useEmployee = (id: number | null) =>
  useQuery({ queryKey: companyKeys.employee(id ?? 0), queryFn: () => api.get<Employee>(`api/CompanyEmployee/${id}`), enabled: !!id });

export function useInviteEmployee() {
  const invalidate = useInvalidateCompany();
  return useMutation({
    mutationFn: (body: EmployeeModel) => api.post<Employee>('api/CompanyEmployee/', body, { quiet: true }),
    onSuccess: (e) => e.fkCompanyId && invalidate(e.fkCompanyId),
  });
}

export function useUpdateEmployee(id: number) {
  const invalidate = useInvalidateCompany();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: z.infer<typeof employeeUpdateModel>) => api.put<Employee>(`api/CompanyEmployee/${id}`, body, { quiet: true }),
    onSuccess: async (e) => {
      await qc.invalidateQueries({ queryKey: companyKeys.employee(id) });
      if (e.fkCompanyId) await invalidate(e.fkCompanyId);
    },
  });
}

export function useRemoveEmployee(companyId: number) {
  const invalidate = useInvalidateCompany();
  return useMutation({ mutationFn: (id: number) => api.delete(`api/CompanyEmployee/${id}`), onSuccess: () => invalidate(companyId) });
}

export const useCompanyStatistic = (id: number | null) =>
  useQuery({
    queryKey: companyKeys.statistic(id ?? 0),
    queryFn: () => api.get<CompanyStatistic>(`api/Company/get-company-details-and-statistic/${id}`),
    enabled: !!id,
  });

export const useFavouriteCompanies = (q: { pageNum: number; pageSize: number; name?: string }) =>
  useQuery({
    queryKey: companyKeys.favourites(q),
    queryFn: () => api.post<CompanyList>('api/FavoriteCompanies/favorite-searched-companies', q),
    placeholderData: keepPreviousData,
  });

export const useIsFavourite = (id: number | null, enabled = true) =>
  useQuery({
    queryKey: companyKeys.isFavourite(id ?? 0),
    queryFn: () => api.get<{ isFavorite: boolean }>(`api/FavoriteCompanies/is-favorite-company/${id}`, { quiet: true }),
    enabled: !!id && enabled,
  });

/** Adds or removes a favourite, then refreshes every list that shows the flag. */
export function useToggleFavourite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, favourite }: { id: number; favourite: boolean }) =>
      favourite ? api.post(`api/FavoriteCompanies/${id}`) : api.delete(`api/FavoriteCompanies/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: companyKeys.all }),
  });
}

export const useSuggestions = (q: { pageNum: number; pageSize: number }) =>
  useQuery({
    queryKey: companyKeys.suggestions(q),
    queryFn: () => api.post<SuggestedUsersPage>('api/SuggestedUsers/get-suggested-users-for-current-user', q),
    placeholderData: keepPreviousData,
  });

export function useDismissSuggestion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.post(`api/SuggestedUsers/remove-suggested-user/${userId}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['companies', 'suggestions'] }),
  });
}

export const useAdministeredCompanies = (verified: boolean, q: { pageNum: number; pageSize: number; name?: string }) =>
  useQuery({
    queryKey: companyKeys.administration(verified, q),
    queryFn: () =>
      api.post<CompanyList>(
        verified ? 'api/Company/search-self-county-and-international' : 'api/Company/search-self-county-and-international-unverified',
        q,
      ),
    placeholderData: keepPreviousData,
  });

/** Verify, unverify or delete a company from the administration screen. */
export function useCompanyAdministration() {
  const invalidate = useInvalidateCompany();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'verify' | 'unverify' | 'delete' }) =>
      action === 'delete' ? api.delete(`api/Company/${id}`) : api.post(`api/Company/${action}-company-by-admin/${id}`),
    onSuccess: (_r, v) => invalidate(v.id),
  });
}

export const useFeeds = (publicOnly: boolean) =>
  useQuery({
    queryKey: companyKeys.feeds(publicOnly),
    queryFn: () => api.get<z.infer<typeof feedList>>(`api/Feeds/get-all/${publicOnly}`),
  });

export const useFeed = (id: number | null) =>
  useQuery({ queryKey: companyKeys.feed(id ?? 0), queryFn: () => api.get<Feed>(`api/Feeds/${id}`), enabled: !!id });

export function useSaveFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedModel) => api.put<Feed>('api/Feeds', body, { quiet: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['feeds'] }),
  });
}

export function useDeleteFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`api/Feeds/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['feeds'] }),
  });
}
