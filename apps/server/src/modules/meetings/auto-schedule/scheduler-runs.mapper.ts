import {
  type SchedulerDraft,
  type SchedulerRun,
  schedulerDraft,
  schedulerProgress,
  schedulerRun,
} from '@portal/contracts/meetings/auto-schedule';
import type { z } from 'zod';
import type { RunRow } from './scheduler-runs.repository.ts';

/**
 * A stored column read back through its contract schema: the row's jsonb and text columns are
 * unchecked by the database, so a value that no longer fits the contract fails loudly here
 * (a 500 with the run named) instead of reaching publishing or the web half-formed.
 */
function checked<T>(schema: z.ZodType<T>, value: unknown, what: string, row: RunRow): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new Error(`scheduler run ${row.pkSchedulerRunId}: its stored ${what} does not fit the contract`, { cause: parsed.error });
  return parsed.data;
}

/** The draft of a run that has one, validated. */
export const storedDraft = (row: RunRow): SchedulerDraft => checked(schedulerDraft, row.draft, 'draft', row);

/** A run as the organisers see it. */
export const toRun = (row: RunRow): SchedulerRun => ({
  pkSchedulerRunId: row.pkSchedulerRunId,
  fkScheduleId: row.fkScheduleId,
  status: checked(schedulerRun.shape.status, row.status, 'status', row),
  timeLimitSeconds: row.timeLimitSeconds,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  requested: row.requested,
  progress: checked(schedulerProgress.nullable(), row.progress, 'progress', row),
  draft: row.draft === null ? null : storedDraft(row),
  published: row.published,
});
