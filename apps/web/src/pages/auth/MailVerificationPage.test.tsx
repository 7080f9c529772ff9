import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';

const state = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('../../api/client.ts', () => ({ api: { get: state.get, post: vi.fn() } }));

const { ApiError } = await import('../../api/api-error.ts');
const { MailVerificationPage } = await import('./MailVerificationPage.tsx');

beforeEach(() => vi.clearAllMocks());

describe('MailVerificationPage', () => {
  it('without the link, takes the e-mail and the typed code', async () => {
    state.get.mockResolvedValue({ success: true });
    const { user } = renderWithProviders(<MailVerificationPage />, { url: '/mailVerification' });
    const code = screen.getByLabelText(/Confirmation code/);
    expect(code).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    // findAll returns at the first match; every one has to be there.
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(2));
    // The form focuses the first invalid field after it renders the errors.
    await waitFor(() => expect(screen.getByLabelText(/E-mail/)).toHaveFocus());
    expect(state.get).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
    await user.type(code, 'AbCdEf123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('email-confirmed')).toBeInTheDocument();
    expect(state.get).toHaveBeenCalledWith('api/Account/confirm-email?email=ana%40example.com&code=AbCdEf123456', { quiet: true });
  });

  it('opened a second time, says the address is already confirmed and offers to sign in', async () => {
    state.get.mockRejectedValue(new ApiError(422, 'email_already_confirmed', 'email_already_confirmed'));
    renderWithProviders(<MailVerificationPage />, { url: '/mailVerification?userId=7&code=AbCdEf123456', lng: 'sr' });
    expect(await screen.findByText('Ova adresa e-pošte je već potvrđena. Možete se prijaviti.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prijava' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('Kod za potvrdu nije ispravan ili je istekao.')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Kod za potvrdu/)).not.toBeInTheDocument();
    expect(state.get).toHaveBeenCalledWith('api/Account/confirm-email?userId=7&code=AbCdEf123456', { quiet: true });
  });
});
