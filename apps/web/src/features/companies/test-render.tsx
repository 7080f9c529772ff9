import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import engCompany from '../../../public/lang/eng/company.json';
import engErrors from '../../../public/lang/eng/errors.json';
import engGeneral from '../../../public/lang/eng/general.json';
import { createTestI18n } from '../../components/form/test-utils.tsx';

/** Renders a company screen at `url` (route `path`) with Mantine, a query client and the company texts. */
export function renderCompany(ui: ReactElement, { url = '/company/7/profile', path = '/company/:companyId?/*' } = {}) {
  const i18n = createTestI18n('eng');
  i18n.addResourceBundle('eng', 'company', engCompany);
  i18n.addResourceBundle('eng', 'general', engGeneral);
  i18n.addResourceBundle('eng', 'errors', engErrors);
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
