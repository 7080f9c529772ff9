import type { DataExport } from '@portal/contracts/privacy/data-exports';
import type { DataExportRow } from './data-exports.repository.ts';

export function toDataExport(row: DataExportRow, now: Date): DataExport {
  // A ready export past its expiry reads as expired before the retention job marks it.
  const expired = row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= now;
  return {
    id: row.pkDataExportId,
    status: expired ? 'expired' : (row.status as DataExport['status']),
    progress: row.progress,
    createdAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    size: row.size,
  };
}
