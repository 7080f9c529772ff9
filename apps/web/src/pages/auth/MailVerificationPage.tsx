import { Alert, Button, Loader, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { AuthCard } from '../../components/ui/AuthCard.tsx';
import { ResendConfirmation } from '../../layouts/parts/ResendConfirmation.tsx';
import { useFieldText } from '../shared/useFieldText.ts';
import { useFormErrors } from '../shared/useFormErrors.ts';
import { validate } from '../shared/validate.ts';

type State = 'idle' | 'checking' | 'confirmed' | 'already' | 'failed';

/**
 * Confirms the e-mail address: the mailed link carries the user's id and the code; without the
 * link, the user types the address and the code from the mail (GET api/Account/confirm-email takes
 * either the id or the e-mail). A link opened a second time says the address is already confirmed.
 */
export function MailVerificationPage() {
  const { t } = useTranslation('mail-verification');
  const [params] = useSearchParams();
  const userId = Number(params.get('userId')) || null;
  const [email, setEmail] = useState('');
  const [code, setCode] = useState(params.get('code') ?? '');
  const [state, setState] = useState<State>('idle');
  const [errorKey, setErrorKey] = useState('invalid_or_expired_code');
  const { ref, errors, setErrors } = useFormErrors();
  const error = useFieldText(errors);
  const started = useRef(false);

  async function confirm(query: Record<string, string>) {
    setState('checking');
    try {
      await api.get(`api/Account/confirm-email?${new URLSearchParams(query)}`, { quiet: true });
      setState('confirmed');
    } catch (e) {
      const key = isApiError(e) ? e.messageKey : 'general_error';
      setErrorKey(key);
      setState(key === 'email_already_confirmed' ? 'already' : 'failed');
    }
  }

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const initial = params.get('code');
    if (userId && initial) void confirm({ userId: String(userId), code: initial });
  });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const { confirmEmailQuery } = await import('@portal/contracts/accounts/password');
    const query = userId ? { userId: String(userId), code } : { email, code };
    const checked = validate(confirmEmailQuery, query);
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    void confirm(userId ? { userId: String(userId), code: code.trim() } : { email: email.trim(), code: code.trim() });
  };

  const done = state === 'confirmed' || state === 'already';
  return (
    <AuthCard title={t('title')} subtitle={done ? undefined : t(userId ? 'subtitle' : 'subtitle_without_link')}>
      <Stack gap="md">
        {state === 'checking' && <Loader mx="auto" aria-label={t('checking')} />}
        {state === 'confirmed' && (
          <Alert color="teal" icon={<IconCircleCheck size={18} />} title={t('confirmed_title')} data-testid="email-confirmed">
            {t('confirmed_text')}
          </Alert>
        )}
        {state === 'already' && (
          <Alert color="blue" icon={<IconInfoCircle size={18} />} title={t('already_title')} data-testid="email-already-confirmed">
            {t('errors:email_already_confirmed')}
          </Alert>
        )}
        {done && (
          <Button component={Link} to="/login">
            {t('general:log_in')}
          </Button>
        )}
        {state === 'failed' && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {t([`errors:${errorKey}`, 'errors:general_error'])}
            {userId && <ResendConfirmation userId={userId} />}
          </Alert>
        )}
        {(state === 'idle' || state === 'failed') && (
          <form ref={ref} onSubmit={onSubmit} noValidate aria-label={t('title')}>
            <Stack gap="sm">
              {!userId && (
                <TextInput
                  label={t('general:email')}
                  type="email"
                  autoComplete="email"
                  value={email}
                  onChange={(e) => setEmail(e.currentTarget.value)}
                  error={error('email')}
                  required
                />
              )}
              <TextInput
                label={t('code')}
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
                error={error('code')}
                autoComplete="one-time-code"
                spellCheck={false}
                required
              />
              <Button type="submit">{t('confirm')}</Button>
            </Stack>
          </form>
        )}
      </Stack>
    </AuthCard>
  );
}
