import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type NotificationContent, encodeNotificationContent } from '@portal/contracts/notifications/notification-content';
import { insertNotifications } from './notifications.repository.ts';

export interface NotificationInput {
  userIds: number[];
  /** The type and its named parts, stored as the spec's semicolon-separated content field. */
  content: NotificationContent;
  link?: string | null;
}

/**
 * Writes notification rows in the caller's transaction and returns what to publish after
 * commit (user and notification ids), so that nobody is told of a change that rolled back.
 */
export async function writeNotifications(tx: DbOrTx, n: NotificationInput) {
  const userIds = [...new Set(n.userIds)];
  if (!userIds.length) return [];
  const content = encodeNotificationContent(n.content);
  return insertNotifications(tx, { userIds, type: n.content.type, content, link: n.link ?? null });
}

/** After commit: NOTIFY every server process, which pushes the id to the user's sockets. */
export async function publishNotifications(ctx: AppContext, written: { userId: number; id: number }[]) {
  for (const w of written) await ctx.database.notify('notifications', `${w.userId}:${w.id}`);
}
