import { Button, Group, Image, Modal, Stack, Text, Typography } from '@mantine/core';
import type { Feed } from '@portal/contracts/companies/feeds';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/dates.ts';
import { publicFileUrl } from '../../lib/stored-files.ts';
import { externalHref } from '../../lib/external-link.ts';

/** One news item in full: image, date, body and its link. */
export function FeedDialog({ feed, onClose }: { feed: Feed | null; onClose: () => void }) {
  const { t } = useTranslation('company-admin');
  return (
    <Modal
      opened={!!feed}
      onClose={onClose}
      title={feed ? <Text fw={650}>{feed.title}</Text> : null}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {feed && (
        <Stack gap="md">
          {feed.imageName && <Image src={publicFileUrl(feed.imageName)} alt="" radius="md" mah={320} fit="cover" />}
          <Text size="sm" c="dimmed">
            {feed.authorName
              ? t('feeds_card.published_by', { date: formatDate(feed.publishedAt), name: feed.authorName })
              : formatDate(feed.publishedAt)}
          </Text>
          <Typography>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises feed bodies to the editor's tags */}
            <div dangerouslySetInnerHTML={{ __html: feed.body }} />
          </Typography>
          {feed.link && (
            <Group justify="flex-end">
              <Button
                component="a"
                href={externalHref(feed.link)}
                target="_blank"
                rel="noopener noreferrer"
                rightSection={<IconExternalLink size={16} aria-hidden />}
                variant="light"
              >
                {t('feeds_card.read_more')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
