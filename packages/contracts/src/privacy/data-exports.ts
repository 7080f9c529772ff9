import { z } from 'zod';

/** How long a ready export can be downloaded (its mailed link and the account page's button). */
export const DATA_EXPORT_VALID_DAYS = 7;

export const dataExportStatuses = ['pending', 'running', 'ready', 'downloaded', 'expired', 'failed'] as const;
export type DataExportStatus = (typeof dataExportStatuses)[number];

/** A person's "Download my data" as the account page shows it. */
export const dataExport = z.object({
  id: z.number().int(),
  status: z.enum(dataExportStatuses),
  /** Per cent done while pending or running. */
  progress: z.number().int().min(0).max(100),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  /** Until when a ready export can be downloaded. */
  expiresAt: z.string().nullable(),
  /** Bytes of the ZIP once ready. */
  size: z.number().int().nullable(),
});
export type DataExport = z.infer<typeof dataExport>;

/** The caller's latest export, or none yet. */
export const latestDataExport = z.object({ export: dataExport.nullable() });
export type LatestDataExport = z.infer<typeof latestDataExport>;

/** The single-use token of a mailed download link: 256 random bits, base64url. */
export const dataExportTokenParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'validation.invalid') });
export type DataExportTokenParam = z.infer<typeof dataExportTokenParam>;
