import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { AuthCard } from '../../components/ui/AuthCard.tsx';
import { NewPasswordFields } from '../../components/ui/NewPasswordFields.tsx';
import { useFieldText } from '../shared/useFieldText.ts';
import { type FieldErrors, serverFieldErrors, validate } from '../shared/validate.ts';

/** Chooses a new password with the mailed token. */
export function ResetPasswordPage() {
  const { t } = useTranslation('password-reset');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);
  const error = useFieldText(errors);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const { resetPasswordModel } = await import('@portal/contracts/accounts/password');
    const checked = validate(resetPasswordModel, { token, newPassword: password, confirmPassword: confirm });
    if (checked.errors) return setErrors(checked.errors.token ? { form: 'invalid_or_expired_link' } : checked.errors);
    setErrors({});
    setPending(true);
    try {
      await api.post('api/Account/reset-password', checked.data, { quiet: true });
      setDone(true);
    } catch (err) {
      setErrors(serverFieldErrors(err) ?? { form: isApiError(err) ? err.messageKey : 'general_error' });
    } finally {
      setPending(false);
    }
  }

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
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            {errors.form && (
              <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
                {t([`errors:${errors.form}`, 'errors:general_error'])}
              </Alert>
            )}
            <NewPasswordFields
              password={password}
              confirm={confirm}
              onPassword={setPassword}
              onConfirm={setConfirm}
              passwordError={error('newPassword')}
              confirmError={error('confirmPassword')}
            />
            <Button type="submit" loading={pending}>
              {t('save_password')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
