import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import type { UserAction } from './api/user-admin.api.ts';
import { useBulkUserActions, useUserActions } from './useUserActions.ts';

const calls = vi.hoisted(() => ({ post: vi.fn(), delete: vi.fn(), toast: vi.fn() }));
vi.mock('../../api/client.ts', () => ({ api: { post: calls.post, delete: calls.delete, get: vi.fn(), put: vi.fn() } }));
vi.mock('../../api/toasts.tsx', () => ({ toastSuccess: calls.toast, toastError: vi.fn() }));

const person = { id: 41, firstName: 'Arta', lastName: 'Berisha', email: 'arta@example.test' };

function One({ action, onDone }: { action: UserAction; onDone: (ran: boolean) => void }) {
  const { run } = useUserActions();
  return <Button onClick={async () => onDone(await run(person, action))}>{action}</Button>;
}

function Bulk({ onDone }: { onDone: (ran: boolean) => void }) {
  const { run } = useBulkUserActions();
  return <Button onClick={async () => onDone(await run([1, 2, 3], 'deactivate'))}>bulk</Button>;
}

beforeEach(() => {
  calls.post.mockReset().mockResolvedValue({ success: true });
  calls.delete.mockReset().mockResolvedValue({ success: true });
  calls.toast.mockReset();
});

describe('user administration actions', () => {
  it('names the person and what they lose before a permanent delete, then calls the hard-delete route', async () => {
    const onDone = vi.fn();
    const { user } = renderWithProviders(<One action="hardDelete" onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: 'hardDelete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the user permanently' });
    expect(dialog).toHaveTextContent('Arta Berisha (arta@example.test)');
    expect(dialog).toHaveTextContent('cannot be undone');
    expect(calls.delete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /^Delete permanently/ }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(calls.delete).toHaveBeenCalledWith('api/Account/admin-hard-delete-user/41');
    expect(calls.toast).toHaveBeenCalledWith('Arta Berisha is deleted permanently.');
  });

  it('does nothing when the administrator cancels a deactivation', async () => {
    const onDone = vi.fn();
    const { user } = renderWithProviders(<One action="deactivate" onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: 'deactivate' }));
    await screen.findByRole('dialog', { name: 'Deactivate the user' });
    await user.click(screen.getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(false));
    expect(calls.post).not.toHaveBeenCalled();
  });

  it('asks with the count of the selection and says how many changed', async () => {
    calls.post.mockResolvedValueOnce({ requested: 3, changed: 2 });
    const onDone = vi.fn();
    const { user } = renderWithProviders(<Bulk onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: 'bulk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate the selected users' });
    expect(dialog).toHaveTextContent('Deactivate the 3 selected users?');
    await user.click(screen.getByRole('button', { name: /^Deactivate$/ }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(calls.post).toHaveBeenCalledWith('api/Account/admin-bulk-user-status', { action: 'deactivate', ids: [1, 2, 3] });
    expect(calls.toast).toHaveBeenCalledWith(expect.stringContaining('2 of 3 deactivated'));
  });

  it('reports a refused bulk action without a success toast', async () => {
    calls.post.mockRejectedValueOnce(new Error('403 forbidden'));
    const onDone = vi.fn();
    const { user } = renderWithProviders(<Bulk onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: 'bulk' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: /^Deactivate$/ }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(false));
    expect(calls.toast).not.toHaveBeenCalled();
  });
});
