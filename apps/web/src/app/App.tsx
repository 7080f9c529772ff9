import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { DeferredModals } from './DeferredModals.tsx';
import { DeferredNotifications } from './DeferredNotifications.tsx';
import { queryClient } from './query-client.ts';
import type { AppRouter } from './router.tsx';
import { cssVariablesResolver, theme, themeWithLabels } from './theme.ts';

export function App({ router }: { router: AppRouter }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: made again when the language changes
  const labelled = useMemo(() => themeWithLabels(theme, { close: t('close_dialog'), dismiss: t('dismiss') }), [t, language]);
  return (
    <MantineProvider theme={labelled} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <DeferredModals />
        <DeferredNotifications />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
