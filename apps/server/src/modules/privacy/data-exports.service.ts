import type { DataExport, LatestDataExport } from '@portal/contracts/privacy/data-exports';
import type { Actor, AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { businessRule, notFound } from '../../lib/app-error.ts';
import { portalClock } from '../../lib/portal-clock.ts';
import { sha256 } from '../../lib/random.ts';
import { logAction } from '../logs/logs.service.ts';
import {
  type ExportKey,
  expireReadyExports,
  insertOrActiveExport,
  latestExport,
  ownExport,
  takeExport,
} from './data-exports.repository.ts';
import { toDataExport } from './data-exports.mapper.ts';
import { dataExportWorker } from './data-export-worker.ts';

/*
 * "Download my data" (issue 24 item 3; docs/decisions.md "Privacy: export and retention"): the
 * person asks, a worker prepares the ZIP in the background, mails a link with a single-use token
 * and the account page shows the progress; the ZIP is downloaded once, by its owner signed in,
 * through the link or the account page, until it expires.
 */

/** Starts an export, or answers the one in progress or ready (a second click, requests at once). */
export async function requestDataExport(ctx: AppContext, actor: Actor): Promise<DataExport> {
  const now = new Date();
  const { row, created } = await ctx.db.transaction(async (tx) => {
    await expireReadyExports(tx, now, actor.userId);
    const active = await insertOrActiveExport(tx, actor.userId);
    if (active.created) await logAction(tx, actor, 'request_data_export', 'data_export', active.row.pkDataExportId);
    return active;
  });
  // After the commit, so that the worker finds the row.
  if (created) dataExportWorker(ctx).runSoon();
  return toDataExport(row, now);
}

/** The caller's latest export, for the account page's progress and download button. */
export async function latestDataExport(ctx: AppContext, actor: Actor): Promise<LatestDataExport> {
  const row = await latestExport(ctx.db, actor.userId);
  return { export: row ? toDataExport(row, new Date()) : null };
}

/** Why a download was refused: not the caller's (404), used, expired, or not ready yet. */
async function refusal(tx: Tx, userId: number, key: ExportKey, now: Date) {
  const row = await ownExport(tx, userId, key);
  if (!row) return notFound('data_export_not_found');
  if (row.status === 'downloaded') return businessRule('data_export_link_used');
  if (row.status === 'expired' || (row.expiresAt && row.expiresAt <= now)) return businessRule('data_export_link_expired');
  return businessRule('data_export_not_ready');
}

/**
 * The ZIP, once: the mailed link's token (`{ token }`) or the account page's export (`{ id }`).
 * Of two downloads at once the row lock lets one through; its file is removed after the answer.
 */
export async function downloadDataExport(
  ctx: AppContext,
  actor: Actor,
  ref: { token: string } | { id: number },
): Promise<{ fileName: string; data: Buffer }> {
  const key: ExportKey = 'token' in ref ? { tokenHash: sha256(ref.token) } : { id: ref.id };
  const now = new Date();
  const { data, storageKey, readyAt } = await ctx.db.transaction(async (tx) => {
    const taken = await takeExport(tx, actor.userId, key, now);
    if (!taken?.storageKey) throw await refusal(tx, actor.userId, key, now);
    const data = await ctx.storage.get(taken.storageKey);
    // The stored ZIP is gone (removed by hand): the export stays as it was.
    if (!data) throw notFound('data_export_not_found');
    await logAction(tx, actor, 'download_data_export', 'data_export', taken.id);
    return { data, storageKey: taken.storageKey, readyAt: taken.readyAt ?? now };
  });
  dataExportWorker(ctx).discardSoon(storageKey);
  return { fileName: `my-data-${portalClock(readyAt).day}.zip`, data };
}
