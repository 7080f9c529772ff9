import { NOTIFICATION_PAGE_SIZE, type Notification, type NotificationPage } from '@portal/contracts/notifications/notifications';
import { type InfiniteData, type QueryClient, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationKeys } from './notification-keys.ts';
import {
  getNotification,
  getNotificationPage,
  markAllNotificationsRead,
  markMessageNotificationsRead,
  markNotificationRead,
  type NotificationMode,
} from './notifications.api.ts';
import { logUnexpected } from '../../../api/unhandled-errors.ts';

/** The bell's badge: the unread count (one row asked for, the count comes with it). */
export const useUnreadCount = (enabled: boolean) =>
  useQuery({
    queryKey: notificationKeys.count,
    queryFn: async () => (await getNotificationPage('all', 1, 1)).unreadCount,
    enabled,
  });

/** The panel's list: pages of 30 from page 1, the next one on reaching the bottom. */
export const useNotificationList = (mode: NotificationMode, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: notificationKeys.list(mode),
    queryFn: ({ pageParam }) => getNotificationPage(mode, pageParam, NOTIFICATION_PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length + 1 : undefined),
    enabled,
  });

type Pages = InfiniteData<NotificationPage, number>;
const listed = (data: Pages | undefined, id: number) => !!data?.pages.some((p) => p.notifications.some((n) => n.pkNotificationId === id));

/**
 * A pushed id (spec-1 section 4): fetched when no open list shows it, and put at the top of the
 * lists it belongs to; the badge counts again.
 */
export async function receivePushed(client: QueryClient, id: number) {
  const modes: NotificationMode[] = ['unread', 'all'];
  const missing = modes.some((m) => {
    const data = client.getQueryData<Pages>(notificationKeys.list(m));
    return data && !listed(data, id);
  });
  if (missing) {
    let n: Notification | null = null;
    try {
      n = await getNotification(id);
    } catch (err) {
      // Gone already (read elsewhere, the user removed): the counts say the rest.
      logUnexpected(err, 'a pushed notification could not be fetched');
      n = null;
    }
    if (n) for (const m of modes) if (m === 'all' || !n.isRead) prepend(client, m, n);
  }
  await client.invalidateQueries({ queryKey: notificationKeys.count });
}

function prepend(client: QueryClient, mode: NotificationMode, n: Notification) {
  client.setQueryData<Pages>(notificationKeys.list(mode), (data) => {
    if (!data?.pages.length || listed(data, n.pkNotificationId)) return data;
    const [first, ...rest] = data.pages;
    const totalCount = first.totalCount + 1;
    return {
      ...data,
      pages: [
        { ...first, notifications: [n, ...first.notifications], totalCount, unreadCount: first.unreadCount + (n.isRead ? 0 : 1) },
        ...rest,
      ],
    };
  });
}

/** A read marks the row in the cached lists at once; the counts and lists then refetch. */
function markedRead(client: QueryClient, id: number | 'all') {
  for (const mode of ['unread', 'all'] as const)
    client.setQueryData<Pages>(notificationKeys.list(mode), (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((p) => ({
              ...p,
              notifications: p.notifications.map((n) => (id === 'all' || n.pkNotificationId === id ? { ...n, isRead: true } : n)),
            })),
          }
        : data,
    );
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => markNotificationRead(id),
    onSuccess: (r, id) => {
      markedRead(client, id);
      client.setQueryData(notificationKeys.count, r.unreadCount);
    },
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: async (r) => {
      markedRead(client, 'all');
      client.setQueryData(notificationKeys.count, r.unreadCount);
      await client.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}

/** For the message centre: opening it reads the new-message notifications (type 1). */
export function useMarkMessageNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markMessageNotificationsRead,
    onSuccess: async (r) => {
      client.setQueryData(notificationKeys.count, r.unreadCount);
      await client.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
