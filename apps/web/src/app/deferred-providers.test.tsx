import { MantineProvider } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeferredModals } from './DeferredModals.tsx';
import { DeferredNotifications } from './DeferredNotifications.tsx';

/**
 * The modals provider and the toast container load with their first use, not with the first
 * page (the landing page's JavaScript budget): what is asked before they have loaded still shows.
 */
describe('deferred Mantine providers', () => {
  it('a confirm dialog asked before the modals provider loaded opens once it has', async () => {
    render(
      <MantineProvider>
        <DeferredModals />
      </MantineProvider>,
    );
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    act(() => {
      modals.openConfirmModal({ title: 'Delete the product?', labels: { confirm: 'Delete', cancel: 'Cancel' } });
    });
    expect(await screen.findByText('Delete the product?', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    act(() => modals.closeAll());
  });

  it('a toast shown before the container loaded appears once it has', async () => {
    render(
      <MantineProvider>
        <DeferredNotifications />
      </MantineProvider>,
    );
    act(() => {
      notifications.show({ message: 'Your changes have been saved.' });
    });
    expect(await screen.findByText('Your changes have been saved.', undefined, { timeout: 10_000 })).toBeInTheDocument();
    act(() => notifications.clean());
  });
});
