import { Card, CloseButton, EmptyState, Group, Pagination, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ListStatesProps {
  loading: boolean;
  empty: boolean;
  emptyTitle: string;
  emptyText: string;
  children: ReactNode;
}

/** A list's first load (skeleton rows), its empty notice, or the list itself. */
export function ListStates({ loading, empty, emptyTitle, emptyText, children }: ListStatesProps) {
  const { t } = useTranslation('event-attendees');
  if (loading) {
    return (
      <Card role="status" aria-busy="true" aria-label={t('loading')}>
        <Stack gap="md">
          {[0, 1, 2].map((i) => (
            <Group key={i} gap="sm" wrap="nowrap">
              <Skeleton circle height={40} />
              <Skeleton height={14} width="30%" />
              <Skeleton height={14} width="20%" ml="auto" />
            </Group>
          ))}
        </Stack>
      </Card>
    );
  }
  if (empty) {
    return (
      <EmptyState
        py={48}
        variant="light"
        icon={<IconUsers size={28} />}
        title={emptyTitle}
        description={emptyText}
        data-testid="attendees-empty"
      />
    );
  }
  return <>{children}</>;
}

interface ListFooterProps {
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** "Showing 21–40 of 57" and the page numbers, when there is more than one page (the count above says the rest). */
export function ListFooter({ page, pageSize, total, totalPages, onPage }: ListFooterProps) {
  const { t } = useTranslation('event-attendees');
  if (totalPages <= 1) return null;
  const current = Math.min(page, Math.max(1, totalPages));
  const from = (current - 1) * pageSize + 1;
  const to = Math.min(current * pageSize, total);
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        {t('showing', { from, to, total })}
      </Text>
      <Pagination
        total={totalPages}
        value={current}
        onChange={onPage}
        size="sm"
        getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
        getItemProps={(p) => ({ 'aria-label': t('pagination.page', { page: p }) })}
      />
    </Group>
  );
}

interface ListSearchProps {
  search: string;
  onSearch: (value: string) => void;
  placeholder: string;
  label: string;
  /** The "N people" or "N companies" line, once the list has loaded. */
  countText: string | null;
  testId: string;
}

/** The search box above a card list, with how many the list holds. */
export function ListSearch({ search, onSearch, placeholder, label, countText, testId }: ListSearchProps) {
  const { t } = useTranslation('event-attendees');
  return (
    <Group justify="space-between" gap="sm" align="center">
      <TextInput
        value={search}
        onChange={(e) => onSearch(e.currentTarget.value)}
        placeholder={placeholder}
        aria-label={label}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={search ? <CloseButton size="sm" aria-label={t('clear_search')} onClick={() => onSearch('')} /> : null}
        type="search"
        style={{ flex: '1 1 260px', maxWidth: 420 }}
        data-testid={testId}
      />
      {countText !== null && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {countText}
        </Text>
      )}
    </Group>
  );
}

/** Cards as a list: three columns on wide screens, one on phones. */
export function CardGrid({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={label}
      data-testid={testId}
    >
      {children}
    </SimpleGrid>
  );
}
