import type { B2bInfoAnswer, B2bInfoModel } from '@portal/contracts/companies/b2b-info';
import type { Certificate, CertificateModel, CertificatePage, certificateSearch } from '@portal/contracts/companies/certificates';
import type { CompanyAnswer, CompanyUpdateModel } from '@portal/contracts/companies/company';
import type { Employee, EmployeeModel, EmployeePage, EmployeeUpdateModel, employeeSearch } from '@portal/contracts/companies/employees';
import type { MncInfoModel } from '@portal/contracts/companies/mnc-info';
import type { SupplyChainInfoAnswer, SupplyChainInfoModel } from '@portal/contracts/companies/supply-chain-info';
import type { CompanyEventInvitations } from '@portal/contracts/events/invitations';
import type { z } from 'zod';
import { api } from '../../../api/client.ts';

/** Forms show the server's refusals themselves: their writes are quiet. */
const quiet = { quiet: true } as const;

/** A search of one company's certificates or employees: the company comes from the screen. */
export type CertificateQuery = Omit<z.input<typeof certificateSearch>, 'fkCompanyId'>;
export type EmployeeQuery = Omit<z.input<typeof employeeSearch>, 'companyId'>;

export const getCompany = (id: number) => api.get<CompanyAnswer>(`api/Company/${id}`);
export const saveCompany = (body: CompanyUpdateModel) => api.put<CompanyAnswer>('api/Company', body, quiet);

/** The company profile PDF (spec-2 section 6) as a blob; refusals come back as ApiError for the caller to show. */
export const fetchCompanyProfilePdf = (id: number) => api.blob(`api/Reports/company-details-report/${id}`);

export const getB2bInfo = (companyId: number) => api.get<B2bInfoAnswer>(`api/B2BInfo/${companyId}`);
export const saveB2bInfo = (companyId: number, body: B2bInfoModel) => api.put<B2bInfoAnswer>(`api/B2BInfo/${companyId}`, body, quiet);

export const getMncInfo = (companyId: number) => api.get<MncInfoModel>(`api/Mncinfos/${companyId}`);
export const saveMncInfo = (body: MncInfoModel) => api.put<MncInfoModel>('api/Mncinfos/', body, quiet);

export const getSupplyChainInfo = (companyId: number) => api.get<SupplyChainInfoAnswer>(`api/SupplyChainInfo/${companyId}`);
export const saveSupplyChainInfo = (companyId: number, body: SupplyChainInfoModel) =>
  api.put<SupplyChainInfoAnswer>(`api/SupplyChainInfo/${companyId}`, body, quiet);

export const searchCertificates = (companyId: number, q: CertificateQuery) =>
  api.post<CertificatePage>('api/Certificates/search', { ...q, fkCompanyId: companyId });
/** POST a new certificate, PUT one with its id. */
export const saveCertificate = (body: CertificateModel) =>
  body.pkCertificateId ? api.put<Certificate>('api/Certificates/', body, quiet) : api.post<Certificate>('api/Certificates/', body, quiet);
export const deleteCertificate = (id: number) => api.delete(`api/Certificates/${id}`);

export const searchEmployees = (companyId: number, q: EmployeeQuery) =>
  api.post<EmployeePage>('api/CompanyEmployee/search-company-users', { ...q, companyId });
export const getEmployee = (id: number) => api.get<Employee>(`api/CompanyEmployee/${id}`);
export const inviteEmployee = (body: EmployeeModel) => api.post<Employee>('api/CompanyEmployee/', body, quiet);
export const updateEmployee = (id: number, body: EmployeeUpdateModel) => api.put<Employee>(`api/CompanyEmployee/${id}`, body, quiet);
export const removeEmployee = (id: number) => api.delete(`api/CompanyEmployee/${id}`);

/** Events a user of the company is invited to that let it skip registration (spec-1 section 4). */
export const getSkipRegistrationEvents = (companyId: number) =>
  api.get<CompanyEventInvitations>(`api/CompanyEmployee/check-company-users-has-accepted-event-initations/${companyId}`);
/** The Skip button: activates the company through such an event. */
export const activateByEvent = (companyId: number, fkEventId: number) =>
  api.post(`api/Company/activate-by-event/${companyId}`, { fkEventId });
