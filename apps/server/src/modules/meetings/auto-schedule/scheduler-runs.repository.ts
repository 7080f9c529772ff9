import {
  type SchedulerDraft,
  type SchedulerProgress,
  SchedulerRunStatus,
  type SchedulerRunStatusValue,
} from '@portal/contracts/meetings/auto-schedule';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import * as t from '../../../db/schema/all.ts';
import { notFound } from '../../../lib/app-error.ts';

const runs = t.schedulerRuns;
export type RunRow = typeof runs.$inferSelect;

/** A run whose process has not refreshed it for this long has ended with its process. */
export const STALE_RUN_SECONDS = 30;

export async function runRow(db: DbOrTx, id: number): Promise<RunRow> {
  const [row] = await db.select().from(runs).where(eq(runs.pkSchedulerRunId, id));
  if (!row) throw notFound('scheduler_run_not_found');
  return row;
}

/** Starts a run of a session; the one-running-run index refuses a second (23505). */
export async function insertRun(
  db: DbOrTx,
  values: { fkScheduleId: number; timeLimitSeconds: number; requested: number; fkStartedByUserId: number },
): Promise<RunRow> {
  const [row] = await db.insert(runs).values(values).returning();
  return row;
}

/** Holds the session's runs until the transaction ends: one publish at a time, against the latest run. */
export async function lockRunsOf(tx: DbOrTx, scheduleId: number) {
  await tx.select({ id: runs.pkSchedulerRunId }).from(runs).where(eq(runs.fkScheduleId, scheduleId)).for('update');
}

export async function latestRun(db: DbOrTx, scheduleId: number): Promise<RunRow | null> {
  const [row] = await db.select().from(runs).where(eq(runs.fkScheduleId, scheduleId)).orderBy(desc(runs.pkSchedulerRunId)).limit(1);
  return row ?? null;
}

/** Runs whose process stopped refreshing them failed; they no longer hold the session's one running place. */
export async function failStaleRuns(db: DbOrTx, scheduleId: number) {
  await db
    .update(runs)
    .set({ status: SchedulerRunStatus.failed, finishedAt: new Date() })
    .where(
      and(
        eq(runs.fkScheduleId, scheduleId),
        eq(runs.status, SchedulerRunStatus.running),
        sql`${runs.heartbeatAt} < now() - make_interval(secs => ${STALE_RUN_SECONDS})`,
      ),
    );
}

/** Refreshes a running run with its progress; false when it no longer runs (cancelled meanwhile). */
export async function beat(db: DbOrTx, id: number, progress: SchedulerProgress | null): Promise<boolean> {
  const rows = await db
    .update(runs)
    .set({ heartbeatAt: new Date(), ...(progress && { progress }) })
    .where(and(eq(runs.pkSchedulerRunId, id), eq(runs.status, SchedulerRunStatus.running)))
    .returning({ id: runs.pkSchedulerRunId });
  return rows.length > 0;
}

/** Ends a running run (done with its draft, or failed); a run cancelled meanwhile stays cancelled. */
export async function endRun(
  db: DbOrTx,
  id: number,
  status: SchedulerRunStatusValue,
  draft: SchedulerDraft | null,
  progress: SchedulerProgress | null,
) {
  await db
    .update(runs)
    .set({ status, draft, ...(progress && { progress }), finishedAt: new Date(), heartbeatAt: new Date() })
    .where(and(eq(runs.pkSchedulerRunId, id), eq(runs.status, SchedulerRunStatus.running)));
}

/** Cancels a running run; null when it no longer runs. */
export async function cancelRunningRun(db: DbOrTx, id: number): Promise<RunRow | null> {
  const [row] = await db
    .update(runs)
    .set({ status: SchedulerRunStatus.cancelled, finishedAt: new Date() })
    .where(and(eq(runs.pkSchedulerRunId, id), eq(runs.status, SchedulerRunStatus.running)))
    .returning();
  return row ?? null;
}

/** Marks a run published: how many meetings it booked, when and by whom. */
export async function markRunPublished(db: DbOrTx, id: number, published: number, userId: number) {
  await db
    .update(runs)
    .set({ status: SchedulerRunStatus.published, published, publishedAt: new Date(), fkPublishedByUserId: userId })
    .where(eq(runs.pkSchedulerRunId, id));
}
