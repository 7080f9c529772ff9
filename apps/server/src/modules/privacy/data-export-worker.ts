import type { AppContext } from '../../context.ts';
import { forgetStorageKey } from './data-exports.repository.ts';
import { prepareNextExport } from './data-export-preparation.ts';

interface Log {
  error: (o: object, m: string) => void;
  debug: (o: object, m: string) => void;
}

/** How often a server process looks for exports nobody prepared (a process stopped mid-way). */
export const DATA_EXPORT_SWEEP_MS = 60_000;

/**
 * Prepares "Download my data" exports outside requests: started after the request's commit
 * (`runSoon`) and by a timer for leftovers (`start`, from main.ts). One drain at a time per process.
 */
export class DataExportWorker {
  private running: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private ctx: AppContext,
    private log: Log,
  ) {}

  /** Prepares every waiting export; the promise of the drain under way if one runs. */
  run(): Promise<void> {
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async drain() {
    while (await prepareNextExport(this.ctx));
  }

  /** Starts a drain without making the caller wait; a failure is logged (the export is marked failed). */
  runSoon(): void {
    this.run().catch((err) => this.log.error({ err }, 'data export failed'));
  }

  /** Removes a downloaded export's file after the answer, without making the download fail. */
  discardSoon(storageKey: string): void {
    const discard = async () => {
      await this.ctx.storage.remove(storageKey);
      await forgetStorageKey(this.ctx.db, storageKey);
    };
    // Left for the retention job to remove again.
    discard().catch((err) => this.log.error({ err, storageKey }, 'a downloaded data export could not be removed'));
  }

  start(intervalMs = DATA_EXPORT_SWEEP_MS) {
    this.runSoon();
    this.timer = setInterval(() => this.runSoon(), intervalMs);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    // Its failure was logged by whoever started it: stop only waits for it.
    await this.running?.catch((err: unknown) => this.log.debug({ err }, 'data exports: the drain under way at stop failed'));
  }
}

const workers = new WeakMap<AppContext, DataExportWorker>();

/** Gives the app its worker (buildApp), which requests then reach through `dataExportWorker`. */
export function attachDataExportWorker(ctx: AppContext, log: Log): DataExportWorker {
  const worker = new DataExportWorker(ctx, log);
  workers.set(ctx, worker);
  return worker;
}

export function dataExportWorker(ctx: AppContext): DataExportWorker {
  const worker = workers.get(ctx);
  if (!worker) throw new Error('the app has no data export worker (attachDataExportWorker)');
  return worker;
}
