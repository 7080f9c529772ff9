import { z } from 'zod';
import { pageFields } from '../common/paging.ts';

/** The panel's page size (spec-1 section 9): 30 a page, from page 1. */
export const NOTIFICATION_PAGE_SIZE = 30;
/**
 * Spec-1 section 4: after a read, a list showing fewer than this many rows while the total is at
 * least this many reloads from page 1.
 */
export const NOTIFICATION_RELOAD_THRESHOLD = 5;

/** A notification (spec-2 section 3): `content` holds the type's semicolon-separated parts. */
export const notification = z.object({
  pkNotificationId: z.number().int(),
  fkNotificationTypeId: z.number().int(),
  content: z.string(),
  isRead: z.boolean(),
  /** The click target inside the portal (a path), or an external meeting address (http/https). */
  link: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notification>;

/** get-all and unread-for-frontend: pageNum and pageSize; get-all may keep to unread ones. */
export const notificationSearch = z.object({
  ...pageFields(NOTIFICATION_PAGE_SIZE),
  /** get-all only: true lists the unread ones (the panel's Unread mode). */
  unreadOnly: z.boolean().default(false),
});
export type NotificationSearch = z.input<typeof notificationSearch>;

/** A page of the caller's notifications, newest first, with the counts the bell shows. */
export const notificationPage = z.object({
  notifications: z.array(notification),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  unreadCount: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPage>;

/** What a read-marking call answers: how many stay unread. */
export const unreadCountResult = z.object({ unreadCount: z.number().int() });
export type UnreadCountResult = z.infer<typeof unreadCountResult>;

/**
 * The live channel at /notifications (WebSocket). The client's first message carries the
 * notificationToken of its session (get-current-user; never the URL, which ends in logs); the
 * server then sends Connected, pushes ids, sends heartbeats and, when it closes the socket, Disconnected.
 */
export const hubAuthMessage = z.object({ type: z.literal('auth'), token: z.string().max(100) });
export type HubAuthMessage = z.infer<typeof hubAuthMessage>;
export type HubServerMessage =
  | { type: 'Connected' }
  | {
      type: 'Disconnected';
      reason: 'bad_token' | 'auth_timeout' | 'session_ended' | 'server_closing' | 'bad_message' | HubSocketLimit;
    }
  | { type: 'notification'; id: number }
  | { type: 'heartbeat' };
/** Why a socket over the hub's caps was refused: its user's or its address's sockets are at their cap. */
export type HubSocketLimit = 'user_socket_limit' | 'address_socket_limit';
/**
 * Close codes of the hub: 4401 the token was refused and 4403 the session ended (the client does
 * not retry with that token); 4408 no token in time; 4429 too many sockets for the user or the
 * address (the reason says which; the client retries later, with backoff).
 */
export const HubCloseCode = { badToken: 4401, authTimeout: 4408, sessionEnded: 4403, tooManySockets: 4429 } as const;
