import type { EventPage, EventSearch, EventSummary } from '@portal/contracts/events/events';
import {
  Button,
  Card,
  CloseButton,
  EmptyState,
  Grid,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { IconCalendarEvent, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/form/DateField.tsx';
import { useListParams } from '../../../lib/useListParams.ts';
import { useEventTopicChoices } from './event-topics.ts';
import { EventCard, EventCardSkeleton } from './EventCard.tsx';

const EVENT_PAGE_SIZE = 12;
/** Query parameters of the list; pages add their own (e.g. status) and drop `page` when those change. */
export const EVENT_LIST_PARAMS = { page: 'page', name: 'q', topic: 'topic', from: 'from', to: 'to' } as const;

interface EventListProps {
  title: string;
  subtitle?: string;
  /** The query of the page's search (key and function) for the filters in the address. */
  eventsQuery: (filters: EventSearch) => { queryKey: readonly unknown[]; queryFn: () => Promise<EventPage> };
  /** Extra filter controls (a status switch...), shown above the common filters. */
  toolbar?: ReactNode;
  /** True when the page's own filters narrow the list, so an empty answer reads "no match". */
  filtered?: boolean;
  renderActions?: (event: EventSummary) => ReactNode;
  /** Where a card leads (default: the event's details); null opens nothing. */
  cardLink?: (event: EventSummary) => string | null;
  emptyTitle: string;
  emptyText: string;
  emptyAction?: ReactNode;
  pageSize?: number;
  testId?: string;
}

/**
 * An event list screen: title, filters (name with the search delay, topic, date range), a grid of
 * event cards and pagination. Page and filters live in the address, so reloads and back keep them.
 */
export function EventList(props: EventListProps) {
  const { title, subtitle, eventsQuery, toolbar, filtered, renderActions, cardLink, pageSize = EVENT_PAGE_SIZE } = props;
  const { t } = useTranslation();
  const list = useListParams({ pageParam: EVENT_LIST_PARAMS.page, queryParam: EVENT_LIST_PARAMS.name });
  const topics = useEventTopicChoices();
  const topic = Number(list.params.get(EVENT_LIST_PARAMS.topic)) || undefined;
  const from = list.params.get(EVENT_LIST_PARAMS.from) || undefined;
  const to = list.params.get(EVENT_LIST_PARAMS.to) || undefined;
  const query = useQuery({
    placeholderData: keepPreviousData,
    ...eventsQuery({
      pageNum: list.page,
      pageSize,
      name: list.query || undefined,
      fkEventTopicId: topic,
      fromDate: from,
      toDate: to,
    }),
  });
  const data = query.data;

  // After the last card of a page goes (deleted, announced away), step back to a page that exists.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the page count only
  useEffect(() => {
    if (data && list.page > Math.max(1, data.totalPages)) list.setPage(data.totalPages);
  }, [data?.totalPages]);

  const setFilter = (param: string, value: string | null) => list.update({ [param]: value, [EVENT_LIST_PARAMS.page]: null });
  const ownFilters = !!(list.query || topic || from || to);
  const clearFilters = () => {
    list.setSearch('');
    list.update({ q: null, topic: null, from: null, to: null, page: null });
  };
  const first = data?.totalCount ? (Math.min(list.page, data.totalPages) - 1) * pageSize + 1 : 0;
  const last = data ? Math.min(first + data.events.length - 1, data.totalCount) : 0;

  return (
    <Stack gap="lg" data-testid={props.testId}>
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        {subtitle && <Text c="dimmed">{subtitle}</Text>}
      </div>
      {toolbar}
      <Card padding="md" component="section" aria-label={t('event_list.filters_label')}>
        <Grid gap="sm" align="flex-end">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <TextInput
              value={list.search}
              onChange={(e) => list.setSearch(e.currentTarget.value)}
              label={t('event_list.search_label')}
              placeholder={t('event_list.search_placeholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              rightSection={
                list.search ? <CloseButton size="sm" aria-label={t('event_list.clear_search')} onClick={() => list.setSearch('')} /> : null
              }
              type="search"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
            <Select
              label={t('event_list.topic')}
              placeholder={t('event_list.topic_placeholder')}
              data={topics.data ?? []}
              value={topic ? String(topic) : null}
              onChange={(v) => setFilter(EVENT_LIST_PARAMS.topic, v)}
              clearable
              searchable
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4, md: 2.5 }}>
            <DateField label={t('event_list.from_label')} value={from ?? null} onChange={(v) => setFilter(EVENT_LIST_PARAMS.from, v)} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4, md: 2.5 }}>
            <DateField
              label={t('event_list.to_label')}
              value={to ?? null}
              minDate={from}
              onChange={(v) => setFilter(EVENT_LIST_PARAMS.to, v)}
            />
          </Grid.Col>
        </Grid>
        {ownFilters && (
          <Group justify="flex-end" mt="xs">
            <Button variant="subtle" size="compact-sm" leftSection={<IconFilterOff size={14} aria-hidden />} onClick={clearFilters}>
              {t('event_list.clear_filters')}
            </Button>
          </Group>
        )}
      </Card>

      {!data ? (
        <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="lg" role="status" aria-busy="true" aria-label={t('event_list.loading')}>
          <EventCardSkeleton />
          <EventCardSkeleton />
          <EventCardSkeleton />
        </SimpleGrid>
      ) : data.events.length === 0 ? (
        <Card>
          {ownFilters || filtered ? (
            <EmptyState
              py={40}
              variant="light"
              icon={<IconSearch size={28} />}
              title={t('event_list.no_match_title')}
              description={t('event_list.no_match_text')}
              data-testid="events-no-match"
            />
          ) : (
            <EmptyState
              py={40}
              variant="light"
              icon={<IconCalendarEvent size={28} />}
              title={props.emptyTitle}
              description={props.emptyText}
              data-testid="events-empty"
            >
              {props.emptyAction && <EmptyState.Actions>{props.emptyAction}</EmptyState.Actions>}
            </EmptyState>
          )}
        </Card>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, xl: 3 }}
          spacing="lg"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none', opacity: query.isPlaceholderData ? 0.6 : 1 }}
          aria-label={title}
        >
          {data.events.map((e) => (
            <EventCard key={e.pkEventId} event={e} actions={renderActions?.(e)} to={cardLink ? cardLink(e) : undefined} />
          ))}
        </SimpleGrid>
      )}

      {data && data.totalCount > 0 && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('event_list.showing', { from: first, to: last, total: data.totalCount })}
          </Text>
          {data.totalPages > 1 && (
            <Pagination
              total={data.totalPages}
              value={Math.min(list.page, data.totalPages)}
              onChange={list.setPage}
              getControlProps={(control) => ({ 'aria-label': t(`event_list.pagination.${control}`) })}
              getItemProps={(p) => ({ 'aria-label': t('event_list.pagination.page', { page: p }) })}
            />
          )}
        </Group>
      )}
    </Stack>
  );
}
