import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../../../components/form/FieldMessage.tsx';

/**
 * The message of a refused upload under its file input: a server refusal (file_too_large,
 * irregular_file_format) in the errors' words, a form rule (validation.required) in the forms'.
 */
function UploadError({ code }: { code: string }) {
  const { t } = useTranslation('errors');
  return <>{t(code)}</>;
}

export const uploadError = (code: string | null | undefined) =>
  !code ? undefined : code.startsWith('validation.') ? fieldMessage({ key: code }) : <UploadError code={code} />;
