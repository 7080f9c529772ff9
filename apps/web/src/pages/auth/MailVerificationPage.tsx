import { Alert, Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { AuthCard } from '../../components/ui/AuthCard.tsx';
import { ResendConfirmation } from '../../layouts/parts/ResendConfirmation.tsx';

type State = 'idle' | 'checking' | 'confirmed' | 'failed';

/** Confirms the e-mail address with the mailed link (userId and code), or a code typed in. */
export function MailVerificationPage() {
  const { t } = useTranslation('mail-verification');
  const [params] = useSearchParams();
  const userId = Number(params.get('userId')) || null;
  const [code, setCode] = useState(params.get('code') ?? '');
  const [state, setState] = useState<State>('idle');
  const [errorKey, setErrorKey] = useState('invalid_or_expired_code');
  const started = useRef(false);

  async function confirm(value: string) {
    if (!userId || !value) return;
    setState('checking');
    try {
      await api.get(`api/Account/confirm-email?userId=${userId}&code=${encodeURIComponent(value)}`, { quiet: true });
      setState('confirmed');
    } catch (e) {
      if (isApiError(e)) setErrorKey(e.messageKey);
      setState('failed');
    }
  }

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const initial = params.get('code');
    if (initial) void confirm(initial);
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void confirm(code.trim());
  };

  return (
    <AuthCard title={t('title')} subtitle={state === 'confirmed' ? undefined : t('subtitle')}>
      <Stack gap="md">
        {state === 'checking' && <Loader mx="auto" aria-label={t('checking')} />}
        {state === 'confirmed' && (
          <>
            <Alert color="teal" icon={<IconCircleCheck size={18} />} title={t('confirmed_title')} data-testid="email-confirmed">
              {t('confirmed_text')}
            </Alert>
            <Button component={Link} to="/login">
              {t('general:log_in')}
            </Button>
          </>
        )}
        {state === 'failed' && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {t([`errors:${errorKey}`, 'errors:general_error'])}
            {userId && <ResendConfirmation userId={userId} />}
          </Alert>
        )}
        {(state === 'idle' || state === 'failed') && (
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="sm">
              {!userId && <Text c="dimmed">{t('missing_link')}</Text>}
              <TextInput label={t('code')} value={code} onChange={(e) => setCode(e.currentTarget.value)} disabled={!userId} required />
              <Button type="submit" disabled={!userId || !code.trim()}>
                {t('confirm')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </AuthCard>
  );
}
