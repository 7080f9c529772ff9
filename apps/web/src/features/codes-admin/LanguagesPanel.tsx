import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DEFAULT_LANGUAGE_ID } from '@portal/contracts/codes/code-types';
import { createLanguageBody, type Language } from '@portal/contracts/codes/languages';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedAction } from '../../components/list/useConfirmedAction.ts';
import { useZodForm } from '../../components/form/useZodForm.ts';
import { useListParams } from '../../lib/useListParams.ts';
import { useDeleteLanguage, useLanguagePage, useSaveLanguage } from './api/codes-admin-queries.ts';
import { DialogButtons, EntryDialog, saveEntry } from './EntryDialog.tsx';
import { EntryListPanel } from './EntryListPanel.tsx';
import { EntryRow } from './EntryRow.tsx';

/**
 * Languages the portal names its codes in (api/Languages): add, rename, recode and delete. English,
 * the default, stays; a language users have chosen cannot be deleted (the server says so).
 */
export function LanguagesPanel() {
  const { t } = useTranslation('codes-admin');
  const list = useListParams();
  const languages = useLanguagePage(list.query, list.page);
  const remove = useDeleteLanguage();
  const act = useConfirmedAction();
  const [editing, setEditing] = useState<{ language: Language | null } | null>(null);

  const askDelete = (language: Language) =>
    act({
      ask: {
        title: t('languages.confirm_delete_title'),
        message: t('languages.confirm_delete', { name: language.name }),
        confirmLabel: t('actions.delete'),
        cancelLabel: t('actions.cancel'),
        danger: true,
      },
      run: () => remove.mutateAsync(language.pkLanguageId),
      done: t('delete_success', { name: language.name }),
    });

  return (
    <>
      <EntryListPanel
        testId="languages-administration"
        list={list}
        data={languages.data}
        loading={languages.isPending}
        what={t('tabs.languages')}
        searchPlaceholder={t('languages.search_placeholder')}
        actions={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing({ language: null })}
            data-testid="add-language"
          >
            {t('languages.add')}
          </Button>
        }
      >
        {(language: Language) => {
          const builtIn = language.pkLanguageId === DEFAULT_LANGUAGE_ID;
          return (
            <EntryRow
              key={language.pkLanguageId}
              testId={`language-row-${language.code}`}
              badge={language.code}
              title={language.name}
              meta={builtIn ? t('languages.default') : undefined}
              onEdit={() => setEditing({ language })}
              onDelete={builtIn ? undefined : () => askDelete(language)}
              deleting={remove.isPending && remove.variables === language.pkLanguageId}
            />
          );
        }}
      </EntryListPanel>
      {editing && (
        <EntryDialog title={t(editing.language ? 'languages.edit_title' : 'languages.add_title')} onClose={() => setEditing(null)}>
          <LanguageForm language={editing.language} onDone={() => setEditing(null)} />
        </EntryDialog>
      )}
    </>
  );
}

function LanguageForm({ language, onDone }: { language: Language | null; onDone: () => void }) {
  const { t } = useTranslation('codes-admin');
  const save = useSaveLanguage();
  const form = useZodForm(createLanguageBody, { initialValues: { name: language?.name ?? '', code: language?.code ?? '' } });
  const submit = form.onSubmit((values) =>
    saveEntry({
      save: () => save.mutateAsync(language ? { pkLanguageId: language.pkLanguageId, ...values } : values),
      done: t(language ? 'languages.edit_success' : 'languages.add_success', { name: values.name }),
      onDone,
      applyServerError: form.applyServerError,
    }),
  );
  return (
    <form onSubmit={submit} noValidate data-testid="language-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('languages.name')} data-autofocus maxLength={100} {...form.getInputProps('name')} />
          <TextInput
            label={t('languages.code')}
            description={t('languages.code_hint')}
            maxLength={3}
            disabled={language?.pkLanguageId === DEFAULT_LANGUAGE_ID}
            {...form.getInputProps('code')}
          />
        </SimpleGrid>
        <DialogButtons onCancel={onDone} saving={save.isPending} adding={!language} />
      </Stack>
    </form>
  );
}
