import { Alert, Button, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../api/client.ts';
import { toastSuccess } from '../../api/toasts.tsx';
import { AuthCard } from '../../components/ui/AuthCard.tsx';
import { NewPasswordFields } from '../../components/ui/NewPasswordFields.tsx';
import { afterLoginTarget } from '../../session/redirects.ts';
import { loadCurrentUser } from '../../session/session-api.ts';
import { useFieldText } from '../shared/useFieldText.ts';
import { type FieldErrors, serverFieldErrors, validate } from '../shared/validate.ts';

/** A user an administrator created chooses their own password before anything else. */
export function FirstLoginPage() {
  const { t } = useTranslation('first-login');
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const error = useFieldText(errors);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const { firstLoginPasswordModel } = await import('@portal/contracts/accounts/password');
    const checked = validate(firstLoginPasswordModel, { newPassword: password, confirmPassword: confirm });
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    setPending(true);
    try {
      await api.post('api/Account/set-password-after-first-login', checked.data);
      const user = await loadCurrentUser();
      toastSuccess(t('errors:your_changes_has_been_saved_successfully'));
      navigate(afterLoginTarget(user, null), { replace: true });
    } catch (err) {
      const fields = serverFieldErrors(err);
      if (fields) setErrors(fields);
    } finally {
      setPending(false);
    }
  }

  return (
    <AuthCard title={t('title')} subtitle={t('subtitle')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Alert color="brand" variant="light" icon={<IconInfoCircle size={18} />}>
            {t('why')}
          </Alert>
          <NewPasswordFields
            password={password}
            confirm={confirm}
            onPassword={setPassword}
            onConfirm={setConfirm}
            passwordError={error('newPassword')}
            confirmError={error('confirmPassword')}
          />
          <Button type="submit" loading={pending}>
            {t('save')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
