import { isStorageRefusal } from '../lib/storage-refusal.ts';

const KEY = 'market-access.chunk-reload';

/** A deployment replaced the chunks this page knows: reload once to fetch the new ones. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /dynamically imported module|Importing a module script failed|Failed to fetch dynamically|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  );
}

export function reloadOnce(): boolean {
  try {
    if (sessionStorage.getItem(KEY)) return false;
    sessionStorage.setItem(KEY, '1');
  } catch (err) {
    // Storage refused: without a mark a reload could repeat forever, so none.
    if (isStorageRefusal(err)) return false;
    throw err;
  }
  window.location.reload();
  return true;
}

/** Called once a page has loaded fine, so that a later failure may reload again. */
export function chunkLoadSucceeded() {
  try {
    sessionStorage.removeItem(KEY);
  } catch (err) {
    // Storage refused: nothing was marked, nothing to forget.
    if (!isStorageRefusal(err)) throw err;
  }
}
