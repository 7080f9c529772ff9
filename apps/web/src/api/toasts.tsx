import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import i18n from 'i18next';
import type { ReactNode } from 'react';

/** Spec section 9: toasts stay 5 seconds, question toasts 10 seconds. */
const TOAST_MS = 5000;
const QUESTION_TOAST_MS = 10000;

let successShowing = 0;

function body(message: ReactNode, id: string, okLabel: string) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" style={{ minWidth: 0 }}>
        {message}
      </Text>
      <Button size="compact-xs" variant="subtle" style={{ flexShrink: 0 }} onClick={() => notifications.hide(id)}>
        {okLabel}
      </Button>
    </Group>
  );
}

function show(kind: 'error' | 'success' | 'info', message: string) {
  const id = `toast-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const color = kind === 'error' ? 'red' : kind === 'success' ? 'teal' : 'brand';
  if (kind === 'success') {
    successShowing++;
    setTimeout(() => successShowing--, TOAST_MS);
  }
  notifications.show({
    id,
    color,
    autoClose: TOAST_MS,
    withCloseButton: false,
    message: body(message, id, i18n.t('general:ok')),
    'data-kind': kind,
  } as Parameters<typeof notifications.show>[0]);
}

/** A translated error toast: `key` is a key of the errors namespace. */
export function toastError(key: string, params?: Record<string, string | number>) {
  const text = i18n.exists(`errors:${key}`) ? i18n.t(`errors:${key}`, params) : i18n.t('errors:general_error');
  show('error', text);
}

/** An error toast of a text the caller translated (a refusal of its own namespace). */
export const toastErrorText = (text: string) => show('error', text);
export const toastSuccess = (text: string) => show('success', text);
export const toastInfo = (text: string) => show('info', text);

/** A yes/no question shown for 10 seconds; resolves false when it times out. */
export function askQuestion(question: string): Promise<boolean> {
  return new Promise((resolve) => {
    const id = `question-${Date.now()}`;
    let answered = false;
    const answer = (value: boolean) => {
      answered = true;
      notifications.hide(id);
      resolve(value);
    };
    notifications.show({
      id,
      autoClose: QUESTION_TOAST_MS,
      withCloseButton: false,
      color: 'brand',
      onClose: () => {
        if (!answered) resolve(false);
      },
      message: (
        <div role="alertdialog" aria-label={question}>
          <Text size="sm" fw={500} mb="xs">
            {question}
          </Text>
          <Group gap="xs" justify="flex-end">
            <Button size="compact-sm" variant="default" onClick={() => answer(false)}>
              {i18n.t('general:no')}
            </Button>
            <Button size="compact-sm" onClick={() => answer(true)}>
              {i18n.t('general:yes')}
            </Button>
          </Group>
        </div>
      ),
    });
  });
}

/** Toasts are cleared on navigation unless a success toast is showing (spec-1 section 4). */
export function clearToastsOnNavigation() {
  if (successShowing <= 0) notifications.clean();
}
