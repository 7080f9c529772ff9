import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';

const state = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('../../../api/client.ts', () => ({ api: { get: vi.fn(async () => ({ exists: false })), post: state.post } }));
vi.mock('./useRegistrationLists.ts', () => ({
  useRegistrationLists: () => ({
    countries: [{ value: '7', label: 'Serbia' }],
    companyTypes: [{ value: '12', label: 'Production' }],
    modules: [{ value: '1', label: 'B2B' }],
    prefixes: [],
  }),
  useCompanySearch: () => ({ data: [], isFetching: false }),
}));

const { RegisterPage } = await import('./RegisterPage.tsx');

const form = () => screen.getByRole('form');
/** The message under an input (Mantine links it through aria-describedby). */
function errorOf(label: RegExp) {
  const input = within(form()).getByLabelText(label, { selector: 'input' });
  expect(input, String(label)).toHaveAttribute('aria-invalid', 'true');
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

beforeEach(() => vi.clearAllMocks());

describe('RegisterPage', () => {
  it('marks every invalid field of the empty form at once, says "required", and focuses the first', async () => {
    const { user } = renderWithProviders(<RegisterPage />);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please correct the marked fields.')).toBeInTheDocument();
    for (const label of [/^First name/, /^Last name/, /^E-mail/, /^Password/, /^Confirm password/, /^Company name/, /^Country/]) {
      expect(errorOf(label)).toBe('This field is required.');
    }
    const privacy = screen.getByRole('checkbox', { name: /privacy policy/ });
    expect(privacy).toHaveAttribute('aria-invalid', 'true');
    const privacyMessage = document.getElementById(privacy.getAttribute('aria-describedby') ?? '');
    expect(privacyMessage).toHaveTextContent('Please accept the privacy policy to register.');
    await waitFor(() => expect(within(form()).getByLabelText(/^First name/, { selector: 'input' })).toHaveFocus());
    expect(state.post).not.toHaveBeenCalled();
  });

  it('shows a password mismatch and a malformed e-mail together with the missing fields', async () => {
    const { user } = renderWithProviders(<RegisterPage />, { lng: 'sr' });
    await user.type(screen.getByLabelText(/^E-pošta/, { selector: 'input' }), 'ana@');
    await user.type(screen.getByLabelText(/^Lozinka/, { selector: 'input' }), 'Strong#Pass1');
    await user.type(screen.getByLabelText(/^Potvrdite lozinku/, { selector: 'input' }), 'Strong#Pass2');
    await user.click(screen.getByRole('checkbox', { name: /politiku privatnosti/ }));
    await user.click(screen.getByRole('button', { name: 'Registruj se' }));
    await waitFor(() => expect(errorOf(/^Potvrdite lozinku/)).toBe('Potvrda lozinke se ne poklapa sa lozinkom.'));
    expect(errorOf(/^E-pošta/)).toBe('Unesite ispravnu e-mail adresu.');
    expect(errorOf(/^Ime/)).toBe('Ovo polje je obavezno.');
    expect(errorOf(/^Država/)).toBe('Ovo polje je obavezno.');
    expect(screen.getByRole('checkbox', { name: /politiku privatnosti/ })).not.toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText(/^Ime/, { selector: 'input' })).toHaveFocus());
  });
});
