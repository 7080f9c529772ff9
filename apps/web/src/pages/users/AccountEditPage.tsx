import { DEFAULT_LANGUAGE_ID } from '@portal/contracts/codes/code-types';
import { Avatar, Button, Card, FileButton, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { isApiError } from '../../api/api-error.ts';
import { toastError, toastSuccess } from '../../api/toasts.tsx';
import { toastUnhandled } from '../../api/unhandled-errors.ts';
import { OptionalConsentsSection } from '../../features/consents/OptionalConsentsSection.tsx';
import { DeleteAccountCard } from '../../features/account-deletion/DeleteAccountCard.tsx';
import { changeLanguage } from '../../i18n/i18n.ts';
import { LANGUAGES } from '../../i18n/languages.ts';
import { MyDataSection } from '../../features/privacy/MyDataSection.tsx';
import { loadCurrentUser } from '../../session/session-api.ts';
import { useCurrentUser } from '../../session/useSession.ts';
import { ContactVisibilitySection } from '../../features/privacy/ContactVisibilitySection.tsx';
import { useFieldText } from '../shared/useFieldText.ts';
import { useFormErrors } from '../shared/useFormErrors.ts';
import { serverFieldErrors, validate } from '../shared/validate.ts';

/** My profile: names, phone, position, language and avatar (e-mail and role are not mine to change). */
export function AccountEditPage() {
  const { t } = useTranslation('account');
  const user = useCurrentUser();
  const [firstName, setFirstName] = useState(user?.firstName ?? '');
  const [lastName, setLastName] = useState(user?.lastName ?? '');
  const [phone, setPhone] = useState(user?.phone ?? '');
  const [position, setPosition] = useState(user?.position ?? '');
  const [avatarPending, setAvatarPending] = useState(false);
  // Changes with every avatar save, so that the browser shows the new image at once.
  const [avatarVersion, setAvatarVersion] = useState(0);
  const [languageId, setLanguageId] = useState(String(user?.fkLanguageId ?? DEFAULT_LANGUAGE_ID));
  const { ref: formRef, errors, setErrors } = useFormErrors();
  const [pending, setPending] = useState(false);
  const error = useFieldText(errors);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const { editUserSelfModel } = await import('@portal/contracts/accounts/profile');
    const body = {
      firstName,
      lastName,
      fkLanguageId: Number(languageId),
      // Empty phone and position clear what is stored.
      phone: phone.trim() || null,
      position: position.trim() || null,
    };
    const checked = validate(editUserSelfModel, body);
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    setPending(true);
    try {
      await api.post('api/Account/edit-user-self', checked.data);
      await loadCurrentUser();
      const lang = LANGUAGES.find((l) => l.id === Number(languageId));
      if (lang) await changeLanguage(lang.code);
      toastSuccess(t('errors:your_changes_has_been_saved_successfully'));
    } catch (err) {
      const fields = serverFieldErrors(err);
      if (fields) setErrors(fields);
      else toastUnhandled(err);
    } finally {
      setPending(false);
    }
  }

  /** Uploads (multipart `avatar` part) or removes (avatarName '') the avatar; the server re-encodes the image. */
  async function saveAvatar(file: File | null) {
    if (!user) return;
    const form = new FormData();
    form.append('firstName', user.firstName);
    form.append('lastName', user.lastName);
    if (file) form.append('avatar', file);
    else form.append('avatarName', '');
    setAvatarPending(true);
    try {
      await api.post('api/Account/edit-user-self', form, { quiet: true });
      await loadCurrentUser();
      setAvatarVersion((v) => v + 1);
      toastSuccess(t(file ? 'errors:your_changes_has_been_saved_successfully' : 'errors:profile_image_successfully_removed'));
    } catch (err) {
      toastError(isApiError(err) ? err.messageKey : 'general_error');
    } finally {
      setAvatarPending(false);
    }
  }

  if (!user) return null;
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('edit_title')}
        </Title>
        <Text c="dimmed">{t('edit_subtitle')}</Text>
      </div>
      <Card>
        <Group gap="lg" wrap="wrap">
          <Avatar
            size={88}
            radius="xl"
            src={user.avatarName ? `/api/Account/get-avatar/${user.id}?v=${avatarVersion}` : null}
            alt={t('avatar_alt')}
            color="brand"
          >
            {`${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`}
          </Avatar>
          <Stack gap={6}>
            <Text fw={600}>{t('avatar_title')}</Text>
            <Text size="sm" c="dimmed">
              {t('avatar_rules')}
            </Text>
            <Group gap="xs">
              <FileButton onChange={saveAvatar} accept="image/png,image/jpeg">
                {(props) => (
                  <Button {...props} variant="light" leftSection={<IconPhotoUp size={16} />} loading={avatarPending}>
                    {t(user.avatarName ? 'avatar_change' : 'avatar_upload')}
                  </Button>
                )}
              </FileButton>
              {user.avatarName && (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => saveAvatar(null)}
                  disabled={avatarPending}
                >
                  {t('avatar_remove')}
                </Button>
              )}
            </Group>
          </Stack>
        </Group>
      </Card>
      <Card component="form" ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('first_name')}
              value={firstName}
              onChange={(e) => setFirstName(e.currentTarget.value)}
              error={error('firstName')}
              required
            />
            <TextInput
              label={t('last_name')}
              value={lastName}
              onChange={(e) => setLastName(e.currentTarget.value)}
              error={error('lastName')}
              required
            />
            <TextInput label={t('general:email')} value={user.email} readOnly description={t('email_fixed')} />
            <TextInput label={t('phone')} value={phone} onChange={(e) => setPhone(e.currentTarget.value)} error={error('phone')} />
            <TextInput
              label={t('position')}
              value={position}
              onChange={(e) => setPosition(e.currentTarget.value)}
              error={error('position')}
            />
            <Select
              label={t('language')}
              value={languageId}
              onChange={(v) => setLanguageId(v ?? '1')}
              data={LANGUAGES.map((l) => ({ value: String(l.id), label: l.label }))}
              allowDeselect={false}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={pending}>
              {t('general:save')}
            </Button>
          </Group>
        </Stack>
      </Card>
      <OptionalConsentsSection />
      <ContactVisibilitySection />
      <MyDataSection />
      <DeleteAccountCard />
    </Stack>
  );
}
