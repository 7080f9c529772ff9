import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconAt, IconLock } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rememberedChoice } from '../../session/cookies.ts';
import { useSignIn } from '../../session/useSignIn.ts';
import { ResendConfirmation } from './ResendConfirmation.tsx';

type Errors = Partial<Record<'email' | 'password', string>>;

/** Spec login dropdown: e-mail, password with show/hide, remember me, forgot link; Enter submits. */
export function LoginForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation();
  const { submit, error, pending } = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(rememberedChoice);
  const [errors, setErrors] = useState<Errors>({});

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const { loginModel } = await import('@portal/contracts/accounts/session');
    const parsed = loginModel.safeParse({ email, password, rememberMe });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        next[field] ??= t(`forms:${issue.message}`, { min: 6, defaultValue: t('errors:validation_error') });
      }
      setErrors(next);
      return;
    }
    setErrors({});
    await submit(parsed.data);
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('general:login_form')}>
      <Stack gap="sm">
        {error && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" p="xs">
            {t(`errors:${error.key}`, { defaultValue: t('errors:general_error') })}
            {error.key === 'email_not_confirmed' && error.userId && <ResendConfirmation userId={error.userId} />}
          </Alert>
        )}
        <TextInput
          label={t('general:email')}
          type="email"
          autoComplete="username"
          leftSection={<IconAt size={16} />}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errors.email}
          data-autofocus={autoFocus || undefined}
          required
        />
        <PasswordInput
          label={t('general:password')}
          autoComplete="current-password"
          leftSection={<IconLock size={16} />}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={errors.password}
          visibilityToggleButtonProps={{ 'aria-label': t('general:show_password') }}
          required
        />
        <Group justify="space-between">
          <Checkbox label={t('general:remember_me')} checked={rememberMe} onChange={(e) => setRememberMe(e.currentTarget.checked)} />
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t('general:forgot_password')}
          </Anchor>
        </Group>
        <Button type="submit" loading={pending} fullWidth>
          {t('general:log_in')}
        </Button>
      </Stack>
    </form>
  );
}
