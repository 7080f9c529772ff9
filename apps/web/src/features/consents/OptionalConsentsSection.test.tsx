import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { OptionalConsentsSection } from './OptionalConsentsSection.tsx';

const calls = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('../../api/client.ts', () => ({ api: { get: calls.get, post: calls.post, put: vi.fn(), delete: vi.fn() } }));
vi.mock('../../api/toasts.tsx', () => ({ toastSuccess: calls.toastSuccess, toastError: vi.fn(), toastInfo: vi.fn() }));

const answer = (digest: boolean) => ({
  pendingDocuments: [],
  optional: [
    { kind: 'message_digest', given: digest, at: '2026-11-20T10:00:00Z' },
    { kind: 'suggestions', given: false, at: null },
    { kind: 'chamber_news', given: true, at: '2026-11-21T10:00:00Z' },
  ],
  history: [],
});

beforeEach(() => {
  calls.get.mockReset().mockResolvedValue(answer(true));
  calls.post.mockReset().mockResolvedValue(answer(false));
  calls.toastSuccess.mockReset();
});

describe('optional consents on the account page', () => {
  it('shows each consent as a switch and withdraws one with a request naming it', async () => {
    const { user } = renderWithProviders(<OptionalConsentsSection />);
    const digest = await screen.findByRole('switch', { name: /^Unread-messages digest/ });
    expect(digest).toBeChecked();
    expect(screen.getByRole('switch', { name: /^Being suggested to other companies/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /^News from the chamber/ })).toBeChecked();
    await user.click(digest);
    expect(calls.post).toHaveBeenCalledWith('api/Consents/optional', { kind: 'message_digest', given: false });
    await waitFor(() => expect(screen.getByRole('switch', { name: /^Unread-messages digest/ })).not.toBeChecked());
    expect(calls.toastSuccess).toHaveBeenCalledWith('Consent withdrawn.');
  });

  it('reads in Serbian', async () => {
    renderWithProviders(<OptionalConsentsSection />, { lng: 'sr' });
    expect(await screen.findByRole('switch', { name: /^Pregled nepročitanih poruka/ })).toBeChecked();
  });
});
