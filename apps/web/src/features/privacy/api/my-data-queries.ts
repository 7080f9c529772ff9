import type { DataExportStatus } from '@portal/contracts/privacy/data-exports';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveBlob } from '../../../lib/save-blob.ts';
import { myDataKeys } from './my-data-keys.ts';
import { downloadDataExport, getLatestDataExport, startDataExport } from './my-data.api.ts';

/** How often the account page asks for the progress of an export being prepared. */
const PROGRESS_POLL_MS = 1000;
const IN_PROGRESS: readonly DataExportStatus[] = ['pending', 'running'];
export const isInProgress = (status: DataExportStatus | undefined) => status !== undefined && IN_PROGRESS.includes(status);

/** My latest export, polled while it is being prepared. */
export const useLatestDataExport = () =>
  useQuery({
    queryKey: myDataKeys.latest,
    queryFn: getLatestDataExport,
    refetchInterval: (q) => (isInProgress(q.state.data?.export?.status) ? PROGRESS_POLL_MS : false),
  });

export function useStartDataExport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: startDataExport,
    onSuccess: (started) => qc.setQueryData(myDataKeys.latest, { export: started }),
  });
}

/** The ZIP file's name on the person's disk. */
const ZIP_NAME = 'my-data.zip';

/** Downloads the ZIP once and saves it; the export then reads as downloaded. */
export function useDownloadDataExport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (ref: { id: number } | { token: string }) => saveBlob(await downloadDataExport(ref), ZIP_NAME),
    onSettled: () => qc.invalidateQueries({ queryKey: myDataKeys.all }),
  });
}
