import type { LogAction, LogEntityType } from '@portal/contracts/logs/log-codes';
import type { Actor, Client } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insertActionLog, insertActionLogs, insertUserLog } from './logs.repository.ts';

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
  client: Client,
  event: UserLogEvent,
  user: { userId?: number | null; email?: string | null },
  detail?: string,
) {
  await insertUserLog(db, {
    fkUserId: user.userId ?? null,
    email: user.email ?? null,
    event,
    detail: detail ?? null,
    ipAddress: client.address,
    userAgent: client.userAgent,
  });
}

/** Who did what to which entity; an anonymous client (a registration) logs without a user. */
export async function logAction(
  db: DbOrTx,
  by: Actor | Client,
  action: LogAction,
  entityType: LogEntityType,
  entityId: string | number | null,
  details?: Record<string, unknown>,
) {
  await insertActionLog(db, {
    fkUserId: 'userId' in by ? by.userId : null,
    action,
    entityType,
    entityId: entityId === null ? null : String(entityId),
    details: details ?? null,
    ipAddress: by.address,
  });
}

/** One action-log row per entity, written in one statement (bulk actions). */
export async function logActions(db: DbOrTx, by: Actor, action: LogAction, entityType: LogEntityType, entityIds: readonly number[]) {
  await insertActionLogs(
    db,
    entityIds.map((id) => ({ fkUserId: by.userId, action, entityType, entityId: String(id), details: null, ipAddress: by.address })),
  );
}
