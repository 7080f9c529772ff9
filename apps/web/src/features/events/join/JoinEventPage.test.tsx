import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';

const state = vi.hoisted(() => ({ user: null as Record<string, unknown> | null, post: vi.fn() }));
vi.mock('../../../session/useSession.ts', () => ({ useCurrentUser: () => state.user }));
vi.mock('../../../api/client.ts', () => ({ api: { get: vi.fn(), post: state.post, put: vi.fn(), delete: vi.fn() } }));

const { ApiError } = await import('../../../api/api-error.ts');
const { JoinEventPage } = await import('./JoinEventPage.tsx');

const TOKEN = 'poYSv7E7EFJnCz7XHU4GiRkfHhwg0pW6w2zWCPSlyzM';
const renderPage = () => renderWithProviders(<JoinEventPage />, { url: `/join-event?token=${TOKEN}` });

beforeEach(() => {
  vi.clearAllMocks();
  state.user = null;
});

describe('JoinEventPage', () => {
  it('accepts the mailed token once and offers a visitor to sign in', async () => {
    state.post.mockResolvedValue({ fkEventId: 1, eventName: 'Western Balkans Food & Agri B2B Forum', email: 'ana@example.com' });
    renderPage();
    expect(await screen.findByText('Your invitation is accepted')).toBeInTheDocument();
    expect(screen.getByText('You are registered for Western Balkans Food & Agri B2B Forum.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(state.post).toHaveBeenCalledTimes(1);
    expect(state.post).toHaveBeenCalledWith('api/Events/accept-invitation-from-email', { token: TOKEN }, { quiet: true });
  });

  it('opens the event for a signed-in user', async () => {
    state.user = { id: 5, fkRoleId: 3 };
    state.post.mockResolvedValue({ fkEventId: 1, eventName: 'Forum', email: 'ana@example.com' });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Open the event' })).toHaveAttribute(
      'href',
      '/event-management/chamber-events/details/1',
    );
  });

  it('says clearly when the link is invalid or used', async () => {
    state.post.mockRejectedValue(new ApiError(422, 'invalid_invitation', 'invalid_invitation'));
    renderPage();
    expect(await screen.findByText('This invitation link cannot be used')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse public events' })).toHaveAttribute('href', '/event-management/public');
  });
});
