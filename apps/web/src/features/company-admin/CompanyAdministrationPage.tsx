import type { CompanyCard } from '@portal/contracts/companies/favourites';
import { Badge, CloseButton, EmptyState, Group, Pagination, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { IconBuildingCommunity, IconCircleCheck, IconHourglass, IconSearch } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../session/useSession.ts';
import { useAdministeredCompanies } from '../companies/company-queries.ts';
import { useListParams } from '../connections/useListParams.ts';
import { CompanyAdminRow, CompanyAdminRowSkeleton } from './CompanyAdminRow.tsx';
import { useCompanyActions } from './useCompanyActions.ts';

export const ADMIN_PAGE_SIZE = 10;

type TabKey = 'unverified' | 'verified';

/**
 * /admin-center/company-administration: companies awaiting verification and verified ones, as the
 * server's chamber rule lets this administrator see them; verify, unverify, delete, open the profile.
 * Tab, page and search live in the address, so a reload or the back button keeps them.
 */
export function CompanyAdministrationPage() {
  const { t } = useTranslation('company-admin');
  const user = useCurrentUser();
  const { params, page, query, search, setSearch, setPage, update } = useListParams();
  const tab: TabKey = params.get('tab') === 'verified' ? 'verified' : 'unverified';

  const name = query || undefined;
  const lists = {
    unverified: useAdministeredCompanies(false, { pageNum: tab === 'unverified' ? page : 1, pageSize: ADMIN_PAGE_SIZE, name }),
    verified: useAdministeredCompanies(true, { pageNum: tab === 'verified' ? page : 1, pageSize: ADMIN_PAGE_SIZE, name }),
  };
  const current = lists[tab];
  const actions = useCompanyActions();

  // After the last row of a page goes (verified, deleted), step back to a page that exists.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the list's page count only
  useEffect(() => {
    const total = current.data?.totalPages;
    if (total !== undefined && page > Math.max(1, total)) update({ page: total > 1 ? String(total) : null });
  }, [current.data?.totalPages]);

  const count = (key: TabKey) => lists[key].data?.companiesCount;
  const tabLabel = (key: TabKey) => (
    <Group gap={8} wrap="nowrap">
      <span>{t(`tabs.${key}`)}</span>
      {count(key) !== undefined && (
        <Badge
          size="sm"
          variant={key === tab ? 'filled' : 'light'}
          color={key === 'unverified' ? 'orange' : 'teal'}
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
    <Stack gap="lg" data-testid="company-administration">
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('title')}
          </Title>
          <Text c="dimmed">{user?.fkRoleId === 1 ? t('subtitle_platform') : t('subtitle_chamber')}</Text>
        </div>
        <TextInput
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          placeholder={t('search_placeholder')}
          aria-label={t('search_label')}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={search ? <CloseButton size="sm" aria-label={t('clear_search')} onClick={() => setSearch('')} /> : null}
          w={{ base: '100%', sm: 340 }}
          type="search"
        />
      </Group>

      <Tabs value={tab} onChange={(v) => update({ tab: v === 'verified' ? 'verified' : null, page: null })} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="unverified" leftSection={<IconHourglass size={16} aria-hidden />} data-testid="tab-unverified">
            {tabLabel('unverified')}
          </Tabs.Tab>
          <Tabs.Tab value="verified" leftSection={<IconCircleCheck size={16} aria-hidden />} data-testid="tab-verified">
            {tabLabel('verified')}
          </Tabs.Tab>
        </Tabs.List>
        {(['unverified', 'verified'] as const).map((key) => (
          <Tabs.Panel key={key} value={key}>
            <CompanyList
              companies={key === tab ? data?.companies : undefined}
              loading={current.isPending}
              emptyTitle={query ? t('empty_search_title') : t(`empty.${key}.title`)}
              emptyText={query ? t('empty_search_text', { query }) : t(`empty.${key}.text`)}
              onAction={actions.run}
              pending={actions.pending}
            />
          </Tabs.Panel>
        ))}
      </Tabs>

      {data && data.companiesCount > 0 && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('showing', { from, to, total: data.companiesCount })}
          </Text>
          {data.totalPages > 1 && (
            <Pagination
              total={data.totalPages}
              value={Math.min(page, data.totalPages)}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
              getItemProps={(p) => ({ 'aria-label': t('pagination.page', { page: p }) })}
            />
          )}
        </Group>
      )}
    </Stack>
  );
}

interface CompanyListProps {
  companies: CompanyCard[] | undefined;
  loading: boolean;
  emptyTitle: string;
  emptyText: string;
  onAction: ReturnType<typeof useCompanyActions>['run'];
  pending: ReturnType<typeof useCompanyActions>['pending'];
}

function CompanyList({ companies, loading, emptyTitle, emptyText, onAction, pending }: CompanyListProps) {
  const { t } = useTranslation('company-admin');
  if (!companies) {
    if (!loading) return null;
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('loading')}>
        <CompanyAdminRowSkeleton />
        <CompanyAdminRowSkeleton />
        <CompanyAdminRowSkeleton />
      </Stack>
    );
  }
  if (!companies.length) {
    return (
      <EmptyState
        py={48}
        variant="light"
        icon={<IconBuildingCommunity size={28} />}
        title={emptyTitle}
        description={emptyText}
        data-testid="companies-empty"
      />
    );
  }
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list_label')}>
      {companies.map((c) => (
        <CompanyAdminRow
          key={c.pkCompanyId}
          company={c}
          onAction={onAction}
          pendingAction={pending?.id === c.pkCompanyId ? pending.action : null}
        />
      ))}
    </Stack>
  );
}
