import { Alert, Group, type GroupProps, Skeleton, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Icon } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmptyState } from '../../../components/list/ListEmptyState.tsx';
import { ListPage, type ListPageProps } from '../../../components/list/ListPage.tsx';
import { DeleteAction } from '../../../components/list/RowActions.tsx';
import { useConfirmedAction } from '../../../components/list/useConfirmedAction.ts';
import { SEARCH_DELAY_MS } from '../../../lib/useListParams.ts';

/**
 * A programme list searched by name a page at a time: the name to query (trimmed, debounced), the
 * page, and ListPage's search box (a new search starts at page 1) and page numbers.
 */
export function useSearchedPages(searchLabel: string) {
  const { t } = useTranslation('programme');
  const [value, setValue] = useState('');
  const [name] = useDebouncedValue(value.trim(), SEARCH_DELAY_MS);
  const [page, setPage] = useState(1);
  const search = {
    value,
    onChange: (next: string) => {
      setValue(next);
      setPage(1);
    },
    placeholder: searchLabel,
    label: searchLabel,
    clearLabel: t('interested.clear'),
  };
  /** The page numbers, named "Page 2" unless `pageLabels` is false. */
  const paging = (totalPages: number | undefined, pageLabels = true) => ({
    page,
    totalPages,
    onPage: setPage,
    controlLabel: (c: 'first' | 'previous' | 'next' | 'last') => t(`pagination.${c}`),
    pageLabel: pageLabels ? (p: number) => t('pagination.page', { page: p }) : undefined,
  });
  return { name, page, search, paging };
}

/** A list's placeholder while its first page loads. */
export function ListSkeleton({ h = 120 }: { h?: number }) {
  const { t } = useTranslation('programme');
  return <Skeleton h={h} role="status" aria-busy="true" aria-label={t('loading')} />;
}

/** A list's failed load, with an optional way to try again. */
export function LoadError({ show, children }: { show: boolean; children?: ReactNode }) {
  const { t } = useTranslation('programme');
  if (!show) return null;
  return children ? (
    <Alert color="red" title={t('load_error')}>
      {children}
    </Alert>
  ) : (
    <Alert color="red">{t('load_error')}</Alert>
  );
}

/**
 * ListPage's rows from a query: its items once loaded, the skeleton while the first load runs and
 * the error when it failed.
 */
export function loadedRows<T>(query: { isPending: boolean; isError: boolean }, items: readonly T[] | undefined) {
  const skeleton = <ListSkeleton />;
  const toolbar = <LoadError show={query.isError} />;
  return { items, loading: query.isPending, skeleton, toolbar };
}

/** A programme list with nothing to show. */
export function EmptyList({ icon: IconOf, title, text, testId }: { icon: Icon; title: string; text?: string; testId?: string }) {
  return <ListEmptyState py={48} variant="light" icon={<IconOf size={28} />} title={title} text={text ?? ''} testId={testId} />;
}

/** The heading of a tab of the event's page, with a line under it. */
export function SectionTitle({ children, subtitle }: { children: ReactNode; subtitle?: ReactNode }) {
  const title = (
    <Title order={2} fz={{ base: 20, sm: 24 }}>
      {children}
    </Title>
  );
  if (!subtitle) return title;
  return (
    <div>
      {title}
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {subtitle}
      </Text>
    </div>
  );
}

/** A tab of the event's page that lists something: ListPage under the tab's heading. */
export function TabList<T>({
  title,
  subtitle,
  ...props
}: Omit<ListPageProps<T>, 'heading' | 'title' | 'subtitle'> & { title: string; subtitle?: ReactNode }) {
  return <ListPage gap="md" heading={<SectionTitle subtitle={subtitle}>{title}</SectionTitle>} {...props} />;
}

/** A row of a plain list (people, partners), ruled off from the one above. */
export function RuledItem(props: GroupProps & { 'data-testid'?: string }) {
  return <Group component="li" wrap="nowrap" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }} {...props} />;
}

/** What a card's delete names: the `<section>.delete_label`, `.delete_question` and `.deleted` texts. */
type DeleteSection = 'halls' | 'speakers' | 'templates' | 'schedule' | 'documents' | 'banners';

interface CardDeleteProps {
  section: DeleteSection;
  /** The row's name in the button's name and the question. */
  name: string;
  run: () => Promise<unknown>;
  testId?: string;
}

/** A programme card's delete button: asks, deletes (spinning meanwhile), then says so. */
export function CardDelete({ section, name, run, testId }: CardDeleteProps) {
  const { t } = useTranslation('programme');
  const act = useConfirmedAction();
  const [running, setRunning] = useState(false);
  const onDelete = () =>
    act({
      ask: { message: t(`${section}.delete_question`, { name }), danger: true },
      run: async () => {
        setRunning(true);
        try {
          return await run();
        } finally {
          setRunning(false);
        }
      },
      done: t(`${section}.deleted`),
    });
  return (
    <DeleteAction
      label={t(`${section}.delete_label`, { name })}
      tooltip={t('actions.delete')}
      onClick={onDelete}
      loading={running}
      testId={testId}
    />
  );
}
