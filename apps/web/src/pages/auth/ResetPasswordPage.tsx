import { Alert, Button, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { AuthCard } from '../../components/ui/AuthCard.tsx';
import { NewPasswordForm } from '../shared/NewPasswordForm.tsx';

/** Chooses a new password with the mailed token. */
export function ResetPasswordPage() {
  const { t } = useTranslation('password-reset');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);

  return (
    <AuthCard title={t('reset_title')} subtitle={done ? undefined : t('reset_subtitle')}>
      {done ? (
        <Stack>
          <Alert color="teal" icon={<IconCircleCheck size={18} />}>
            {t('reset_done')}
          </Alert>
          <Button component={Link} to="/login">
            {t('general:log_in')}
          </Button>
        </Stack>
      ) : (
        <NewPasswordForm
          contract={async () => (await import('@portal/contracts/accounts/password')).resetPasswordModel}
          body={{ token }}
          // A missing or malformed token is the link's fault, not an input's.
          mapErrors={(errors) => (errors.token ? { form: 'invalid_or_expired_link' } : errors)}
          send={async (body) => {
            await api.post('api/Account/reset-password', body, { quiet: true });
            setDone(true);
          }}
          refusal={(err) => (isApiError(err) ? err.messageKey : 'general_error')}
          submitLabel={t('save_password')}
        />
      )}
    </AuthCard>
  );
}
