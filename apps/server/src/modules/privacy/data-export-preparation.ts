import { DATA_EXPORT_VALID_DAYS } from '@portal/contracts/privacy/data-exports';
import { myDataDownloadPath, portalAddress } from '@portal/contracts/common/portal-links';
import type { AppContext } from '../../context.ts';
import { portalDateTime } from '../../lib/portal-clock.ts';
import { randomToken, sha256 } from '../../lib/random.ts';
import { languageCode } from '../accounts/users.repository.ts';
import { claimExport, exportOwner, markFailed, markReady, setProgress } from './data-exports.repository.ts';
import { buildMyDataZip } from './my-data-zip.ts';

/** A claim older than this belongs to a worker that died: another one takes the export over. */
export const DATA_EXPORT_STALE_MS = 10 * 60_000;
const DAY_MS = 86_400_000;
/** Progress short of done until the ZIP is stored and the mail written. */
const LAST_STEP_PERCENT = 99;

/**
 * Prepares the oldest pending export (any server process may: the claim skips rows another holds):
 * writes the ZIP with its progress, stores it, and in one transaction marks it ready with the hash
 * of a single-use token and mails the link. False when nothing was waiting.
 */
export async function prepareNextExport(ctx: AppContext): Promise<boolean> {
  const lockedAt = new Date();
  const claimed = await ctx.db.transaction((tx) => claimExport(tx, lockedAt, new Date(lockedAt.getTime() - DATA_EXPORT_STALE_MS)));
  if (!claimed) return false;
  const id = claimed.pkDataExportId;
  let storageKey: string | null = null;
  try {
    const zip = await buildMyDataZip(ctx.db, ctx.storage, claimed.fkUserId, async (done, total) => {
      await setProgress(ctx.db, id, lockedAt, Math.min(LAST_STEP_PERCENT, Math.floor((done * 100) / total)));
    });
    const key = `export-${randomToken()}.zip`;
    storageKey = key;
    await ctx.storage.put(key, zip);
    const token = randomToken();
    const readyAt = new Date();
    const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_VALID_DAYS * DAY_MS);
    const ready = await ctx.db.transaction(async (tx) => {
      if (!(await markReady(tx, id, lockedAt, { storageKey: key, size: zip.length, tokenHash: sha256(token), readyAt, expiresAt })))
        return false;
      const owner = await exportOwner(tx, claimed.fkUserId);
      if (owner)
        await ctx.mail.enqueue(tx, {
          to: owner.email,
          template: 'data_export_ready',
          lang: await languageCode(tx, owner.languageId),
          params: { firstName: owner.firstName, expiresAt: portalDateTime(expiresAt) },
          link: portalAddress(ctx.config.publicUrl, myDataDownloadPath(token)),
        });
      return true;
    });
    // Taken over by another worker meanwhile: that one's ZIP counts.
    if (!ready) await ctx.storage.remove(key);
    else ctx.mail.deliverSoon();
    return true;
  } catch (err) {
    await markFailed(ctx.db, id, lockedAt);
    if (storageKey) await ctx.storage.remove(storageKey);
    throw err;
  }
}
