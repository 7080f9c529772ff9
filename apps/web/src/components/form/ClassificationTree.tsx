import {
  Anchor,
  Box,
  Center,
  Checkbox,
  Group,
  Loader,
  Radio,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Tree,
  type TreeNodeData,
  mergeAsyncChildren,
  useTree,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChevronRight, IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ClassificationLoaders, type ClassificationNode, isLeaf } from './classification-types.ts';
import { logUnexpected } from '../../api/unhandled-errors.ts';

interface ClassificationTreeProps extends ClassificationLoaders {
  /** Selected ids */
  selected: number[];
  /** Called when a selectable node is chosen or un-chosen */
  onToggle: (node: ClassificationNode) => void;
  multiple?: boolean;
  /** Only nodes without children can be chosen. @default true */
  leafOnly?: boolean;
  /** Paths (top level to node) to open when the tree first shows, usually those of the selected ids */
  revealPaths?: ClassificationNode[][];
  /** @default 500 */
  searchDelay?: number;
  /** @default 2 */
  minSearchLength?: number;
  /** Height of the scrolling list. @default 360 */
  height?: number;
}

const toTreeNode = (node: ClassificationNode): TreeNodeData => ({
  value: String(node.id),
  label: node.name,
  hasChildren: node.childenCount > 0,
  nodeProps: { node },
});

function findTreeNode(data: TreeNodeData[], value: string): TreeNodeData | undefined {
  for (const item of data) {
    if (item.value === value) return item;
    const inner = item.children && findTreeNode(item.children, value);
    if (inner) return inner;
  }
  return undefined;
}

