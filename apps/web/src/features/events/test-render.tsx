import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import engErrors from '../../../public/lang/eng/errors.json';
import engAttendees from '../../../public/lang/eng/event-attendees.json';
import engChamber from '../../../public/lang/eng/events-chamber.json';
import engEvents from '../../../public/lang/eng/events.json';
import engForms from '../../../public/lang/eng/forms.json';
import engGeneral from '../../../public/lang/eng/general.json';
import srErrors from '../../../public/lang/sr/errors.json';
import srAttendees from '../../../public/lang/sr/event-attendees.json';
import srChamber from '../../../public/lang/sr/events-chamber.json';
import srEvents from '../../../public/lang/sr/events.json';
import srForms from '../../../public/lang/sr/forms.json';
import srGeneral from '../../../public/lang/sr/general.json';

/** Shows the current address, so tests can follow navigation and query parameters. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

interface Options {
  lng?: string;
  /** The address the router starts at. */
  path?: string;
  /** The route pattern that shows the element. */
  route?: string;
  /** Shows the current address (LocationProbe) beside the element and on any other route. */
  probe?: boolean;
}

/**
 * Renders an events screen or part with Mantine (no transitions), modals, a fresh query client,
 * a router and both languages of every events namespace.
 */
export function renderEvents(ui: ReactElement, { lng = 'eng', path = '/', route = '*', probe = false }: Options = {}) {
  const i18n = i18next.createInstance();
  i18n.use(initReactI18next).init({
    lng,
    fallbackLng: 'eng',
    ns: ['general', 'events', 'events-chamber', 'event-attendees', 'errors', 'forms'],
    defaultNS: 'general',
    resources: {
      eng: {
        general: engGeneral,
        events: engEvents,
        'events-chamber': engChamber,
        'event-attendees': engAttendees,
        errors: engErrors,
        forms: engForms,
      },
      sr: {
        general: srGeneral,
        events: srEvents,
        'events-chamber': srChamber,
        'event-attendees': srAttendees,
        errors: srErrors,
        forms: srForms,
      },
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
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route
                  path={route}
                  element={
                    <>
                      {children}
                      {probe && <LocationProbe />}
                    </>
                  }
                />
                {probe && route !== '*' && <Route path="*" element={<LocationProbe />} />}
              </Routes>
            </MemoryRouter>
          </ModalsProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  return { user: userEvent.setup({ delay: null }), i18n, client, ...render(ui, { wrapper: Wrapper }) };
}
