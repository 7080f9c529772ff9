import type { B2bInfoModel } from '@portal/contracts/companies/b2b-info';
import type { CertificateModel } from '@portal/contracts/companies/certificates';
import type { CompanyUpdateModel } from '@portal/contracts/companies/company';
import type { EmployeeModel, EmployeeUpdateModel } from '@portal/contracts/companies/employees';
import type { MncInfoModel } from '@portal/contracts/companies/mnc-info';
import type { SupplyChainInfoModel } from '@portal/contracts/companies/supply-chain-info';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CertificateQuery,
  deleteCertificate,
  type EmployeeQuery,
  getB2bInfo,
  getCompany,
  getEmployee,
  getMncInfo,
  getSkipRegistrationEvents,
  getSupplyChainInfo,
  inviteEmployee,
  removeEmployee,
  saveB2bInfo,
  saveCertificate,
  saveCompany,
  saveMncInfo,
  saveSupplyChainInfo,
  searchCertificates,
  searchEmployees,
  updateEmployee,
} from './companies.api.ts';
import { ownCompanyKey } from '../../../session/own-company.ts';
import { companyKeys } from './company-keys.ts';

/** After a write to a company: its profile, sections, completeness and the lists that show it. */
export function useInvalidateCompany() {
  const qc = useQueryClient();
  return (companyId: number) =>
    Promise.all([
      qc.invalidateQueries({ queryKey: companyKeys.company(companyId) }),
      qc.invalidateQueries({ queryKey: ownCompanyKey }),
      qc.invalidateQueries({ queryKey: companyKeys.administration }),
    ]);
}

export const useCompany = (id: number | null) =>
  useQuery({ queryKey: companyKeys.profile(id ?? 0), queryFn: () => getCompany(id ?? 0), enabled: !!id });

export function useSaveCompany() {
  const invalidate = useInvalidateCompany();
  return useMutation({ mutationFn: (body: CompanyUpdateModel) => saveCompany(body), onSuccess: (c) => invalidate(c.pkCompanyId) });
}

export const useB2bInfo = (id: number | null) =>
  useQuery({ queryKey: companyKeys.b2b(id ?? 0), queryFn: () => getB2bInfo(id ?? 0), enabled: !!id });

export function useSaveB2bInfo(companyId: number) {
  const invalidate = useInvalidateCompany();
  return useMutation({ mutationFn: (body: B2bInfoModel) => saveB2bInfo(companyId, body), onSuccess: () => invalidate(companyId) });
}

export const useMncInfo = (id: number | null) =>
  useQuery({ queryKey: companyKeys.mnc(id ?? 0), queryFn: () => getMncInfo(id ?? 0), enabled: !!id });

export function useSaveMncInfo(companyId: number) {
  const invalidate = useInvalidateCompany();
  return useMutation({ mutationFn: (body: MncInfoModel) => saveMncInfo(body), onSuccess: () => invalidate(companyId) });
}

export const useSupplyChainInfo = (id: number | null) =>
  useQuery({ queryKey: companyKeys.supplyChain(id ?? 0), queryFn: () => getSupplyChainInfo(id ?? 0), enabled: !!id });

export function useSaveSupplyChainInfo(companyId: number) {
  const invalidate = useInvalidateCompany();
  return useMutation({
    mutationFn: (body: SupplyChainInfoModel) => saveSupplyChainInfo(companyId, body),
    onSuccess: () => invalidate(companyId),
  });
}

export const useCertificates = (companyId: number, q: CertificateQuery) =>
  useQuery({
    queryKey: companyKeys.certificates(companyId, q),
    queryFn: () => searchCertificates(companyId, q),
    placeholderData: keepPreviousData,
  });

export function useSaveCertificate() {
  const invalidate = useInvalidateCompany();
  return useMutation({ mutationFn: (body: CertificateModel) => saveCertificate(body), onSuccess: (c) => invalidate(c.fkCompanyId) });
}

export function useDeleteCertificate(companyId: number) {
  const invalidate = useInvalidateCompany();
  return useMutation({ mutationFn: (id: number) => deleteCertificate(id), onSuccess: () => invalidate(companyId) });
}

export const useEmployees = (companyId: number, q: EmployeeQuery) =>
  useQuery({
    queryKey: companyKeys.employees(companyId, q),
    queryFn: () => searchEmployees(companyId, q),
    placeholderData: keepPreviousData,
  });

export const useEmployee = (id: number | null) =>
  useQuery({ queryKey: companyKeys.employee(id ?? 0), queryFn: () => getEmployee(id ?? 0), enabled: !!id });

export function useInviteEmployee() {
  const invalidate = useInvalidateCompany();
  return useMutation({
    mutationFn: (body: EmployeeModel) => inviteEmployee(body),
    onSuccess: (e) => e.fkCompanyId && invalidate(e.fkCompanyId),
  });
}

export function useUpdateEmployee(id: number) {
  const invalidate = useInvalidateCompany();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: EmployeeUpdateModel) => updateEmployee(id, body),
    onSuccess: async (e) => {
      await qc.invalidateQueries({ queryKey: companyKeys.employee(id) });
      if (e.fkCompanyId) await invalidate(e.fkCompanyId);
    },
  });
}

export function useRemoveEmployee(companyId: number) {
  const invalidate = useInvalidateCompany();
  return useMutation({ mutationFn: (id: number) => removeEmployee(id), onSuccess: () => invalidate(companyId) });
}

/** Events that let the company skip registration (spec-1 section 4). */
export const useSkipRegistrationEvents = (companyId: number) =>
  useQuery({ queryKey: companyKeys.eventInvitations(companyId), queryFn: () => getSkipRegistrationEvents(companyId) });
