import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ConsentPage } from './ConsentPage.tsx';

const calls = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../api/client.ts', () => ({ api: { get: calls.get, post: calls.post, put: vi.fn(), delete: vi.fn() } }));

const version = { id: 7, kind: 'privacy_policy', version: 2, changes: 'Logs are kept for 12 months.', publishedAt: '2026-11-28T10:00:00Z' };
const consents = (pending: object[]) => ({ pendingDocuments: pending, optional: [], history: [] });
// The guards read these fields of the signed-in user.
const currentUser = (documentsToAccept: string[]) => ({
  fkRoleId: 4,
  fkCompanyId: 5,
  userCompany: { pkCompanyId: 5, name: 'Co', logoName: null, isVerified: true, isDeleted: false },
  passwordChangeNeeded: false,
  documentsToAccept,
  functionAliases: ['employees_function'],
  companyModules: [1],
});

beforeEach(() => {
  calls.get.mockReset().mockImplementation(async (path: string) => {
    if (path === 'api/Consents') return consents([version]);
    if (path === 'api/account/get-current-user') return currentUser([]);
    throw new Error(`unexpected ${path}`);
  });
  calls.post.mockReset().mockResolvedValue(consents([]));
});

describe('the consent gate', () => {
  it('shows what changed with the text, accepts the versions shown and goes on where the person was going', async () => {
    const { user } = renderWithProviders(<ConsentPage />, { url: '/consent?redirectTo=%2Fconnections', route: '/consent', probe: true });
    expect(await screen.findByText('Logs are kept for 12 months.')).toBeVisible();
    expect(screen.getByRole('link', { name: /Privacy policy/ })).toHaveAttribute('href', '/privacy-policy');
    await user.click(screen.getByRole('button', { name: 'I accept' }));
    expect(calls.post).toHaveBeenCalledWith('api/Consents/accept-documents', { versionIds: [7] });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/connections'));
  });

  it('goes on at once when nothing is left to accept (accepted in another tab)', async () => {
    calls.get.mockImplementation(async (path: string) => (path === 'api/Consents' ? consents([]) : currentUser([])));
    renderWithProviders(<ConsentPage />, { url: '/consent', route: '/consent', probe: true });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(calls.post).not.toHaveBeenCalled();
  });
});