/** Browses a classification: a lazily loaded tree (keyboard: arrows, Enter or Space to choose) and a search by name. */
export function ClassificationTree({
  loadChildren,
  search,
  selected,
  onToggle,
  multiple = false,
  leafOnly = true,
  revealPaths,
  searchDelay = 500,
  minSearchLength = 2,
  height = 360,
}: ClassificationTreeProps) {
  const { t } = useTranslation('forms');
  const [data, setData] = useState<TreeNodeData[]>([]);
  const [rootState, setRootState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), searchDelay);
  const [results, setResults] = useState<{ query: string; nodes: ClassificationNode[] | null; failed?: boolean }>({
    query: '',
    nodes: null,
  });

  const tree = useTree({
    multiple,
    selectedState: selected.map(String),
    onLoadChildren: async (value) => {
      const children = await loadChildren(Number(value));
      setData((previous) => mergeAsyncChildren(previous, value, children.map(toTreeNode)));
    },
  });
  const { setExpandedState } = tree;

  // Top level first, then the branches leading to the selected nodes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per attempt; loaders are stable enough for a dialog's life
  useEffect(() => {
    let cancelled = false;
    setRootState('loading');
    (async () => {
      try {
        let next = (await loadChildren(null)).map(toTreeNode);
        const expanded: Record<string, boolean> = {};
        for (const path of revealPaths ?? []) {
          for (const ancestor of path.slice(0, -1)) {
            const value = String(ancestor.id);
            const existing = findTreeNode(next, value);
            if (!existing) break;
            if (!existing.children) next = mergeAsyncChildren(next, value, (await loadChildren(ancestor.id)).map(toTreeNode));
            expanded[value] = true;
          }
        }
        if (cancelled) return;
        setData(next);
        setExpandedState(expanded);
        setRootState('ready');
      } catch (err) {
        logUnexpected(err, 'the classification could not load');
        if (!cancelled) setRootState('failed');
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  useEffect(() => {
    if (!search || debounced.length < minSearchLength) return;
    let cancelled = false;
    setResults({ query: debounced, nodes: null });
    search(debounced).then(
      (nodes) => !cancelled && setResults({ query: debounced, nodes }),
      (err: unknown) => {
        logUnexpected(err, 'the classification search failed');
        if (!cancelled) setResults({ query: debounced, nodes: [], failed: true });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [debounced, search, minSearchLength]);

  const selectable = (node: ClassificationNode) => !leafOnly || isLeaf(node);
  const searching = !!search && query.trim().length >= minSearchLength;

  const handleKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const item = (event.target as HTMLElement).closest<HTMLElement>('[role=treeitem]');
    const value = item?.dataset.value;
    const node = value ? (findTreeNode(data, value)?.nodeProps?.node as ClassificationNode | undefined) : undefined;
    if (!node) return;
    event.preventDefault();
    event.stopPropagation();
    if (selectable(node)) onToggle(node);
    else tree.toggleExpanded(value as string);
  };

  const indicator = (checked: boolean) =>
    multiple ? <Checkbox.Indicator checked={checked} size="xs" aria-hidden /> : <Radio.Indicator checked={checked} size="xs" aria-hidden />;

  const treeView =
    rootState === 'loading' ? (
      <Center h={80}>
        <Loader size="sm" aria-label={t('tree.loading')} />
      </Center>
    ) : rootState === 'failed' ? (
      <Stack align="center" gap="xs" py="md">
        <Text size="sm" c="dimmed">
          {t('tree.loadFailed')}
        </Text>
        <Anchor component="button" type="button" size="sm" onClick={() => setAttempt((n) => n + 1)}>
          {t('tree.retry')}
        </Anchor>
      </Stack>
    ) : data.length === 0 ? (
      <Text size="sm" c="dimmed" py="md" ta="center">
        {t('tree.noData')}
      </Text>
    ) : (
      <Tree
        data={data}
        tree={tree}
        expandOnClick={false}
        expandOnSpace={false}
        allowRangeSelection={false}
        levelOffset="md"
        aria-label={t('tree.dialogTitle')}
        aria-multiselectable={multiple || undefined}
        onKeyDown={handleKeyDown}
        renderNode={({ node, expanded, hasChildren, selected: isSelected, elementProps, tree: controller, isLoading, loadError }) => {
          const item = node.nodeProps?.node as ClassificationNode;
          const canSelect = selectable(item);
          return (
            <Group
              gap={6}
              wrap="nowrap"
              {...elementProps}
              onClick={(event) => {
                elementProps.onClick(event);
                if (canSelect) onToggle(item);
                else controller.toggleExpanded(node.value);
              }}
              style={{ ...elementProps.style, cursor: 'pointer', paddingBlock: 4 }}
              title={!canSelect ? t('tree.leafOnly') : undefined}
            >
              <Box
                w={18}
                component="span"
                aria-hidden
                onClick={(event) => {
                  event.stopPropagation();
                  if (hasChildren) controller.toggleExpanded(node.value);
                }}
                style={{ display: 'inline-flex', visibility: hasChildren ? 'visible' : 'hidden' }}
              >
                {isLoading ? (
                  <Loader size={12} />
                ) : (
                  <IconChevronRight
                    size={16}
                    stroke={1.5}
                    style={{ transform: expanded ? 'rotate(90deg)' : undefined, transition: 'transform 120ms' }}
                  />
                )}
              </Box>
              {canSelect && indicator(isSelected)}
              <Text size="sm" fw={isSelected ? 600 : hasChildren ? 500 : undefined} style={{ flex: 1 }}>
                {node.label}
              </Text>
              {loadError && (
                <Text size="xs" c="red">
                  {t('tree.loadFailed')}
                </Text>
              )}
            </Group>
          );
        }}
      />
    );

  const resultView =
    results.query !== debounced || results.nodes === null ? (
      <Center h={80}>
        <Loader size="sm" aria-label={t('tree.loading')} />
      </Center>
    ) : results.nodes.length === 0 ? (
      <Text size="sm" c="dimmed" py="md" ta="center">
        {results.failed ? t('tree.loadFailed') : t('tree.noResults')}
      </Text>
    ) : (
      <Stack gap="xs" role="group" aria-label={t('tree.results')}>
        {results.nodes.map((node) => {
          const checked = selected.includes(node.id);
          const disabled = !selectable(node);
          const common = {
            label: node.name,
            checked,
            disabled,
            description: disabled ? t('tree.leafOnly') : undefined,
            onChange: () => onToggle(node),
          };
          return multiple ? <Checkbox key={node.id} {...common} /> : <Radio key={node.id} name="classification-search" {...common} />;
        })}
      </Stack>
    );

  return (
    <Stack gap="sm">
      {search && (
        <TextInput
          label={t('tree.search')}
          placeholder={t('tree.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          leftSection={<IconSearch size={16} stroke={1.5} aria-hidden />}
          data-autofocus
          type="search"
        />
      )}
      <ScrollArea.Autosize mah={height} type="auto" offsetScrollbars>
        {searching ? resultView : treeView}
      </ScrollArea.Autosize>
    </Stack>
  );
}
