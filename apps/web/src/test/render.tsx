import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next, { type i18n as I18n, type ResourceLanguage } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';

// These tests drive real Mantine widgets key by key; leave room for a busy machine.
vi.setConfig({ testTimeout: 30_000 });

/** Every namespace of both languages, as the app loads them from public/lang. */
const files = import.meta.glob<ResourceLanguage[string]>('../../public/lang/*/*.json', { eager: true, import: 'default' });
const resources: Record<string, ResourceLanguage> = {};
for (const [file, texts] of Object.entries(files)) {
  const [, lng, ns] = /\/lang\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (!lng || !ns) continue;
  resources[lng] ??= {};
  resources[lng][ns] = texts;
}

/** An i18next instance with the texts of both languages, ready at once. */
function createTestI18n(lng = 'eng'): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'eng',
    ns: Object.keys(resources.eng ?? {}),
    defaultNS: 'general',
    resources,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Shows the current address, so tests can follow navigation and query parameters. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

export interface RenderOptions {
  lng?: string;
  /** The address the router starts at. */
  url?: string;
  /** The route pattern that shows the element (its parameters reach useParams). */
  route?: string;
  /** Shows the current address (LocationProbe) beside the element, and on any other route. */
  probe?: boolean;
}

/**
 * The one test renderer: Mantine (test environment, no transitions, so dialogs are there at once),
 * the modals manager, a fresh query client (no retries), i18next with every namespace of both
 * languages, and a data router (navigation blockers work) showing `ui` at `route`.
 */
export function renderWithProviders(ui: ReactElement, { lng = 'eng', url = '/', route = '*', probe = false }: RenderOptions = {}) {
  const i18n = createTestI18n(lng);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: route,
        element: (
          <>
            {ui}
            {probe && <LocationProbe />}
          </>
        ),
      },
      ...(probe && route !== '*' ? [{ path: '*', element: <LocationProbe /> }] : []),
    ],
    { initialEntries: [url] },
  );
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MantineProvider theme={{ respectReducedMotion: false }} env="test">
          <ModalsProvider>{children}</ModalsProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  return {
    user: userEvent.setup({ delay: null }),
    i18n,
    client,
    router,
    ...render(<RouterProvider router={router} />, { wrapper: Wrapper }),
  };
}
