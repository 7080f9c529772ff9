import { guestContactModel } from '@portal/contracts/messages/messages';
import { Alert, Anchor, Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { toastError } from '../../api/toasts.tsx';
import { AuthCard } from '../../components/ui/AuthCard.tsx';
import { useFieldText } from '../../pages/shared/useFieldText.ts';
import { useFormErrors } from '../../pages/shared/useFormErrors.ts';
import { validate } from '../../pages/shared/validate.ts';
import { sendGuestContact } from './api/contact.api.ts';

const empty = { name: '', email: '', title: '', content: '' };

/**
 * /contact-company/{companyId} (beyond the spec): a visitor writes to a company without an
 * account (signed-in people write from their message centre). The message waits until they open
 * the link mailed to the address they give, so nobody can write in another person's name.
 */
export function GuestContactPage() {
  const { t } = useTranslation('contact');
  const companyId = Number(useParams().companyId) || 0;
  const companyName = useSearchParams()[0].get('name') ?? '';
  const [values, setValues] = useState(empty);
  const { ref: formRef, errors, setErrors } = useFormErrors();
  const error = useFieldText(errors);
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);
  const field = (name: keyof typeof empty) => ({
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
    error: error(name),
  });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const checked = validate(guestContactModel, values);
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    setPending(true);
    try {
      await sendGuestContact(companyId, checked.data);
      setSent(true);
    } catch (err) {
      if (isApiError(err) && err.fields) setErrors(err.fields);
      else toastError(isApiError(err) ? err.messageKey : 'general_error', isApiError(err) ? err.params : undefined);
    } finally {
      setPending(false);
    }
  }

  return (
    <AuthCard title={companyName ? t('title_company', { name: companyName }) : t('title')} subtitle={t('subtitle')} wide>
      {sent ? (
        <Alert color="teal" icon={<IconMailForward size={18} />} title={t('sent_title')} data-testid="guest-contact-sent">
          {t('sent_text', { email: values.email })}
        </Alert>
      ) : (
        <form ref={formRef} onSubmit={onSubmit} noValidate data-testid="guest-contact-form">
          <Stack gap="md">
            <TextInput label={t('name')} required autoComplete="name" {...field('name')} />
            <TextInput label={t('email')} description={t('email_help')} type="email" required autoComplete="email" {...field('email')} />
            <TextInput label={t('subject')} required {...field('title')} />
            <Textarea label={t('message')} required autosize minRows={5} maxRows={12} {...field('content')} />
            <Text size="xs" c="dimmed">
              {t('privacy')}
            </Text>
            <Button type="submit" loading={pending} data-testid="guest-contact-submit">
              {t('send')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/business-to-business/public" size="sm" display="block" ta="center" mt="lg">
        {t('back')}
      </Anchor>
    </AuthCard>
  );
}
