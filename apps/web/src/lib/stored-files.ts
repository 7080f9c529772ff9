import { publicFilePath } from '@portal/contracts/common/portal-links';
import type { UploadResult } from '@portal/contracts/files/files';
import { api } from '../api/client.ts';

/** A public stored file (logos, gallery and feed images): served without a session, the timestamp only defeats caches. */
export const publicFileUrl = publicFilePath;

/**
 * A person's avatar (GET api/Account/get-avatar/{id}, public and no-cache), or null when they have
 * none (they get initials instead of a 404). The avatar name busts caches when the picture changes.
 */
export const avatarUrl = (userId: number, avatarName: string | null) =>
  avatarName ? `/api/Account/get-avatar/${userId}?v=${encodeURIComponent(avatarName)}` : null;

/** Uploads an image as a public file (POST api/Files/upload-file/true, field `file`) and resolves to its stored name. */
export async function uploadPublicImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file, file.name);
  return (await api.post<UploadResult>('api/Files/upload-file/true', body, { quiet: true })).name;
}

/** Initials for a company without a logo: the first letters of its first two words. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((w) => w[0])
      .join('')
      .toUpperCase() || '?'
  );
}
