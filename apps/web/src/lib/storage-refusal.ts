/**
 * Browser storage refused: blocked with the site's cookies (SecurityError), full or in a private
 * window (QuotaExceededError). The Storage API fails only with a DOMException; anything else is a bug.
 */
export const isStorageRefusal = (err: unknown): boolean => err instanceof DOMException;
