import { z } from 'zod';

/** Spec-1 section 5 and spec-2 section 9: an image is refused at or over 3145728 bytes. */
export const MAX_IMAGE_BYTES = 3145728;
/** Files one upload request may carry (the gallery editor has 6 slots). */
export const MAX_FILES_PER_UPLOAD = 6;
/** The spec's optional total limit, per upload request: 10 MiB of original files. */
export const MAX_UPLOAD_TOTAL_BYTES = 10 * 1024 * 1024;
/** What one user may keep stored (after re-encoding): 100 MiB. */
export const MAX_USER_STORAGE_BYTES = 100 * 1024 * 1024;
/** Accepted image types, checked by content; the names are what the pickers filter on. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;

/** Server-made file names: 32 hex characters and the stored type's extension. */
export const fileName = z.string().regex(/^[a-f0-9]{32}\.(jpg|png)$/, 'validation.invalid');

/** {flag} of upload-file: true stores a public file (logo, avatar, gallery image), false a private one. */
export const uploadFlagParam = z.object({ flag: z.enum(['true', 'false'], 'validation.invalid').transform((v) => v === 'true') });
export type UploadFlagParam = z.infer<typeof uploadFlagParam>;
export const fileNameParam = z.object({ name: fileName });
export type FileNameParam = z.infer<typeof fileNameParam>;
/** download-file/{name}/{timestamp}/false: the timestamp only defeats caches. */
export const downloadFileParams = z.object({ name: fileName, timestamp: z.string().max(40) });
export type DownloadFileParams = z.infer<typeof downloadFileParams>;

export const uploadedFile = z.object({
  name: fileName,
  originalName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  isPublic: z.boolean(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

/** `name` is the first file's, for the single-file pickers whose value becomes the name. */
export const uploadResult = z.object({ name: fileName, files: z.array(uploadedFile) });
export type UploadResult = z.infer<typeof uploadResult>;

export const base64File = z.object({ name: fileName, mimeType: z.string(), base64: z.string(), dataUrl: z.string() });
export type Base64File = z.infer<typeof base64File>;
