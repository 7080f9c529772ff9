import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { toastError, toastErrorText } from '../../api/toasts.tsx';
import { logUnexpected } from '../../api/unhandled-errors.ts';
import { saveBlob } from '../../lib/save-blob.ts';

/** One report a screen offers: made on the server, then previewed (PDFs) or saved at once (spreadsheets, calendars). */
export interface ReportFile {
  /** Which of the screen's reports this is: `busy` names it while it is made. */
  key: string;
  load: () => Promise<Blob>;
  /** The spec's name the file is saved under (@portal/contracts/reports/report-files). */
  fileName: string;
  /** The report's name for people: the preview's title and the failure message. */
  title: string;
  /** Opens in the preview first (spec-2 section 6: "preview then download"); else saved at once. */
  preview?: boolean;
}

export interface ReportPreview {
  blob: Blob;
  fileName: string;
  title: string;
}

/**
 * Makes a screen's reports: one at a time, naming the one being made (`busy`: buttons show their
 * progress by it), then a preview or the saved file. A refusal is told with the server's reason
 * (no_reservations...), anything else (a lost connection, an untranslated refusal) with the
 * report's own message; a failure the API client already showed (a server error) is not told twice.
 */
export function useReportFile() {
  const { t, i18n, ready } = useTranslation('reports');
  const [busy, setBusy] = useState<string | null>(null);
  const [preview, setPreview] = useState<ReportPreview | null>(null);

  const make = async (file: ReportFile) => {
    if (busy) return;
    setBusy(file.key);
    try {
      const blob = await file.load();
      if (file.preview) setPreview({ blob, fileName: file.fileName, title: file.title });
      else saveBlob(blob, file.fileName);
    } catch (err) {
      if (isApiError(err) && err.handled) return;
      if (isApiError(err) && i18n.exists(`errors:${err.messageKey}`) && err.messageKey !== 'general_error')
        toastError(err.messageKey, err.params);
      else {
        logUnexpected(err, `report ${file.fileName}`);
        toastErrorText(t('failed', { title: file.title }));
      }
    } finally {
      setBusy(null);
    }
  };

  /** The words of a report's progress: "Preparing the PDF…", "Preparing the spreadsheet…" or, for a calendar, "Preparing the file…". */
  const preparing = (fileName: string) =>
    t(fileName.endsWith('.pdf') ? 'preparing_pdf' : fileName.endsWith('.xlsx') ? 'preparing_sheet' : 'preparing_file');

  return { busy, make, preview, closePreview: () => setPreview(null), preparing, ready };
}
export type ReportFiles = ReturnType<typeof useReportFile>;
