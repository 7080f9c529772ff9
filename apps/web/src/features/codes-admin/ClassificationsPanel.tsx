import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { CodeType } from '@portal/contracts/codes/code-types';
import type { CodeEntry } from '@portal/contracts/codes/codes';
import type { Language } from '@portal/contracts/codes/languages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '../../components/form/useZodForm.ts';
import { useListParams } from '../../lib/useListParams.ts';
import { useClassificationEntries, useLanguages, useSaveCodeNames } from './api/codes-admin-queries.ts';
import { type CodeFormValues, codeFormSchema, toCodeForm } from './code-form.ts';
import { CodeRow } from './CodeRow.tsx';
import { NameInputs } from './NameInputs.tsx';
import { DialogButtons, EntryDialog, saveEntry } from './EntryDialog.tsx';
import { EntryListPanel } from './EntryListPanel.tsx';

/** The address parameter of the tree shown: NACE activities or HS products. */
const TREE_PARAM = 'tree';
const trees = { nace: CodeType.activityClass, hs: CodeType.productClass } as const;
type Tree = keyof typeof trees;

/**
 * The NACE and HS trees: searched by code or name in any language, their names translated. Their
 * codes are the official classifications', so entries are neither added nor deleted here.
 */
export function ClassificationsPanel() {
  const { t } = useTranslation('codes-admin');
  const list = useListParams();
  const tree: Tree = list.params.get(TREE_PARAM) === 'hs' ? 'hs' : 'nace';
  const entries = useClassificationEntries(trees[tree], list.query, list.page);
  const languages = useLanguages();
  const [editing, setEditing] = useState<CodeEntry | null>(null);
  const treeTitle = t(`classifications.${tree}`);
  return (
    <>
      <EntryListPanel
        testId="classifications-administration"
        list={list}
        data={entries.data}
        loading={entries.isPending}
        what={treeTitle}
        searchPlaceholder={t('search_placeholder')}
        toolbar={
          <Stack gap={6}>
            <Text size="sm" fw={500} id="classification-tree-label">
              {t('classifications.tree_label')}
            </Text>
            <SegmentedControl
              aria-labelledby="classification-tree-label"
              value={tree}
              onChange={(v) => list.update({ [TREE_PARAM]: v === 'nace' ? null : v, page: null })}
              data={(Object.keys(trees) as Tree[]).map((k) => ({ value: k, label: t(`classifications.${k}`) }))}
              maw={520}
            />
            <Text size="sm" c="dimmed">
              {t('classifications.hint')}
            </Text>
          </Stack>
        }
      >
        {(entry: CodeEntry) => (
          <CodeRow key={entry.id} entry={entry} withSortOrder={false} onEdit={languages.data ? setEditing : undefined} />
        )}
      </EntryListPanel>
      {editing && languages.data && (
        <EntryDialog
          title={t('classifications.edit_title', { code: editing.code })}
          onClose={() => setEditing(null)}
          wide={languages.data.length > 2}
        >
          <NamesForm entry={editing} languages={languages.data} onDone={() => setEditing(null)} />
        </EntryDialog>
      )}
    </>
  );
}

/** A classification entry's name in every language side by side; changed names go to CodesTranslation. */
function NamesForm({ entry, languages, onDone }: { entry: CodeEntry; languages: readonly Language[]; onDone: () => void }) {
  const { t } = useTranslation('codes-admin');
  const save = useSaveCodeNames();
  const form = useZodForm<CodeFormValues, typeof codeFormSchema>(codeFormSchema, { initialValues: toCodeForm(entry, languages) });
  const submit = form.onSubmit((values) => {
    const before = new Map(entry.translations.map((tr) => [tr.languageId, tr.name]));
    const changed = values.names
      .filter((n) => n.name.trim() && n.name.trim() !== before.get(n.languageId))
      .map((n) => ({
        body: { titleId: entry.id, lang: String(n.languageId), name: n.name.trim() },
        exists: before.has(n.languageId),
      }));
    return saveEntry({
      save: () => save.mutateAsync(changed),
      done: t('edit_success', { code: entry.code }),
      onDone,
      applyServerError: form.applyServerError,
    });
  });
  return (
    <form onSubmit={submit} noValidate data-testid="names-form">
      <Stack gap="md">
        <TextInput label={t('fields.code')} value={entry.code} readOnly disabled />
        <NameInputs languages={languages} inputProps={(path) => form.getInputProps(path)} />
        <DialogButtons onCancel={onDone} saving={save.isPending} adding={false} />
      </Stack>
    </form>
  );
}
