import type { CompanyAnswer } from '@portal/contracts/companies/company';
import { ModuleId } from '@portal/contracts/common/access';
import type { ReactElement } from 'react';
import { LocationProbe, renderWithProviders } from '../../test/render.tsx';
import { CompanyPageProvider } from './CompanyPage.tsx';

/** A verified company (id 7) with B2B and supply chain whose administrator is looking; `patch` changes any field. */
export function companyAnswer(patch: Partial<CompanyAnswer> = {}): CompanyAnswer {
  return {
    pkCompanyId: 7,
    name: 'Dunav Foods d.o.o.',
    fkCountryId: 1,
    countryName: 'Serbia',
    isWb6: true,
    fkCityId: 3,
    cityName: 'Novi Sad',
    address: 'Main street 1',
    registrationNumber: null,
    taxNumber: null,
    logoName: null,
    isMnc: false,
    isVerified: true,
    hasPowerBi: false,
    memberSince: '2025-03-01',
    moduleIDs: [ModuleId.b2b, ModuleId.supplyChain],
    companyTypeIDs: [10],
    companySectors: [],
    contactPerson: null,
    canEdit: true,
    completeness: 42,
    missingSections: [],
    ...patch,
  };
}

/** A company screen's address and route: its parameters reach useParams as on /company/{id}/... */
export const companyRoute = { url: '/company/7/profile', route: '/company/:companyId?/*' };

/** Renders a screen's body as CompanyPage gives it (the company in context, without the frame), with a LocationProbe after it. */
export function renderInCompanyPage(ui: ReactElement, { company = companyAnswer(), url = companyRoute.url } = {}) {
  return renderWithProviders(
    <CompanyPageProvider value={{ companyId: company.pkCompanyId, company, canEdit: company.canEdit }}>
      {ui}
      <LocationProbe />
    </CompanyPageProvider>,
    { url, route: companyRoute.route },
  );
}
