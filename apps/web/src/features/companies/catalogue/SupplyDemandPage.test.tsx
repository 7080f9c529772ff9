import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { companyAnswer, renderInCompanyPage } from '../test-company.tsx';
import type { CatalogueKind, CatalogueQuery } from './catalogue-kinds.ts';
import { productFixture, serviceFixture } from './test-fixtures.ts';

const calls = vi.hoisted(() => ({
  lists: [] as { kind: string; q: Record<string, unknown> }[],
  single: vi.fn(),
  bulk: vi.fn(),
}));

const product = productFixture({
  classificationCode: '0101',
  classificationName: 'Live horses',
  name: 'Lipizzaner',
  keywords: 'horse',
  validFrom: '2020-01-01',
  isVisibleForSupply: true,
});
const service = serviceFixture({
  serviceCategoryName: 'Class 42: Scientific and technological services',
  validTo: '2021-01-01',
  isVisibleForSupply: false,
});

vi.mock('../api/catalogue-queries.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/catalogue-queries.ts')>()),
  useCatalogueList: (kind: CatalogueKind, _companyId: number, q: CatalogueQuery) => {
    calls.lists.push({ kind, q: { ...q } });
    const items = kind === 'product' ? (q.isSupply ? [product] : []) : q.isDemand ? [service] : [];
    return { data: { items, totalPages: 1, totalCount: items.length }, isPending: false, isPlaceholderData: false };
  },
  useSetItemVisibility: () => ({ mutate: calls.single, isPending: false }),
  useSetAllVisibility: () => ({ mutate: calls.bulk, isPending: false }),
}));
vi.mock('../../../api/toasts.tsx', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));

const { SupplyDemandBody } = await import('./SupplyDemandPage.tsx');

function renderPage({ url = '/company/7/supply-and-demand', company = companyAnswer({ moduleIDs: [4] }) } = {}) {
  return renderInCompanyPage(<SupplyDemandBody />, { company, url });
}

const lastQuery = (kind: CatalogueKind) => calls.lists.filter((c) => c.kind === kind).at(-1)?.q;

describe('supply and demand page', () => {
  beforeEach(() => {
    calls.lists = [];
    calls.single.mockReset();
    calls.bulk.mockReset();
  });

  it('starts on supply and keeps the supply/demand toggle in the snd query parameter', async () => {
    const { user } = renderPage();
    const toggle = screen.getByTestId('snd-toggle');
    expect(within(toggle).getByRole('radio', { name: 'Supply' })).toBeChecked();
    expect(lastQuery('product')).toMatchObject({ isSupply: true, pageNum: 1 });
    expect(lastQuery('service')).toMatchObject({ isSupply: true });
    expect(screen.getByText('Lipizzaner')).toBeInTheDocument();
    expect(screen.getByTestId('snd-empty-service')).toHaveTextContent('No services offered as supply.');

    await user.click(within(toggle).getByText('Demand'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('snd=demand'));
    expect(lastQuery('product')).toMatchObject({ isDemand: true });
    expect(lastQuery('product')).not.toHaveProperty('isSupply');
    expect(lastQuery('service')).toMatchObject({ isDemand: true });
    expect(screen.getByText('Web shops')).toBeInTheDocument();
    expect(within(screen.getByTestId('offer-service-2')).getByTestId('offer-status')).toHaveTextContent('Expired');
  });

  it('opens on demand from the address', () => {
    renderPage({ url: '/company/7/supply-and-demand?snd=demand' });
    expect(within(screen.getByTestId('snd-toggle')).getByRole('radio', { name: 'Demand' })).toBeChecked();
    expect(lastQuery('service')).toMatchObject({ isDemand: true });
  });

  it('lets editors show or hide one item and all items of a kind', async () => {
    const { user } = renderPage();
    const row = screen.getByTestId('offer-product-1');
    const visibility = within(row).getByRole('switch', { name: 'Lipizzaner: visible to others in supply and demand' });
    expect(visibility).toBeChecked();
    await user.click(visibility);
    expect(calls.single).toHaveBeenCalledWith({ id: 1, isVisibleForSupply: false }, expect.anything());
    await user.click(screen.getByTestId('hide-all-product'));
    expect(calls.bulk).toHaveBeenCalledWith(false, expect.anything());
    await user.click(screen.getByTestId('show-all-service'));
    expect(calls.bulk).toHaveBeenLastCalledWith(true, expect.anything());
  });

  it('is read-only for visitors', () => {
    product.canEdit = false;
    try {
      renderPage({ company: companyAnswer({ moduleIDs: [4], canEdit: false }) });
      expect(screen.getByText('Lipizzaner')).toBeInTheDocument();
      expect(screen.queryByRole('switch')).toBeNull();
      expect(screen.queryByTestId('show-all-product')).toBeNull();
    } finally {
      product.canEdit = true;
    }
  });

  it("opens a row's detail from its name, with the NACE activity and the NICE class", async () => {
    const { user } = renderPage({ url: '/company/7/supply-and-demand?snd=demand' });
    await user.click(within(screen.getByTestId('offer-service-2')).getByRole('link', { name: 'Web shops' }));
    const dialog = await screen.findByRole('dialog', { name: 'Web shops' });
    expect(screen.getByTestId('location')).toHaveTextContent('snd=demand&serviceId=2');
    expect(within(dialog).getByText('62.01 Computer programming')).toBeInTheDocument();
    expect(within(dialog).getByText('Class 42: Scientific and technological services')).toBeInTheDocument();
    expect(within(dialog).getByTestId('offer-status')).toHaveTextContent('Expired');
  });

  it('says so when the company has no supply and demand module', () => {
    renderPage({ company: companyAnswer({ moduleIDs: [1] }) });
    expect(screen.getByTestId('snd-not-applicable')).toBeInTheDocument();
    expect(screen.queryByTestId('snd-toggle')).toBeNull();
  });
});
