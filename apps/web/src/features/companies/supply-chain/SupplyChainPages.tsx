import { Alert, Button, Card, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CompanyPage, useCompanyPage } from '../CompanyPage.tsx';
import { useSupplyChainInfo } from '../api/company-queries.ts';
import type { SupplyChainScreenKey } from './supply-chain-form.ts';
import { SupplyChainForm } from './SupplyChainForm.tsx';
import { SupplyChainView } from './SupplyChainView.tsx';

const titleKey = (screen: SupplyChainScreenKey) => `sc.${screen.replace(/-/g, '_')}.title`;
const introKey = (screen: SupplyChainScreenKey) => `sc.${screen.replace(/-/g, '_')}.intro`;

function SupplyChainBody({ screen }: { screen: SupplyChainScreenKey }) {
  const { t } = useTranslation('company-sections');
  const { companyId, canEdit } = useCompanyPage();
  const query = useSupplyChainInfo(companyId);

  if (query.isError)
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('load_error')}>
        <Button size="xs" variant="light" color="red" onClick={() => query.refetch()} mt="xs">
          {t('try_again')}
        </Button>
      </Alert>
    );
  if (!query.data)
    return (
      <Stack gap="md" aria-busy="true" data-testid="supply-chain-loading">
        <Card>
          <Stack gap="sm">
            <Skeleton height={14} width="30%" />
            <Skeleton height={36} />
            <Skeleton height={14} width="25%" />
            <Skeleton height={36} />
          </Stack>
        </Card>
        <Skeleton height={180} radius="lg" />
      </Stack>
    );
  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {t(introKey(screen))}
      </Text>
      {canEdit ? (
        <SupplyChainForm key={companyId} companyId={companyId} screen={screen} stored={query.data} />
      ) : (
        <SupplyChainView screen={screen} stored={query.data} />
      )}
    </Stack>
  );
}

function SupplyChainScreen({ screen }: { screen: SupplyChainScreenKey }) {
  const { t } = useTranslation('company-sections');
  return (
    <CompanyPage section={`supply-chain/${screen}`} title={t(titleKey(screen))}>
      <SupplyChainBody screen={screen} />
    </CompanyPage>
  );
}

export const BasicDataPage = () => <SupplyChainScreen screen="basic-data" />;
export const CommercialActivitiesPage = () => <SupplyChainScreen screen="commercial-activities" />;
export const ProductionCapacitiesPage = () => <SupplyChainScreen screen="data-on-production-capacities" />;
export const DataOnServicesPage = () => <SupplyChainScreen screen="data-on-services" />;
export const FinancialDataPage = () => <SupplyChainScreen screen="financial-data" />;
export const GrowthPlansPage = () => <SupplyChainScreen screen="growth-and-development-plans" />;
