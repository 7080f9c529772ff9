import type { NotificationMode } from './notifications.api.ts';

/** Query keys of the notifications: invalidate `notificationKeys.all` after a read or a push. */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** The bell's unread count. */
  count: ['notifications', 'count'] as const,
  /** The panel's list of a mode, page after page. */
  list: (mode: NotificationMode) => ['notifications', 'list', mode] as const,
};
