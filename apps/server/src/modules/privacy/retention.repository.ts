import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rawRows } from '../../lib/raw-rows.ts';
import { actionLogs, errorLogs, mailOutbox, userLogs } from '../../db/schema/all.ts';

/** The advisory lock of the retention job: one run at a time across server processes. */
const RETENTION_LOCK_KEY = 7_240_005;

/** True for the one transaction that holds the lock until it ends; false while another run holds it. */
export async function tryRetentionLock(tx: Tx): Promise<boolean> {
  const [row] = await rawRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY}) as locked`);
  return row.locked;
}

const count = (rows: unknown[]) => rows.length;

export const deleteUserLogsBefore = async (tx: Tx, before: Date) =>
  count(await tx.delete(userLogs).where(lt(userLogs.createdAt, before)).returning({ id: userLogs.pkUserLogId }));

export const deleteActionLogsBefore = async (tx: Tx, before: Date) =>
  count(await tx.delete(actionLogs).where(lt(actionLogs.createdAt, before)).returning({ id: actionLogs.pkActionLogId }));

export const deleteErrorLogsBefore = async (tx: Tx, before: Date) =>
  count(await tx.delete(errorLogs).where(lt(errorLogs.createdAt, before)).returning({ id: errorLogs.pkErrorLogId }));

/** Mails older than the period that are done with (sent, stored or failed); one still due stays. */
export const deleteMailsBefore = async (tx: Tx, before: Date) =>
  count(
    await tx
      .delete(mailOutbox)
      .where(and(lt(mailOutbox.createdAt, before), inArray(mailOutbox.status, ['sent', 'stored', 'failed'])))
      .returning({ id: mailOutbox.pkMailId }),
  );
