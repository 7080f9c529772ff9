import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { useConfirm } from './useConfirm.tsx';

function WithDialog({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Log out</Button>
      <ConfirmDialog
        opened={opened}
        message="Do you want to logout from system?"
        danger
        onConfirm={() => {
          setOpened(false);
          onConfirm();
        }}
        onCancel={() => {
          setOpened(false);
          onCancel();
        }}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks, and confirms with Yes', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = renderWithProviders(<WithDialog onConfirm={onConfirm} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent('Do you want to logout from system?');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('puts focus on No, keeps it inside, and cancels with Escape', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = renderWithProviders(<WithDialog onConfirm={onConfirm} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(screen.getByRole('button', { name: 'No' })).toHaveFocus());
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

function WithHook({ onAnswer }: { onAnswer: (value: boolean) => void }) {
  const confirm = useConfirm();
  return <Button onClick={async () => onAnswer(await confirm({ message: 'Remove the image?', danger: true }))}>Remove</Button>;
}

describe('useConfirm', () => {
  it('resolves true on Yes and false on No', async () => {
    const onAnswer = vi.fn();
    const { user } = renderWithProviders(<WithHook onAnswer={onAnswer} />);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Remove the image?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onAnswer).toHaveBeenLastCalledWith(true));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(await screen.findByRole('button', { name: 'No' }));
    await waitFor(() => expect(onAnswer).toHaveBeenLastCalledWith(false));
    expect(onAnswer).toHaveBeenCalledTimes(2);
  });
});
