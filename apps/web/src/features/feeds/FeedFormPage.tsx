import { Alert, Button, Card, Grid, Group, Skeleton, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { IconClock, IconInfoCircle, IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { toastError, toastSuccess } from '../../api/toasts.tsx';
import { DateField } from '../../components/form/DateField.tsx';
import { ImageGalleryEditor } from '../../components/form/ImageGalleryEditor.tsx';
import { LazyRichTextField } from '../../components/form/LazyRichTextField.tsx';
import { useZodForm } from '../../components/form/useZodForm.ts';
import type { Feed } from '@portal/contracts/companies/feeds';
import { useFeed, useSaveFeed } from './api/feed-queries.ts';
import { publicFileUrl, uploadPublicImage } from '../../lib/stored-files.ts';
import { type FeedFormValues, feedFormSchema, publishInstant, toFeedModel, toFormValues } from './feed-form.ts';
import { isScheduled } from './feed-text.ts';

const LIST = '/admin-center/feeds';

/** /admin-center/feeds/form/{id}: a news item, new when id is 0. */
export function FeedFormPage() {
  const { t } = useTranslation('company-admin');
  const id = Number(useParams().id) || null;
  const feed = useFeed(id);
  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {id ? t('feeds.edit_title') : t('feeds.new_title')}
        </Title>
        <Text c="dimmed">{t('feeds.form_subtitle')}</Text>
      </div>
      {id && !feed.data ? (
        <Card role="status" aria-busy="true" aria-label={t('loading')}>
          <Stack>
            <Skeleton h={36} />
            <Skeleton h={290} />
            <Skeleton h={36} w="60%" />
          </Stack>
        </Card>
      ) : (
        <FeedForm key={feed.data?.pkFeedId ?? 'new'} id={id} feed={feed.data ?? null} />
      )}
    </Stack>
  );
}

function FeedForm({ id, feed }: { id: number | null; feed: Feed | null }) {
  const { t } = useTranslation('company-admin');
  const navigate = useNavigate();
  const save = useSaveFeed();
  const form = useZodForm<FeedFormValues, typeof feedFormSchema>(feedFormSchema, { initialValues: toFormValues(feed) });
  const values = form.getValues();
  const instant = publishInstant(values.publishDate, values.publishTime);
  const scheduled = instant ? isScheduled({ publishedAt: instant }) : false;

  const submit = form.onSubmit(async () => {
    try {
      await save.mutateAsync(toFeedModel(form.getValues(), id));
      toastSuccess(t(id ? 'feeds.save_success' : 'feeds.add_success'));
      navigate(LIST);
    } catch (err) {
      if (!form.applyServerError(err))
        toastError(isApiError(err) ? err.messageKey : 'general_error', isApiError(err) ? err.params : undefined);
    }
  });

  return (
    <Card component="form" onSubmit={submit} noValidate>
      <Stack gap="lg">
        <TextInput label={t('feeds.field_title')} placeholder={t('feeds.title_placeholder')} {...form.getInputProps('title')} />
        <LazyRichTextField label={t('feeds.field_body')} withAsterisk {...form.getInputProps('body')} />
        <ImageGalleryEditor
          label={t('feeds.field_image')}
          description={t('feeds.image_hint')}
          slots={1}
          value={values.imageName ? [values.imageName] : []}
          onChange={(names) => form.setFieldValue('imageName', names[0] ?? null)}
          upload={uploadPublicImage}
          getImageUrl={publicFileUrl}
          error={form.errors.imageName}
        />
        <TextInput
          label={t('feeds.field_link')}
          description={t('feeds.link_hint')}
          placeholder={t('feeds.link_placeholder')}
          leftSection={<IconLink size={16} aria-hidden />}
          {...form.getInputProps('link')}
        />
        <Switch
          label={t('feeds.field_public')}
          description={t('feeds.public_hint')}
          {...form.getInputProps('isPublic', { type: 'checkbox' })}
        />
        <div>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 7 }}>
              <DateField label={t('feeds.field_publish_date')} {...form.getInputProps('publishDate')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <TimeInput
                label={t('feeds.field_publish_time')}
                leftSection={<IconClock size={16} aria-hidden />}
                {...form.getInputProps('publishTime')}
              />
            </Grid.Col>
          </Grid>
          <Alert mt="sm" p="xs" variant="light" color={scheduled ? 'orange' : 'brand'} icon={<IconInfoCircle size={18} />}>
            <Text size="sm">{scheduled ? t('feeds.will_be_scheduled') : t('feeds.publish_hint')}</Text>
          </Alert>
        </div>
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={LIST} variant="default">
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {scheduled ? t('feeds.schedule') : id ? t('feeds.save') : t('feeds.publish')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
