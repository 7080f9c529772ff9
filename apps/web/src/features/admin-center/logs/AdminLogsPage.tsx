import type { AdminLogTab } from '@portal/contracts/common/portal-links';
import { Anchor, Skeleton, Table, Tabs } from '@mantine/core';
import { IconAlertTriangle, IconListDetails, IconLogin, IconMail, IconNotes } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmptyState } from '../../../components/list/ListEmptyState.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { useListParams } from '../../../lib/useListParams.ts';
import { useCurrentUser } from '../../../session/useSession.ts';
import { useLogSearch } from '../api/admin-center-queries.ts';
import { formatLogTime, logColumns } from './log-columns.tsx';
import { LogDetailsDrawer } from './LogDetailsDrawer.tsx';
import { LogFilters } from './LogFilters.tsx';
import { LOG_PAGE_SIZE, LOG_TABS, LogParam, logSearchBody, tabOf } from './log-search.ts';
import { addressPaging } from '../../../components/list/list-paging.ts';
import { LoadingRows } from '../../../components/list/LoadingRows.tsx';

const tabIcons = { action: IconNotes, user: IconLogin, error: IconAlertTriangle, mail: IconMail } as const;

/** A row of any log: its id and time (the mail's creation), the rest read by the log's columns. */
type LogRow = { id: number; createdAt: string };

/**
 * /admin-center/logs: the action, user and error logs and the mail outbox, searchable by period,
 * person, kind and text, newest first, with their codes (actions, events, ...) translated; the
 * platform administrator reads every entry, a chamber administrator their chamber's; an entry opens with its details in a drawer. Everything
 * the search uses lives in the address.
 */
export function AdminLogsPage() {
  const { t } = useTranslation('logs');
  const { params, page, search, setSearch, setPage, update } = useListParams();
  // The server answers a chamber administrator their chamber's entries only; the subtitle says so.
  const everyEntry = useCurrentUser()?.functionAliases.includes('super_admin_function') ?? false;
  const tab = tabOf(params);
  const [openId, setOpenId] = useState<number | null>(null);
  const { data, isPending } = useLogSearch(tab, logSearchBody(tab, params));
  const rows: readonly LogRow[] | undefined = data ? ('mails' in data ? data.mails : data.logs) : undefined;
  const total = data?.totalCount ?? 0;
  const from = total ? (page - 1) * LOG_PAGE_SIZE + 1 : 0;
  const columns = logColumns[tab] as { key: string; cell: (row: LogRow, tf: typeof t) => ReactNode }[];

  const switchTab = (next: string | null) => {
    setOpenId(null);
    setSearch('');
    update({ [LogParam.tab]: next, [LogParam.page]: null, [LogParam.kind]: null, [LogParam.template]: null, [LogParam.text]: null });
  };

  return (
    <>
      <ListPage
        testId="admin-logs"
        title={t('title')}
        subtitle={everyEntry ? t('subtitle') : t('subtitle_chamber')}
        toolbar={<LogFilters tab={tab} params={params} search={search} onSearch={setSearch} update={update} />}
        items={rows}
        loading={isPending}
        skeleton={<LoadingRows label={t('loading')} gap="xs" row={<Skeleton h={36} />} />}
        empty={
          <ListEmptyState
            py={48}
            variant="light"
            icon={<IconListDetails size={28} />}
            title={t('empty_title')}
            text={t('empty_text')}
            testId="logs-empty"
          />
        }
        frame={(body) => (
          <Tabs value={tab} onChange={switchTab} keepMounted={false}>
            <Tabs.List mb="md">
              {LOG_TABS.map((key) => {
                const Icon = tabIcons[key];
                return (
                  <Tabs.Tab key={key} value={key} leftSection={<Icon size={16} aria-hidden />} data-testid={`log-tab-${key}`}>
                    {t(`tabs.${key}`)}
                  </Tabs.Tab>
                );
              })}
            </Tabs.List>
            {LOG_TABS.map((key) => (
              <Tabs.Panel key={key} value={key}>
                {key === tab && body}
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
        paging={addressPaging(t, {
          page,
          totalPages: data?.pageCount,
          onPage: setPage,
          summary: t('showing', { from, to: Math.min(page * LOG_PAGE_SIZE, total), total }),
        })}
      >
        {(items) => (
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover verticalSpacing="xs" aria-label={t(`tabs.${tab}`)} data-testid="log-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.time')}</Table.Th>
                  {columns.map((c) => (
                    <Table.Th key={c.key}>{t(`columns.${c.key}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((row) => (
                  <Table.Tr key={row.id} data-testid="log-row">
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Anchor
                        component="button"
                        type="button"
                        size="sm"
                        onClick={() => setOpenId(row.id)}
                        aria-label={t('open_entry', { id: row.id, time: formatLogTime(row.createdAt) })}
                      >
                        {formatLogTime(row.createdAt)}
                      </Anchor>
                    </Table.Td>
                    {columns.map((c) => (
                      <Table.Td key={c.key}>{c.cell(row, t)}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListPage>
      <LogDetailsDrawer
        tab={tab as AdminLogTab}
        id={openId}
        onClose={() => setOpenId(null)}
        onPerson={(userId) => {
          setOpenId(null);
          update({ [LogParam.user]: String(userId), [LogParam.page]: null });
        }}
      />
    </>
  );
}
