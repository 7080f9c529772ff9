import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import type { Product } from '@portal/contracts/catalogue/products';
import type { Service } from '@portal/contracts/catalogue/services';
import { productFixture, serviceFixture } from './test-fixtures.ts';

const state = vi.hoisted(() => ({
  user: null as Record<string, unknown> | null,
  lists: {} as Record<string, { products?: unknown[]; services?: unknown[] }>,
  get: vi.fn(),
}));
vi.mock('../../../session/useSession.ts', () => ({ useCurrentUser: () => state.user }));
vi.mock('../../../api/client.ts', () => ({ api: { get: state.get, post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));

const { LatestOffersCard } = await import('./LatestOffersCard.tsx');

const member = (patch: Record<string, unknown> = {}) => ({ id: 70, fkRoleId: 4, fkCompanyId: 7, companyModules: [4], ...patch });

const product = (id: number, createdAt: string, patch: Partial<Product> = {}) =>
  productFixture({ pkProductId: id, name: `Product ${id}`, createdAt, countryName: 'Serbia', validFrom: '2026-01-01', ...patch });
const service = (id: number, createdAt: string, patch: Partial<Service> = {}) =>
  serviceFixture({
    pkServiceId: id,
    name: `Service ${id}`,
    createdAt,
    fkCompanyId: 9,
    companyName: 'Sava Soft',
    countryName: 'Bosnia and Herzegovina',
    ...patch,
  });

const url = (kind: 'Products' | 'Services', snd: string) => `api/${kind}/latest-added-${kind.toLowerCase()}/4/false/true/${snd}`;

const renderCard = () => renderWithProviders(<LatestOffersCard />, { url: '/dashboard' });

const rowNames = () =>
  within(screen.getByRole('list', { name: 'Latest in supply and demand' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('latest offers card', () => {
  beforeEach(() => {
    state.user = member();
    state.lists = {
      [url('Products', 'supply')]: {
        products: [product(1, '2026-05-01T10:00:00Z'), product(3, '2026-05-03T10:00:00Z'), product(5, '2026-05-05T10:00:00Z')],
      },
      [url('Services', 'supply')]: {
        services: [
          service(2, '2026-05-02T10:00:00Z'),
          service(4, '2026-05-04T10:00:00Z'),
          service(6, '2026-05-06T10:00:00Z'),
          service(7, '2026-04-07T10:00:00Z'),
          service(8, '2026-04-08T10:00:00Z'),
          service(9, '2026-04-09T10:00:00Z'),
        ],
      },
      [url('Products', 'demand')]: { products: [product(11, '2026-05-01T10:00:00Z', { isSupply: false, isDemand: true })] },
      [url('Services', 'demand')]: { services: [service(12, '2026-05-02T10:00:00Z')] },
    };
    state.get.mockReset();
    state.get.mockImplementation(async (path: string) => state.lists[path] ?? { products: [], services: [] });
  });

  it('merges the newest products and services, newest first, at most eight, with links to their detail', async () => {
    renderCard();
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(8));
    expect(rowNames()).toEqual(['Service 6', 'Product 5', 'Service 4', 'Product 3', 'Service 2', 'Product 1', 'Service 9', 'Service 8']);
    expect(state.get).toHaveBeenCalledWith(url('Products', 'supply'), expect.anything());
    expect(state.get).toHaveBeenCalledWith(url('Services', 'supply'), expect.anything());

    expect(screen.getByRole('link', { name: 'Product 5' })).toHaveAttribute('href', '/company/7/supply-and-demand?snd=supply&productId=5');
    expect(screen.getByRole('link', { name: 'Service 6' })).toHaveAttribute('href', '/company/9/supply-and-demand?snd=supply&serviceId=6');
    const row = screen.getByTestId('latest-service-6');
    expect(within(row).getByText('Sava Soft · Bosnia and Herzegovina')).toBeInTheDocument();
    expect(within(row).getByText('Valid 01.01.2020. – 31.12.2999.')).toBeInTheDocument();
    expect(within(row).getByTestId('item-placeholder')).toBeInTheDocument();
  });

  it('asks for the demand lists when switched to Demand', async () => {
    const { user } = renderCard();
    const toggle = screen.getByTestId('latest-offers-toggle');
    expect(within(toggle).getByRole('radio', { name: 'Supply' })).toBeChecked();
    await screen.findByRole('link', { name: 'Service 6' });

    await user.click(within(toggle).getByText('Demand'));
    expect(await screen.findByRole('link', { name: 'Service 12' })).toHaveAttribute(
      'href',
      '/company/9/supply-and-demand?snd=demand&serviceId=12',
    );
    expect(state.get).toHaveBeenCalledWith(url('Products', 'demand'), expect.anything());
    expect(state.get).toHaveBeenCalledWith(url('Services', 'demand'), expect.anything());
    expect(rowNames()).toEqual(['Service 12', 'Product 11']);
    expect(screen.getByRole('link', { name: 'Product 11' })).toHaveAttribute(
      'href',
      '/company/7/supply-and-demand?snd=demand&productId=11',
    );
  });

  it('says there is no data when nothing is offered', async () => {
    state.lists = {};
    renderCard();
    expect(screen.getByTestId('latest-offers-loading')).toBeInTheDocument();
    expect(await screen.findByTestId('latest-offers-empty')).toHaveTextContent('No data available.');
  });

  it('is not shown for a company without module 4, nor to a user without a company', () => {
    state.user = member({ companyModules: [1, 3] });
    const first = renderCard();
    expect(screen.queryByTestId('latest-offers')).toBeNull();
    first.unmount();

    state.user = member({ fkRoleId: 5, fkCompanyId: null, companyModules: [] });
    renderCard();
    expect(screen.queryByTestId('latest-offers')).toBeNull();
    expect(state.get).not.toHaveBeenCalled();
  });

  it('is shown to chamber and platform administrators without the module', async () => {
    state.user = member({ fkRoleId: 2, fkCompanyId: null, companyModules: [] });
    const first = renderCard();
    expect(await screen.findByRole('link', { name: 'Service 6' })).toBeInTheDocument();
    first.unmount();

    state.user = member({ fkRoleId: 1, fkCompanyId: null, companyModules: [] });
    renderCard();
    expect(await screen.findByRole('link', { name: 'Product 5' })).toBeInTheDocument();
  });
});
