import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { DeferredModals } from './DeferredModals.tsx';
import { DeferredNotifications } from './DeferredNotifications.tsx';
import { queryClient } from './query-client.ts';
import type { AppRouter } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

export function App({ router }: { router: AppRouter }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <DeferredModals />
        <DeferredNotifications />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
