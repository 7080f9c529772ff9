import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import type { CompanyAction } from './api/company-admin.api.ts';
import { useCompanyActions } from './useCompanyActions.ts';

const calls = vi.hoisted(() => ({ post: vi.fn(), delete: vi.fn(), toast: vi.fn() }));
vi.mock('../../api/client.ts', () => ({ api: { post: calls.post, delete: calls.delete, get: vi.fn(), put: vi.fn() } }));
vi.mock('../../api/toasts.tsx', () => ({ toastSuccess: calls.toast, toastError: vi.fn() }));

const company = { pkCompanyId: 6, name: 'Novi Start d.o.o.' };

function Harness({ action, onDone }: { action: CompanyAction; onDone: (ran: boolean) => void }) {
  const { run } = useCompanyActions();
  return <Button onClick={async () => onDone(await run(company, action))}>{action}</Button>;
}

beforeEach(() => {
  calls.post.mockReset().mockResolvedValue({ success: true });
  calls.delete.mockReset().mockResolvedValue({ success: true });
  calls.toast.mockReset();
});

describe('company administration actions', () => {
  it('asks before verifying, naming the company, and verifies on yes', async () => {
    const onDone = vi.fn();
    const { user } = renderWithProviders(<Harness action="verify" onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: 'verify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify the company' });
    expect(dialog).toHaveTextContent('Verify Novi Start d.o.o.?');
    expect(calls.post).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /^Verify/ }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(calls.post).toHaveBeenCalledWith('api/Company/verify-company-by-admin/6');
    expect(calls.toast).toHaveBeenCalledWith('Novi Start d.o.o. is verified.');
  });

  it('does nothing when the administrator cancels', async () => {
    const onDone = vi.fn();
    const { user } = renderWithProviders(<Harness action="unverify" onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: 'unverify' }));
    await screen.findByRole('dialog', { name: 'Withdraw the verification' });
    // The dialog's close button is also called Cancel; take the footer's.
    await user.click(screen.getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(false));
    expect(calls.post).not.toHaveBeenCalled();
    expect(calls.toast).not.toHaveBeenCalled();
  });

  it('deletes after confirmation and says company_delete_success', async () => {
    const onDone = vi.fn();
    const { user } = renderWithProviders(<Harness action="delete" onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: 'delete' }));
    await screen.findByRole('dialog', { name: 'Delete the company' });
    await user.click(screen.getByRole('button', { name: /^Delete/ }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(calls.delete).toHaveBeenCalledWith('api/Company/6');
    expect(calls.toast).toHaveBeenCalledWith('The company was deleted.');
  });

  it('reports failure without a success toast when the server refuses', async () => {
    calls.post.mockRejectedValueOnce(new Error('403 forbidden'));
    const onDone = vi.fn();
    const { user } = renderWithProviders(<Harness action="verify" onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: 'verify' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: /^Verify/ }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(false));
    expect(calls.toast).not.toHaveBeenCalled();
  });
});
