import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';

const state = vi.hoisted(() => ({
  user: { id: 70, fkRoleId: 3, fkCompanyId: 7, companyModules: [2] } as Record<string, unknown>,
  status: {
    canRegister: true,
    isRegistered: false,
    isBlocked: false,
    isAccepted: false,
    isInvited: true,
    registerWithProductsServices: true,
  },
  products: [] as { id: number; name: string; isInEvent: boolean }[],
  services: [] as { id: number; name: string; isInEvent: boolean }[],
  visible: true,
  saveError: null as unknown,
  get: vi.fn(),
  post: vi.fn(),
  toastError: vi.fn(),
  toastSuccess: vi.fn(),
}));
vi.mock('../../../session/useSession.ts', () => ({ useCurrentUser: () => state.user }));
vi.mock('../../../api/client.ts', () => ({ api: { get: state.get, post: state.post, put: vi.fn(), delete: vi.fn() } }));
vi.mock('../../../api/toasts.tsx', () => ({ toastError: state.toastError, toastSuccess: state.toastSuccess }));
vi.mock('../../../lib/codes/code-queries.ts', () => ({ useClassificationLoaders: () => ({ loadChildren: async () => [] }) }));

const { ApiError } = await import('../../../api/api-error.ts');
const { EventRegistrationDialog } = await import('./EventRegistrationDialog.tsx');

const product = (p: { id: number; name: string; isInEvent: boolean }) => ({
  pkProductId: p.id,
  name: p.name,
  classificationCode: '080810',
  classificationName: 'Apples, fresh',
  mainImage: null,
  images: '',
  isInEvent: p.isInEvent,
});
const service = (s: { id: number; name: string; isInEvent: boolean }) => ({
  pkServiceId: s.id,
  name: s.name,
  activityCode: '10.32',
  activityName: 'Juice',
  mainImage: null,
  images: '',
  isInEvent: s.isInEvent,
});

/** The two item calls honour pageNum, pageSize, name and onlyInEvent like the server. */
function page(list: { id: number; name: string; isInEvent: boolean }[], body: Record<string, unknown>) {
  const found = list.filter((i) => (!body.onlyInEvent || i.isInEvent) && (!body.name || i.name.includes(String(body.name))));
  const size = Number(body.pageSize);
  const num = Number(body.pageNum);
  return {
    slice: found.slice((num - 1) * size, num * size),
    totalCount: found.length,
    totalPages: Math.max(1, Math.ceil(found.length / size)),
    isUserDataVisibleToOthers: state.visible,
  };
}

beforeEach(() => {
  vi.clearAllMocks();
  state.user = { id: 70, fkRoleId: 3, fkCompanyId: 7, companyModules: [2] };
  state.status = {
    canRegister: true,
    isRegistered: false,
    isBlocked: false,
    isAccepted: false,
    isInvited: true,
    registerWithProductsServices: true,
  };
  state.products = [
    { id: 1, name: 'Idared apples', isInEvent: true },
    { id: 2, name: 'Sour cherry jam', isInEvent: false },
  ];
  state.services = [{ id: 5, name: 'Juice bottling', isInEvent: false }];
  state.visible = true;
  state.saveError = null;
  state.get.mockImplementation(async () => state.status);
  state.post.mockImplementation(async (path: string, body: Record<string, unknown>) => {
    if (path.includes('company-products-on-event')) {
      const p = page(state.products, body);
      return { products: p.slice.map(product), ...p };
    }
    if (path.includes('company-services-on-event')) {
      const p = page(state.services, body);
      return { services: p.slice.map(service), ...p };
    }
    if (state.saveError) throw state.saveError;
    return { success: true };
  });
});

const target = { eventId: 12, eventName: 'Food Forum', isPublic: false };

function renderDialog(overrides: Partial<typeof target> = {}) {
  const onClose = vi.fn();
  const onRegistered = vi.fn();
  const onNotInvited = vi.fn();
  const view = renderWithProviders(
    <EventRegistrationDialog
      target={{ ...target, ...overrides }}
      onClose={onClose}
      onRegistered={onRegistered}
      onNotInvited={onNotInvited}
    />,
  );
  return { ...view, onClose, onRegistered, onNotInvited };
}

const savedBody = () => state.post.mock.calls.find(([path]) => String(path).startsWith('api/Events/'));

