import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import engCompany from '../../../public/lang/eng/company.json';
import engErrors from '../../../public/lang/eng/errors.json';
import engGeneral from '../../../public/lang/eng/general.json';
import { createTestI18n } from '../../components/form/test-utils.tsx';
import { CompanyPageProvider } from './CompanyPage.tsx';
import type { CompanyAnswer } from './company-queries.ts';

/** A verified company (id 7) with modules 1 and 3 whose administrator is looking; `patch` changes any field. */
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
    moduleIDs: [1, 3],
    companyTypeIDs: [10],
    companySectors: [],
    contactPerson: null,
    canEdit: true,
    completeness: 42,
    missingSections: [],
    ...patch,
  };
}

/** The current address, for tests that follow a navigation. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/**
 * Renders a company screen at `url` (route `path`) with Mantine, a query client and the company
 * texts; `bundles` adds more English namespaces (e.g. { catalogue }).
 */
export function renderCompany(
  ui: ReactElement,
  { url = '/company/7/profile', path = '/company/:companyId?/*', bundles = {} as Record<string, object> } = {},
) {
  const i18n = createTestI18n('eng');
  i18n.addResourceBundle('eng', 'company', engCompany);
  i18n.addResourceBundle('eng', 'general', engGeneral);
  i18n.addResourceBundle('eng', 'errors', engErrors);
  for (const [ns, texts] of Object.entries(bundles)) i18n.addResourceBundle('eng', ns, texts);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MantineProvider theme={{ respectReducedMotion: false }} env="test">
          <ModalsProvider>
            <MemoryRouter initialEntries={[url]}>
              <Routes>
                <Route path={path} element={children} />
              </Routes>
            </MemoryRouter>
          </ModalsProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  return { user: userEvent.setup({ delay: null }), i18n, ...render(ui, { wrapper: Wrapper }) };
}

/**
 * Renders a screen's body as CompanyPage gives it (the company in context, without the frame),
 * with a LocationProbe after it and `bundles` of more English namespaces.
 */
export function renderInCompanyPage(
  ui: ReactElement,
  { company = companyAnswer(), url = '/company/7/profile', bundles = {} as Record<string, object> } = {},
) {
  return renderCompany(
    <CompanyPageProvider value={{ companyId: company.pkCompanyId, company, canEdit: company.canEdit }}>
      {ui}
      <LocationProbe />
    </CompanyPageProvider>,
    { url, bundles },
  );
}
