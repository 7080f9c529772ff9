import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ContactConfirmationPage } from './ContactConfirmationPage.tsx';
import { GuestContactPage } from './GuestContactPage.tsx';

const calls = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('../../api/client.ts', () => ({ api: { post: calls.post, get: vi.fn() } }));

beforeEach(() => {
  calls.post.mockReset();
});

describe("a visitor's message to a company", () => {
  it('names the blank fields, then sends and says to open the mailed link', async () => {
    calls.post.mockResolvedValue({ success: true });
    const { user } = renderWithProviders(<GuestContactPage />, {
      url: '/contact-company/7?name=Dunav%20Foods',
      route: '/contact-company/:companyId',
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Write to Dunav Foods');
    await user.click(screen.getByTestId('guest-contact-submit'));
    // findAll returns at the first match; every one has to be there.
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(4));
    expect(calls.post).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Your name/), 'Ana');
    await user.type(screen.getByLabelText(/Your e-mail address/), 'ana@example.com');
    await user.type(screen.getByLabelText(/Subject/), 'Raspberries');
    await user.type(screen.getByLabelText(/^Message/), 'Price for 5 t?');
    await user.click(screen.getByTestId('guest-contact-submit'));
    expect(await screen.findByTestId('guest-contact-sent')).toHaveTextContent('ana@example.com');
    expect(calls.post).toHaveBeenCalledWith(
      'api/Messages/guest-contact-company/7',
      { name: 'Ana', email: 'ana@example.com', title: 'Raspberries', content: 'Price for 5 t?' },
      { quiet: true },
    );
  });

  it('confirms by the link, or says why it cannot', async () => {
    calls.post.mockResolvedValueOnce({ companyName: 'Dunav Foods' });
    renderWithProviders(<ContactConfirmationPage />, { url: '/contact-confirmation?token=abc', route: '/contact-confirmation' });
    expect(await screen.findByTestId('contact-confirmed')).toHaveTextContent('Your message was delivered to Dunav Foods.');
    expect(calls.post).toHaveBeenCalledWith('api/Messages/confirm-guest-contact', { token: 'abc' }, { quiet: true });
  });

  it('says a link without a token is not valid', async () => {
    renderWithProviders(<ContactConfirmationPage />, { url: '/contact-confirmation', route: '/contact-confirmation' });
    await waitFor(() => expect(screen.getByTestId('contact-not-confirmed')).toHaveTextContent('This confirmation link is not valid.'));
    expect(calls.post).not.toHaveBeenCalled();
  });
});
