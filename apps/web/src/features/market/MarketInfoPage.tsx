import { Alert, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCountries } from '../../lib/codes/code-queries.ts';
import { useCurrentUser } from '../../session/useSession.ts';
import { useEconomyProfile } from './api/market-queries.ts';
import { chosenEconomy, type EconomyChoice, economyChoices } from './economy-choices.ts';
import { EconomyProfileView } from './EconomyProfileView.tsx';
import { ExternalMarketInfo } from './ExternalMarketInfo.tsx';

function ProfileSection({ economy }: { economy: EconomyChoice }) {
  const { t } = useTranslation('market-info');
  const profile = useEconomyProfile(economy.value);
  if (profile.isPending)
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton h={90} radius="md" />
        <Skeleton h={240} radius="md" />
      </Stack>
    );
  if (profile.isError) return <Alert color="red">{t('profile_failed')}</Alert>;
  return <EconomyProfileView profile={profile.data} />;
}

/**
 * /market-info: economy profiles of the WB6 economies and their main partners from the portal's
 * World Bank data, and the external market-information service's figures where one is configured.
 * The chosen economy is kept in the address (?economy=SRB) so a profile can be linked.
 */
export function MarketInfoPage() {
  const { t } = useTranslation('market-info');
  const user = useCurrentUser();
  const countries = useCountries();
  const [params, setParams] = useSearchParams();
  const choices = useMemo(() => economyChoices(countries.data?.list ?? []), [countries.data]);
  const own = countries.data?.list.find((c) => c.id === user?.fkCompanyCountryId)?.alpha3 ?? null;
  const economy = chosenEconomy(choices, params.get('economy'), own);
  const choose = (code: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (code) next.set('economy', code);
        return next;
      },
      { replace: true },
    );
  return (
    <Stack gap="lg" data-testid="market-info">
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('title')}
        </Title>
        <Text c="dimmed">{t('subtitle')}</Text>
      </div>
      {countries.isPending ? (
        <Skeleton h={60} w={320} radius="md" />
      ) : (
        <Select
          label={t('economy')}
          data={[
            { group: t('groups.wb6'), items: choices.wb6 },
            { group: t('groups.partners'), items: choices.partners },
          ]}
          value={economy?.value ?? null}
          onChange={choose}
          allowDeselect={false}
          searchable
          w={{ base: '100%', xs: 320 }}
          data-testid="economy-select"
        />
      )}
      {economy && <ProfileSection economy={economy} />}
      {economy && <ExternalMarketInfo economy={economy} partners={choices.all} />}
    </Stack>
  );
}
