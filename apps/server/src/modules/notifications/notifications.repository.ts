import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { offsetOf } from '../../lib/paging.ts';

export type NotificationRow = typeof t.notifications.$inferSelect;

/** Notification rows of one type and content for several users; what to publish after commit (user and notification ids). */
export async function insertNotifications(
  tx: DbOrTx,
  n: { userIds: number[]; type: number; content: string; link: string | null },
): Promise<{ userId: number; id: number }[]> {
  return tx
    .insert(t.notifications)
    .values(n.userIds.map((fkUserId) => ({ fkUserId, fkNotificationTypeId: n.type, content: n.content, link: n.link })))
    .returning({ userId: t.notifications.fkUserId, id: t.notifications.pkNotificationId });
}

const ofUser = (userId: number, unreadOnly: boolean) =>
  and(eq(t.notifications.fkUserId, userId), unreadOnly ? eq(t.notifications.isRead, false) : undefined);

/** A page of a user's notifications, newest first, with the list's total and the unread count. */
export async function notificationPage(db: Db, userId: number, q: { pageNum: number; pageSize: number; unreadOnly: boolean }) {
  const rows = await db
    .select()
    .from(t.notifications)
    .where(ofUser(userId, q.unreadOnly))
    .orderBy(desc(t.notifications.createdAt), desc(t.notifications.pkNotificationId))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize));
  const [counts] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where not ${t.notifications.isRead})`.mapWith(Number),
    })
    .from(t.notifications)
    .where(eq(t.notifications.fkUserId, userId));
  return { rows, totalCount: q.unreadOnly ? counts.unread : counts.total, unreadCount: counts.unread };
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [r] = await db.select({ n: count() }).from(t.notifications).where(ofUser(userId, true));
  return r.n;
}

/** One notification of this user (undefined for anyone else's: the caller answers 404). */
export async function ownNotification(db: Db, userId: number, id: number): Promise<NotificationRow | undefined> {
  const [row] = await db
    .select()
    .from(t.notifications)
    .where(and(eq(t.notifications.pkNotificationId, id), eq(t.notifications.fkUserId, userId)));
  return row;
}

/** Marks the user's unread notifications read (all, one, or those of some types); returns how many changed. */
export async function markRead(db: Db, userId: number, only: { id?: number; types?: number[] } = {}) {
  const changed = await db
    .update(t.notifications)
    .set({ isRead: true })
    .where(
      and(
        ofUser(userId, true),
        only.id !== undefined ? eq(t.notifications.pkNotificationId, only.id) : undefined,
        only.types ? sql`${t.notifications.fkNotificationTypeId} = any(${sql.param(only.types)}::int[])` : undefined,
      ),
    )
    .returning({ id: t.notifications.pkNotificationId });
  return changed.length;
}

/**
 * A session that may hold a live channel: live (neither ended, by sign-out, logout everywhere, a
 * password change or a deactivation, nor expired) of an active, undeleted user.
 */
const mayHoldChannel = and(t.liveSession(), isNull(t.users.deletedAt), eq(t.users.isActive, true));

/** The session behind a notification token, with its user, when it may hold a channel; null for any other token. */
export async function hubSession(db: Db, token: string): Promise<{ userId: number; sessionId: string } | null> {
  const [row] = await db
    .select({ userId: t.sessions.fkUserId, sessionId: t.sessions.id })
    .from(t.sessions)
    .innerJoin(t.users, eq(t.users.pkUserId, t.sessions.fkUserId))
    .where(and(eq(t.sessions.notificationToken, token), mayHoldChannel));
  return row ?? null;
}

/**
 * Of these sessions, those that may still hold a channel: one statement a heartbeat, the ids as
 * one array parameter (a process may hold more sessions than a statement takes parameters).
 */
export async function liveHubSessions(db: Db, sessionIds: string[]): Promise<Set<string>> {
  if (!sessionIds.length) return new Set();
  const rows = await db
    .select({ id: t.sessions.id })
    .from(t.sessions)
    .innerJoin(t.users, eq(t.users.pkUserId, t.sessions.fkUserId))
    .where(and(sql`${t.sessions.id} = any(${`{${sessionIds.join(',')}}`}::uuid[])`, mayHoldChannel));
  return new Set(rows.map((r) => r.id));
}
