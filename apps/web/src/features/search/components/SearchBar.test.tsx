import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import type { SearchType } from '../search-params.ts';
import { useSearchState } from '../useSearchState.ts';
import { SearchBar } from './SearchBar.tsx';

const state = vi.hoisted(() => ({
  get: vi.fn(async (path: string) =>
    path.includes('countries-dropdown') ? { list: [{ id: 7, name: 'Serbia', alpha2: 'RS', alpha3: 'SRB', isWb6: true }] } : { list: [] },
  ),
  post: vi.fn(async () => ({ list: [] })),
}));
vi.mock('../../../api/client.ts', () => ({ api: { get: state.get, post: state.post, put: vi.fn(), delete: vi.fn() } }));

const TYPES: SearchType[] = ['all', 'companies', 'products', 'services', 'countries'];

function Bar() {
  const controls = useSearchState(TYPES);
  return <SearchBar controls={controls} types={TYPES} />;
}

const location = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://x');

describe('SearchBar', () => {
  it('shows the search the address states', async () => {
    renderWithProviders(<Bar />, {
      url: '/explore?searchText=apples&searchType=products&categoryId=5&categoryType=6&treeModelName=0808%20Apples&countryId=7',
      probe: true,
    });
    expect(screen.getByRole('searchbox', { name: 'Search words' })).toHaveValue('apples');
    expect(screen.getByRole('combobox', { name: 'Search in' })).toHaveValue('Products');
    expect(screen.getByText('0808 Apples')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Serbia'));
  });

  it('puts typed words in the address only after the search delay, with a new searchId and first pages', async () => {
    const { user } = renderWithProviders(<Bar />, { url: '/explore?pageNumForProducts=3&pageSizeForProducts=10', probe: true });
    await user.type(screen.getByRole('searchbox', { name: 'Search words' }), 'jam');
    // Typing does not search at every key.
    expect(location().searchParams.get('searchText')).toBeNull();
    await new Promise((r) => setTimeout(r, 200));
    expect(location().searchParams.get('searchText')).toBeNull();
    await waitFor(() => expect(location().searchParams.get('searchText')).toBe('jam'), { timeout: 2000 });
    const params = location().searchParams;
    expect(params.get('searchId')).toMatch(/^[a-z0-9]+$/);
    expect(params.get('pageNumForProducts')).toBeNull();
    expect(params.get('pageSizeForProducts')).toBe('10');
  });

  it('searches at once on Enter', async () => {
    const { user } = renderWithProviders(<Bar />, { url: '/explore', probe: true });
    await user.type(screen.getByRole('searchbox', { name: 'Search words' }), 'cherry{Enter}');
    expect(location().searchParams.get('searchText')).toBe('cherry');
  });

  it('keeps the search type in the address and offers the HS tree for products', async () => {
    const { user } = renderWithProviders(<Bar />, { url: '/explore', probe: true });
    expect(screen.getByRole('group', { name: 'Sector (NACE)' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Search in' }));
    await user.click(screen.getByRole('option', { name: 'Products' }));
    expect(location().searchParams.get('searchType')).toBe('products');
    expect(screen.getByRole('group', { name: 'Product classification (HS)' })).toBeInTheDocument();
  });

  it('follows the address when it changes elsewhere (the top bar, the back button)', async () => {
    const { router } = renderWithProviders(<Bar />, { url: '/explore?searchText=apples', probe: true });
    await router.navigate('/explore?searchText=jam');
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search words' })).toHaveValue('jam'));
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search words' })).toHaveValue('apples'));
  });
});
