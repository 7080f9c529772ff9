import { DOCUMENT_EXTENSIONS, DOCUMENT_NAME_MAX, type EventDocument } from '@portal/contracts/programme/documents';
import { FileInput, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { toastError, toastSuccess } from '../../../api/toasts.tsx';
import { fieldMessage } from '../../../components/form/FieldMessage.tsx';
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
}

/** A document's name and description, as uploaded or renamed. */
function DocumentFields({ name, onName, description, onDescription, nameRequired, nameError }: FieldsProps) {
  const { t } = useTranslation('programme');
  return (
    <>
      <TextInput
        label={t('documents.name')}
        withAsterisk={nameRequired}
        value={name}
        maxLength={DOCUMENT_NAME_MAX}
        onChange={(e) => onName(e.currentTarget.value)}
        error={nameError ? fieldMessage({ key: nameError }) : undefined}
        data-autofocus={nameRequired || undefined}
      />
      <Textarea
        label={t('documents.description')}
        value={description}
        maxLength={1000}
        onChange={(e) => onDescription(e.currentTarget.value)}
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

/** Renames a document or changes its description. */
export function RenameDocumentModal({ doc, onClose }: { doc: EventDocument | null; onClose: () => void }) {
  const { t } = useTranslation('programme');
  return (
    <Modal opened={doc !== null} onClose={onClose} title={t('documents.rename')} centered>
      {doc && <RenameForm key={doc.pkEventDocumentId} doc={doc} onDone={onClose} />}
    </Modal>
  );
}

function RenameForm({ doc, onDone }: { doc: EventDocument; onDone: () => void }) {
  const { t } = useTranslation('programme');
  const update = useUpdateDocument();
  const [name, setName] = useState(doc.name);
  const [description, setDescription] = useState(doc.description ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError('validation.required');
    try {
      await update.mutateAsync({ pkEventDocumentId: doc.pkEventDocumentId, name: name.trim(), description: description.trim() || null });
      toastSuccess(t('documents.saved'));
      onDone();
    } catch (err) {
      const key = isApiError(err) ? err.fields?.name : undefined;
      if (key) setError(key);
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
          nameError={error}
        />
        <FormButtons onCancel={onDone} loading={update.isPending} submit={t('actions.save')} />
      </Stack>
    </form>
  );
}
