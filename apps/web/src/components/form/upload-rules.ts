/** Spec-1 section 5: images under 3 MB (3145728 bytes; at or over is too large), gallery types jpg, jpeg, png. */
export const IMAGE_MAX_BYTES = 3145728;
export const GALLERY_EXTENSIONS = ['jpg', 'jpeg', 'png'];
export const GALLERY_SLOTS = 6;

export interface UploadProblem {
  /** Translation key: file_too_large, irregular_file_format, total_size_exceeded_allowed_limit, upload_failed... */
  key: string;
  name?: string;
}

export interface UploadRules {
  maxFileSize?: number;
  /** Limit for all files of one pick together; off when unset. */
  maxTotalSize?: number;
  extensions?: string[];
}

const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

/** Splits picked files into those to upload and the problems to show, each rejected file by name. */
export function checkFiles(
  files: File[],
  { maxFileSize = IMAGE_MAX_BYTES, maxTotalSize, extensions = GALLERY_EXTENSIONS }: UploadRules = {},
) {
  const problems: UploadProblem[] = [];
  if (maxTotalSize !== undefined && files.reduce((sum, file) => sum + file.size, 0) > maxTotalSize) {
    return { accepted: [] as File[], problems: [{ key: 'total_size_exceeded_allowed_limit' }] };
  }
  const accepted: File[] = [];
  for (const file of files) {
    if (!extensions.includes(extensionOf(file.name))) problems.push({ key: 'irregular_file_format', name: file.name });
    else if (file.size >= maxFileSize) problems.push({ key: 'file_too_large', name: file.name });
    else accepted.push(file);
  }
  return { accepted, problems };
}

export const megabytes = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;
