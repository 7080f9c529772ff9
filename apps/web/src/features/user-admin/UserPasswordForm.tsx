import { adminSetPasswordModel } from '@portal/contracts/accounts/password';
import { Button, Card, Group, PasswordInput, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../api/toasts.tsx';
import { useZodForm } from '../../components/form/useZodForm.ts';
import { serverErrorKey } from '../../lib/server-error.ts';
import { useSetUserPassword } from './api/user-admin-queries.ts';

interface PasswordValues extends Record<string, unknown> {
  userId: number;
  newPassword: string;
  confirmPassword: string;
  passwordChangeNeeded: boolean;
}

/** Sets a user's password; their sessions end, and by default they choose their own at next sign-in. */
export function UserPasswordForm({ userId, name }: { userId: number; name: string }) {
  const { t } = useTranslation('user-admin');
  const setPassword = useSetUserPassword();
  const form = useZodForm<PasswordValues, typeof adminSetPasswordModel>(adminSetPasswordModel, {
    initialValues: { userId, newPassword: '', confirmPassword: '', passwordChangeNeeded: true },
  });
  const submit = form.onSubmit(async (v) => {
    try {
      await setPassword.mutateAsync(v);
      toastSuccess(t('password.done', { name }));
      form.reset();
    } catch (err) {
      if (!form.applyServerError(err)) toastError(serverErrorKey(err));
    }
  });
  return (
    <Card component="form" onSubmit={submit} noValidate data-testid="user-password-form">
      <Stack gap="md">
        <div>
          <Text fw={600} component="h2" fz="lg" m={0}>
            {t('password.title')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('password.text')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PasswordInput label={t('password.new')} autoComplete="new-password" withAsterisk {...form.getInputProps('newPassword')} />
          <PasswordInput
            label={t('password.confirm')}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('confirmPassword')}
          />
        </SimpleGrid>
        <Switch label={t('password.change_needed')} {...form.getInputProps('passwordChangeNeeded', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={setPassword.isPending}>
            {t('password.submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
