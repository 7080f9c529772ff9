import { api } from '../../api/client.ts';

/** A public stored file (logos, gallery images): served without a session, the timestamp only defeats caches. */
export const publicFileUrl = (name: string, timestamp: string | number = 0) =>
  `/api/Files/download-file/${encodeURIComponent(name)}/${timestamp}/false`;

/** Uploads an image as a public file (POST api/Files/upload-file/true, field `file`) and resolves to its stored name. */
export async function uploadPublicImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file, file.name);
  const answer = await api.post<unknown>('api/Files/upload-file/true', body, { quiet: true });
  return storedName(answer);
}

/** The upload answer names the stored file; accept the shapes the server may use. */
export function storedName(answer: unknown): string {
  if (typeof answer === 'string') return answer;
  if (answer && typeof answer === 'object') {
    const a = answer as Record<string, unknown>;
    for (const k of ['fileName', 'name', 'data']) {
      const v = a[k];
      if (typeof v === 'string') return v;
      if (Array.isArray(v) && typeof v[0] === 'string') return v[0];
      if (v && typeof v === 'object') return storedName(v);
    }
    for (const k of ['fileNames', 'names', 'files']) {
      const v = a[k];
      if (Array.isArray(v) && v.length) return storedName(v[0]);
    }
  }
  if (Array.isArray(answer) && answer.length) return storedName(answer[0]);
  throw new Error('upload_failed');
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
