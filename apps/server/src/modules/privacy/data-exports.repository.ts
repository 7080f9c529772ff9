import { and, desc, eq, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { dataExports, users } from '../../db/schema/all.ts';

export type DataExportRow = typeof dataExports.$inferSelect;

/** The person's latest export. */
export async function latestExport(db: DbOrTx, userId: number): Promise<DataExportRow | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.fkUserId, userId))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.pkDataExportId))
    .limit(1);
  return row ?? null;
}

/**
 * A new pending export, unless one is pending, running or ready (the partial unique index decides
 * between requests at once); answers the person's active export either way.
 */
export async function insertOrActiveExport(tx: Tx, userId: number): Promise<{ row: DataExportRow; created: boolean }> {
  const [created] = await tx.insert(dataExports).values({ fkUserId: userId }).onConflictDoNothing().returning();
  if (created) return { row: created, created: true };
  const [row] = await tx
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.fkUserId, userId), inArray(dataExports.status, ['pending', 'running', 'ready'])));
  return { row, created: false };
}

/** Ready exports past their expiry become expired (their files are removed by the retention job). */
export const expireReadyExports = (db: DbOrTx, now: Date, userId?: number) =>
  db
    .update(dataExports)
    .set({ status: 'expired' })
    .where(
      and(
        eq(dataExports.status, 'ready'),
        lte(dataExports.expiresAt, now),
        userId === undefined ? undefined : eq(dataExports.fkUserId, userId),
      ),
    )
    .returning({ id: dataExports.pkDataExportId });

/** Takes the oldest pending export, or one whose worker died (claimed before `staleBefore`). */
export async function claimExport(tx: Tx, now: Date, staleBefore: Date): Promise<DataExportRow | null> {
  const [row] = await tx
    .select()
    .from(dataExports)
    .where(or(eq(dataExports.status, 'pending'), and(eq(dataExports.status, 'running'), lt(dataExports.lockedAt, staleBefore))))
    .orderBy(dataExports.pkDataExportId)
    .limit(1)
    .for('update', { skipLocked: true });
  if (!row) return null;
  await tx
    .update(dataExports)
    .set({ status: 'running', progress: 0, lockedAt: now })
    .where(eq(dataExports.pkDataExportId, row.pkDataExportId));
  return row;
}

/** The progress of the worker's own claim (the one that locked it at `lockedAt`). */
export const setProgress = (db: DbOrTx, id: number, lockedAt: Date, progress: number) =>
  db
    .update(dataExports)
    .set({ progress })
    .where(and(eq(dataExports.pkDataExportId, id), eq(dataExports.status, 'running'), eq(dataExports.lockedAt, lockedAt)));

/** Ready to download; false when another worker took the claim over meanwhile. */
export async function markReady(
  tx: Tx,
  id: number,
  lockedAt: Date,
  ready: { storageKey: string; size: number; tokenHash: string; readyAt: Date; expiresAt: Date },
): Promise<boolean> {
  const rows = await tx
    .update(dataExports)
    .set({ status: 'ready', progress: 100, ...ready })
    .where(and(eq(dataExports.pkDataExportId, id), eq(dataExports.status, 'running'), eq(dataExports.lockedAt, lockedAt)))
    .returning({ id: dataExports.pkDataExportId });
  return rows.length > 0;
}

export const markFailed = (db: DbOrTx, id: number, lockedAt: Date) =>
  db
    .update(dataExports)
    .set({ status: 'failed' })
    .where(and(eq(dataExports.pkDataExportId, id), eq(dataExports.status, 'running'), eq(dataExports.lockedAt, lockedAt)));

/** Which export a download names: the mailed token's, or the account page's id. */
export type ExportKey = { tokenHash: string } | { id: number };
const keyCondition = (key: ExportKey) =>
  'tokenHash' in key ? eq(dataExports.tokenHash, key.tokenHash) : eq(dataExports.pkDataExportId, key.id);

/**
 * Marks the person's ready, unexpired export downloaded and answers its stored file; null when it
 * is not theirs, not ready, used or expired. Of downloads at once, the row lock lets one through.
 */
export async function takeExport(tx: Tx, userId: number, key: ExportKey, now: Date) {
  const [row] = await tx
    .update(dataExports)
    .set({ status: 'downloaded', usedAt: now })
    .where(
      and(keyCondition(key), eq(dataExports.fkUserId, userId), eq(dataExports.status, 'ready'), sql`${dataExports.expiresAt} > ${now}`),
    )
    .returning({ id: dataExports.pkDataExportId, storageKey: dataExports.storageKey, readyAt: dataExports.readyAt });
  return row ?? null;
}

/** The person's export a download names, whatever its state (to say why it was refused). */
export async function ownExport(db: DbOrTx, userId: number, key: ExportKey): Promise<DataExportRow | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(keyCondition(key), eq(dataExports.fkUserId, userId)));
  return row ?? null;
}

/** The storage key of a taken export is forgotten once its file is removed. */
export const forgetStorageKey = (db: DbOrTx, storageKey: string) =>
  db.update(dataExports).set({ storageKey: null }).where(eq(dataExports.storageKey, storageKey));

/** Stored files no export will be downloaded from any more (downloaded, expired or failed), forgotten by their rows. */
export async function releaseDeadExportFiles(tx: Tx): Promise<string[]> {
  const rows = await tx
    .select({ id: dataExports.pkDataExportId, storageKey: dataExports.storageKey })
    .from(dataExports)
    .where(and(isNotNull(dataExports.storageKey), inArray(dataExports.status, ['downloaded', 'expired', 'failed'])))
    .for('update', { skipLocked: true });
  if (!rows.length) return [];
  await tx
    .update(dataExports)
    .set({ storageKey: null })
    .where(
      inArray(
        dataExports.pkDataExportId,
        rows.map((r) => r.id),
      ),
    );
  return rows.flatMap((r) => (r.storageKey ? [r.storageKey] : []));
}

/** Export rows older than the retention period, finished one way or another. */
export async function deleteOldExports(tx: Tx, before: Date): Promise<number> {
  const rows = await tx
    .delete(dataExports)
    .where(and(lt(dataExports.createdAt, before), inArray(dataExports.status, ['downloaded', 'expired', 'failed'])))
    .returning({ id: dataExports.pkDataExportId });
  return rows.length;
}

/** Whom to mail when the export is ready. */
export async function exportOwner(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, languageId: users.fkLanguageId })
    .from(users)
    .where(eq(users.pkUserId, userId));
  return row ?? null;
}
