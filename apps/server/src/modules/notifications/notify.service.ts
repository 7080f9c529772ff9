import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import type { NotificationTypeValue } from '@portal/contracts/notifications/notification-types';

export interface NotificationInput {
  userIds: number[];
  type: NotificationTypeValue;
  /** The type's parts, joined with semicolons as the spec's content field. */
  parts: (string | number)[];
  link?: string | null;
}

/**
 * Writes notification rows in the caller's transaction and returns what to publish after
 * commit (user and notification ids), so that nobody is told of a change that rolled back.
 */
export async function writeNotifications(tx: DbOrTx, n: NotificationInput) {
  const userIds = [...new Set(n.userIds)];
  if (!userIds.length) return [];
  const content = n.parts.map((p) => String(p).replaceAll(';', ',')).join(';');
  return tx
    .insert(t.notifications)
    .values(userIds.map((fkUserId) => ({ fkUserId, fkNotificationTypeId: n.type, content, link: n.link ?? null })))
    .returning({ userId: t.notifications.fkUserId, id: t.notifications.pkNotificationId });
}

/** After commit: NOTIFY every server process, which pushes the id to the user's sockets. */
export async function publishNotifications(ctx: AppContext, written: { userId: number; id: number }[]) {
  for (const w of written) await ctx.database.notify('notifications', `${w.userId}:${w.id}`);
}
