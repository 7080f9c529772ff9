import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toastUnhandled } from '../../api/unhandled-errors.ts';
import { AuthCard } from '../../components/ui/AuthCard.tsx';
import { formatDate } from '../../i18n/dates.ts';
import { useLogout } from '../../layouts/parts/useLogout.ts';
import { afterLoginTarget } from '../../session/redirects.ts';
import { loadCurrentUser } from '../../session/session-api.ts';
import { useAcceptDocuments, useMyConsents } from './api/consent-queries.ts';
import { documentPaths } from './document-paths.ts';

/**
 * The gate: a signed-in person who has not accepted the current terms or privacy policy sees
 * what changed, may read the texts, and accepts or signs out; nothing else opens meanwhile.
 */
export function ConsentPage() {
  const { t } = useTranslation('consents');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const logout = useLogout();
  const consents = useMyConsents();
  const accept = useAcceptDocuments();
  const pending = consents.data?.pendingDocuments ?? [];
  const nothingPending = consents.isSuccess && consents.data.pendingDocuments.length === 0;
  const redirectTo = params.get('redirectTo');

  // Accepted meanwhile (another tab): the signed-in user is read again and goes on.
  useEffect(() => {
    if (!nothingPending) return;
    loadCurrentUser()
      .then((user) => navigate(afterLoginTarget(user, redirectTo), { replace: true }))
      .catch(toastUnhandled);
  }, [nothingPending, navigate, redirectTo]);

  async function onAccept() {
    try {
      const user = await accept.mutateAsync(pending.map((d) => d.id));
      navigate(afterLoginTarget(user, redirectTo), { replace: true });
    } catch (err) {
      // A newer version published meanwhile is refused: show it and what changed.
      toastUnhandled(err);
      await consents.refetch();
    }
  }

  return (
    <AuthCard title={t('gate.title')} subtitle={t('gate.subtitle')} wide>
      {consents.isPending ? (
        <Loader aria-label={t('gate.loading')} />
      ) : (
        <Stack gap="md">
          {pending.map((d) => (
            <Stack key={d.id} gap={4} component="section" aria-labelledby={`document-${d.id}`}>
              <Title order={2} fz="lg" id={`document-${d.id}`}>
                {t(`kinds.${d.kind}`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t('gate.version', { version: d.version, date: formatDate(d.publishedAt) })}
              </Text>
              <Alert color="brand" variant="light" icon={<IconInfoCircle size={18} />} title={t('gate.what_changed')}>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {d.changes}
                </Text>
              </Alert>
              <Anchor component={Link} to={documentPaths[d.kind]} target="_blank" size="sm">
                {t('gate.read', { document: t(`kinds.${d.kind}`) })}
              </Anchor>
            </Stack>
          ))}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={logout}>
              {t('gate.sign_out')}
            </Button>
            <Button onClick={onAccept} loading={accept.isPending} disabled={!pending.length}>
              {t('gate.accept')}
            </Button>
          </Group>
        </Stack>
      )}
    </AuthCard>
  );
}
