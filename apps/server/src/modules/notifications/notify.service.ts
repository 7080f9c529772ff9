import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { NotificationTypeValue } from '@portal/contracts/notifications/notification-types';
import { insertNotifications } from './notifications.repository.ts';

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
  return insertNotifications(tx, { userIds, type: n.type, content, link: n.link ?? null });
}

/** After commit: NOTIFY every server process, which pushes the id to the user's sockets. */
export async function publishNotifications(ctx: AppContext, written: { userId: number; id: number }[]) {
  for (const w of written) await ctx.database.notify('notifications', `${w.userId}:${w.id}`);
}
