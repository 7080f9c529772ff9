import { ActionIcon, Badge, Box, Button, Card, Group, Image, Skeleton, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconEdit, IconExternalLink, IconNews, IconPhoto, IconPlus, IconTrash, IconWorld, IconLock, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListEmptyState } from '../../components/list/ListEmptyState.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { useConfirmedAction } from '../../components/list/useConfirmedAction.ts';
import type { Feed } from '@portal/contracts/companies/feeds';
import { useContentEditorLink, useDeleteFeed, useFeeds } from './api/feed-queries.ts';
import { publicFileUrl } from '../../lib/stored-files.ts';
import { formatDateTime } from './feed-form.ts';
import { feedExcerpt, isScheduled } from './feed-text.ts';
import { LoadingRows } from '../../components/list/LoadingRows.tsx';

/** /admin-center/feeds: the news items administrators publish, newest first, scheduled ones marked. */
export function FeedsPage() {
  const { t } = useTranslation('company-admin');
  const feeds = useFeeds(false);
  const ceLink = useContentEditorLink();
  const remove = useDeleteFeed();
  const act = useConfirmedAction();

  const onDelete = (feed: Feed) =>
    act({
      ask: {
        title: t('feeds.confirm_delete_title'),
        message: t('feeds.confirm_delete', { title: feed.title }),
        confirmLabel: t('actions.delete'),
        cancelLabel: t('actions.cancel'),
        danger: true,
      },
      run: () => remove.mutateAsync(feed.pkFeedId),
      done: t('feeds.delete_success'),
    });

  const addButton = (
    <Button component={Link} to="/admin-center/feeds/form/0" leftSection={<IconPlus size={16} aria-hidden />}>
      {t('feeds.add')}
    </Button>
  );
  return (
    <ListPage
      testId="feeds-admin"
      title={t('feeds.title')}
      subtitle={t('feeds.subtitle')}
      actions={
        <Group gap="sm">
          {ceLink.data?.link && (
            <Button
              component="a"
              href={ceLink.data.link}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
              leftSection={<IconExternalLink size={16} aria-hidden />}
            >
              {t('feeds.content_editor')}
            </Button>
          )}
          {addButton}
        </Group>
      }
      items={feeds.data?.feeds}
      skeleton={
        <LoadingRows
          label={t('loading')}
          row={
            <Card padding="md">
              <Group wrap="nowrap">
                <Skeleton w={112} h={76} radius="md" />
                <Box style={{ flex: 1 }}>
                  <Skeleton h={14} w="50%" mb={10} />
                  <Skeleton h={10} w="80%" mb={6} />
                  <Skeleton h={10} w="60%" />
                </Box>
              </Group>
            </Card>
          }
        />
      }
      empty={
        <ListEmptyState
          card
          py={40}
          variant="light"
          icon={<IconNews size={28} />}
          title={t('feeds.empty_title')}
          text={t('feeds.empty_text')}
          actions={addButton}
        />
      }
    >
      {(list) => (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('feeds.list_label')}>
          {list.map((feed) => (
            <FeedRow
              key={feed.pkFeedId}
              feed={feed}
              onDelete={onDelete}
              deleting={remove.isPending && remove.variables === feed.pkFeedId}
            />
          ))}
        </Stack>
      )}
    </ListPage>
  );
}

function FeedRow({ feed, onDelete, deleting }: { feed: Feed; onDelete: (feed: Feed) => void; deleting: boolean }) {
  const { t } = useTranslation('company-admin');
  const scheduled = isScheduled(feed);
  const edit = `/admin-center/feeds/form/${feed.pkFeedId}`;
  return (
    <Card component="li" padding="md" radius="md" aria-label={feed.title} data-testid={`feed-row-${feed.pkFeedId}`}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Box w={{ base: 72, sm: 112 }} h={{ base: 56, sm: 76 }} style={{ flexShrink: 0, borderRadius: 8, overflow: 'hidden' }}>
          {feed.imageName ? (
            <Image src={publicFileUrl(feed.imageName)} alt="" h="100%" w="100%" fit="cover" />
          ) : (
            <ThemeIcon variant="light" color="gray" w="100%" h="100%" radius={0}>
              <IconPhoto size={24} stroke={1.5} />
            </ThemeIcon>
          )}
        </Box>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
            <Text fw={650} lineClamp={2} component={Link} to={edit} style={{ textDecoration: 'none' }}>
              {feed.title}
            </Text>
            <Group gap={4} wrap="nowrap">
              <Tooltip label={t('actions.edit')}>
                <ActionIcon
                  component={Link}
                  to={edit}
                  variant="subtle"
                  color="gray"
                  aria-label={t('actions.item_label', { action: t('actions.edit'), name: feed.title })}
                >
                  <IconEdit size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('actions.delete')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => onDelete(feed)}
                  loading={deleting}
                  aria-label={t('actions.item_label', { action: t('actions.delete'), name: feed.title })}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {feedExcerpt(feed.body)}
          </Text>
          <Group gap="xs" wrap="wrap">
            {scheduled ? (
              <Group gap={6}>
                <Badge size="sm" variant="light" color="orange" leftSection={<IconClock size={12} aria-hidden />} radius="sm">
                  {t('feeds.scheduled')}
                </Badge>
                <Text size="xs" c="dimmed">
                  {t('feeds.scheduled_for', { date: formatDateTime(feed.publishedAt) })}
                </Text>
              </Group>
            ) : (
              <Text size="xs" c="dimmed">
                {t('feeds.published_on', { date: formatDateTime(feed.publishedAt) })}
              </Text>
            )}
            <Badge
              size="sm"
              variant="light"
              color={feed.isPublic ? 'teal' : 'gray'}
              leftSection={feed.isPublic ? <IconWorld size={12} aria-hidden /> : <IconLock size={12} aria-hidden />}
              radius="sm"
            >
              {feed.isPublic ? t('feeds.public') : t('feeds.members_only')}
            </Badge>
            {feed.authorName && (
              <Text size="xs" c="dimmed">
                {t('feeds.by_author', { name: feed.authorName })}
              </Text>
            )}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
