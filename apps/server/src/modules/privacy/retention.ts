import { DateTime } from 'luxon';
import type { AppContext } from '../../context.ts';
import { deleteOldExports, expireReadyExports, releaseDeadExportFiles } from './data-exports.repository.ts';
import {
  deleteActionLogsBefore,
  deleteErrorLogsBefore,
  deleteMailsBefore,
  deleteUserLogsBefore,
  tryRetentionLock,
} from './retention.repository.ts';

/** What one run removed; null when another process was running it. */
export interface RetentionResult {
  before: string;
  userLogs: number;
  actionLogs: number;
  errorLogs: number;
  mails: number;
  expiredExports: number;
  exportRows: number;
  exportFiles: number;
}

export const removedAnything = (r: RetentionResult) =>
  r.userLogs + r.actionLogs + r.errorLogs + r.mails + r.expiredExports + r.exportRows + r.exportFiles > 0;

/** The job runs at start and then once a day. */
export const RETENTION_INTERVAL_MS = 86_400_000;

interface Log {
  info: (o: object, m: string) => void;
  error: (o: object, m: string) => void;
}

/**
 * Retention (issue 24 item 5; docs/decisions.md "Privacy: export and retention"): user, action and
 * error logs and the mail outbox keep personal data for RETENTION_MONTHS; older rows are deleted,
 * not anonymised (no report counts them). Ready exports past their expiry become expired, and the
 * files of exports nobody will download are removed. One run at a time on one database: the
 * run's transaction holds an advisory lock, and a run that cannot take it does nothing.
 */
export async function runRetention(ctx: AppContext, months: number, now = new Date()): Promise<RetentionResult | null> {
  const before = DateTime.fromJSDate(now).minus({ months }).toJSDate();
  const result = await ctx.db.transaction(async (tx) => {
    if (!(await tryRetentionLock(tx))) return null;
    const expired = await expireReadyExports(tx, now);
    const files = await releaseDeadExportFiles(tx);
    return {
      files,
      counts: {
        before: before.toISOString(),
        userLogs: await deleteUserLogsBefore(tx, before),
        actionLogs: await deleteActionLogsBefore(tx, before),
        errorLogs: await deleteErrorLogsBefore(tx, before),
        mails: await deleteMailsBefore(tx, before),
        expiredExports: expired.length,
        exportRows: await deleteOldExports(tx, before),
        exportFiles: files.length,
      },
    };
  });
  if (!result) return null;
  // After the commit: a file whose removal fails is an orphan in the storage, never a link that works.
  for (const name of result.files) await ctx.storage.remove(name);
  return result.counts;
}

/** Runs the retention job now and then daily while the server runs; answers a stop for tests. */
export function startRetention(ctx: AppContext, months: number, log: Log) {
  const run = () =>
    runRetention(ctx, months)
      .then((removed) => {
        if (removed && removedAnything(removed)) log.info({ removed }, 'retention: personal data older than the period removed');
      })
      .catch((err) => log.error({ err }, 'retention job failed'));
  void run();
  const timer = setInterval(run, RETENTION_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
