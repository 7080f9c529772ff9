import type { Notification, NotificationPage, UnreadCountResult } from '@portal/contracts/notifications/notifications';
import { api } from '../../../api/client.ts';

const base = 'api/Notifications';

/** One page of the panel: All mode (get-all) or Unread mode (unread-for-frontend). */
export const getNotificationPage = (mode: NotificationMode, pageNum: number, pageSize: number) =>
  api.post<NotificationPage>(mode === 'unread' ? `${base}/unread-for-frontend` : `${base}/get-all`, { pageNum, pageSize });
/** A pushed id that is not listed yet: quiet, a vanished one is simply not shown. */
export const getNotification = (id: number) => api.get<Notification>(`${base}/get-by-id/${id}`, { quiet: true });
export const markNotificationRead = (id: number) => api.put<UnreadCountResult>(`${base}/mark-as-read/${id}`);
export const markAllNotificationsRead = () => api.put<UnreadCountResult>(`${base}/mark-all-as-read`);
export const markMessageNotificationsRead = () => api.put<UnreadCountResult>(`${base}/mark-as-read-message-notifications`);

export type NotificationMode = 'unread' | 'all';
