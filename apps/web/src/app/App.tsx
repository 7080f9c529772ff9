import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { DeferredModals } from './DeferredModals.tsx';
import { DeferredNotifications } from './DeferredNotifications.tsx';
import { queryClient } from './query-client.ts';
import type { AppRouter } from './router.tsx';
import { cssVariablesResolver, theme, themeWithLabels } from './theme.ts';

/**
 * The providers around the routes, the same in the browser and in the server's render of a public
 * page (entry-server.tsx): the markup must be the same for the browser to hydrate it.
 */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: made again when the language changes
  const labelled = useMemo(() => themeWithLabels(theme, { close: t('close_dialog'), dismiss: t('dismiss') }), [t, language]);
  return (
    <MantineProvider theme={labelled} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={client}>
        <DeferredModals />
        <DeferredNotifications />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
