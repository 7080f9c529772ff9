import { Stack } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmptyState } from '../../components/list/ListEmptyState.tsx';
import { addressPaging } from '../../components/list/list-paging.ts';
import { ListPage } from '../../components/list/ListPage.tsx';
import type { useListParams } from '../../lib/useListParams.ts';
import { CODES_PAGE_SIZE } from './api/codes-admin-queries.ts';
import { EntryRowSkeleton } from './EntryRow.tsx';
import { LoadingRows } from '../../components/list/LoadingRows.tsx';

interface EntryListPanelProps<T> {
  testId: string;
  /** The list's address state (page and search text). */
  list: ReturnType<typeof useListParams>;
  data: { list: T[]; totalPages: number; totalCount: number } | undefined;
  loading: boolean;
  /** What the list holds, for its accessible name and empty state ("Cities"). */
  what: string;
  searchPlaceholder: string;
  actions?: ReactNode;
  toolbar?: ReactNode;
  children: (item: T) => ReactNode;
}

/** One tab of the codes administration: search, the entries a page at a time, their empty state and paging. */
export function EntryListPanel<T>({
  testId,
  list,
  data,
  loading,
  what,
  searchPlaceholder,
  actions,
  toolbar,
  children,
}: EntryListPanelProps<T>) {
  const { t } = useTranslation('codes-admin');
  const { page, query, search, setSearch, setPage } = list;
  const from = data?.totalCount ? (page - 1) * CODES_PAGE_SIZE + 1 : 0;
  const to = data ? Math.min(page * CODES_PAGE_SIZE, data.totalCount) : 0;
  return (
    <ListPage
      testId={testId}
      actions={actions}
      search={{
        value: search,
        onChange: setSearch,
        placeholder: searchPlaceholder,
        label: t('search_label'),
        clearLabel: t('clear_search'),
      }}
      toolbar={toolbar}
      items={data?.list}
      loading={loading}
      skeleton={<LoadingRows label={t('loading')} row={<EntryRowSkeleton />} />}
      empty={
        <ListEmptyState
          py={48}
          variant="light"
          icon={<IconListDetails size={28} />}
          title={query ? t('empty_search_title') : t('empty_title')}
          text={query ? t('empty_search_text', { query }) : t('empty_text', { module: what })}
          testId="codes-empty"
        />
      }
      paging={addressPaging(t, {
        page,
        totalPages: data?.totalPages,
        onPage: setPage,
        summary: t('showing', { from, to, total: data?.totalCount ?? 0 }),
      })}
    >
      {(items) => (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list_label', { module: what })}>
          {items.map(children)}
        </Stack>
      )}
    </ListPage>
  );
}
