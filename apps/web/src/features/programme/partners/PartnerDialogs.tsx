import type { EventDetails } from '@portal/contracts/events/events';
import { requiredText } from '@portal/contracts/common/validation';
import { Avatar, Button, Checkbox, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { toastSuccess } from '../../../api/toasts.tsx';
import { useZodForm } from '../../../components/form/useZodForm.ts';
import { initialsOf, publicFileUrl } from '../../../lib/stored-files.ts';
import { useAddExistingPartner, useReusablePartners, useSavePartner } from '../api/partner-queries.ts';
import { FormButtons } from '../components/FormButtons.tsx';
import { ImageField, useImageUpload } from '../components/image-upload.tsx';
import { RuledItem } from '../components/programme-list.tsx';
import { showSaveRefusal } from '../components/save-refusal.ts';

const partnerForm = z.object({
  name: requiredText(200),
  link: z.string().trim().max(500, 'validation.max'),
  description: z.string().max(5000, 'validation.max'),
  isOrganizer: z.boolean(),
});

interface Props {
  event: EventDetails;
  opened: boolean;
  onClose: () => void;
}

/** A new partner of the chamber, added to the event at the end of its list. */
export function PartnerFormModal({ event, opened, onClose }: Props) {
  const { t } = useTranslation('programme');
  return (
    <Modal opened={opened} onClose={onClose} title={t('partners.new_title')} size="lg" centered>
      {opened && <PartnerForm event={event} onDone={onClose} />}
    </Modal>
  );
}

function PartnerForm({ event, onDone }: { event: EventDetails; onDone: () => void }) {
  const { t } = useTranslation('programme');
  const save = useSavePartner(event.pkEventId);
  const logo = useImageUpload();
  const form = useZodForm(partnerForm, { mode: 'controlled', initialValues: { name: '', link: '', description: '', isOrganizer: false } });

  const submit = form.onSubmit(async () => {
    const v = form.getValues();
    try {
      await save.mutateAsync({
        name: v.name.trim(),
        link: v.link.trim() || null,
        description: v.description.trim() ? v.description : null,
        logo: logo.name,
        fkEventId: event.pkEventId,
        isOrganizer: v.isOrganizer,
      });
      toastSuccess(t('partners.created'));
      onDone();
    } catch (err) {
      showSaveRefusal(form, err, ['name', 'link', 'description']);
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="partner-form">
      <Stack gap="sm">
        <TextInput label={t('partners.name')} {...form.getInputProps('name')} data-autofocus data-testid="partner-name-input" />
        <TextInput label={t('partners.link')} placeholder={t('partners.link_placeholder')} {...form.getInputProps('link')} />
        <ImageField label={t('partners.logo')} image={logo} initialsFrom={form.values.name} radius="sm" />
        <Textarea label={t('partners.description')} autosize minRows={2} maxRows={6} {...form.getInputProps('description')} />
        <Checkbox label={t('partners.organizer')} {...form.getInputProps('isOrganizer', { type: 'checkbox' })} />
        <FormButtons onCancel={onDone} submit={t('partners.add')} loading={save.isPending || logo.uploading} testId="partner-save" spaced />
      </Stack>
    </form>
  );
}

/** The organising chambers' partners that are not on the event yet, to add one. */
export function AddExistingPartnerModal({ event, opened, onClose }: Props) {
  const { t } = useTranslation('programme');
  const [name, setName] = useState('');
  const [debounced] = useDebouncedValue(name.trim(), 300);
  const partners = useReusablePartners(event.pkEventId, debounced, opened);
  const add = useAddExistingPartner(event.pkEventId);
  const list = partners.data?.eventPartners ?? [];
  return (
    <Modal opened={opened} onClose={onClose} title={t('partners.existing_title')} size="lg" centered>
      <Stack gap="sm">
        <TextInput
          label={t('partners.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          data-autofocus
        />
        {partners.data && list.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('partners.existing_empty')}
          </Text>
        )}
        <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.map((p) => (
            <RuledItem key={p.pkEventPartnerId} justify="space-between" py="xs">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <Avatar src={p.logo ? publicFileUrl(p.logo) : null} alt="" radius="sm">
                  {initialsOf(p.name)}
                </Avatar>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {p.name}
                </Text>
              </Group>
              <Button
                size="xs"
                variant="light"
                aria-label={t('partners.add_this_label', { name: p.name })}
                loading={add.isPending && add.variables?.pkEventPartnerId === p.pkEventPartnerId}
                onClick={() =>
                  add.mutate(
                    { fkEventId: event.pkEventId, pkEventPartnerId: p.pkEventPartnerId },
                    { onSuccess: () => toastSuccess(t('partners.added', { name: p.name })) },
                  )
                }
              >
                {t('partners.add_this')}
              </Button>
            </RuledItem>
          ))}
        </Stack>
      </Stack>
    </Modal>
  );
}
