import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  opened: boolean;
  /** The question; defaults to "Are you sure?" */
  message?: ReactNode;
  title?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** Red confirm button, for removing and deleting. */
  danger?: boolean;
  /** Shows a loader on the confirm button while the action runs. */
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question in a modal: focus is trapped inside, Escape and the close button cancel. */
export function ConfirmDialog({
  opened,
  message,
  title,
  confirmLabel,
  cancelLabel,
  danger,
  loading,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('forms');
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title ?? t('confirm.title')}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': t('confirm.cancel') }}
    >
      <Text size="sm">{message ?? t('confirm.question')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {cancelLabel ?? t('confirm.no')}
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={loading}>
          {confirmLabel ?? t('confirm.yes')}
        </Button>
      </Group>
    </Modal>
  );
}
