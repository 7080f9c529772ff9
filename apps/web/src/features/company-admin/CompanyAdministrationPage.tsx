import { RoleId } from '@portal/contracts/common/access';
import { Badge, Group, Stack, Tabs } from '@mantine/core';
import { IconBuildingCommunity, IconCircleCheck, IconHourglass, IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListEmptyState } from '../../components/list/ListEmptyState.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { useListParams } from '../../lib/useListParams.ts';
import { useCurrentUser } from '../../session/useSession.ts';
import type { AdministeredList } from './api/company-admin.api.ts';
import { useAdministeredCompanies } from './api/company-admin-queries.ts';
import { ChamberCompaniesExport } from './ChamberCompaniesExport.tsx';
import { CompanyAdminRow, CompanyAdminRowSkeleton } from './CompanyAdminRow.tsx';
import { useCompanyActions } from './useCompanyActions.ts';
import { addressPaging } from '../../components/list/list-paging.ts';
import { LoadingRows } from '../../components/list/LoadingRows.tsx';

const ADMIN_PAGE_SIZE = 10;

type TabKey = AdministeredList;
const TABS: TabKey[] = ['unverified', 'verified', 'without_administrator'];
const TAB_ICONS = { unverified: IconHourglass, verified: IconCircleCheck, without_administrator: IconUserQuestion };
const TAB_COLOURS = { unverified: 'orange', verified: 'teal', without_administrator: 'red' };

/**
 * /admin-center/company-administration: companies awaiting verification and verified ones, as the
 * server's chamber rule lets this administrator see them, and those whose last administrator left
 * (the chamber appoints one on the company's employees page); verify, unverify, delete, open the profile.
 * Tab, page and search live in the address, so a reload or the back button keeps them.
 */
export function CompanyAdministrationPage() {
  const { t } = useTranslation('company-admin');
  const user = useCurrentUser();
  const { params, page, query, search, setSearch, setPage, update } = useListParams();
  const tab: TabKey = TABS.find((k) => k !== 'unverified' && k === params.get('tab')) ?? 'unverified';

  const name = query || undefined;
  const listQuery = (key: TabKey) => ({ pageNum: tab === key ? page : 1, pageSize: ADMIN_PAGE_SIZE, name });
  const lists = {
    unverified: useAdministeredCompanies('unverified', listQuery('unverified')),
    verified: useAdministeredCompanies('verified', listQuery('verified')),
    without_administrator: useAdministeredCompanies('without_administrator', listQuery('without_administrator')),
  };
  const current = lists[tab];
  const actions = useCompanyActions();

  const count = (key: TabKey) => lists[key].data?.companiesCount;
  const tabLabel = (key: TabKey) => (
    <Group gap={8} wrap="nowrap">
      <span>{t(`tabs.${key}`)}</span>
      {count(key) !== undefined && (
        <Badge
          size="sm"
          variant={key === tab ? 'filled' : 'light'}
          color={count(key) ? TAB_COLOURS[key] : 'gray'}
          circle={count(key)! < 10}
        >
          {count(key)}
        </Badge>
      )}
    </Group>
  );

  const data = current.data;
  const from = data?.companiesCount ? (page - 1) * ADMIN_PAGE_SIZE + 1 : 0;
  const to = data ? Math.min(page * ADMIN_PAGE_SIZE, data.companiesCount) : 0;

  return (
    <ListPage
      testId="company-administration"
      title={t('title')}
      subtitle={user?.fkRoleId === RoleId.platformAdmin ? t('subtitle_platform') : t('subtitle_chamber')}
      search={{
        value: search,
        onChange: setSearch,
        placeholder: t('search_placeholder'),
        label: t('search_label'),
        clearLabel: t('clear_search'),
        width: 340,
      }}
      toolbar={<ChamberCompaniesExport list={tab} name={name} />}
      items={data?.companies}
      loading={current.isPending}
      skeleton={<LoadingRows label={t('loading')} row={<CompanyAdminRowSkeleton />} />}
      empty={
        <ListEmptyState
          py={48}
          variant="light"
          icon={<IconBuildingCommunity size={28} />}
          title={query ? t('empty_search_title') : t(`empty.${tab}.title`)}
          text={query ? t('empty_search_text', { query }) : t(`empty.${tab}.text`)}
          testId="companies-empty"
        />
      }
      frame={(body) => (
        <Tabs value={tab} onChange={(v) => update({ tab: v && v !== 'unverified' ? v : null, page: null })} keepMounted={false}>
          <Tabs.List mb="md">
            {TABS.map((key) => {
              const Icon = TAB_ICONS[key];
              return (
                <Tabs.Tab key={key} value={key} leftSection={<Icon size={16} aria-hidden />} data-testid={`tab-${key}`}>
                  {tabLabel(key)}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
          {TABS.map((key) => (
            <Tabs.Panel key={key} value={key}>
              {key === tab && body}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
      paging={addressPaging(t, {
        page,
        totalPages: data?.totalPages,
        onPage: setPage,
        summary: t('showing', { from, to, total: data?.companiesCount ?? 0 }),
      })}
    >
      {(companies) => (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list_label')}>
          {companies.map((c) => (
            <CompanyAdminRow
              key={c.pkCompanyId}
              company={c}
              onAction={actions.run}
              pendingAction={actions.pending?.id === c.pkCompanyId ? actions.pending.action : null}
            />
          ))}
        </Stack>
      )}
    </ListPage>
  );
}
