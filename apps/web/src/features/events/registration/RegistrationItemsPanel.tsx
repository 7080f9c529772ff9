import { CodeType } from '@portal/contracts/codes/code-types';
import { Alert, Button, Checkbox, Collapse, Group, Paper, Pill, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBinaryTree, IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClassificationTree } from '../../../components/form/ClassificationTree.tsx';
import type { ClassificationNode } from '../../../components/form/classification-types.ts';
import { useClassificationLoaders } from '../../../lib/codes/code-queries.ts';
import { SEARCH_DELAY_MS } from '../../../lib/useListParams.ts';
import { RegistrationItemCard, RegistrationItemSkeleton } from './RegistrationItemCard.tsx';
import { fetchAllItemIds, type ItemFilters, REGISTRATION_PAGE_SIZE, useItemsOnEvent } from '../api/registration-queries.ts';
import { type ItemKind, selectAllState } from './registration-selection.ts';

interface Props {
  kind: ItemKind;
  companyId: number;
  eventId: number;
  selected: number[];
  onToggle: (id: number) => void;
  onSelect: (ids: number[]) => void;
  onDeselect: (ids: number[]) => void;
  /** Spec-1: Load more is disabled while the user is not visible to the others. */
  loadMoreDisabled: boolean;
  /** The dialog's Save button, shown beside Load more. */
  footer: ReactNode;
}

/** One mode of the registration dialog: search by name and classification, the card grid, select all, load more. */
export function RegistrationItemsPanel({
  kind,
  companyId,
  eventId,
  selected,
  onToggle,
  onSelect,
  onDeselect,
  loadMoreDisabled,
  footer,
}: Props) {
  const { t } = useTranslation('events');
  const loaders = useClassificationLoaders(kind === 'product' ? CodeType.productClass : CodeType.activityClass);
  const [name, setName] = useState('');
  const [debounced] = useDebouncedValue(name.trim(), SEARCH_DELAY_MS);
  const [codes, setCodes] = useState<ClassificationNode[]>([]);
  const [treeOpen, setTreeOpen] = useState(false);
  const [allIds, setAllIds] = useState<number[] | null>(null);
  const [selecting, setSelecting] = useState(false);
  const filters: ItemFilters = { name: debounced, classificationIds: codes.map((c) => c.id) };
  const query = useItemsOnEvent(kind, companyId, eventId, filters);
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  const total = pages[0]?.totalCount ?? 0;
  const filterKey = `${debounced}|${filters.classificationIds.join(',')}`;

  // The ids behind select all belong to one search; a new search forgets them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the search changes
  useEffect(() => setAllIds(null), [filterKey]);

  const state = selectAllState(selected, allIds ?? items.map((i) => i.id), total);
  const toggleAll = async () => {
    setSelecting(true);
    try {
      const ids = allIds ?? (await fetchAllItemIds(kind, companyId, eventId, filters));
      setAllIds(ids);
      if (state === 'all') onDeselect(ids);
      else onSelect(ids);
    } finally {
      setSelecting(false);
    }
  };
  const toggleCode = (node: ClassificationNode) =>
    setCodes((list) => (list.some((c) => c.id === node.id) ? list.filter((c) => c.id !== node.id) : [...list, node]));
  const treeLabel = kind === 'product' ? t('registration.hs_codes') : t('registration.nace_codes');

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          style={{ flex: '1 1 240px' }}
          label={kind === 'product' ? t('registration.search_products') : t('registration.search_services')}
          placeholder={t('registration.search_placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          type="search"
        />
        <Button
          variant={treeOpen ? 'light' : 'default'}
          leftSection={<IconBinaryTree size={16} aria-hidden />}
          onClick={() => setTreeOpen((o) => !o)}
          aria-expanded={treeOpen}
        >
          {codes.length ? `${treeLabel} (${codes.length})` : treeLabel}
        </Button>
      </Group>
      {codes.length > 0 && (
        <Group gap={6} aria-label={treeLabel} role="list">
          {codes.map((c) => (
            <Pill
              key={c.id}
              withRemoveButton
              onRemove={() => toggleCode(c)}
              removeButtonProps={{ 'aria-label': t('registration.remove_code', { name: c.name }) }}
              role="listitem"
            >
              {c.name}
            </Pill>
          ))}
        </Group>
      )}
      <Collapse expanded={treeOpen}>
        <Paper withBorder p="sm" radius="md">
          <ClassificationTree {...loaders} selected={codes.map((c) => c.id)} onToggle={toggleCode} multiple leafOnly={false} height={260} />
        </Paper>
      </Collapse>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Checkbox
          label={t('registration.select_all', { count: total })}
          checked={state === 'all'}
          indeterminate={state === 'some'}
          disabled={!total || selecting}
          onChange={() => void toggleAll()}
          data-testid="select-all"
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('registration.selected_count', { count: selected.length })}
        </Text>
      </Group>
      {query.isError ? (
        <Alert color="red" icon={<IconInfoCircle size={18} />}>
          <Group justify="space-between" gap="sm">
            {t('registration.load_error')}
            <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
              {t('frame.try_again')}
            </Button>
          </Group>
        </Alert>
      ) : query.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <RegistrationItemSkeleton />
          <RegistrationItemSkeleton />
          <RegistrationItemSkeleton />
        </SimpleGrid>
      ) : items.length === 0 ? (
        <Alert color="gray" icon={<IconInfoCircle size={18} />} data-testid="registration-no-data">
          {filters.name || codes.length ? t('registration.no_match') : t('registration.no_data')}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" data-testid="registration-grid">
          {items.map((item) => (
            <RegistrationItemCard
              key={item.id}
              kind={kind}
              item={item}
              checked={selected.includes(item.id)}
              onToggle={() => onToggle(item.id)}
            />
          ))}
        </SimpleGrid>
      )}
      <Group
        justify="space-between"
        gap="sm"
        py="sm"
        style={{
          position: 'sticky',
          bottom: 0,
          background: 'var(--mantine-color-body)',
          borderTop: '1px solid var(--mantine-color-gray-2)',
        }}
      >
        {query.hasNextPage ? (
          <Button
            variant="default"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
            disabled={loadMoreDisabled}
            data-testid="load-more"
          >
            {t('registration.load_more', { count: Math.min(REGISTRATION_PAGE_SIZE, total - items.length) })}
          </Button>
        ) : (
          <span />
        )}
        {footer}
      </Group>
    </Stack>
  );
}
