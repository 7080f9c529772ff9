import type { DataExport, LatestDataExport } from '@portal/contracts/privacy/data-exports';
import { api } from '../../../api/client.ts';

/** The section shows refusals itself: these calls are quiet. */
const quiet = { quiet: true } as const;

/** Starts preparing my data (or answers the export in progress or ready). */
export const startDataExport = () => api.post<DataExport>('api/MyData/exports', {}, quiet);
export const getLatestDataExport = () => api.get<LatestDataExport>('api/MyData/exports/latest', quiet);
/** The ready ZIP, once: by the export's id (the account page) or by the mailed link's token. */
export const downloadDataExport = (ref: { id: number } | { token: string }) =>
  api.blob('id' in ref ? `api/MyData/exports/${ref.id}/download` : `api/MyData/download/${encodeURIComponent(ref.token)}`);
