import { isAdministrator } from '../../lib/roles.ts';
import {
  Anchor,
  AspectRatio,
  Box,
  Card,
  Container,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../i18n/dates.ts';
import { useCurrentUser } from '../../session/useSession.ts';
import type { Feed } from '@portal/contracts/companies/feeds';
import { useFeeds } from './api/feed-queries.ts';
import { publicFileUrl } from '../../lib/stored-files.ts';
import { feedExcerpt, isScheduled } from './feed-text.ts';
import classes from './feeds.module.css';

const FeedDialog = lazy(() => import('./FeedDialog.tsx').then((m) => ({ default: m.FeedDialog })));

interface FeedsCardProps {
  /** The public landing page: public items only, shown as a section, hidden when there are none. */
  variant?: 'card' | 'section';
  /** How many of the newest items to show. */
  limit?: number;
}

/** The latest news items: a card on the dashboard, a section on the public landing page. Opens an item in a dialog. */
export function FeedsCard({ variant = 'card', limit }: FeedsCardProps) {
  const { t, ready } = useTranslation('company-admin');
  const user = useCurrentUser();
  const section = variant === 'section';
  const feeds = useFeeds(section);
  const [open, setOpen] = useState<Feed | null>(null);
  // Administrators also receive scheduled items; the news shows what readers see.
  const items = (feeds.data?.feeds ?? []).filter((f) => !isScheduled(f)).slice(0, limit ?? (section ? 3 : 4));
  const canManage = isAdministrator(user?.fkRoleId);
  // The dialog (a modal, with its focus trap and scroll handling) loads when an item is first opened.
  const [dialogWanted, setDialogWanted] = useState(false);
  if (open && !dialogWanted) setDialogWanted(true);
  const dialog = dialogWanted ? (
    <Suspense fallback={null}>
      <FeedDialog feed={open} onClose={() => setOpen(null)} />
    </Suspense>
  ) : null;

  if (section) {
    if (!ready || !items.length) return null;
    return (
      <Container size="xl" pb={{ base: 40, md: 64 }} data-testid="public-feeds">
        <Group justify="space-between" align="flex-end" mb="lg">
          <div>
            <Title order={2} fz={{ base: 24, sm: 30 }}>
              {t('feeds_card.public_title')}
            </Title>
            <Text c="dimmed">{t('feeds_card.public_text')}</Text>
          </div>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {items.map((feed) => (
            <Card key={feed.pkFeedId} padding={0} shadow="xs" style={{ overflow: 'hidden' }}>
              {/* The button spans the card, so the 16:9 image area keeps the card's width. */}
              <UnstyledButton onClick={() => setOpen(feed)} aria-haspopup="dialog" w="100%" h="100%" display="block">
                <AspectRatio ratio={16 / 9} w="100%">
                  {feed.imageName ? (
                    <Image src={publicFileUrl(feed.imageName)} alt="" fit="cover" w="100%" h="100%" />
                  ) : (
                    <ThemeIcon variant="light" radius={0} w="100%" h="100%" data-testid="feed-image-placeholder">
                      <IconNews size={48} stroke={1.4} />
                    </ThemeIcon>
                  )}
                </AspectRatio>
                <Stack gap={6} p="lg">
                  <Text size="xs" c="dimmed">
                    {formatDate(feed.publishedAt)}
                  </Text>
                  <Text fw={650} lineClamp={2}>
                    {feed.title}
                  </Text>
                  <Text size="sm" c="dimmed" lineClamp={3}>
                    {feedExcerpt(feed.body, 220)}
                  </Text>
                </Stack>
              </UnstyledButton>
            </Card>
          ))}
        </SimpleGrid>
        {dialog}
      </Container>
    );
  }

  return (
    <Card h="100%" data-testid="feeds-card">
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" radius="md" size={36}>
            <IconNews size={20} />
          </ThemeIcon>
          <Text fw={650}>{ready ? t('feeds_card.title') : ''}</Text>
        </Group>
        {canManage && ready && (
          <Anchor component={Link} to="/admin-center/feeds" size="sm">
            {t('feeds_card.manage')}
          </Anchor>
        )}
      </Group>
      {!feeds.data || !ready ? (
        <Stack gap="md" aria-busy="true">
          {[1, 2].map((n) => (
            <Group key={n} wrap="nowrap">
              <Skeleton w={56} h={56} radius="md" />
              <Box style={{ flex: 1 }}>
                <Skeleton h={12} w="60%" mb={8} />
                <Skeleton h={10} w="90%" />
              </Box>
            </Group>
          ))}
        </Stack>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="feeds-empty">
          {canManage ? t('feeds_card.empty_admin') : t('feeds_card.empty')}
        </Text>
      ) : (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((feed) => (
            <li key={feed.pkFeedId}>
              <UnstyledButton
                onClick={() => setOpen(feed)}
                aria-haspopup="dialog"
                w="100%"
                p="xs"
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
                className={classes.item}
              >
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Box w={56} h={56} style={{ flexShrink: 0, borderRadius: 8, overflow: 'hidden' }}>
                    {feed.imageName ? (
                      <Image src={publicFileUrl(feed.imageName)} alt="" h={56} w={56} fit="cover" />
                    ) : (
                      <ThemeIcon variant="light" color="gray" w={56} h={56} radius={0}>
                        <IconNews size={22} stroke={1.5} />
                      </ThemeIcon>
                    )}
                  </Box>
                  <Box style={{ flex: 1, minWidth: 0 }}>
                    <Text size="sm" fw={600} lineClamp={1}>
                      {feed.title}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {feedExcerpt(feed.body, 140)}
                    </Text>
                    <Text size="xs" c="dimmed" mt={2}>
                      {formatDate(feed.publishedAt)}
                    </Text>
                  </Box>
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
      {dialog}
    </Card>
  );
}
