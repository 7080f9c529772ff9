import { type ContentLanguage, contentLanguage, PARTNER_TEXT_FIELDS } from '@portal/contracts/common/content-languages';
import type { EventDetails } from '@portal/contracts/events/events';
import type { EventPartner } from '@portal/contracts/programme/partners';
import { requiredText } from '@portal/contracts/common/validation';
import { INTERFACE_LANGUAGES } from '@portal/contracts/codes/interface-languages';
import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { toastSuccess } from '../../../api/toasts.tsx';
import { LazyRichTextField } from '../../../components/form/LazyRichTextField.tsx';
import { TranslationTabs } from '../../../components/form/TranslationTabs.tsx';
import { useZodForm } from '../../../components/form/useZodForm.ts';
import { missingLanguages, textsOfLanguages, translationsOfForm } from '../../../lib/content-languages.ts';
import { useAddExistingPartner, useReusablePartners, useSavePartner } from '../api/partner-queries.ts';
import { FormButtons } from '../components/FormButtons.tsx';
import { ImageField, useImageUpload } from '../components/image-upload.tsx';
import { RuledItem } from '../components/programme-list.tsx';
import { showSaveRefusal } from '../components/save-refusal.ts';
import { PartnerLogo } from './PartnerLogo.tsx';

const DESCRIPTION_MAX = 5000;
/** The description editors' writing area, in px: a paragraph or two. */
const DESCRIPTION_HEIGHT = 120;

const partnerForm = z.object({
  name: requiredText(200),
  link: z.string().trim().max(500, 'validation.max'),
  description: z.string().max(DESCRIPTION_MAX, 'validation.max'),
  isOrganizer: z.boolean(),
  /** The language of the description above (the partner's own: it is reused across the chamber's events). */
  mainLanguage: contentLanguage,
  /** The description in the other languages. */
  translations: z.record(contentLanguage, z.object({ description: z.string().max(DESCRIPTION_MAX, 'validation.max') })),
});
type PartnerFormValues = z.input<typeof partnerForm>;

const FIELDS = [
  'name',
  'link',
  'description',
  'mainLanguage',
  ...INTERFACE_LANGUAGES.flatMap(({ code }) => PARTNER_TEXT_FIELDS.map((f) => `translations.${code}.${f}`)),
];

interface Props {
  event: EventDetails;
  opened: boolean;
  onClose: () => void;
}

/** A new partner of the chamber, added to the event at the end of its list; or a change to one (`saved`) and its flag on the event. */
export function PartnerFormModal({ event, saved, opened, onClose }: Props & { saved: EventPartner | null }) {
  const { t } = useTranslation('programme');
  return (
    <Modal opened={opened} onClose={onClose} title={saved ? t('partners.edit_title') : t('partners.new_title')} size="lg" centered>
      {opened && <PartnerForm key={saved?.pkEventPartnerId ?? 'new'} event={event} saved={saved} onDone={onClose} />}
    </Modal>
  );
}

function PartnerForm({ event, saved, onDone }: { event: EventDetails; saved: EventPartner | null; onDone: () => void }) {
  const { t } = useTranslation('programme');
  const save = useSavePartner(event.pkEventId);
  const logo = useImageUpload(saved?.logo ?? null);
  // The description is edited in its main language and side by side in the others (never the reader's).
  const editable = saved?.editableTexts;
  const mainLanguage: ContentLanguage = editable?.mainLanguage ?? saved?.mainLanguage ?? event.mainLanguage;
  const form = useZodForm(partnerForm, {
    mode: 'controlled',
    initialValues: {
      name: saved?.name ?? '',
      link: saved?.link ?? '',
      description: editable?.texts[editable.mainLanguage]?.description ?? '',
      isOrganizer: saved?.isOrganizer ?? false,
      mainLanguage,
      translations: textsOfLanguages(PARTNER_TEXT_FIELDS, editable?.texts),
    } satisfies PartnerFormValues,
  });

  const submit = form.onSubmit(async () => {
    const v = form.getValues();
    try {
      await save.mutateAsync({
        ...(saved ? { pkEventPartnerId: saved.pkEventPartnerId } : {}),
        name: v.name.trim(),
        link: v.link.trim() || null,
        description: v.description.trim() ? v.description : null,
        logo: logo.name,
        fkEventId: event.pkEventId,
        isOrganizer: v.isOrganizer,
        mainLanguage: v.mainLanguage,
        translations: translationsOfForm(PARTNER_TEXT_FIELDS, v.translations, v.mainLanguage),
      });
      toastSuccess(t(saved ? 'partners.saved' : 'partners.created'));
      onDone();
    } catch (err) {
      showSaveRefusal(form, err, FIELDS);
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="partner-form">
      <Stack gap="sm">
        <TextInput label={t('partners.name')} {...form.getInputProps('name')} data-autofocus data-testid="partner-name-input" />
        <TextInput label={t('partners.link')} placeholder={t('partners.link_placeholder')} {...form.getInputProps('link')} />
        <ImageField label={t('partners.logo')} image={logo} initialsFrom={form.values.name} radius="sm" />
        {/* Rich text, as the server keeps it and the partner list shows it (a plain box showed its markup). */}
        <LazyRichTextField label={t('partners.description')} height={DESCRIPTION_HEIGHT} {...form.getInputProps('description')} />
        <TranslationTabs
          mainLanguage={form.values.mainLanguage}
          onMainLanguageChange={(code) => form.setFieldValue('mainLanguage', code)}
          missing={missingLanguages(form.values.translations, form.values.mainLanguage, 'description')}
        >
          {(code, label) => (
            <LazyRichTextField
              label={label('description')}
              height={DESCRIPTION_HEIGHT}
              {...form.getInputProps(`translations.${code}.description`)}
              data-testid={`partner-description-${code}`}
            />
          )}
        </TranslationTabs>
        <Checkbox label={t('partners.organizer')} {...form.getInputProps('isOrganizer', { type: 'checkbox' })} />
        <FormButtons
          onCancel={onDone}
          submit={saved ? t('actions.save') : t('partners.add')}
          loading={save.isPending || logo.uploading}
          testId="partner-save"
          spaced
        />
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
                <PartnerLogo name={p.name} logo={p.logo} />
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
