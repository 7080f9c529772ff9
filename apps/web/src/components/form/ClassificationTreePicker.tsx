import { Button, Group, Input, type InputWrapperProps, Modal, Pill, Text } from '@mantine/core';
import { useDisclosure, useId } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassificationLoaders, ClassificationNode } from './classification-types.ts';
import { ClassificationTree } from './ClassificationTree.tsx';
import classes from './classification-picker.module.css';
import { logUnexpected } from '../../api/unhandled-errors.ts';

interface SingleValue {
  multiple?: false;
  value: number | null;
  onChange: (value: number | null, node: ClassificationNode | null) => void;
}
interface MultipleValue {
  multiple: true;
  value: number[];
  onChange: (value: number[], nodes: ClassificationNode[]) => void;
}

type ClassificationTreePickerProps = ClassificationLoaders &
  (SingleValue | MultipleValue) &
  Omit<InputWrapperProps, 'onChange' | 'children'> & {
    /** Only nodes without children can be chosen. @default true */
    leafOnly?: boolean;
    disabled?: boolean;
    /** Dialog title; defaults to "Choose a classification" */
    dialogTitle?: string;
    /** Names of already chosen nodes, when the page has them (saves a loadPath call). */
    knownNodes?: ClassificationNode[];
    searchDelay?: number;
    minSearchLength?: number;
  };

/**
 * A field showing the chosen classification(s) as removable pills, with a dialog to browse the tree
 * (children load on expand) or search by name. Single choice by default; `multiple` for several.
 */
export function ClassificationTreePicker(props: ClassificationTreePickerProps) {
  const {
    loadChildren,
    search,
    loadPath,
    leafOnly = true,
    disabled,
    dialogTitle,
    knownNodes,
    searchDelay,
    minSearchLength,
    multiple,
    value,
    onChange,
    id,
    label,
    error,
    ...wrapper
  } = props;
  const { t } = useTranslation('forms');
  const inputId = useId(id);
  const [opened, { open, close }] = useDisclosure(false);
  const ids = multiple ? (value as number[]) : value == null ? [] : [value as number];
  const [known, setKnown] = useState<Map<number, ClassificationNode>>(() => new Map((knownNodes ?? []).map((n) => [n.id, n])));
  const [paths, setPaths] = useState<Map<number, ClassificationNode[]>>(new Map());
  const [draft, setDraft] = useState<ClassificationNode[]>([]);
  const idsKey = ids.join(',');

  const remember = (nodes: ClassificationNode[]) =>
    setKnown((previous) => {
      const next = new Map(previous);
      for (const node of nodes) next.set(node.id, node);
      return next;
    });

  // Names (and branches to open) of chosen ids the page did not name.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the chosen ids
  useEffect(() => {
    const missing = ids.filter((n) => !paths.has(n));
    if (!loadPath || missing.length === 0) return;
    let cancelled = false;
    loadPath(missing).then(
      (loaded) => {
        if (cancelled) return;
        setPaths((previous) => {
          const next = new Map(previous);
          for (const path of loaded) if (path.length) next.set(path[path.length - 1].id, path);
          return next;
        });
        remember(loaded.map((path) => path[path.length - 1]).filter(Boolean));
      },
      // The spec ignores classification loading failures: the chosen ids show without their path.
      (err: unknown) => logUnexpected(err, 'the paths of chosen classification nodes could not load'),
    );
    return () => {
      cancelled = true;
    };
  }, [idsKey, loadPath]);

  const nodeOf = (n: number): ClassificationNode => known.get(n) ?? { id: n, name: `#${n}`, childenCount: 0 };
  const emit = (nodes: ClassificationNode[]) => {
    remember(nodes);
    if (multiple)
      (onChange as MultipleValue['onChange'])(
        nodes.map((n) => n.id),
        nodes,
      );
    else (onChange as SingleValue['onChange'])(nodes[0]?.id ?? null, nodes[0] ?? null);
  };

  const openDialog = () => {
    setDraft(ids.map(nodeOf));
    open();
  };
  const toggle = (node: ClassificationNode) =>
    setDraft((current) => {
      if (current.some((n) => n.id === node.id)) return current.filter((n) => n.id !== node.id);
      return multiple ? [...current, node] : [node];
    });
  const confirm = () => {
    emit(draft);
    close();
  };
  const pathTitle = (n: number) =>
    paths
      .get(n)
      ?.map((p) => p.name)
      .join(' › ');

  return (
    <>
      <Input.Wrapper id={inputId} label={label} error={error} {...wrapper} labelElement="div" className={classes.field}>
        <Group
          gap="xs"
          wrap="nowrap"
          align="flex-start"
          p={6}
          role="group"
          aria-labelledby={label ? `${inputId}-label` : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          aria-invalid={!!error}
          style={{
            border: `1px solid ${error ? 'var(--mantine-color-error)' : 'var(--mantine-color-default-border)'}`,
            borderRadius: 'var(--mantine-radius-default)',
            minHeight: 36,
          }}
        >
          {ids.length === 0 ? (
            <Text size="sm" c="dimmed" px={4} style={{ flex: 1 }}>
              {t('tree.nothingSelected')}
            </Text>
          ) : (
            <Pill.Group className={classes.pills}>
              {ids.map((n) => (
                <Pill
                  key={n}
                  title={pathTitle(n)}
                  classNames={{ root: classes.pill, label: classes.pillLabel }}
                  withRemoveButton={!disabled}
                  onRemove={() => emit(ids.filter((other) => other !== n).map(nodeOf))}
                  removeButtonProps={{ 'aria-hidden': false, 'aria-label': t('tree.remove', { name: nodeOf(n).name }) }}
                >
                  {nodeOf(n).name}
                </Pill>
              ))}
            </Pill.Group>
          )}
          <Button
            size="compact-sm"
            variant="light"
            onClick={openDialog}
            disabled={disabled}
            aria-haspopup="dialog"
            // A form may hold several pickers: each button says which field it opens.
            aria-label={typeof label === 'string' ? `${ids.length ? t('tree.change') : t('tree.browse')}: ${label}` : undefined}
            className={classes.action}
          >
            {ids.length ? t('tree.change') : t('tree.browse')}
          </Button>
        </Group>
      </Input.Wrapper>
      <Modal
        opened={opened}
        onClose={close}
        title={dialogTitle ?? (typeof label === 'string' ? label : t('tree.dialogTitle'))}
        size="lg"
        closeButtonProps={{ 'aria-label': t('tree.close') }}
      >
        <ClassificationTree
          loadChildren={loadChildren}
          search={search}
          selected={draft.map((n) => n.id)}
          onToggle={toggle}
          multiple={multiple}
          leafOnly={leafOnly}
          revealPaths={ids.map((n) => paths.get(n)).filter((p): p is ClassificationNode[] => !!p)}
          searchDelay={searchDelay}
          minSearchLength={minSearchLength}
        />
        <Group justify="space-between" mt="md">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('tree.selectedCount', { count: draft.length })}
          </Text>
          <Group gap="xs">
            {draft.length > 0 && (
              <Button variant="subtle" onClick={() => setDraft([])}>
                {t('tree.clear')}
              </Button>
            )}
            <Button variant="default" onClick={close}>
              {t('tree.cancel')}
            </Button>
            <Button onClick={confirm}>{t('tree.done')}</Button>
          </Group>
        </Group>
      </Modal>
    </>
  );
}
