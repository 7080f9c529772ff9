import { Button, Select } from '@mantine/core';
import type { CodeEntry, CodesConfigEntry } from '@portal/contracts/codes/codes';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedAction } from '../../components/list/useConfirmedAction.ts';
import { useListParams } from '../../lib/useListParams.ts';
import { useCodesConfig, useDeleteCode, useLanguages, useModuleCodes } from './api/codes-admin-queries.ts';
import { CodeDialog } from './CodeDialog.tsx';
import { CodeRow } from './CodeRow.tsx';
import { EntryListPanel } from './EntryListPanel.tsx';

/** The dialog's state: closed, adding, or changing an entry. */
type Editing = { entry: CodeEntry | null } | null;

/**
 * The dropdown lists (GET api/CodesConfig): pick a list, search and page through its entries, add,
 * change (names of every language side by side, the next free code proposed) and delete them.
 */
export function CodeListsPanel() {
  const { t } = useTranslation('codes-admin');
  const list = useListParams();
  const config = useCodesConfig();
  const languages = useLanguages();
  const modules = config.data?.list ?? [];
  const module: CodesConfigEntry | undefined = modules.find((m) => m.modelName === list.params.get('module')) ?? modules[0];
  const codes = useModuleCodes(module?.modelName ?? null, list.query, list.page);
  const remove = useDeleteCode(module?.modelName ?? '');
  const act = useConfirmedAction();
  const [editing, setEditing] = useState<Editing>(null);

  const titleOf = (m: CodesConfigEntry) => t(`modules.${m.modelName}`, { defaultValue: m.modelName });
  const moduleTitle = module ? titleOf(module) : '';
  const editable = !!module?.isEditable;

  const askDelete = (entry: CodeEntry) =>
    act({
      ask: {
        title: t('confirm_delete_title'),
        message: t('confirm_delete', { name: entry.name, code: entry.code }),
        confirmLabel: t('actions.delete'),
        cancelLabel: t('actions.cancel'),
        danger: true,
      },
      run: () => remove.mutateAsync(entry.id),
      done: t('delete_success', { name: entry.name }),
    });

  return (
    <>
      <EntryListPanel
        testId="codes-administration"
        list={list}
        data={codes.data}
        loading={config.isPending || codes.isPending}
        what={moduleTitle}
        searchPlaceholder={t('search_placeholder')}
        actions={
          editable && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing({ entry: null })}
              disabled={!languages.data}
              data-testid="add-code"
            >
              {t('actions.add_entry')}
            </Button>
          )
        }
        toolbar={
          <Select
            label={t('module_label')}
            data={modules.map((m) => ({ value: m.modelName, label: titleOf(m) }))}
            value={module?.modelName ?? null}
            onChange={(v) => list.update({ module: v, page: null })}
            allowDeselect={false}
            searchable
            maw={360}
            data-testid="module-picker"
          />
        }
      >
        {(e: CodeEntry) => (
          <CodeRow
            key={e.id}
            entry={e}
            onEdit={editable ? (entry) => setEditing({ entry }) : undefined}
            onDelete={editable ? askDelete : undefined}
            deleting={remove.isPending && remove.variables === e.id}
          />
        )}
      </EntryListPanel>
      {editing && module && languages.data && (
        <CodeDialog
          module={module}
          moduleTitle={moduleTitle}
          languages={languages.data}
          entry={editing.entry}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
