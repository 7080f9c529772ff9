import { NotificationType } from '@portal/contracts/notifications/notification-types';
import type { Notification, NotificationPage, UnreadCountResult } from '@portal/contracts/notifications/notifications';
import { totalPages } from '@portal/contracts/common/paging';
import type { AppContext, Actor } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { toNotification } from './notifications.mapper.ts';
import * as repo from './notifications.repository.ts';

/** The caller's notifications, newest first (the panel's All mode, or Unread with unreadOnly). */
export async function listNotifications(
  ctx: AppContext,
  actor: Actor,
  q: { pageNum: number; pageSize: number; unreadOnly: boolean },
): Promise<NotificationPage> {
  const page = await repo.notificationPage(ctx.db, actor.userId, q);
  return {
    notifications: page.rows.map(toNotification),
    totalCount: page.totalCount,
    totalPages: totalPages(page.totalCount, q.pageSize),
    unreadCount: page.unreadCount,
  };
}

/** One of the caller's notifications; anyone else's is not found (404), never forbidden. */
export async function getNotification(ctx: AppContext, actor: Actor, id: number): Promise<Notification> {
  const row = await repo.ownNotification(ctx.db, actor.userId, id);
  if (!row) throw notFound('notification_not_found');
  return toNotification(row);
}

/** Marks one of the caller's notifications read (again: no change); 404 for anyone else's. */
export async function markNotificationRead(ctx: AppContext, actor: Actor, id: number): Promise<UnreadCountResult> {
  if (!(await repo.ownNotification(ctx.db, actor.userId, id))) throw notFound('notification_not_found');
  await repo.markRead(ctx.db, actor.userId, { id });
  return { unreadCount: await repo.unreadCount(ctx.db, actor.userId) };
}

/** The panel's clear-all: every unread notification of the caller becomes read. */
export async function markAllRead(ctx: AppContext, actor: Actor): Promise<UnreadCountResult> {
  await repo.markRead(ctx.db, actor.userId);
  return { unreadCount: await repo.unreadCount(ctx.db, actor.userId) };
}

/** Opening the message centre reads the new-message notifications (type 1). */
export async function markMessageNotificationsRead(ctx: AppContext, actor: Actor): Promise<UnreadCountResult> {
  await repo.markRead(ctx.db, actor.userId, { types: [NotificationType.newMessage] });
  return { unreadCount: await repo.unreadCount(ctx.db, actor.userId) };
}
