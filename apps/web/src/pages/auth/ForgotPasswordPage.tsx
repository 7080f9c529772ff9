import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/client.ts';
import { AuthCard } from '../../components/ui/AuthCard.tsx';
import { useFieldText } from '../shared/useFieldText.ts';
import { useFormErrors } from '../shared/useFormErrors.ts';
import { validate } from '../shared/validate.ts';
import { toastUnhandled } from '../../api/unhandled-errors.ts';

/** Asks for a reset link; the answer is the same whether the address is known or not. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('password-reset');
  const [email, setEmail] = useState('');
  const { ref: formRef, errors, setErrors } = useFormErrors();
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);
  const error = useFieldText(errors);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const { forgotPasswordModel } = await import('@portal/contracts/accounts/password');
    const checked = validate(forgotPasswordModel, { email });
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    setPending(true);
    try {
      await api.post('api/Account/forgot-password', checked.data);
      setSent(true);
    } catch (err) {
      // The client has told the user of an API refusal; a lost connection is told here.
      toastUnhandled(err);
    } finally {
      setPending(false);
    }
  }

  return (
    <AuthCard title={t('forgot_title')} subtitle={t('forgot_subtitle')}>
      {sent ? (
        <Alert color="teal" icon={<IconMailForward size={18} />} title={t('sent_title')} data-testid="reset-sent">
          {t('sent_text')}
        </Alert>
      ) : (
        <form ref={formRef} onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('general:email')}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={error('email')}
              required
              autoComplete="email"
            />
            <Button type="submit" loading={pending}>
              {t('send_link')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" size="sm" display="block" ta="center" mt="lg">
        {t('back_to_login')}
      </Anchor>
    </AuthCard>
  );
}
