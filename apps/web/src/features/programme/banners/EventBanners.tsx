import { BANNER_TEXT_FIELDS } from '@portal/contracts/common/content-languages';
import { interfaceLanguageByCode } from '@portal/contracts/codes/interface-languages';
import type { EventDetails } from '@portal/contracts/events/events';
import { BANNER_TITLE_MAX, type EventBanner, MAX_EVENT_BANNERS } from '@portal/contracts/programme/banners';
import { Anchor, Button, Card, FileInput, Group, Image, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { toastError, toastSuccess } from '../../../api/toasts.tsx';
import { ContentLanguageMark } from '../../../components/ContentLanguageMark.tsx';
import { fieldMessage } from '../../../components/form/FieldMessage.tsx';
import { EditAction } from '../../../components/list/RowActions.tsx';
import { TranslationTabs } from '../../../components/form/TranslationTabs.tsx';
import { missingLanguages, textsOfLanguages, translationsOfForm } from '../../../lib/content-languages.ts';
import { externalHref } from '../../../lib/external-link.ts';
import { publicFileUrl } from '../../../lib/stored-files.ts';
import { useDeleteBanner, useEventBanners, useSaveBanner } from '../api/banner-queries.ts';
import { IMAGE_ACCEPT, useImageUpload } from '../components/image-upload.tsx';
import { CardDelete } from '../components/programme-list.tsx';
import { uploadError } from '../components/upload-error.tsx';

/** The event's banners on its overview, in their order; a banner with a link opens it. */
export function EventBannersStrip({ event }: { event: EventDetails }) {
  const { t } = useTranslation('programme');
  const banners = useEventBanners(event.pkEventId);
  const list = banners.data ?? [];
  if (list.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-label={t('banners.title')} data-testid="event-banners">
      {list.map((b) => {
        // The title is the image's text: read in its own language when it falls back to the event's main one.
        const lang = interfaceLanguageByCode(b.textLanguages.title).htmlLang;
        const image = (
          <Image key="image" src={publicFileUrl(b.imageName)} alt={b.title ?? ''} lang={lang} radius="md" mah={220} fit="cover" />
        );
        return b.link ? (
          <Anchor
            key={b.pkEventBannerId}
            lang={lang}
            href={externalHref(b.link)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={b.title ?? t('banners.open_link')}
          >
            {image}
          </Anchor>
        ) : (
          <div key={b.pkEventBannerId}>{image}</div>
        );
      })}
    </Stack>
  );
}

const noTranslations = () => textsOfLanguages(BANNER_TEXT_FIELDS, undefined);

/**
 * The branding tab's banners: organisers add an image with a title (in the event's main language
 * and side by side in the others) and a link, change one (the same form, from its editable texts),
 * and delete banners.
 */
export function BannersManager({ event }: { event: EventDetails }) {
  const { t } = useTranslation('programme');
  const banners = useEventBanners(event.pkEventId);
  const save = useSaveBanner(event.pkEventId);
  const remove = useDeleteBanner(event.pkEventId);
  const image = useImageUpload();
  const [title, setTitle] = useState('');
  // A banner's title follows its event's main language; the others side by side.
  const mainLanguage = event.mainLanguage;
  const [translations, setTranslations] = useState(noTranslations);
  const [link, setLink] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [editing, setEditing] = useState<EventBanner | null>(null);
  const titleInput = useRef<HTMLInputElement>(null);
  const list = banners.data ?? [];

  const fill = (b: EventBanner | null) => {
    setEditing(b);
    image.setName(b?.imageName ?? null);
    setTitle(b?.editableTexts?.texts[b.editableTexts.mainLanguage]?.title ?? '');
    setTranslations(b ? textsOfLanguages(BANNER_TEXT_FIELDS, b.editableTexts?.texts) : noTranslations());
    setLink(b?.link ?? '');
    setErrors({});
  };
  const edit = (b: EventBanner) => {
    fill(b);
    titleInput.current?.focus();
  };

  const upload = (file: File | null) => {
    setErrors({});
    return image.upload(file);
  };
  const add = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!image.name) return image.setError('validation.required');
    try {
      const last = list.reduce((max, b) => Math.max(max, b.sortOrder), 0);
      await save.mutateAsync({
        ...(editing ? { pkEventBannerId: editing.pkEventBannerId } : {}),
        fkEventId: event.pkEventId,
        imageName: image.name,
        title: title.trim() || null,
        link: link.trim() || null,
        sortOrder: editing?.sortOrder ?? last + 1,
        translations: translationsOfForm(BANNER_TEXT_FIELDS, translations, mainLanguage),
      });
      toastSuccess(t(editing ? 'banners.updated' : 'banners.saved'));
      fill(null);
    } catch (err) {
      if (isApiError(err) && err.fields) setErrors(err.fields);
      else toastError(isApiError(err) ? err.messageKey : 'general_error', isApiError(err) ? err.params : undefined);
    }
  };
  const error = (field: string) => (errors[field] ? fieldMessage({ key: errors[field] }) : undefined);

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="banners-title" data-testid="banners-manager">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="banners-title">
            {t('banners.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('banners.help', { max: MAX_EVENT_BANNERS })}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {list.map((b) => (
            <Card key={b.pkEventBannerId} withBorder padding="xs">
              <Image src={publicFileUrl(b.imageName)} alt="" radius="sm" h={100} fit="cover" />
              <Group justify="space-between" mt="xs" wrap="nowrap">
                <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {b.title ?? t('banners.untitled')}
                  </Text>
                  {b.title && <ContentLanguageMark language={b.textLanguages.title} />}
                </Group>
                <Group gap={4} wrap="nowrap">
                  <EditAction
                    label={t('banners.edit_label', { name: b.title ?? t('banners.untitled') })}
                    tooltip={t('actions.edit')}
                    onClick={() => edit(b)}
                  />
                  <CardDelete section="banners" name={b.title ?? t('banners.untitled')} run={() => remove.mutateAsync(b.pkEventBannerId)} />
                </Group>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
        {(editing || list.length < MAX_EVENT_BANNERS) && (
          <form onSubmit={add} noValidate>
            <Stack gap="sm">
              <FileInput
                label={t('banners.image')}
                accept={IMAGE_ACCEPT}
                leftSection={<IconPhoto size={16} aria-hidden />}
                withAsterisk
                clearable
                onChange={upload}
                disabled={image.uploading}
                error={uploadError(image.error ?? errors.imageName)}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  ref={titleInput}
                  label={t('banners.banner_title')}
                  value={title}
                  maxLength={BANNER_TITLE_MAX}
                  onChange={(e) => setTitle(e.currentTarget.value)}
                  error={error('title')}
                />
                <TextInput label={t('banners.link')} value={link} onChange={(e) => setLink(e.currentTarget.value)} error={error('link')} />
              </SimpleGrid>
              <TranslationTabs mainLanguage={mainLanguage} missing={missingLanguages(translations, mainLanguage, 'title')}>
                {(code, label) => (
                  <TextInput
                    label={label('banner_title')}
                    value={translations[code].title}
                    maxLength={BANNER_TITLE_MAX}
                    onChange={(e) => {
                      const text = e.currentTarget.value;
                      setTranslations((all) => ({ ...all, [code]: { title: text } }));
                    }}
                    error={error(`translations.${code}.title`)}
                  />
                )}
              </TranslationTabs>
              <Group justify="flex-end">
                {editing && (
                  <Button variant="default" onClick={() => fill(null)}>
                    {t('actions.cancel')}
                  </Button>
                )}
                <Button type="submit" loading={save.isPending || image.uploading} data-testid="banner-save">
                  {editing ? t('actions.save') : t('banners.add')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
