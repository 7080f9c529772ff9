import type { RegistrationConsents } from '@portal/contracts/accounts/consents';
import type { RegisterResult } from '@portal/contracts/accounts/registration';
import { Alert, Anchor, Button, Checkbox, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { api } from '../../../api/client.ts';
import { toastUnhandled } from '../../../api/unhandled-errors.ts';
import { AuthCard } from '../../../components/ui/AuthCard.tsx';
import { documentPaths } from '../../../features/consents/document-paths.ts';
import { RegistrationConsentsField } from '../../../features/consents/RegistrationConsentsField.tsx';
import { LANGUAGES } from '../../../i18n/languages.ts';
import { EVENT_COOKIE, readCookie } from '../../../session/cookies.ts';
import { useFieldText } from '../../shared/useFieldText.ts';
import { useFormErrors } from '../../shared/useFormErrors.ts';
import { type FieldErrors, serverFieldErrors, validate } from '../../shared/validate.ts';
import { CompanySection } from './CompanySection.tsx';
import { ExistingCompanyField } from './ExistingCompanyField.tsx';
import { PersonSection } from './PersonSection.tsx';
import { emptyRegistration, formField, type RegistrationValues, registrationPayload } from './registration-form.ts';
import { RegistrationDone } from './RegistrationDone.tsx';

function mapErrors(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, issue] of Object.entries(errors)) out[formField(path)] ??= issue;
  return out;
}

/** Registration with a new company or as a member of a registered company. */
export function RegisterPage() {
  const { t, i18n } = useTranslation('register');
  // The consents' texts (the terms' link) load with the page.
  useTranslation('consents');
  const [values, setValues] = useState<RegistrationValues>(emptyRegistration);
  const { ref: formRef, errors, setErrors } = useFormErrors();
  const [accepted, setAccepted] = useState(false);
  const [consents, setConsents] = useState<RegistrationConsents>({});
  const [pending, setPending] = useState(false);
  const [emailTaken, setEmailTaken] = useState(false);
  const [done, setDone] = useState<{ userId: number; email: string } | null>(null);
  const error = useFieldText(emailTaken ? { ...errors, 'person.email': 'email_taken' } : errors);
  const set = (patch: Partial<RegistrationValues>) => setValues((v) => ({ ...v, ...patch }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const eventId = Number(readCookie(EVENT_COOKIE)?.replace('survey-', ''));
    const fkLanguageId = LANGUAGES.find((l) => l.code === i18n.language)?.id;
    const body = { ...registrationPayload({ ...values, fkEventId: eventId || undefined, fkLanguageId }), consents };
    const schemas = await import('@portal/contracts/accounts/registration');
    const schema = values.kind === 'new' ? schemas.registerWithNewCompanyModel : schemas.registerWithExistingCompanyModel;
    const checked = validate(schema, body);
    // Every problem at once: the fields the contract refuses and the privacy box.
    const refused: FieldErrors = {
      ...(checked.errors ? mapErrors(checked.errors) : {}),
      ...(accepted ? {} : { accept: 'privacy_policy_required' }),
    };
    if (!checked.data || !accepted) {
      setErrors(refused);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const path = values.kind === 'new' ? 'api/Account/register-with-new-company' : 'api/Account/register-with-existing-company';
      const res = await api.post<RegisterResult>(path, checked.data);
      setDone({ userId: res.userId, email: values.person.email });
    } catch (err) {
      const fields = serverFieldErrors(err);
      if (fields) setErrors(mapErrors(fields));
      else if (isApiError(err) && !err.handled) setErrors({ form: err.messageKey });
      else toastUnhandled(err);
    } finally {
      setPending(false);
    }
  }

  if (done) {
    return (
      <AuthCard title={t('title')}>
        <RegistrationDone userId={done.userId} email={done.email} />
      </AuthCard>
    );
  }

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <AuthCard title={t('title')} subtitle={t('subtitle')} wide>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('title')}>
        <Stack gap="lg">
          <SegmentedControl
            fullWidth
            value={values.kind}
            onChange={(kind) => set({ kind: kind as RegistrationValues['kind'] })}
            data={[
              { value: 'new', label: t('new_company') },
              { value: 'existing', label: t('existing_company_choice') },
            ]}
            data-testid="registration-kind"
          />
          {hasErrors && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" p="xs">
              {typeof errors.form === 'string' ? t([`errors:${errors.form}`, 'errors:general_error']) : t('fix_errors')}
            </Alert>
          )}
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {t('your_data')}
            </Title>
            <PersonSection value={values.person} onChange={(person) => set({ person })} error={error} onEmailTaken={setEmailTaken} />
          </Stack>
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {t('company_data')}
            </Title>
            {values.kind === 'new' ? (
              <CompanySection
                company={values.company}
                onCompany={(company) => set({ company })}
                isContact={values.isThisUserContactPerson}
                onIsContact={(isThisUserContactPerson) => set({ isThisUserContactPerson })}
                contact={values.contact}
                onContact={(contact) => set({ contact })}
                error={error}
              />
            ) : (
              <ExistingCompanyField
                value={values.fkCompanyId}
                onChange={(fkCompanyId) => set({ fkCompanyId })}
                error={error('fkCompanyId')}
              />
            )}
          </Stack>
          <Checkbox
            checked={accepted}
            onChange={(e) => setAccepted(e.currentTarget.checked)}
            error={error('accept')}
            aria-invalid={!!errors.accept}
            label={
              <Text size="sm" component="span">
                {t('accept_privacy')}{' '}
                <Anchor component={Link} to={documentPaths.terms} target="_blank" size="sm">
                  {t('consents:registration.terms_of_use')}
                </Anchor>{' '}
                {t('consents:registration.and')}{' '}
                <Anchor component={Link} to={documentPaths.privacy_policy} target="_blank" size="sm">
                  {t('privacy_policy')}
                </Anchor>
              </Text>
            }
          />
          <RegistrationConsentsField value={consents} onChange={setConsents} />
          <Button type="submit" size="md" loading={pending}>
            {t('submit')}
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            {t('have_account')}{' '}
            <Anchor component={Link} to="/login" fw={600}>
              {t('general:log_in')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
