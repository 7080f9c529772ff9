import { LanguageId } from '@portal/contracts/codes/code-types';
import { LANGUAGES } from '../../../i18n/languages.ts';
import { requiredText, optionalText } from '@portal/contracts/common/validation';
import {
  TEMPLATE_BODY_MAX,
  TEMPLATE_PLACEHOLDERS,
  type Template,
  TemplateKind,
  templateKinds,
} from '@portal/contracts/programme/templates';
import { Card, Code, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { toastSuccess } from '../../../api/toasts.tsx';
import { LazyRichTextField } from '../../../components/form/LazyRichTextField.tsx';
import { useZodForm } from '../../../components/form/useZodForm.ts';
import { useSaveTemplate, useTemplate } from '../api/template-queries.ts';
import { FormButtons } from '../components/FormButtons.tsx';
import { showSaveRefusal } from '../components/save-refusal.ts';
import { TEMPLATES_PATH } from './template-paths.ts';

const templateForm = z.object({
  name: requiredText(200),
  kind: z.enum(templateKinds),
  fkLanguageId: z.string(),
  subject: optionalText(300),
  body: z
    .string()
    .refine((html) => html.replace(/<[^>]*>/g, '').trim() !== '', 'validation.required')
    .refine((html) => html.length <= TEMPLATE_BODY_MAX, 'validation.max'),
});
const FIELDS = ['name', 'kind', 'fkLanguageId', 'subject', 'body'] as const;

/** /event-management/templates/form/{id}: a new template (id 0) or the edit of one. */
export function TemplateFormPage() {
  const { t } = useTranslation('programme');
  const id = Number(useParams().id) || 0;
  const saved = useTemplate(id);
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {id ? t('templates.edit_title') : t('templates.new_title')}
      </Title>
      {id === 0 || saved.data ? (
        <TemplateForm key={saved.data?.pkTemplateId ?? 'new'} id={id} saved={saved.data ?? null} />
      ) : (
        <Skeleton h={300} role="status" aria-busy="true" aria-label={t('loading')} />
      )}
    </Stack>
  );
}

function TemplateForm({ id, saved }: { id: number; saved: Template | null }) {
  const { t } = useTranslation('programme');
  const navigate = useNavigate();
  const save = useSaveTemplate();
  const form = useZodForm(templateForm, {
    mode: 'controlled',
    initialValues: {
      name: saved?.name ?? '',
      kind: saved?.kind ?? TemplateKind.invitationMail,
      fkLanguageId: String(saved?.fkLanguageId ?? LanguageId.english),
      subject: saved?.subject ?? '',
      body: saved?.body ?? '',
    },
  });
  const submit = form.onSubmit(async () => {
    const v = form.getValues();
    try {
      await save.mutateAsync({
        id,
        model: {
          name: v.name.trim(),
          kind: v.kind,
          fkLanguageId: Number(v.fkLanguageId),
          subject: v.subject?.trim() || null,
          body: v.body,
        },
      });
      toastSuccess(t(id ? 'templates.saved' : 'templates.created'));
      navigate(TEMPLATES_PATH);
    } catch (err) {
      showSaveRefusal(form, err, FIELDS, (key) => key.startsWith('template_name'));
    }
  });
  return (
    <Card withBorder padding="lg">
      <form onSubmit={submit} noValidate data-testid="template-form">
        <Stack gap="sm">
          <TextInput label={t('templates.name')} {...form.getInputProps('name')} data-testid="template-name" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('templates.kind')}
              data={templateKinds.map((k) => ({ value: k, label: t(`templates.kinds.${k}`) }))}
              allowDeselect={false}
              {...form.getInputProps('kind')}
            />
            <Select
              label={t('templates.language')}
              data={LANGUAGES.map((l) => ({ value: String(l.id), label: l.label }))}
              allowDeselect={false}
              {...form.getInputProps('fkLanguageId')}
            />
          </SimpleGrid>
          <TextInput label={t('templates.subject')} {...form.getInputProps('subject')} data-testid="template-subject" />
          <LazyRichTextField label={t('templates.body')} withAsterisk {...form.getInputProps('body')} />
          <PlaceholderHelp />
          <FormButtons
            cancelTo={TEMPLATES_PATH}
            submit={id ? t('actions.save') : t('templates.create')}
            loading={save.isPending}
            testId="template-save"
            spaced
          />
        </Stack>
      </form>
    </Card>
  );
}

/** The placeholders the invitation mail fills in the subject and text ({{eventName}} and the others). */
function PlaceholderHelp() {
  const { t } = useTranslation('programme');
  return (
    <Stack gap={4} data-testid="template-placeholders">
      <Text size="sm">{t('templates.placeholders_help')}</Text>
      <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {TEMPLATE_PLACEHOLDERS.map((name) => (
          <Text key={name} size="sm" component="li">
            <Code>{`{{${name}}}`}</Code> {t(`templates.placeholders.${name}`)}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}
