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
      <button type="button" onClick={() => setParams((prev) => new URLSearchParams([...prev, ['kind', 'product']]))}>
        Choose a filter
      </button>
      <button type="button" onClick={() => setParams((prev) => new URLSearchParams([...prev, ['q', 'honey']]), { replace: true })}>
        Search text arrives
      </button>
    </>
  );
}

async function renderPage() {
  const router = createMemoryRouter(
    [
      // Each change of the address runs the screen's loader first, as the portal's guards do.
      { path: '/search', element: <Page />, loader: () => new Promise((resolve) => setTimeout(() => resolve(null), SCREEN_LOAD_MS)) },
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
  await screen.findByTestId('location', {}, { timeout: SCREEN_LOAD_MS * 10 });
  return { router, user: userEvent.setup({ delay: null }) };
}

describe('usePageSearchParams', () => {
  it('writes the address while the person stays on the page', async () => {
    const { router, user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Delayed write' }));
    await waitFor(() => expect(router.state.location.search).toBe('?searchText=Vardar'));
  });

  it('drops a write that lands while the router takes the person to another page', async () => {
    const { router, user } = await renderPage();
    await user.click(screen.getByRole('link', { name: 'Write' }));
    // The next screen is still loading: the page is shown, the router is on its way.
    expect(router.state.navigation.state).toBe('loading');
    await user.click(screen.getByRole('button', { name: 'Delayed write' }));
    await waitFor(() => expect(screen.getByText('Message form')).toBeInTheDocument());
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(router.state.location.pathname).toBe('/conversations/create');
    expect(router.state.location.search).toBe('');
  });

  it('builds a late write on a change of the address that is still loading', async () => {
    const { router, user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Choose a filter' }));
    expect(router.state.navigation.state).toBe('loading');
    await user.click(screen.getByRole('button', { name: 'Search text arrives' }));
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(new URLSearchParams(router.state.location.search).get('kind')).toBe('product');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('honey');
  });
});
