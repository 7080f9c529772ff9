import { Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { toastSuccess } from '../../api/toasts.tsx';
import { NewPasswordFields } from '../../components/ui/NewPasswordFields.tsx';
import { useFieldText } from '../shared/useFieldText.ts';
import { type FieldErrors, serverFieldErrors, validate } from '../shared/validate.ts';

/** Change my password: the current one, then the new one twice. */
export function PasswordChangePage() {
  const { t } = useTranslation('account');
  const [oldPassword, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const error = useFieldText(errors);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const { changePasswordSelfModel } = await import('@portal/contracts/accounts/password');
    const checked = validate(changePasswordSelfModel, { oldPassword, newPassword: password, confirmPassword: confirm });
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    setPending(true);
    try {
      await api.post('api/Account/change-password-self', checked.data);
      setOld('');
      setPassword('');
      setConfirm('');
      toastSuccess(t('password_changed'));
    } catch (err) {
      const fields = serverFieldErrors(err);
      if (fields) setErrors(fields);
    } finally {
      setPending(false);
    }
  }

  return (
    <Stack gap="lg" maw={560}>
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('password_title')}
        </Title>
        <Text c="dimmed">{t('password_subtitle')}</Text>
      </div>
      <Card component="form" onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label={t('current_password')}
            autoComplete="current-password"
            value={oldPassword}
            onChange={(e) => setOld(e.currentTarget.value)}
            error={error('oldPassword')}
            visibilityToggleButtonProps={{ 'aria-label': t('general:show_password') }}
            required
          />
          <NewPasswordFields
            password={password}
            confirm={confirm}
            onPassword={setPassword}
            onConfirm={setConfirm}
            passwordError={error('newPassword')}
            confirmError={error('confirmPassword')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={pending}>
              {t('general:save')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
