import type { RoleListItem } from '@portal/contracts/access-admin/roles';
import { Button, SegmentedControl, Stack } from '@mantine/core';
import { IconPlus, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListEmptyState } from '../../components/list/ListEmptyState.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { useConfirmedAction } from '../../components/list/useConfirmedAction.ts';
import { useListParams } from '../../lib/useListParams.ts';
import { useDeleteRole, useRoles } from './api/roles-admin-queries.ts';
import { roleFormPath } from './paths.ts';
import { RoleRow, RoleRowSkeleton } from './RoleRow.tsx';
import { addressPaging } from '../../components/list/list-paging.ts';
import { LoadingRows } from '../../components/list/LoadingRows.tsx';

const ROLES_PAGE_SIZE = 10;
const kinds = ['all', 'company', 'portal'] as const;
type Kind = (typeof kinds)[number];
const kindFilter: Record<Kind, boolean | undefined> = { all: undefined, company: true, portal: false };

/**
 * /kif-admin-center/roles: the portal's roles with their kind, built-in flag and users; add, edit,
 * open the permissions, delete the ones the role policy allows. Kind, page and search live in the address.
 */
export function RolesPage() {
  const { t } = useTranslation('roles-admin');
  const { params, page, query, search, setSearch, setPage, update } = useListParams();
  const kind: Kind = kinds.find((k) => k === params.get('kind')) ?? 'all';
  const roles = useRoles({ pageNum: page, pageSize: ROLES_PAGE_SIZE, name: query || undefined, isCompanyRole: kindFilter[kind] });
  const remove = useDeleteRole();
  const act = useConfirmedAction();

  const onDelete = (role: RoleListItem) =>
    act({
      ask: {
        title: t('confirm_delete_title'),
        message: t('confirm_delete', { name: role.name }),
        confirmLabel: t('delete'),
        cancelLabel: t('cancel'),
        danger: true,
      },
      run: () => remove.mutateAsync(role.pkRoleId),
      done: t('delete_success'),
    });

  const addButton = (
    <Button component={Link} to={roleFormPath()} leftSection={<IconPlus size={16} aria-hidden />}>
      {t('add')}
    </Button>
  );
  const data = roles.data;
  const from = data?.totalCount ? (page - 1) * ROLES_PAGE_SIZE + 1 : 0;
  const to = data ? Math.min(page * ROLES_PAGE_SIZE, data.totalCount) : 0;
  return (
    <ListPage
      testId="roles-admin"
      title={t('title')}
      subtitle={t('subtitle')}
      actions={addButton}
      search={{
        value: search,
        onChange: setSearch,
        placeholder: t('search_placeholder'),
        label: t('search_label'),
        clearLabel: t('clear_search'),
      }}
      toolbar={
        <SegmentedControl
          aria-label={t('kind_label')}
          value={kind}
          onChange={(v) => update({ kind: v === 'all' ? null : v, page: null })}
          data={kinds.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
        />
      }
      items={data?.roles}
      loading={roles.isPending}
      skeleton={<LoadingRows label={t('loading')} row={<RoleRowSkeleton />} />}
      empty={
        <ListEmptyState
          py={48}
          variant="light"
          icon={<IconShieldLock size={28} />}
          title={query ? t('empty_search_title') : t('empty_title')}
          text={query ? t('empty_search_text', { query }) : t('empty_text')}
          actions={query ? undefined : addButton}
        />
      }
      paging={addressPaging(t, {
        page,
        totalPages: data?.pageCount,
        onPage: setPage,
        summary: t('showing', { from, to, total: data?.totalCount ?? 0 }),
      })}
    >
      {(list) => (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list_label')}>
          {list.map((role) => (
            <RoleRow
              key={role.pkRoleId}
              role={role}
              onDelete={onDelete}
              deleting={remove.isPending && remove.variables === role.pkRoleId}
            />
          ))}
        </Stack>
      )}
    </ListPage>
  );
}
