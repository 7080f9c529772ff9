import { Alert, Button, Card, Group, PasswordInput, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { toastUnhandled } from '../../api/unhandled-errors.ts';
import { NewPasswordFields } from '../../components/ui/NewPasswordFields.tsx';
import { useFieldText } from './useFieldText.ts';
import { useFormErrors } from './useFormErrors.ts';
import { type FieldErrors, serverFieldErrors, validate } from './validate.ts';

interface NewPasswordFormProps {
  /** The contract of the request body, loaded on submit (zod stays out of the first bundle). */
  contract: () => Promise<z.ZodType>;
  /** The body's other fields (the mailed token). */
  body?: Record<string, string>;
  /** Asks for the current password first (changing one's own). */
  currentPasswordLabel?: string;
  /** Sends the checked body; a refusal naming fields shows under the inputs. */
  send: (body: unknown) => Promise<unknown>;
  /** Validation errors as the form shows them (the reset form turns a bad token into one message). */
  mapErrors?: (errors: FieldErrors) => FieldErrors;
  /** The message key a refusal without fields shows above the inputs; without it the API client's toast says it. */
  refusal?: (error: unknown) => string;
  /** Empties the inputs once sent (the form stays on screen). */
  clearOnSent?: boolean;
  intro?: ReactNode;
  submitLabel: string;
  /** A card with the button at its end (a page of its own), or a plain form (inside an AuthCard). */
  card?: boolean;
}

/**
 * The new-password form of first login, reset and change: the new password twice (with the
 * strong-password rule shown, spec-1 section 5), checked by the contract before it is sent.
 */
export function NewPasswordForm({
  contract,
  body,
  currentPasswordLabel,
  send,
  mapErrors,
  refusal,
  clearOnSent,
  intro,
  submitLabel,
  card,
}: NewPasswordFormProps) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { ref: formRef, errors, setErrors } = useFormErrors();
  const [pending, setPending] = useState(false);
  const error = useFieldText(errors);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const passwords = { newPassword: password, confirmPassword: confirm };
    const checked = validate(await contract(), { ...body, ...(currentPasswordLabel ? { oldPassword: current } : {}), ...passwords });
    if (checked.errors) return setErrors(mapErrors ? mapErrors(checked.errors) : checked.errors);
    setErrors({});
    setPending(true);
    try {
      await send(checked.data);
      if (clearOnSent) {
        setCurrent('');
        setPassword('');
        setConfirm('');
      }
    } catch (err) {
      const fields = serverFieldErrors(err) ?? (refusal ? { form: refusal(err) } : null);
      if (fields) setErrors(fields);
      else toastUnhandled(err);
    } finally {
      setPending(false);
    }
  }

  const submit = (
    <Button type="submit" loading={pending}>
      {submitLabel}
    </Button>
  );
  const fields = (
    <Stack gap="md">
      {intro}
      {errors.form && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {t([`errors:${errors.form}`, 'errors:general_error'])}
        </Alert>
      )}
      {currentPasswordLabel && (
        <PasswordInput
          label={currentPasswordLabel}
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.currentTarget.value)}
          error={error('oldPassword')}
          visibilityToggleButtonProps={{ 'aria-label': t('general:show_password_of', { field: currentPasswordLabel }) }}
          required
        />
      )}
      <NewPasswordFields
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
        passwordError={error('newPassword')}
        confirmError={error('confirmPassword')}
      />
      {card ? <Group justify="flex-end">{submit}</Group> : submit}
    </Stack>
  );
  return card ? (
    <Card component="form" ref={formRef} onSubmit={onSubmit} noValidate>
      {fields}
    </Card>
  ) : (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      {fields}
    </form>
  );
}
