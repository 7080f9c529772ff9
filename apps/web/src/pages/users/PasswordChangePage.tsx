import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { toastSuccess } from '../../api/toasts.tsx';
import { NewPasswordForm } from '../shared/NewPasswordForm.tsx';

/** Change my password: the current one, then the new one twice. */
export function PasswordChangePage() {
  const { t } = useTranslation('account');
  return (
    <Stack gap="lg" maw={560}>
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('password_title')}
        </Title>
        <Text c="dimmed">{t('password_subtitle')}</Text>
      </div>
      <NewPasswordForm
        card
        contract={async () => (await import('@portal/contracts/accounts/password')).changePasswordSelfModel}
        currentPasswordLabel={t('current_password')}
        send={async (body) => {
          await api.post('api/Account/change-password-self', body);
          toastSuccess(t('password_changed'));
        }}
        clearOnSent
        submitLabel={t('general:save')}
      />
    </Stack>
  );
}
