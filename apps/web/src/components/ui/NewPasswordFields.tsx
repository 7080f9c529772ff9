import { PasswordInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  password: string;
  confirm: string;
  onPassword: (v: string) => void;
  onConfirm: (v: string) => void;
  passwordError?: string;
  confirmError?: string;
  passwordLabel?: string;
}

/**
 * A new password and its confirmation, with the strong-password rule shown (spec-1 section 5).
 * Mantine's PasswordInput does not mark its input invalid itself, so aria-invalid is set here.
 */
export function NewPasswordFields(p: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <PasswordInput
        label={p.passwordLabel ?? t('general:new_password')}
        autoComplete="new-password"
        value={p.password}
        onChange={(e) => p.onPassword(e.currentTarget.value)}
        error={p.passwordError}
        aria-invalid={!!p.passwordError}
        // Two or three password fields on a form: each toggle names its field.
        visibilityToggleButtonProps={{
          'aria-label': t('general:show_password_of', { field: p.passwordLabel ?? t('general:new_password') }),
        }}
        required
      />
      <Text size="xs" c="dimmed" mt={-6}>
        {t('general:password_hint')}
      </Text>
      <PasswordInput
        label={t('general:confirm_password')}
        autoComplete="new-password"
        value={p.confirm}
        onChange={(e) => p.onConfirm(e.currentTarget.value)}
        error={p.confirmError}
        aria-invalid={!!p.confirmError}
        visibilityToggleButtonProps={{ 'aria-label': t('general:show_password_of', { field: t('general:confirm_password') }) }}
        required
      />
    </Stack>
  );
}
