import { Anchor } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { toastSuccess } from '../../api/toasts.tsx';
import { toastUnhandled } from '../../api/unhandled-errors.ts';

/** Sends the confirmation mail again (at most once a minute, the server says). */
export function ResendConfirmation({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  async function resend() {
    try {
      await api.get(`api/Account/resend-verification-email/${userId}`);
      setSent(true);
      toastSuccess(t('general:confirmation_sent'));
    } catch (err) {
      // The client has shown an API refusal; a lost connection is told here.
      toastUnhandled(err);
    }
  }
  return (
    <Anchor component="button" type="button" size="sm" display="block" mt={4} onClick={resend} disabled={sent}>
      {t('general:resend_confirmation')}
    </Anchor>
  );
}
