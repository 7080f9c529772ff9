import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconAt, IconLock } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFieldMessage } from '../../components/form/FieldMessage.tsx';
import { type FieldIssue, fieldIssues } from '../../components/form/form-errors.ts';
import { useFocusFirstInvalid } from '../../components/form/focus-invalid.ts';
import { rememberedChoice } from '../../session/cookies.ts';
import { useSignIn } from '../../session/useSignIn.ts';
import { ResendConfirmation } from './ResendConfirmation.tsx';

type Errors = Partial<Record<string, FieldIssue>>;

/** Spec login dropdown: e-mail, password with show/hide, remember me, forgot link; Enter submits. */
export function LoginForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation();
  const { submit, error, pending } = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  // The choice is a cookie of this browser: read after the first render, which the server's render
  // of the landing page (a guest's, no cookies) must equal for the browser to hydrate it.
  useEffect(() => setRememberMe(rememberedChoice()), []);
  const [errors, setErrors] = useState<Errors>({});
  const message = useFieldMessage();
  const { ref, focusInvalid } = useFocusFirstInvalid();
  const errorText = (field: string) => {
    const issue = errors[field];
    return issue && message(issue);
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const { loginModel } = await import('@portal/contracts/accounts/session');
    const values = { email, password, rememberMe };
    const parsed = loginModel.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldIssues(loginModel, values) ?? {});
      focusInvalid();
      return;
    }
    setErrors({});
    await submit(parsed.data);
  }

  return (
    <form ref={ref} onSubmit={onSubmit} noValidate aria-label={t('general:login_form')}>
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
          error={errorText('email')}
          data-autofocus={autoFocus || undefined}
          required
        />
        <PasswordInput
          label={t('general:password')}
          autoComplete="current-password"
          leftSection={<IconLock size={16} />}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={errorText('password')}
          aria-invalid={!!errors.password}
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
