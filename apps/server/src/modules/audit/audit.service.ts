import type { ActionLogSearch, ErrorLogSearch, UserLogSearch } from '@portal/contracts/logs/logs';
import type { MailOutboxSearch } from '@portal/contracts/mail/mail-outbox';
import type { Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import {
  actionLogDetails,
  errorLogDetails,
  searchActionLogs,
  searchErrorLogs,
  searchUserLogs,
  userLogDetails,
} from '../logs/logs.search.service.ts';
import { mailOutboxDetails, searchMailOutbox } from '../mail/mail-outbox.service.ts';
import { canReadErrorStacks, logScope } from './log-scope.policy.ts';

/**
 * The admin centre's reading of the logs and the mail outbox, each within the reader's scope
 * (log-scope.policy.ts): a list shows only the scope's entries, and an entry outside it answers
 * 404 like a missing one.
 */

export const readActionLogs = (db: Db, actor: Actor, input: ActionLogSearch) => searchActionLogs(db, input, logScope(db, actor));
export const readActionLog = (db: Db, actor: Actor, id: number) => actionLogDetails(db, id, logScope(db, actor));

export const readUserLogs = (db: Db, actor: Actor, input: UserLogSearch) => searchUserLogs(db, input, logScope(db, actor));
export const readUserLog = (db: Db, actor: Actor, id: number) => userLogDetails(db, id, logScope(db, actor));

export const readErrorLogs = (db: Db, actor: Actor, input: ErrorLogSearch) => searchErrorLogs(db, input, logScope(db, actor));
export async function readErrorLog(db: Db, actor: Actor, id: number) {
  const entry = await errorLogDetails(db, id, logScope(db, actor));
  return canReadErrorStacks(actor) ? entry : { ...entry, stack: null };
}

export const readMailOutbox = (db: Db, actor: Actor, input: MailOutboxSearch) => searchMailOutbox(db, input, logScope(db, actor));
export const readMail = (db: Db, actor: Actor, id: number) => mailOutboxDetails(db, id, logScope(db, actor));
