import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { eventDetails } from '../test-fixtures.ts';

const state = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), toastError: vi.fn() }));
vi.mock('../../../api/client.ts', () => ({ api: { get: state.get, post: state.post, put: vi.fn(), delete: vi.fn() } }));
vi.mock('../../../api/toasts.tsx', () => ({ toastError: state.toastError, toastSuccess: vi.fn() }));
vi.mock('../../../session/useSession.ts', () => ({ useCurrentUser: () => ({ id: 5, fkRoleId: 3, fkCompanyId: 1 }) }));

const { ApiError } = await import('../../../api/api-error.ts');
const { PublicEventsPage } = await import('./PublicEventsPages.tsx');

const status = {
  canRegister: false,
  isRegistered: false,
  isBlocked: false,
  isAccepted: false,
  isInvited: false,
  registerWithProductsServices: false,
};

beforeEach(() => {
  vi.clearAllMocks();
  state.post.mockResolvedValue({ events: [], totalPages: 0, count: 0 });
});

describe('PublicEventsPage ?eventId=', () => {
  it('says not_invited_to_event for an invitation-only event (403 from the server) and clears the query', async () => {
    state.get.mockRejectedValue(new ApiError(403, 'forbidden', 'dont_have_invitation'));
    renderWithProviders(<PublicEventsPage />, { url: '/event-management/public-events?eventId=4', probe: true });
    await waitFor(() => expect(state.toastError).toHaveBeenCalledWith('not_invited_to_event'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/event-management\/public-events$/));
  });

  it('says not_invited_to_event when the event is readable but invitation-only and the caller is not invited', async () => {
    state.get.mockImplementation(async (path: string) =>
      path.startsWith('api/Events/check-user-can-register-to-event') ? status : eventDetails({ pkEventId: 4, isPublic: false }),
    );
    renderWithProviders(<PublicEventsPage />, { url: '/event-management/public-events?eventId=4', probe: true });
    await waitFor(() => expect(state.toastError).toHaveBeenCalledWith('not_invited_to_event'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
