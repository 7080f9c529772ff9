import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import engSections from '../../../../public/lang/eng/company-sections.json';
import engErrors from '../../../../public/lang/eng/errors.json';
import engGeneral from '../../../../public/lang/eng/general.json';
import { createTestI18n } from '../../../components/form/test-utils.tsx';

/** Renders with Mantine, modals and i18next holding the forms, company-sections, errors and general texts (English). */
export function renderScreen(ui: ReactElement) {
  const i18n = createTestI18n('eng');
  i18n.addResourceBundle('eng', 'company-sections', engSections);
  i18n.addResourceBundle('eng', 'errors', engErrors);
  i18n.addResourceBundle('eng', 'general', engGeneral);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={{ respectReducedMotion: false }} env="test">
        <ModalsProvider>{children}</ModalsProvider>
      </MantineProvider>
    </I18nextProvider>
  );
  // A data router, for screens that use its hooks (navigation blockers, links).
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  return { user: userEvent.setup({ delay: null }), router, ...render(<RouterProvider router={router} />, { wrapper: Wrapper }) };
}
