import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import type { Product } from '@portal/contracts/catalogue/products';
import { productFixture, renderCatalogue } from './test-fixtures.ts';

const state = vi.hoisted(() => ({ items: [] as unknown[], get: vi.fn() }));

vi.mock('../api/catalogue-queries.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/catalogue-queries.ts')>()),
  useCatalogueList: () => ({
    data: { items: state.items, totalPages: 1, totalCount: state.items.length },
    isPending: false,
    isPlaceholderData: false,
  }),
  useDeleteCatalogueItem: () => ({ mutateAsync: vi.fn(), isPending: false }),
}));
vi.mock('../../../api/client.ts', () => ({ api: { get: state.get, post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
const toasts = vi.hoisted(() => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));
vi.mock('../../../api/toasts.tsx', () => toasts);

const { CatalogueList } = await import('./CatalogueListPage.tsx');

const DESCRIPTION = 'Williams pear, 40%.\nAged two years in oak barrels, bottled by hand in small batches for the holidays.';

const product = (patch: Partial<Product> = {}) =>
  productFixture({ description: DESCRIPTION, images: 'a1.jpg;b2.jpg;c3.jpg', mainImage: 'a1.jpg', ...patch });

const renderList = ({ url = '/company/7/products', canEdit = true } = {}) =>
  renderCatalogue(<CatalogueList kind="product" />, { url, canEdit });

describe('catalogue item detail', () => {
  beforeEach(() => {
    state.items = [product()];
    state.get.mockReset();
    toasts.toastError.mockReset();
  });

  it("opens from a card's name with the full description, every keyword and all images, without loading", async () => {
    const { user } = renderList();
    await user.click(screen.getByRole('link', { name: 'Pear brandy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pear brandy' });
    expect(screen.getByTestId('location')).toHaveTextContent('/company/7/products?productId=1');
    expect(within(dialog).getByTestId('detail-description').textContent).toBe(DESCRIPTION);
    expect(within(dialog).getByText('2208 Spirits')).toBeInTheDocument();
    expect(within(dialog).getByText('gift')).toBeInTheDocument();
    expect(within(dialog).getByTestId('offer-status')).toHaveTextContent('Upcoming');
    expect(within(dialog).getByRole('link', { name: 'Dunav Foods d.o.o.' })).toHaveAttribute('href', '/company/7/profile');

    const thumbnails = within(dialog).getAllByTestId('detail-thumbnail');
    expect(thumbnails).toHaveLength(3);
    expect(within(dialog).getByTestId('item-image').getAttribute('src')).toContain('a1.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Image 2 of 3: Pear brandy' }));
    expect(thumbnails[1]).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByTestId('item-image').getAttribute('src')).toContain('b2.jpg');
    expect(state.get).not.toHaveBeenCalled();
  });

  it('offers Edit to editors of the item only', async () => {
    const first = renderList();
    await first.user.click(screen.getByRole('link', { name: 'Pear brandy' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Edit Pear brandy' })).toHaveAttribute('href', '/company/7/products/form/1');
    first.unmount();

    state.items = [product({ canEdit: false })];
    const second = renderList({ canEdit: false });
    await second.user.click(screen.getByRole('link', { name: 'Pear brandy' }));
    const readOnly = await screen.findByRole('dialog');
    expect(within(readOnly).getByTestId('detail-description')).toBeInTheDocument();
    expect(within(readOnly).queryByRole('link', { name: /Edit/ })).toBeNull();
  });

  it('opens ?productId= after loading the item by id, and closing clears the parameter', async () => {
    state.get.mockResolvedValue(product({ pkProductId: 5, name: 'Quince brandy', canEdit: false }));
    const { user } = renderList({ url: '/company/7/products?pageNumForProducts=2&productId=5' });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('item-detail')).toBeInTheDocument();
    expect(dialog).toHaveAccessibleName('Quince brandy');
    expect(state.get).toHaveBeenCalledWith('api/Products/5', { quiet: true });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/company\/7\/products\?pageNumForProducts=2$/));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('toasts the server error of an unknown id and leaves the parameter', async () => {
    state.get.mockRejectedValue(new ApiError(404, 'not_found', 'product_not_found'));
    renderList({ url: '/company/7/products?productId=99' });
    await waitFor(() => expect(toasts.toastError).toHaveBeenCalledWith('product_not_found', undefined));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/company\/7\/products$/));
  });
});
