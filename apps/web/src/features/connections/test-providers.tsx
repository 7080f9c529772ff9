import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import engAdmin from '../../../public/lang/eng/company-admin.json';
import engConnections from '../../../public/lang/eng/connections.json';
import engErrors from '../../../public/lang/eng/errors.json';
import engForms from '../../../public/lang/eng/forms.json';
import srAdmin from '../../../public/lang/sr/company-admin.json';
import srConnections from '../../../public/lang/sr/connections.json';
import srErrors from '../../../public/lang/sr/errors.json';
import srForms from '../../../public/lang/sr/forms.json';

/** Renders with Mantine (no transitions), modals, a fresh query client, a router and both languages of this feature's texts. */
export function renderFeature(ui: ReactElement, { lng = 'eng' }: { lng?: string } = {}) {
  const i18n = i18next.createInstance();
  i18n.use(initReactI18next).init({
    lng,
    fallbackLng: 'eng',
    ns: ['connections', 'company-admin', 'errors', 'forms'],
    defaultNS: 'connections',
    resources: {
      eng: { connections: engConnections, 'company-admin': engAdmin, errors: engErrors, forms: engForms },
      sr: { connections: srConnections, 'company-admin': srAdmin, errors: srErrors, forms: srForms },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MantineProvider theme={{ respectReducedMotion: false }} env="test">
          <ModalsProvider>
            <MemoryRouter>{children}</MemoryRouter>
          </ModalsProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  return { user: userEvent.setup({ delay: null }), i18n, client, ...render(ui, { wrapper: Wrapper }) };
}
