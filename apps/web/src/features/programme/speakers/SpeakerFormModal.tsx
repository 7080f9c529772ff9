import { type ContentLanguage, contentLanguage, SPEAKER_TEXT_FIELDS } from '@portal/contracts/common/content-languages';
import type { EventDetails } from '@portal/contracts/events/events';
import type { Speaker } from '@portal/contracts/programme/speakers';
import { requiredText, optionalText } from '@portal/contracts/common/validation';
import { INTERFACE_LANGUAGES } from '@portal/contracts/codes/interface-languages';
import { Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { toastSuccess } from '../../../api/toasts.tsx';
import { LazyRichTextField } from '../../../components/form/LazyRichTextField.tsx';
import { TranslationTabs } from '../../../components/form/TranslationTabs.tsx';
import { useZodForm } from '../../../components/form/useZodForm.ts';
import { missingLanguages, textsOfLanguages, translationsOfForm } from '../../../lib/content-languages.ts';
import { useSaveSpeaker } from '../api/speaker-queries.ts';
import { FormButtons } from '../components/FormButtons.tsx';
import { ImageField, useImageUpload } from '../components/image-upload.tsx';
import { showSaveRefusal } from '../components/save-refusal.ts';

const BIOGRAPHY_MAX = 20_000;
/** The biography editors' writing area, in px: a few paragraphs. */
const BIOGRAPHY_HEIGHT = 140;

const speakerForm = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  title: optionalText(200),
  company: optionalText(200),
  biography: z.string().max(BIOGRAPHY_MAX, 'validation.max'),
  /** The language of the biography above (the speaker's own: it is reused across the chamber's events). */
  mainLanguage: contentLanguage,
  /** The biography in the other languages. */
  translations: z.record(contentLanguage, z.object({ biography: z.string().max(BIOGRAPHY_MAX, 'validation.max') })),
});
type SpeakerFormValues = z.input<typeof speakerForm>;

const FIELDS = [
  'firstName',
  'lastName',
  'title',
  'company',
  'biography',
  'mainLanguage',
  ...INTERFACE_LANGUAGES.flatMap(({ code }) => SPEAKER_TEXT_FIELDS.map((f) => `translations.${code}.${f}`)),
];

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
  // The biography is edited in its main language and side by side in the others (never the reader's, which the card shows).
  const editable = saved?.editableTexts;
  const mainLanguage: ContentLanguage = editable?.mainLanguage ?? saved?.mainLanguage ?? event.mainLanguage;
  const form = useZodForm(speakerForm, {
    mode: 'controlled',
    initialValues: {
      firstName: saved?.firstName ?? '',
      lastName: saved?.lastName ?? '',
      title: saved?.title ?? '',
      company: saved?.company ?? '',
      biography: editable?.texts[editable.mainLanguage]?.biography ?? '',
      mainLanguage,
      translations: textsOfLanguages(SPEAKER_TEXT_FIELDS, editable?.texts),
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
        mainLanguage: v.mainLanguage,
        translations: translationsOfForm(SPEAKER_TEXT_FIELDS, v.translations, v.mainLanguage),
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
        {/* Rich text, as the server keeps it and the cards show it (a plain box showed its markup). */}
        <LazyRichTextField
          label={t('speakers.biography')}
          height={BIOGRAPHY_HEIGHT}
          {...form.getInputProps('biography')}
          data-testid="speaker-biography"
        />
        <TranslationTabs
          mainLanguage={form.values.mainLanguage}
          onMainLanguageChange={(code) => form.setFieldValue('mainLanguage', code)}
          missing={missingLanguages(form.values.translations, form.values.mainLanguage, 'biography')}
        >
          {(code, label) => (
            <LazyRichTextField
              label={label('biography')}
              height={BIOGRAPHY_HEIGHT}
              {...form.getInputProps(`translations.${code}.biography`)}
              data-testid={`speaker-biography-${code}`}
            />
          )}
        </TranslationTabs>
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