describe('EventRegistrationDialog', () => {
  it('starts from the saved selection and saves products, services and visibility together', async () => {
    const { user, onRegistered } = renderDialog();
    expect(await screen.findByText('Products in event')).toBeInTheDocument();
    const apples = await screen.findByRole('checkbox', { name: /Idared apples/ });
    await waitFor(() => expect(apples).toHaveAttribute('aria-checked', 'true'));
    await user.click(screen.getByRole('checkbox', { name: /Sour cherry jam/ }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    await user.click(screen.getByText('Services'));
    expect(await screen.findByText('Services in event')).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: /Juice bottling/ }));
    await user.click(screen.getByRole('switch', { name: 'You will be visible to the others' }));
    expect(screen.getByRole('switch', { name: 'You will not be visible to the others' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(12));
    expect(savedBody()).toEqual([
      'api/Events/accept-invitation',
      { fkEventId: 12, isUserDataVisibleToOthers: false, productIDs: [1, 2], serviceIDs: [5] },
      { quiet: true },
    ]);
    expect(state.toastSuccess).toHaveBeenCalledWith('You have registered successfully.');
  });

  it('offers adding a product to company administrators only, in a new tab', async () => {
    renderDialog();
    const link = await screen.findByRole('link', { name: /Add new product/ });
    expect(link).toHaveAttribute('href', '/company/7/products/form');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('hides the add button from employees', async () => {
    state.user = { id: 71, fkRoleId: 4, fkCompanyId: 7, companyModules: [2] };
    renderDialog();
    await screen.findByRole('checkbox', { name: /Idared apples/ });
    expect(screen.queryByRole('link', { name: /Add new product/ })).not.toBeInTheDocument();
  });

  it('select all chooses every item the search finds and clears them again', async () => {
    state.products = Array.from({ length: 8 }, (_, i) => ({ id: i + 1, name: `Product ${i + 1}`, isInEvent: false }));
    const { user } = renderDialog();
    await screen.findByRole('checkbox', { name: /Product 6/ });
    expect(screen.queryByRole('checkbox', { name: /Product 7/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all (8)' }));
    await waitFor(() => expect(screen.getByText('8 selected')).toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Select all (8)' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select all (8)' }));
    await waitFor(() => expect(screen.getByText('0 selected')).toBeInTheDocument());
  });

  it('loads 6 more on request, but not while the user is hidden from the others', async () => {
    state.products = Array.from({ length: 8 }, (_, i) => ({ id: i + 1, name: `Product ${i + 1}`, isInEvent: false }));
    const { user } = renderDialog();
    const more = await screen.findByRole('button', { name: 'Load 2 more' });
    await user.click(screen.getByRole('switch'));
    expect(more).toBeDisabled();
    await user.click(screen.getByRole('switch'));
    await user.click(more);
    expect(await screen.findByRole('checkbox', { name: /Product 8/ })).toBeInTheDocument();
  });

  it('registers on a public event without an invitation through public-event-add-invitation', async () => {
    state.status = { ...state.status, isInvited: false };
    const { user, onRegistered } = renderDialog({ isPublic: true });
    await screen.findByRole('checkbox', { name: /Idared apples/ });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(savedBody()?.[0]).toBe('api/Events/public-event-add-invitation');
  });

  it('registers with the visibility switch only when the company has nothing to bring', async () => {
    state.status = { ...state.status, registerWithProductsServices: false };
    const { user, onRegistered } = renderDialog();
    await user.click(await screen.findByRole('switch', { name: 'You will be visible to the others' }));
    expect(screen.getByText('Register for the event')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(savedBody()?.[1]).toEqual({ fkEventId: 12, isUserDataVisibleToOthers: false, productIDs: [], serviceIDs: [] });
  });

  it('closes and clears the query when the user is not invited', async () => {
    state.saveError = new ApiError(422, 'not_invited_to_event', 'not_invited_to_event');
    const { user, onClose, onNotInvited, onRegistered } = renderDialog();
    await screen.findByRole('checkbox', { name: /Idared apples/ });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onNotInvited).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    expect(onRegistered).not.toHaveBeenCalled();
    expect(state.toastError).toHaveBeenCalledWith('not_invited_to_event');
  });

  it('reads in Serbian', async () => {
    renderWithProviders(<EventRegistrationDialog target={target} onClose={vi.fn()} onRegistered={vi.fn()} onNotInvited={vi.fn()} />, {
      lng: 'sr',
    });
    expect(await screen.findByText('Proizvodi na događaju')).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Bićete vidljivi ostalima' })).toBeChecked();
  });
});
