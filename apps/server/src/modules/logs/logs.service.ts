import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { actionLogs, userLogs } from '../../db/schema/all.ts';

export type UserLogEvent =
  | 'login'
  | 'login_failed'
  | 'login_locked'
  | 'logout'
  | 'refresh_reuse'
  | 'password_changed'
  | 'password_reset'
  | 'access_denied';

/** Sign-ins, failures and denials; never a password or token. */
export async function logUser(
  db: DbOrTx,
  request: FastifyRequest,
  event: UserLogEvent,
  user: { userId?: number | null; email?: string | null },
  detail?: string,
) {
  await db.insert(userLogs).values({
    fkUserId: user.userId ?? null,
    email: user.email ?? null,
    event,
    detail: detail ?? null,
    ipAddress: request.ip ?? null,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
  });
}

/** Who did what to which entity. */
export async function logAction(
  db: DbOrTx,
  request: FastifyRequest,
  action: string,
  entityType: string,
  entityId: string | number | null,
  details?: Record<string, unknown>,
) {
  await db.insert(actionLogs).values({
    fkUserId: request.actor?.userId ?? null,
    action,
    entityType,
    entityId: entityId === null ? null : String(entityId),
    details: details ?? null,
    ipAddress: request.ip ?? null,
  });
}
