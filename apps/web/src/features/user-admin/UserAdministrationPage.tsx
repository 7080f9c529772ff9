import { RoleId } from '@portal/contracts/common/access';
import { Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListEmptyState } from '../../components/list/ListEmptyState.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { useListParams } from '../../lib/useListParams.ts';
import { useCurrentUser } from '../../session/useSession.ts';
import { useAdministeredUsers } from './api/user-admin-queries.ts';
import { UserAdminRow, UserAdminRowSkeleton } from './UserAdminRow.tsx';
import { UserFilters } from './UserFilters.tsx';
import { useUserAdminPaths } from './user-admin-paths.ts';
import { filtersFromParams } from './user-filters.ts';
import { type BulkAction, useBulkUserActions, useUserActions } from './useUserActions.ts';
import { addressPaging } from '../../components/list/list-paging.ts';
import { LoadingRows } from '../../components/list/LoadingRows.tsx';

const USERS_PAGE_SIZE = 20;

/**
 * /admin-center/user-administration and /kif-admin-center/users: the people this administrator
 * manages (a chamber administrator their chamber's, as the server's rule lets them see), searchable
 * and filtered through the address; single actions from each row's menu, bulk ones on a selection.
 */
export function UserAdministrationPage() {
  const { t } = useTranslation('user-admin');
  const user = useCurrentUser();
  const isPlatform = user?.fkRoleId === RoleId.platformAdmin;
  const paths = useUserAdminPaths();
  const { params, page, query, search, setSearch, setPage, update } = useListParams();
  const list = useAdministeredUsers({ ...filtersFromParams(params), searchText: query || null, pageNum: page, pageSize: USERS_PAGE_SIZE });
  const actions = useUserActions();
  const bulk = useBulkUserActions();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  const data = list.data;
  const rows = data?.list ?? [];
  const onPage = rows.filter((r) => selected.has(r.id));
  const allOnPage = rows.length > 0 && onPage.length === rows.length;
  const toggle = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const runBulk = async (action: BulkAction) => {
    if (await bulk.run([...selected], action)) setSelected(new Set());
  };
  const from = data?.totalCount ? (page - 1) * USERS_PAGE_SIZE + 1 : 0;
  const to = data ? Math.min(page * USERS_PAGE_SIZE, data.totalCount) : 0;

  return (
    <ListPage
      testId="user-administration"
      title={t('title')}
      subtitle={isPlatform ? t('subtitle_platform') : t('subtitle_chamber')}
      actions={
        // Under /kif-admin-center the header's add-user button opens the same form.
        isPlatform &&
        !paths.kif && (
          <Button component={Link} to={paths.form()} leftSection={<IconUserPlus size={18} aria-hidden />} data-testid="add-chamber-admin">
            {t('add_chamber_admin')}
          </Button>
        )
      }
      search={{
        value: search,
        onChange: setSearch,
        placeholder: t('search_placeholder'),
        label: t('search_label'),
        clearLabel: t('clear_search'),
        width: 340,
      }}
      toolbar={
        <>
          <UserFilters params={params} update={update} />
          {rows.length > 0 && (
            <Paper withBorder radius="md" px="md" py="xs" mb="sm" data-testid="bulk-bar">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Checkbox
                  checked={allOnPage}
                  indeterminate={onPage.length > 0 && !allOnPage}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    setSelected((prev) => {
                      const next = new Set(prev);
                      for (const r of rows) on ? next.add(r.id) : next.delete(r.id);
                      return next;
                    });
                  }}
                  label={selected.size ? t('selected', { count: selected.size }) : t('select_page')}
                />
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="light"
                    color="teal"
                    disabled={!selected.size}
                    loading={bulk.pending}
                    onClick={() => runBulk('verify')}
                  >
                    {t('bulk.verify.button')}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    disabled={!selected.size}
                    loading={bulk.pending}
                    onClick={() => runBulk('deactivate')}
                  >
                    {t('bulk.deactivate.button')}
                  </Button>
                  {selected.size > 0 && (
                    <Button size="xs" variant="subtle" onClick={() => setSelected(new Set())}>
                      {t('clear_selection')}
                    </Button>
                  )}
                </Group>
              </Group>
            </Paper>
          )}
        </>
      }
      items={data?.list}
      loading={list.isPending}
      skeleton={<LoadingRows label={t('loading')} row={<UserAdminRowSkeleton />} />}
      empty={
        <ListEmptyState
          py={48}
          variant="light"
          icon={<IconUsers size={28} />}
          title={t('empty_title')}
          text={query ? t('empty_search_text', { query }) : t('empty_text')}
          testId="users-empty"
        />
      }
      paging={addressPaging(t, {
        page,
        totalPages: data?.totalPages,
        onPage: setPage,
        summary: <Text size="sm">{t('showing', { from, to, total: data?.totalCount ?? 0 })}</Text>,
      })}
    >
      {(users) => (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list_label')}>
          {users.map((u) => (
            <UserAdminRow
              key={u.id}
              user={u}
              formPath={paths.form(u.id)}
              selected={selected.has(u.id)}
              onSelect={(on) => toggle(u.id, on)}
              onAction={(action) => actions.run(u, action)}
              canHardDelete={isPlatform}
              busy={actions.pending?.id === u.id}
            />
          ))}
        </Stack>
      )}
    </ListPage>
  );
}
