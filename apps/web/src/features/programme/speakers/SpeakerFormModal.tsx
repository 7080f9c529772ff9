import type { EventDetails } from '@portal/contracts/events/events';
import type { Speaker } from '@portal/contracts/programme/speakers';
import { requiredText, optionalText } from '@portal/contracts/common/validation';
import { Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { toastSuccess } from '../../../api/toasts.tsx';
import { useZodForm } from '../../../components/form/useZodForm.ts';
import { useSaveSpeaker } from '../api/speaker-queries.ts';
import { FormButtons } from '../components/FormButtons.tsx';
import { ImageField, useImageUpload } from '../components/image-upload.tsx';
import { showSaveRefusal } from '../components/save-refusal.ts';

const speakerForm = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  title: optionalText(200),
  company: optionalText(200),
  biography: z.string().max(20_000, 'validation.max'),
});
type SpeakerFormValues = z.input<typeof speakerForm>;

const FIELDS = ['firstName', 'lastName', 'title', 'company', 'biography'] as const;

interface Props {
  event: EventDetails;
  saved: Speaker | null;
  opened: boolean;
  onClose: () => void;
}

/** Adds or edits a speaker of the organising chamber, with a photo. */
export function SpeakerFormModal({ event, saved, opened, onClose }: Props) {
  const { t } = useTranslation('programme');
  return (
    <Modal opened={opened} onClose={onClose} title={saved ? t('speakers.edit_title') : t('speakers.new_title')} size="lg" centered>
      {opened && <SpeakerForm key={saved?.pkSpeakerId ?? 'new'} event={event} saved={saved} onDone={onClose} />}
    </Modal>
  );
}

function SpeakerForm({ event, saved, onDone }: { event: EventDetails; saved: Speaker | null; onDone: () => void }) {
  const { t } = useTranslation('programme');
  const save = useSaveSpeaker(event.pkEventId);
  const photo = useImageUpload(saved?.photoName ?? null);
  const form = useZodForm(speakerForm, {
    mode: 'controlled',
    initialValues: {
      firstName: saved?.firstName ?? '',
      lastName: saved?.lastName ?? '',
      title: saved?.title ?? '',
      company: saved?.company ?? '',
      biography: saved?.biography ?? '',
    } satisfies SpeakerFormValues,
  });

  const submit = form.onSubmit(async () => {
    const v = form.getValues();
    try {
      await save.mutateAsync({
        ...(saved ? { pkSpeakerId: saved.pkSpeakerId } : {}),
        fkChamberId: event.fkChamberId,
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        title: v.title?.trim() || null,
        company: v.company?.trim() || null,
        biography: v.biography.trim() ? v.biography : null,
        photoName: photo.name,
      });
      toastSuccess(t(saved ? 'speakers.saved' : 'speakers.created'));
      onDone();
    } catch (err) {
      showSaveRefusal(form, err, FIELDS);
    }
  });

  const fullName = `${form.values.firstName} ${form.values.lastName}`.trim();
  return (
    <form onSubmit={submit} noValidate data-testid="speaker-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('speakers.first_name')}
            {...form.getInputProps('firstName')}
            data-autofocus
            data-testid="speaker-first-name"
          />
          <TextInput label={t('speakers.last_name')} {...form.getInputProps('lastName')} data-testid="speaker-last-name" />
          <TextInput label={t('speakers.job_title')} {...form.getInputProps('title')} />
          <TextInput label={t('speakers.company')} {...form.getInputProps('company')} />
        </SimpleGrid>
        <ImageField label={t('speakers.photo')} image={photo} initialsFrom={fullName} radius="xl" />
        <Textarea label={t('speakers.biography')} autosize minRows={3} maxRows={8} {...form.getInputProps('biography')} />
        <FormButtons
          onCancel={onDone}
          submit={saved ? t('actions.save') : t('speakers.create')}
          loading={save.isPending || photo.uploading}
          testId="speaker-save"
          spaced
        />
      </Stack>
    </form>
  );
}
