import { useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { toastError } from '../../../api/toasts.tsx';
import { saveBlob } from '../../../lib/save-blob.ts';

/** Downloads a meetings spreadsheet; a refusal (no_reservations) is toasted. */
export function useSheetDownload(load: () => Promise<Blob>, fileName: string) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await load(), fileName);
    } catch (err) {
      if (!isApiError(err) || !err.handled)
        toastError(isApiError(err) ? err.messageKey : 'general_error', isApiError(err) ? err.params : undefined);
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
