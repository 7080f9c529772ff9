import type { Notification } from '@portal/contracts/notifications/notifications';
import type { NotificationRow } from './notifications.repository.ts';

export function toNotification(row: NotificationRow): Notification {
  return {
    pkNotificationId: row.pkNotificationId,
    fkNotificationTypeId: row.fkNotificationTypeId,
    content: row.content,
    isRead: row.isRead,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
  };
}
