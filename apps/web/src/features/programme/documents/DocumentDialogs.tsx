import { DOCUMENT_TEXT_FIELDS } from '@portal/contracts/common/content-languages';
import {
  DOCUMENT_DESCRIPTION_MAX,
  DOCUMENT_EXTENSIONS,
  DOCUMENT_NAME_MAX,
  type EventDocument,
} from '@portal/contracts/programme/documents';
import { FileInput, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { toastError, toastSuccess } from '../../../api/toasts.tsx';
import { fieldMessage } from '../../../components/form/FieldMessage.tsx';
import { TranslationTabs } from '../../../components/form/TranslationTabs.tsx';
import { missingLanguages, textsOfLanguages, translationsOfForm } from '../../../lib/content-languages.ts';
import { useUpdateDocument, useUploadDocument } from '../api/document-queries.ts';
import { FormButtons } from '../components/FormButtons.tsx';
import { uploadError } from '../components/upload-error.tsx';

const ACCEPT = DOCUMENT_EXTENSIONS.map((e) => `.${e}`).join(',');

interface FieldsProps {
  name: string;
  onName: (name: string) => void;
  description: string;
  onDescription: (description: string) => void;
  /** Renaming: the name must stay, and takes the focus. */
  nameRequired?: boolean;
  nameError?: string | null;
  descriptionError?: string | null;
  /** The inputs' test ids' ending (a language's code in the other languages' tabs). */
  testSuffix?: string;
  /** Another language's labels (TranslationTabs), which name their language. */
  label?: (field: 'name' | 'description') => string;
}

const messageOf = (key: string | null | undefined) => (key ? fieldMessage({ key }) : undefined);

/** A document's name and description, as uploaded or renamed. */
function DocumentFields(p: FieldsProps) {
  const { t } = useTranslation('programme');
  return (
    <>
      <TextInput
        label={p.label?.('name') ?? t('documents.name')}
        withAsterisk={p.nameRequired}
        value={p.name}
        maxLength={DOCUMENT_NAME_MAX}
        onChange={(e) => p.onName(e.currentTarget.value)}
        error={messageOf(p.nameError)}
        data-autofocus={p.nameRequired || undefined}
        data-testid={p.testSuffix && `document-name-${p.testSuffix}`}
      />
      <Textarea
        label={p.label?.('description') ?? t('documents.description')}
        value={p.description}
        maxLength={DOCUMENT_DESCRIPTION_MAX}
        onChange={(e) => p.onDescription(e.currentTarget.value)}
        error={messageOf(p.descriptionError)}
      />
    </>
  );
}

/** Uploads a document to the event: the file, and a name (the file's own by default) and description. */
export function UploadDocumentModal({ eventId, opened, onClose }: { eventId: number; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('programme');
  const upload = useUploadDocument();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setFile(null);
    setName('');
    setDescription('');
    setError(null);
    onClose();
  };
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!file) return setError('validation.required');
    try {
      await upload.mutateAsync({ eventId, file, name, description });
      toastSuccess(t('documents.uploaded'));
      close();
    } catch (err) {
      if (isApiError(err) && ['file_too_large', 'irregular_file_format'].includes(err.messageKey)) setError(err.messageKey);
      else toastError(isApiError(err) ? err.messageKey : 'general_error', isApiError(err) ? err.params : undefined);
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={t('documents.upload')} centered>
      <form onSubmit={submit} noValidate data-testid="upload-form">
        <Stack gap="sm">
          <FileInput
            label={t('documents.file')}
            description={t('documents.file_help')}
            accept={ACCEPT}
            withAsterisk
            leftSection={<IconFileUpload size={16} aria-hidden />}
            value={file}
            onChange={(f) => {
              setFile(f);
              setError(null);
            }}
            error={uploadError(error)}
            data-testid="document-file"
          />
          <DocumentFields name={name} onName={setName} description={description} onDescription={setDescription} />
          <FormButtons onCancel={close} loading={upload.isPending} submit={t('documents.upload')} testId="upload-save" />
        </Stack>
      </form>
    </Modal>
  );
}

/** Renames a document or changes its description, in the event's main language and side by side in the others. */
export function RenameDocumentModal({ doc, onClose }: { doc: EventDocument | null; onClose: () => void }) {
  const { t } = useTranslation('programme');
  return (
    <Modal opened={doc !== null} onClose={onClose} title={t('documents.rename')} size="lg" centered>
      {doc && <RenameForm key={doc.pkEventDocumentId} doc={doc} onDone={onClose} />}
    </Modal>
  );
}

function RenameForm({ doc, onDone }: { doc: EventDocument; onDone: () => void }) {
  const { t } = useTranslation('programme');
  const update = useUpdateDocument();
  // The main language's texts to edit (the card shows the reader's), and the others' beside them.
  const mainLanguage = doc.mainLanguage;
  const main = doc.editableTexts?.texts[mainLanguage];
  const [name, setName] = useState(main?.name ?? doc.name);
  const [description, setDescription] = useState(main?.description ?? '');
  const [translations, setTranslations] = useState(() => textsOfLanguages(DOCUMENT_TEXT_FIELDS, doc.editableTexts?.texts));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const translate = (code: keyof typeof translations, field: (typeof DOCUMENT_TEXT_FIELDS)[number], text: string) =>
    setTranslations((all) => ({ ...all, [code]: { ...all[code], [field]: text } }));
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setErrors({ name: 'validation.required' });
    try {
      await update.mutateAsync({
        pkEventDocumentId: doc.pkEventDocumentId,
        name: name.trim(),
        description: description.trim() || null,
        translations: translationsOfForm(DOCUMENT_TEXT_FIELDS, translations, mainLanguage),
      });
      toastSuccess(t('documents.saved'));
      onDone();
    } catch (err) {
      if (isApiError(err) && err.fields) setErrors(err.fields);
      else toastError(isApiError(err) ? err.messageKey : 'general_error');
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <DocumentFields
          name={name}
          onName={setName}
          description={description}
          onDescription={setDescription}
          nameRequired
          nameError={errors.name}
          descriptionError={errors.description}
        />
        <TranslationTabs mainLanguage={mainLanguage} missing={missingLanguages(translations, mainLanguage, 'name')}>
          {(code, label) => (
            <DocumentFields
              label={label}
              name={translations[code].name}
              onName={(text) => translate(code, 'name', text)}
              description={translations[code].description}
              onDescription={(text) => translate(code, 'description', text)}
              nameError={errors[`translations.${code}.name`]}
              descriptionError={errors[`translations.${code}.description`]}
              testSuffix={code}
            />
          )}
        </TranslationTabs>
        <FormButtons onCancel={onDone} loading={update.isPending} submit={t('actions.save')} />
      </Stack>
    </form>
  );
}
