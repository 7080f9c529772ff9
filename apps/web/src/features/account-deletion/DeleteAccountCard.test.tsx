import type { ErasureSummary } from '@portal/contracts/accounts/erasure';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { sessionStore } from '../../session/session-store.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { DeleteAccountCard } from './DeleteAccountCard.tsx';

const calls = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../api/client.ts', () => ({ api: calls }));

const summary = (over: Partial<ErasureSummary> = {}): ErasureSummary => ({
  comingMeetings: [{ reservationId: 5, eventName: 'Belgrade forum', start: '2099-05-13T11:20:00Z', withName: 'Marko Vuković' }],
  sentMessages: 3,
  company: { pkCompanyId: 4, name: 'Dunav Foods', isLastAdministrator: false },
  eventRegistrations: 1,
  favouriteCompanies: 2,
  meetingWishes: 0,
  notifications: 7,
  ...over,
});

beforeEach(() => {
  sessionStore.set({ ready: true, token: 't' });
  calls.get.mockReset().mockResolvedValue(summary());
  calls.post.mockReset().mockResolvedValue({ success: true });
});

const open = async () => {
  const view = renderWithProviders(<DeleteAccountCard />, { url: '/users/account/edit', route: '/users/account/edit', probe: true });
  await view.user.click(screen.getByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete my account' });
  await within(dialog).findByText(/with Marko Vuković at Belgrade forum/);
  return { ...view, dialog };
};

describe('delete my account', () => {
  it('lists what goes, asks for the password and the confirmation, then signs out to the landing page', async () => {
    const { user, dialog } = await open();
    expect(calls.get).toHaveBeenCalledWith('api/Account/erasure-summary');
    expect(dialog).toHaveTextContent('The 3 messages you sent stay with the people who received them, shown as from "a former user".');
    expect(within(dialog).queryByText('You are the last administrator of your company')).not.toBeInTheDocument();

    // Nothing is sent without the password and the confirmation.
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    expect(calls.post).not.toHaveBeenCalled();
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(2);

    await user.type(within(dialog).getByLabelText(/^Your password/), 'Own#Password2026');
    await user.click(within(dialog).getByRole('checkbox', { name: /I understand/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() =>
      expect(calls.post).toHaveBeenCalledWith('api/Account/delete-self', { password: 'Own#Password2026', confirm: true }, { quiet: true }),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(sessionStore.get().token).toBeNull();
  });

  it('shows a wrong password at its field and keeps the session', async () => {
    calls.post.mockRejectedValue(new ApiError(400, 'validation_error', 'validation_error', undefined, { password: 'wrong_password' }));
    const { user, dialog } = await open();
    await user.type(within(dialog).getByLabelText(/^Your password/), 'Not#Mine2026');
    await user.click(within(dialog).getByRole('checkbox', { name: /I understand/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    expect(await within(dialog).findByText('The current password is not correct.')).toBeInTheDocument();
    expect(sessionStore.get().token).toBe('t');
  });

  it('warns the last administrator that the company goes to its chamber', async () => {
    calls.get.mockResolvedValue(summary({ company: { pkCompanyId: 4, name: 'Dunav Foods', isLastAdministrator: true } }));
    const { dialog } = await open();
    expect(within(dialog).getByText('You are the last administrator of your company')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Dunav Foods will have no administrator. It goes to its chamber');
  });
});
