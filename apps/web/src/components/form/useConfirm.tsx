import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmOptions {
  message?: ReactNode;
  title?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  danger?: boolean;
}

/**
 * `const confirm = useConfirm(); if (await confirm({ message })) ...` — asks through @mantine/modals
 * (the app needs a ModalsProvider) and resolves true on confirm, false on cancel or close.
 */
export function useConfirm() {
  const { t } = useTranslation('forms');
  return useCallback(
    ({ message, title, confirmLabel, cancelLabel, danger }: ConfirmOptions = {}) =>
      new Promise<boolean>((resolve) => {
        let answered = false;
        const answer = (value: boolean) => {
          if (answered) return;
          answered = true;
          resolve(value);
        };
        modals.openConfirmModal({
          title: title ?? t('confirm.title'),
          centered: true,
          size: 'sm',
          children: <Text size="sm">{message ?? t('confirm.question')}</Text>,
          labels: { confirm: confirmLabel ?? t('confirm.yes'), cancel: cancelLabel ?? t('confirm.no') },
          confirmProps: danger ? { color: 'red' } : undefined,
          cancelProps: { 'data-autofocus': true } as Record<string, unknown>,
          closeButtonProps: { 'aria-label': t('confirm.cancel') },
          onConfirm: () => answer(true),
          onCancel: () => answer(false),
          onClose: () => answer(false),
        });
      }),
    [t],
  );
}
