import { type OptionalConsentKind, optionalConsentKinds } from '@portal/contracts/accounts/consents';
import { Card, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../api/toasts.tsx';
import { toastUnhandled } from '../../api/unhandled-errors.ts';
import { formatDate } from '../../i18n/dates.ts';
import { useMyConsents, useSetOptionalConsent } from './api/consent-queries.ts';

/** The account page's consents: the optional ones as switches, each change recorded with its time. */
export function OptionalConsentsSection() {
  const { t } = useTranslation('consents');
  const consents = useMyConsents();
  const change = useSetOptionalConsent();

  async function toggle(kind: OptionalConsentKind, given: boolean) {
    try {
      await change.mutateAsync({ kind, given });
      toastSuccess(t(given ? 'optional.given' : 'optional.withdrawn'));
    } catch (err) {
      toastUnhandled(err);
    }
  }

  return (
    <Card component="section" aria-labelledby="optional-consents-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="optional-consents-title">
            {t('optional.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('optional.intro')}
          </Text>
        </div>
        {consents.isPending ? (
          <Loader size="sm" aria-label={t('gate.loading')} />
        ) : (
          optionalConsentKinds.map((kind) => {
            const state = consents.data?.optional.find((o) => o.kind === kind);
            return (
              <Switch
                key={kind}
                checked={state?.given ?? false}
                onChange={(e) => toggle(kind, e.currentTarget.checked)}
                disabled={change.isPending}
                label={t(`kinds.${kind}`)}
                description={
                  <>
                    {t(`optional.explain.${kind}`)}
                    {state?.at && ` ${t(state.given ? 'optional.given_on' : 'optional.withdrawn_on', { date: formatDate(state.at) })}`}
                  </>
                }
              />
            );
          })
        )}
      </Stack>
    </Card>
  );
}
