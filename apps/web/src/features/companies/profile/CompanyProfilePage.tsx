import { ModuleId } from '@portal/contracts/common/access';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconInfoCircle, IconPencil, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../session/useSession.ts';
import { CatalogueSummary } from '../catalogue/CatalogueSummary.tsx';
import { canSeeEmployees } from '../CompanySectionMenu.tsx';
import { CompanyPage, useCompanyPage } from '../CompanyPage.tsx';
import { useB2bInfo, useMncInfo } from '../api/company-queries.ts';
import { companySectionDefs, sectionPath, visibleSectionGroups } from '../company-sections.ts';
import { useCompanyTypeIds } from '../../../lib/codes/code-queries.ts';
import { toB2bModel } from './b2b-form.ts';
import { B2bCompanyView, B2bCooperationView, B2bMarketView, B2bPromoView } from './B2bViews.tsx';
import { GeneralInfoForm, GeneralInfoView } from './GeneralInfo.tsx';
import { ExportProfileButton } from './ExportProfileButton.tsx';
import { MncView } from './MncPage.tsx';
import { ProfileSectionCard } from './ProfileParts.tsx';

const def = (key: string) => companySectionDefs.find((d) => d.key === key);

function CardSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true">
      <Skeleton height={14} width="30%" />
      <Skeleton height={14} width="60%" />
      <Skeleton height={14} width="45%" />
    </Stack>
  );
}

/** The four B2B parts, each under its anchor. */
function B2bSummary() {
  const { t } = useTranslation('company');
  const { companyId, company, canEdit } = useCompanyPage();
  const query = useB2bInfo(companyId);
  const b2b = toB2bModel(query.data);
  const missing = (key: string) => company.missingSections.includes(key);
  const parts = [
    { key: 'business-to-business/company', view: <B2bCompanyView b2b={b2b} /> },
    { key: 'business-to-business/market', view: <B2bMarketView b2b={b2b} /> },
    { key: 'business-to-business/business-cooperation-preferences', view: <B2bCooperationView b2b={b2b} /> },
    { key: 'business-to-business/promo', view: <B2bPromoView b2b={b2b} /> },
  ] as const;
  return (
    <Stack gap="md">
      <Title order={2} fz="xl" mt="sm">
        {t('sections.group_b2b')}
      </Title>
      {parts.map((p) => {
        const d = def(p.key);
        return (
          <ProfileSectionCard
            key={p.key}
            anchor={d?.anchor}
            title={t(d?.label ?? '')}
            missing={canEdit && missing(p.key)}
            to={sectionPath(companyId, p.key)}
            canEdit={canEdit}
          >
            {query.isLoading ? <CardSkeleton /> : p.view}
          </ProfileSectionCard>
        );
      })}
    </Stack>
  );
}

function MncSummary() {
  const { t } = useTranslation('company');
  const { companyId, company, canEdit } = useCompanyPage();
  const query = useMncInfo(companyId);
  return (
    <ProfileSectionCard
      anchor={def('mnc')?.anchor}
      title={t('sections.mnc')}
      missing={canEdit && company.missingSections.includes('mnc')}
      to={sectionPath(companyId, 'mnc')}
      canEdit={canEdit}
    >
      {query.data ? <MncView mnc={query.data} /> : <CardSkeleton />}
    </ProfileSectionCard>
  );
}

/** Sections with their own screens (supply chain, certificates, employees): links. */
function OtherSections() {
  const { t } = useTranslation('company');
  const { companyId, company } = useCompanyPage();
  const user = useCurrentUser();
  const typeIds = useCompanyTypeIds();
  const groups = visibleSectionGroups(company, {
    typeIds,
    canSeeEmployees: canSeeEmployees(user?.fkRoleId, user?.fkCompanyId === company.pkCompanyId),
  });
  const items = groups.flatMap((g) => g.items).filter((s) => !s.anchor);
  if (!items.length) return null;
  return (
    <Card>
      <Title order={3} fz="lg" mb="xs">
        {t('more_sections')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('more_sections_hint')}
      </Text>
      <Group gap="xs">
        {items.map((s) => (
          <Button
            key={s.key}
            component={Link}
            to={sectionPath(companyId, s.key)}
            variant="default"
            rightSection={<IconArrowRight size={14} />}
            c={s.missing && company.canEdit ? 'red.7' : undefined}
          >
            {t(s.label)}
            {s.missing && company.canEdit ? ' *' : ''}
          </Button>
        ))}
      </Group>
    </Card>
  );
}

function ProfileBody() {
  const { t } = useTranslation('company');
  const { company, canEdit } = useCompanyPage();
  const [params, setParams] = useSearchParams();
  const profileMissing = company.missingSections.includes('profile');
  const [editing, setEditing] = useState(canEdit && (profileMissing || params.get('edit') === '1'));
  const stopEditing = () => {
    setEditing(false);
    if (params.has('edit')) {
      params.delete('edit');
      setParams(params, { replace: true });
    }
  };
  const general = def('profile');
  return (
    <Stack gap="md">
      {canEdit && company.missingSections.length > 0 && (
        <Alert color="red" variant="light" icon={<IconInfoCircle size={18} />} data-testid="missing-sections-alert">
          {t('sections.missing_hint')}
        </Alert>
      )}
      <Card
        id={general?.anchor}
        tabIndex={-1}
        component="section"
        style={{ scrollMarginTop: 88, outline: 'none' }}
        data-testid="section-profile"
      >
        <Group justify="space-between" align="center" mb="md" gap="xs">
          <Title order={3} fz="lg" c={canEdit && profileMissing ? 'red.7' : undefined}>
            {t('general.title')}
            {canEdit && profileMissing ? ' *' : ''}
          </Title>
          {canEdit &&
            (editing ? (
              <Button size="xs" variant="subtle" color="gray" leftSection={<IconX size={14} />} onClick={stopEditing}>
                {t('close_editing')}
              </Button>
            ) : (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPencil size={14} />}
                onClick={() => setEditing(true)}
                data-testid="edit-general"
              >
                {t('edit')}
              </Button>
            ))}
        </Group>
        {editing ? <GeneralInfoForm company={company} onDone={stopEditing} /> : <GeneralInfoView company={company} />}
      </Card>
      {company.moduleIDs.includes(ModuleId.b2b) && <B2bSummary />}
      {company.isMnc && <MncSummary />}
      <CatalogueSummary />
      <OtherSections />
    </Stack>
  );
}

/** /company/{companyId}/profile: general information and the summaries of the other sections. */
export function CompanyProfilePage() {
  const { t } = useTranslation('company');
  return (
    <CompanyPage section="profile" title={t('sections.profile')} actions={<ExportProfileButton />}>
      <ProfileBody />
    </CompanyPage>
  );
}
