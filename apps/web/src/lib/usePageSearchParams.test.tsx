import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { usePageSearchParams } from './usePageSearchParams.ts';

/** How long the next screen's code takes to arrive (a lazy route). */
const SCREEN_LOAD_MS = 300;

function Page() {
  const [, setParams] = usePageSearchParams();
  const { pathname, search } = useLocation();
  return (
    <>
      <output data-testid="location">{`${pathname}${search}`}</output>
      <Link to="/conversations/create">Write</Link>
      <button type="button" onClick={() => setParams({ searchText: 'Vardar' }, { replace: true })}>
        Delayed write
      </button>
    </>
  );
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/search', element: <Page /> },
      {
        path: '/conversations/create',
        lazy: () => new Promise((resolve) => setTimeout(() => resolve({ element: <p>Message form</p> }), SCREEN_LOAD_MS)),
      },
    ],
    { initialEntries: ['/search'] },
  );
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { router, user: userEvent.setup({ delay: null }) };
}

describe('usePageSearchParams', () => {
  it('writes the address while the person stays on the page', async () => {
    const { router, user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Delayed write' }));
    await waitFor(() => expect(router.state.location.search).toBe('?searchText=Vardar'));
  });

  it('drops a write that lands while the router takes the person to another page', async () => {
    const { router, user } = renderPage();
    await user.click(screen.getByRole('link', { name: 'Write' }));
    // The next screen is still loading: the page is shown, the router is on its way.
    expect(router.state.navigation.state).toBe('loading');
    await user.click(screen.getByRole('button', { name: 'Delayed write' }));
    await waitFor(() => expect(screen.getByText('Message form')).toBeInTheDocument());
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(router.state.location.pathname).toBe('/conversations/create');
    expect(router.state.location.search).toBe('');
  });
});
