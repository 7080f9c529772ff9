import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { toastError, toastSuccess } from '../../api/toasts.tsx';

/** The codes administration's add and edit dialog around a form. */
export function EntryDialog({
  title,
  onClose,
  wide,
  children,
}: {
  title: string;
  onClose: () => void;
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('codes-admin');
  return (
    <Modal
      opened
      onClose={onClose}
      title={<Text fw={650}>{title}</Text>}
      size={wide ? 'xl' : 'lg'}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {children}
    </Modal>
  );
}

/** Cancel and Add (a new entry) or Save. */
export function DialogButtons({ onCancel, saving, adding }: { onCancel: () => void; saving: boolean; adding: boolean }) {
  const { t } = useTranslation('codes-admin');
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {t(adding ? 'actions.add' : 'actions.save')}
      </Button>
    </Group>
  );
}

/**
 * Runs a dialog's save: on success says so and closes (a save answering false stopped itself and
 * keeps the dialog open); a refusal naming fields goes on the inputs
 * (the form's applyServerError), any other is toasted.
 */
export async function saveEntry(o: {
  save: () => Promise<unknown>;
  done: string;
  onDone: () => void;
  applyServerError: (err: unknown) => boolean;
  onError?: (err: unknown) => void;
}) {
  try {
    if ((await o.save()) === false) return;
    toastSuccess(o.done);
    o.onDone();
  } catch (err) {
    o.onError?.(err);
    if (!o.applyServerError(err)) toastError(isApiError(err) ? err.messageKey : 'general_error', isApiError(err) ? err.params : undefined);
  }
}
