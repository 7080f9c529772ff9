import { Anchor, Box, Button, CloseButton, Group, Loader, ScrollArea, SegmentedControl, Stack, Text, UnstyledButton } from '@mantine/core';
import { NOTIFICATION_RELOAD_THRESHOLD, type Notification } from '@portal/contracts/notifications/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toastError } from '../../../api/toasts.tsx';
import { useCurrentUser } from '../../../session/useSession.ts';
import { notificationKeys } from '../api/notification-keys.ts';
import { useMarkAllRead, useMarkRead, useNotificationList } from '../api/notification-queries.ts';
import type { NotificationMode } from '../api/notifications.api.ts';
import classes from './notifications.module.css';
import { describeNotification, joinMeetingLink, notificationTarget } from './notification-view.ts';

/**
 * The notification panel (spec-1 section 2): Unread/All toggle (each switch starts again at page
 * 1), pages of 30 loaded on reaching the bottom, a read dot, the text, a join-meeting link, clear
 * all in Unread mode, and a click that reads the notification and opens its target.
 */
export function NotificationPanel({
  onClose,
  maxHeight = 480,
  withHeader = true,
}: {
  onClose: () => void;
  maxHeight?: number | string;
  /** False inside a drawer, whose own header has the title and the close button. */
  withHeader?: boolean;
}) {
  const { t } = useTranslation('notifications');
  const user = useCurrentUser();
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [mode, setMode] = useState<NotificationMode>('unread');
  const list = useNotificationList(mode, !!user);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  // Clear all removes its own button: the focus goes to the panel, not to the page behind it.
  const panelRef = useRef<HTMLDivElement>(null);
  const clearAll = () => markAll.mutate(undefined, { onSuccess: () => panelRef.current?.focus() });
  const rows = list.data?.pages.flatMap((p) => p.notifications) ?? [];
  const total = list.data?.pages[0]?.totalCount ?? 0;

  const switchMode = (value: string) => {
    const next = value as NotificationMode;
    // Spec-1 section 4: switching resets the list and the page to 1.
    client.removeQueries({ queryKey: notificationKeys.list(next) });
    setMode(next);
  };

  const open = async (n: Notification) => {
    if (!user) return;
    if (!n.isRead) {
      await markRead.mutateAsync(n.pkNotificationId);
      // A row read in Unread mode leaves the list: when too few stay listed, the list starts again.
      if (mode === 'unread') {
        const left = rows.filter((r) => r.pkNotificationId !== n.pkNotificationId && !r.isRead).length;
        if (left < NOTIFICATION_RELOAD_THRESHOLD && total - 1 >= NOTIFICATION_RELOAD_THRESHOLD)
          await client.resetQueries({ queryKey: notificationKeys.list('unread') });
      }
    }
    const target = notificationTarget(n, user);
    if (!target) return;
    if ('error' in target) {
      toastError(target.error);
      return;
    }
    onClose();
    if (target.path === `${location.pathname}${location.search}`) {
      // The target is the page on screen: it loads again (its data), instead of a no-op navigation.
      await client.invalidateQueries();
      return;
    }
    navigate(target.path);
  };

  const visible = mode === 'unread' ? rows.filter((r) => !r.isRead) : rows;

  return (
    <Stack gap="xs" data-testid="notification-panel" ref={panelRef} tabIndex={-1} style={{ outline: 'none' }}>
      {withHeader && (
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{t('title')}</Text>
          <CloseButton aria-label={t('close')} onClick={onClose} />
        </Group>
      )}
      <Group justify="space-between" wrap="nowrap">
        <SegmentedControl
          size="xs"
          value={mode}
          onChange={switchMode}
          aria-label={t('show')}
          data={[
            { value: 'unread', label: t('unread') },
            { value: 'all', label: t('all') },
          ]}
        />
        {mode === 'unread' && visible.length > 0 && (
          <Button size="compact-xs" variant="subtle" loading={markAll.isPending} onClick={clearAll}>
            {t('clear_all')}
          </Button>
        )}
      </Group>
      <ScrollArea.Autosize
        mah={maxHeight}
        type="auto"
        onBottomReached={() => {
          if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
        }}
      >
        {list.isPending ? (
          <Group justify="center" p="md">
            <Loader size="sm" />
          </Group>
        ) : visible.length === 0 ? (
          <Text c="dimmed" ta="center" p="md" size="sm">
            {mode === 'unread' ? t('no_unread_notifications') : t('no_notifications')}
          </Text>
        ) : (
          <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {visible.map((n) => (
              <NotificationRow key={n.pkNotificationId} n={n} onOpen={open} />
            ))}
            {list.hasNextPage && (
              <Group justify="center" component="li" py={4}>
                <Button size="compact-xs" variant="subtle" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                  {t('load_more')}
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </ScrollArea.Autosize>
    </Stack>
  );
}

function NotificationRow({ n, onOpen }: { n: Notification; onOpen: (n: Notification) => void }) {
  const { t } = useTranslation('notifications');
  const { key, values } = describeNotification(n);
  const text = key ? t(key, values) : values.text;
  const join = joinMeetingLink(n);
  return (
    <Box component="li" data-testid="notification-row" data-read={n.isRead || undefined}>
      <UnstyledButton className={classes.row} onClick={() => onOpen(n)}>
        <span
          className={classes.dot}
          data-unread={!n.isRead || undefined}
          role="img"
          aria-label={n.isRead ? t('is_read') : t('is_unread')}
        />
        <Text size="sm" fw={n.isRead ? 400 : 600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {text}
        </Text>
      </UnstyledButton>
      {join && (
        <Anchor href={join} target="_blank" rel="noopener noreferrer" size="sm" ml={28}>
          {t('join_meeting')}
        </Anchor>
      )}
    </Box>
  );
}
