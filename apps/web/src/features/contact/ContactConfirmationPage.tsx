import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { AuthCard } from '../../components/ui/AuthCard.tsx';
import { confirmGuestContact } from './api/contact.api.ts';

/** /contact-confirmation?token= (beyond the spec): the link mailed to a visitor delivers their message. */
export function ContactConfirmationPage() {
  const { t } = useTranslation('contact');
  const token = useSearchParams()[0].get('token') ?? '';
  const confirmed = useQuery({
    queryKey: ['contact-confirmation', token],
    queryFn: () => confirmGuestContact(token),
    enabled: token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const reason = isApiError(confirmed.error) ? confirmed.error.messageKey : 'guest_contact_link_invalid';
  return (
    <AuthCard title={t('confirm_title')}>
      <Stack gap="md" aria-live="polite">
        {token && confirmed.isPending && (
          <Stack align="center" gap="xs">
            <Loader size="sm" aria-label={t('confirming')} />
            <Text size="sm">{t('confirming')}</Text>
          </Stack>
        )}
        {confirmed.data && (
          <Alert color="teal" icon={<IconCircleCheck size={18} />} title={t('confirmed_title')} data-testid="contact-confirmed">
            {t('confirmed_text', { name: confirmed.data.companyName })}
          </Alert>
        )}
        {(!token || confirmed.isError) && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="contact-not-confirmed">
            {t(`errors:${reason}`)}
          </Alert>
        )}
        <Anchor component={Link} to="/business-to-business/public" size="sm" ta="center">
          {t('back')}
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
