import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { CodeEntry, CodesConfigEntry } from '@portal/contracts/codes/codes';
import type { Language } from '@portal/contracts/codes/languages';
import { IconBulb } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { fieldMessage } from '../../components/form/FieldMessage.tsx';
import { useZodForm } from '../../components/form/useZodForm.ts';
import { useCountryChoices } from '../../lib/codes/code-queries.ts';
import { getNextFreeCode } from './api/codes-admin.api.ts';
import { useSaveCode } from './api/codes-admin-queries.ts';
import { type CodeFormValues, codeFormSchema, toCodeBody, toCodeForm } from './code-form.ts';
import { useNextCodeHint } from './useNextCodeHint.ts';
import { NameInputs } from './NameInputs.tsx';
import { DialogButtons, EntryDialog, saveEntry } from './EntryDialog.tsx';

interface CodeDialogProps {
  module: CodesConfigEntry;
  moduleTitle: string;
  languages: readonly Language[];
  /** The entry to change; null adds one. */
  entry: CodeEntry | null;
  onClose: () => void;
}

/** Adds or changes an entry of a codes module: its code, sort order and its name in every language side by side. */
export function CodeDialog({ module, moduleTitle, languages, entry, onClose }: CodeDialogProps) {
  const { t } = useTranslation('codes-admin');
  return (
    <EntryDialog
      title={t(entry ? 'dialog.edit_title' : 'dialog.add_title', { module: moduleTitle })}
      onClose={onClose}
      wide={languages.length > 2}
    >
      <CodeForm module={module} languages={languages} entry={entry} onDone={onClose} />
    </EntryDialog>
  );
}

function CodeForm({
  module,
  languages,
  entry,
  onDone,
}: {
  module: CodesConfigEntry;
  languages: readonly Language[];
  entry: CodeEntry | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('codes-admin');
  const save = useSaveCode(module.modelName);
  const countries = useCountryChoices();
  const nextHint = useNextCodeHint();
  const form = useZodForm<CodeFormValues, typeof codeFormSchema>(codeFormSchema, { initialValues: toCodeForm(entry, languages) });
  const withCountry = module.fields.includes('countryId');

  /** Spec-1 section 5: before saving, ask whether the code is free; a taken one shows taken_code and the next free code. */
  const codeTaken = async (code: string) => {
    if (entry && entry.code === code) return false;
    const answer = await getNextFreeCode(module.modelName, code);
    if (!answer.isTaken) return false;
    form.setFieldError('code', fieldMessage({ key: 'taken_code' }));
    if (answer.nextFreeCode) nextHint.show(answer.nextFreeCode);
    return true;
  };

  const submit = form.onSubmit(async (values) => {
    if (withCountry && !values.countryId) {
      form.setFieldError('countryId', fieldMessage({ key: 'validation.required' }));
      return;
    }
    await saveEntry({
      save: async () => {
        if (await codeTaken(values.code.trim())) return false;
        await save.mutateAsync(toCodeBody(values, entry?.id ?? null));
      },
      done: t(entry ? 'edit_success' : 'add_success', { code: values.code.trim() }),
      onDone,
      applyServerError: form.applyServerError,
      onError: (err) => {
        const next = isApiError(err) ? err.params?.next_available : undefined;
        if (next) nextHint.show(String(next));
      },
    });
  });

  const takeNext = (code: string) => {
    form.setFieldValue('code', code);
    form.clearFieldError('code');
    nextHint.clear();
  };

  return (
    <form onSubmit={submit} noValidate data-testid="code-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: withCountry ? 3 : 2 }}>
          <TextInput label={t('fields.code')} data-autofocus {...form.getInputProps('code')} withAsterisk />
          <NumberInput
            label={t('fields.sort_order')}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('sortOrder')}
          />
          {withCountry && (
            <Select
              label={t('fields.country')}
              data={countries.data ?? []}
              searchable
              nothingFoundMessage={t('nothing_found')}
              {...form.getInputProps('countryId')}
              withAsterisk
            />
          )}
        </SimpleGrid>
        {nextHint.hint && (
          <Alert color="blue" variant="light" icon={<IconBulb size={18} aria-hidden />} role="status" data-testid="next-code-hint">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t('next_free_code', { code: nextHint.hint })}</Text>
              <Button size="compact-sm" variant="light" onClick={() => takeNext(nextHint.hint ?? '')}>
                {t('actions.use_code', { code: nextHint.hint })}
              </Button>
            </Group>
          </Alert>
        )}
        <div>
          <Text fw={600} size="sm" mb={4}>
            {t('fields.names')}
          </Text>
          <NameInputs languages={languages} inputProps={(path) => form.getInputProps(path)} />
        </div>
        <DialogButtons onCancel={onDone} saving={save.isPending || form.submitting} adding={!entry} />
      </Stack>
    </form>
  );
}
