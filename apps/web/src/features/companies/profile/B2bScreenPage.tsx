import { ModuleId } from '@portal/contracts/common/access';
import { Alert, Button, Card, Skeleton, Stack } from '@mantine/core';
import { IconInfoCircle, IconPuzzle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CompanyPage, useCompanyPage } from '../CompanyPage.tsx';
import { SectionNotApplicable } from './SectionNotApplicable.tsx';
import { useB2bInfo } from '../api/company-queries.ts';
import { type B2bScreenKey, b2bScreenSection, toB2bModel } from './b2b-form.ts';
import { B2bScreenForm } from './B2bScreenForm.tsx';
import { B2bCompanyView, B2bCooperationView, B2bMarketView, B2bPromoView } from './B2bViews.tsx';

const titles: Record<B2bScreenKey, string> = {
  company: 'sections.b2b_company',
  market: 'sections.b2b_market',
  cooperation: 'sections.b2b_cooperation',
  promo: 'sections.b2b_promo',
};

const intros: Record<B2bScreenKey, string> = {
  company: 'b2b.intro_company',
  market: 'b2b.intro_market',
  cooperation: 'b2b.intro_cooperation',
  promo: 'b2b.intro_promo',
};

/** B2B module id (code type 4, code 1). */

function B2bScreenBody({ screen }: { screen: B2bScreenKey }) {
  const { t } = useTranslation('company');
  const { companyId, company, canEdit } = useCompanyPage();
  const query = useB2bInfo(company.moduleIDs.includes(ModuleId.b2b) ? companyId : null);
  const missing = company.missingSections.includes(b2bScreenSection[screen]);

  if (!company.moduleIDs.includes(ModuleId.b2b)) {
    return (
      <SectionNotApplicable
        icon={<IconPuzzle size={18} />}
        title={t('b2b.module_inactive_title')}
        editorText={t('b2b.module_inactive_editor')}
        visitorText={t('b2b.module_inactive_visitor')}
        testId="b2b-module-inactive"
      />
    );
  }
  if (query.isLoading) {
    return (
      <Card aria-busy="true">
        <Stack gap="md">
          <Skeleton height={16} width="40%" />
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={120} />
        </Stack>
      </Card>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title={t('load_error_title')}>
        <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
          {t('try_again')}
        </Button>
      </Alert>
    );
  }
  const b2b = toB2bModel(query.data);
  if (canEdit) {
    return (
      <Stack gap="md">
        {missing ? (
          <Alert color="red" variant="light" icon={<IconInfoCircle size={18} />}>
            {t('b2b.missing_required')}
          </Alert>
        ) : (
          <Alert color="brand" variant="light" icon={<IconInfoCircle size={18} />}>
            {t(intros[screen])}
          </Alert>
        )}
        {/* Keyed by the data's update so that a refetch after saving starts the form from the stored values. */}
        <B2bScreenForm key={query.dataUpdatedAt} companyId={companyId} screen={screen} stored={query.data} />
      </Stack>
    );
  }
  return (
    <Card>
      {screen === 'company' && <B2bCompanyView b2b={b2b} />}
      {screen === 'market' && <B2bMarketView b2b={b2b} />}
      {screen === 'cooperation' && <B2bCooperationView b2b={b2b} />}
      {screen === 'promo' && <B2bPromoView b2b={b2b} />}
    </Card>
  );
}

function B2bScreen({ screen }: { screen: B2bScreenKey }) {
  const { t } = useTranslation('company');
  return (
    <CompanyPage section={b2bScreenSection[screen]} title={`${t('sections.group_b2b')} · ${t(titles[screen])}`}>
      <B2bScreenBody screen={screen} />
    </CompanyPage>
  );
}

/** /company/{companyId}/business-to-business/company */
export const B2bCompanyPage = () => <B2bScreen screen="company" />;
/** /company/{companyId}/business-to-business/market */
export const B2bMarketPage = () => <B2bScreen screen="market" />;
/** /company/{companyId}/business-to-business/business-cooperation-preferences */
export const B2bCooperationPage = () => <B2bScreen screen="cooperation" />;
/** /company/{companyId}/business-to-business/promo */
export const B2bPromoPage = () => <B2bScreen screen="promo" />;
