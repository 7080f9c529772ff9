import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../api/client.ts';
import { toastSuccess } from '../../api/toasts.tsx';
import { AuthCard } from '../../components/ui/AuthCard.tsx';
import { afterLoginTarget } from '../../session/redirects.ts';
import { loadCurrentUser } from '../../session/session-api.ts';
import { NewPasswordForm } from '../shared/NewPasswordForm.tsx';

/** A user an administrator created chooses their own password before anything else. */
export function FirstLoginPage() {
  const { t } = useTranslation('first-login');
  const navigate = useNavigate();
  return (
    <AuthCard title={t('title')} subtitle={t('subtitle')}>
      <NewPasswordForm
        contract={async () => (await import('@portal/contracts/accounts/password')).firstLoginPasswordModel}
        send={async (body) => {
          await api.post('api/Account/set-password-after-first-login', body);
          const user = await loadCurrentUser();
          toastSuccess(t('errors:your_changes_has_been_saved_successfully'));
          navigate(afterLoginTarget(user, null), { replace: true });
        }}
        intro={
          <Alert color="brand" variant="light" icon={<IconInfoCircle size={18} />}>
            {t('why')}
          </Alert>
        }
        submitLabel={t('save')}
      />
    </AuthCard>
  );
}
