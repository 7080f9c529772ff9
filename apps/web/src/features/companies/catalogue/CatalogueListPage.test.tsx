import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { companyAnswer, renderInCompanyPage } from '../test-company.tsx';
import type { CatalogueQuery } from './catalogue-kinds.ts';
import { productFixture, renderCatalogue } from './test-fixtures.ts';

const state = vi.hoisted(() => ({ queries: [] as Record<string, unknown>[], items: [] as unknown[], remove: vi.fn() }));

vi.mock('../api/catalogue-queries.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/catalogue-queries.ts')>()),
  useCatalogueList: (_kind: string, companyId: number, q: CatalogueQuery) => {
    state.queries.push({ ...q, companyId });
    return {
      data: { items: state.items, totalPages: 3, totalCount: state.items.length ? 21 : 0 },
      isPending: false,
      isPlaceholderData: false,
    };
  },
  useDeleteCatalogueItem: () => ({ mutateAsync: state.remove, isPending: false }),
}));
const session = vi.hoisted(() => ({ user: null as null | { fkRoleId: number } }));
vi.mock('../../../session/useSession.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../session/useSession.ts')>()),
  useCurrentUser: () => session.user,
}));
const toasts = vi.hoisted(() => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));
vi.mock('../../../api/toasts.tsx', () => toasts);

const { CatalogueList } = await import('./CatalogueListPage.tsx');
const { CatalogueSummary } = await import('./CatalogueSummary.tsx');

const product = productFixture;

function renderList(canEdit: boolean, url = '/company/7/products?pageNumForProducts=2&pageSizeForProducts=5') {
  return renderCatalogue(<CatalogueList kind="product" />, { canEdit, url });
}

describe('products list', () => {
  beforeEach(() => {
    session.user = null;
    state.queries = [];
    state.items = [product()];
    state.remove.mockReset();
    state.remove.mockResolvedValue({ success: true });
  });

  it("searches the route's company with the page kept in pageNumForProducts / pageSizeForProducts", () => {
    renderList(true);
    expect(state.queries.at(-1)).toEqual({ companyId: 7, pageNum: 2, pageSize: 5 });
    const card = screen.getByRole('listitem', { name: 'Pear brandy' });
    expect(within(card).getByText('2208 Spirits')).toBeInTheDocument();
    expect(within(card).getByText('+1')).toBeInTheDocument();
    expect(within(card).getByText('Supply')).toBeInTheDocument();
    expect(within(card).getByTestId('offer-status')).toHaveTextContent('Upcoming');
    expect(within(card).getByTestId('item-placeholder')).toBeInTheDocument();
  });

  it("tells an unverified company's administrator to wait for verification instead of offering Add", () => {
    session.user = { fkRoleId: 3 };
    const unverified = companyAnswer({ canEdit: true, isVerified: false });
    const { unmount } = renderInCompanyPage(<CatalogueList kind="product" />, {
      company: unverified,
      url: '/company/7/products',
    });
    expect(screen.getByTestId('verification-needed')).toHaveTextContent(
      'Products and services can be added once your chamber has verified the company.',
    );
    expect(screen.getByRole('link', { name: 'What verification means' })).toHaveAttribute('href', '/company/7/verified-company');
    expect(screen.queryByTestId('add-product')).toBeNull();
    unmount();
    // A chamber administrator may add for a company the chamber rule allows, verified or not.
    session.user = { fkRoleId: 2 };
    renderInCompanyPage(<CatalogueList kind="product" />, {
      company: unverified,
      url: '/company/7/products',
    });
    expect(screen.getByTestId('add-product')).toBeInTheDocument();
    expect(screen.queryByTestId('verification-needed')).toBeNull();
  });

  it('gives editors Add, Edit and a confirmed Delete', async () => {
    const { user } = renderList(true);
    expect(screen.getByTestId('add-product')).toHaveAttribute('href', '/company/7/products/form');
    expect(screen.getByRole('link', { name: 'Edit Pear brandy' })).toHaveAttribute('href', '/company/7/products/form/1');
    await user.click(screen.getByRole('button', { name: 'Delete Pear brandy' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete the product “Pear brandy”?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(state.remove).toHaveBeenCalledWith(1));
    expect(toasts.toastSuccess).toHaveBeenCalledWith('The product “Pear brandy” was deleted.');
  });

  it('shows visitors read-only cards', () => {
    state.items = [product({ canEdit: false })];
    renderList(false);
    expect(screen.queryByTestId('add-product')).toBeNull();
    expect(screen.queryByRole('link', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('shows the empty state and debounces the name search into the address', async () => {
    state.items = [];
    const { user } = renderList(true, '/company/7/products');
    expect(screen.getByTestId('empty-state')).toHaveTextContent('No data available.');
    await user.type(screen.getByTestId('catalogue-search'), 'pear');
    await waitFor(() => expect(state.queries.at(-1)).toMatchObject({ name: 'pear', pageNum: 1, pageSize: 10 }), { timeout: 2000 });
  });
});

describe('profile summary', () => {
  const renderSummary = () => renderInCompanyPage(<CatalogueSummary />, { company: companyAnswer({ canEdit: false }) });

  it('names the first products and services with a link to each list', () => {
    state.items = [product(), product({ pkProductId: 2, name: 'Plum brandy' })];
    renderSummary();
    const products = screen.getByRole('region', { name: /Products/ });
    expect(within(products).getByText('Plum brandy')).toBeInTheDocument();
    expect(within(products).getByText('21')).toBeInTheDocument();
    expect(within(products).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/company/7/products');
    expect(screen.getByRole('region', { name: /Services/ })).toBeInTheDocument();
  });

  it('shows nothing for a company without products and services', () => {
    state.items = [];
    renderSummary();
    expect(screen.queryByTestId('catalogue-summary')).toBeNull();
  });
});
