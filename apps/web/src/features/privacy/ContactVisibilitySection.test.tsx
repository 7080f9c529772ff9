import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ContactVisibilitySection } from './ContactVisibilitySection.tsx';

const calls = vi.hoisted(() => ({ get: vi.fn(), put: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('../../api/client.ts', () => ({ api: { get: calls.get, post: vi.fn(), put: calls.put, delete: vi.fn() } }));
vi.mock('../../api/toasts.tsx', () => ({ toastError: vi.fn(), toastInfo: vi.fn(), toastSuccess: calls.toastSuccess }));

beforeEach(() => {
  calls.get.mockReset().mockResolvedValue({ email: ['search'], phone: [] });
  calls.put.mockReset().mockImplementation(async (_path: string, body: unknown) => body);
  calls.toastSuccess.mockReset();
});

describe('what people outside my company see', () => {
  it('shows the stored choice, saves the changed matrix with the keyboard, and keeps save off until something changes', async () => {
    const { user } = renderWithProviders(<ContactVisibilitySection />);
    const emailInSearch = await screen.findByRole('checkbox', { name: 'Show my e-mail: Search' });
    expect(emailInSearch).toBeChecked();
    const save = screen.getByRole('button', { name: 'Save visibility' });
    expect(save).toBeDisabled();

    const phoneAtEvents = screen.getByRole('checkbox', { name: 'Show my phone: Event attendees' });
    phoneAtEvents.focus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('checkbox', { name: 'Show my phone: Company profile' }));
    await user.click(emailInSearch);
    expect(save).toBeEnabled();
    await user.click(save);

    await waitFor(() =>
      expect(calls.put).toHaveBeenCalledWith('api/Account/contact-visibility', { email: [], phone: ['companyProfile', 'eventAttendees'] }),
    );
    expect(calls.toastSuccess).toHaveBeenCalledWith('Your visibility choices are saved.');
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('says when nothing but the name is shown, in Serbian too', async () => {
    calls.get.mockResolvedValue({ email: [], phone: [] });
    renderWithProviders(<ContactVisibilitySection />, { lng: 'sr' });
    expect(await screen.findByText('Ljudi izvan vaše kompanije vide samo vaše ime.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Prikaži moj telefon: Profil kompanije' })).not.toBeChecked();
  });
});
