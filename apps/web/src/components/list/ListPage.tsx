import { CloseButton, Group, type MantineSize, type MantineSpacing, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';

interface ListSearch {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The box's accessible name. */
  label: string;
  /** The clear button's accessible name; without it the box is a plain text input. */
  clearLabel?: string;
  /** The box's width beside a page title (on phones it takes the row). @default 320 */
  width?: number;
  testId?: string;
}

export interface ListPaging {
  page: number;
  /** Unknown while the first page loads. */
  totalPages: number | undefined;
  onPage: (page: number) => void;
  /** Accessible names of the arrows (first, previous, next, last). */
  controlLabel: (control: 'first' | 'previous' | 'next' | 'last') => string;
  /** Accessible names of the page numbers. */
  pageLabel?: (page: number) => string;
  size?: MantineSize;
  /** "Showing 21–40 of 57" before the page numbers, shown even with one page. */
  summary?: ReactNode;
  /**
   * Steps back to the last page when the page in the address lies past it (its last row was
   * verified away or removed elsewhere); lists that step back after their own delete leave it off.
   */
  stepBack?: boolean;
}

export interface ListPageProps<T> {
  /** The page's own title (h1) and subtitle; pages inside a frame that titles them have none. */
  title?: string;
  subtitle?: ReactNode;
  /** A heading of its own instead of the title (a section of a page). */
  heading?: ReactNode;
  /** Buttons beside the title or the search box (add, open the editor). */
  actions?: ReactNode;
  search?: ListSearch;
  /** Between the header and the list (how many there are). */
  toolbar?: ReactNode;
  /** The page's rows; undefined while the first page loads (or when it failed: then nothing shows). */
  items: readonly T[] | undefined;
  /** Overrides "no rows yet" as the loading state (a list kept while it reloads). */
  loading?: boolean;
  skeleton: ReactNode;
  empty: ReactNode;
  children: (items: readonly T[]) => ReactNode;
  /** Wraps the list's body (tabs around it). */
  frame?: (body: ReactNode) => ReactNode;
  paging?: ListPaging;
  /** Under the page numbers, when there are rows (a hint to do better). */
  footer?: ReactNode;
  gap?: MantineSpacing;
  testId?: string;
}

function SearchBox({ search, beside }: { search: ListSearch; beside: boolean }) {
  const { value, onChange, clearLabel } = search;
  return (
    <TextInput
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      placeholder={search.placeholder}
      aria-label={search.label}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={clearLabel && value ? <CloseButton size="sm" aria-label={clearLabel} onClick={() => onChange('')} /> : null}
      type={clearLabel ? 'search' : undefined}
      w={beside ? { base: '100%', sm: search.width ?? 320 } : undefined}
      style={beside ? undefined : { flex: '1 1 240px', maxWidth: 400 }}
      data-testid={search.testId}
    />
  );
}

function Pages({ paging }: { paging: ListPaging }) {
  const { page, onPage, controlLabel, pageLabel, size, summary } = paging;
  const total = paging.totalPages ?? 1;
  const pages =
    total > 1 ? (
      <Pagination
        total={total}
        value={Math.min(page, total)}
        onChange={onPage}
        size={size}
        getControlProps={(control) => ({ 'aria-label': controlLabel(control) })}
        getItemProps={pageLabel && ((p) => ({ 'aria-label': pageLabel(p) }))}
      />
    ) : null;
  if (summary !== undefined) {
    return (
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {summary}
        </Text>
        {pages}
      </Group>
    );
  }
  return pages && <Group justify="center">{pages}</Group>;
}

/**
 * The list page of the portal: title, search box and actions, the rows (a skeleton while the first
 * page loads, the empty state when there are none) and the page numbers.
 */
export function ListPage<T>(props: ListPageProps<T>) {
  const { title, subtitle, heading, actions, search, items, paging, frame = (body) => body } = props;
  const loading = props.loading ?? !items;
  const rows = !loading && items?.length ? items : null;

  const totalPages = paging?.totalPages;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the page count only
  useEffect(() => {
    if (paging?.stepBack && totalPages !== undefined && paging.page > Math.max(1, totalPages)) paging.onPage(Math.max(1, totalPages));
  }, [totalPages]);

  const titled = !!(title || heading);
  const head =
    heading ??
    (title && (
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        {subtitle && <Text c="dimmed">{subtitle}</Text>}
      </div>
    ));
  return (
    <Stack gap={props.gap ?? 'lg'} data-testid={props.testId}>
      {(head || search || actions) && (
        <Group justify="space-between" align={titled ? 'flex-end' : undefined} gap={titled ? 'md' : 'sm'}>
          {head}
          {search && <SearchBox search={search} beside={titled} />}
          {actions}
        </Group>
      )}
      {props.toolbar}
      {frame(loading ? props.skeleton : rows ? props.children(rows) : items ? props.empty : null)}
      {rows && paging && <Pages paging={paging} />}
      {rows && props.footer}
    </Stack>
  );
}
