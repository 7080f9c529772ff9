import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { type RenderOptions, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import engForms from '../../../public/lang/eng/forms.json';
import srForms from '../../../public/lang/sr/forms.json';

// These tests drive real Mantine widgets key by key; leave room for a busy machine.
vi.setConfig({ testTimeout: 30_000 });

/** An i18next instance with the 'forms' texts of both languages, ready at once. */
export function createTestI18n(lng = 'eng'): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'eng',
    ns: ['forms'],
    defaultNS: 'forms',
    resources: { eng: { forms: engForms }, sr: { forms: srForms } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Renders inside Mantine (no transitions, so dialogs are there at once), the modals manager and i18next. */
export function renderWithProviders(ui: ReactElement, { lng = 'eng', ...options }: RenderOptions & { lng?: string } = {}) {
  const i18n = createTestI18n(lng);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={{ respectReducedMotion: false }} env="test">
        <ModalsProvider>{children}</ModalsProvider>
      </MantineProvider>
    </I18nextProvider>
  );
  return { user: userEvent.setup({ delay: null }), i18n, ...render(ui, { wrapper: Wrapper, ...options }) };
}
