import { randomBytes } from 'node:crypto';
import { MAX_USER_STORAGE_BYTES, type UploadedFile, type UploadResult } from '@portal/contracts/files/files';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, businessRule, notFound } from '../../lib/app-error.ts';
import { logAction } from '../logs/logs.service.ts';
import { requireDeletableFile, requireReadableFile } from './file.policy.ts';
import { clearAvatarNamed, deleteFileRow, type FileRow, findFile, findOwnFile, insertFiles, storedBytesOf } from './files.repository.ts';
import { type ProcessedImage, processImage } from './image.ts';
import type { IncomingFile } from './multipart.ts';

/** Other modules read a file's row through this module's service. */
export { findFile };

/** 128 random bits: names cannot be guessed, and only [a-f0-9.] ever reaches the storage. */
const newFileName = (ext: string) => `${randomBytes(16).toString('hex')}.${ext}`;

/** Names the client gave are kept only for display, without path parts or control characters. */
const displayName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? 'file')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .slice(0, 200) || 'file';

function toUploadedFile(row: FileRow): UploadedFile {
  return {
    name: row.name,
    originalName: row.originalName,
    mimeType: row.mimeType,
    size: row.size,
    width: row.width,
    height: row.height,
    isPublic: row.isPublic,
  };
}

/** Refuses a write that would take the user over their storage quota (422 total_size_exceeded_allowed_limit). */
export async function requireQuota(db: DbOrTx, actor: Actor, adding: number) {
  if ((await storedBytesOf(db, actor.userId)) + adding > MAX_USER_STORAGE_BYTES) {
    throw businessRule('total_size_exceeded_allowed_limit', { maxSize: MAX_USER_STORAGE_BYTES });
  }
}

/** A processed image whose bytes are in the storage under a new name, not yet recorded. */
export interface StoredImage {
  name: string;
  image: ProcessedImage;
  originalName: string;
}

/**
 * Stores processed images for a user: the bytes first, under new names, then `record` writes
 * their rows (in one transaction, with `recordImages`); when it fails, the bytes are removed
 * again. The bytes are written outside that transaction: the database storage runs its own
 * statements, which on PGlite's single connection would wait for the transaction forever.
 */
export async function withStoredImages<T>(
  ctx: AppContext,
  actor: Actor,
  images: { image: ProcessedImage; originalName: string }[],
  record: (stored: StoredImage[]) => Promise<T>,
): Promise<T> {
  if (images.length)
    await requireQuota(
      ctx.db,
      actor,
      images.reduce((n, i) => n + i.image.data.length, 0),
    );
  const stored: StoredImage[] = [];
  try {
    for (const i of images) {
      const name = newFileName(i.image.ext);
      await ctx.storage.put(name, i.image.data);
      stored.push({ ...i, name });
    }
    return await record(stored);
  } catch (err) {
    // Bytes of rows that did not commit.
    await Promise.all(stored.map((f) => ctx.storage.remove(f.name)));
    throw err;
  }
}

/** The rows of stored images, as public or private files of the user (storage quota checked again). */
export async function recordImages(db: DbOrTx, actor: Actor, stored: StoredImage[], isPublic: boolean): Promise<FileRow[]> {
  await requireQuota(
    db,
    actor,
    stored.reduce((n, f) => n + f.image.data.length, 0),
  );
  return insertFiles(
    db,
    stored.map((f) => ({
      name: f.name,
      originalName: displayName(f.originalName),
      mimeType: f.image.mimeType,
      size: f.image.data.length,
      width: f.image.width,
      height: f.image.height,
      isPublic,
      fkOwnerUserId: actor.userId,
    })),
  );
}

/** Stores uploaded images (the route has read the multipart parts) as public or private files of the user. */
export async function uploadFiles(
  ctx: AppContext,
  actor: Actor,
  input: { isPublic: boolean; files: IncomingFile[] },
): Promise<UploadResult> {
  const { isPublic, files } = input;
  if (!files.length) throw new AppError('validation_error', 400, undefined, { file: 'file_required' }, 'file_required');
  const images: { image: ProcessedImage; originalName: string }[] = [];
  for (const f of files) images.push({ image: await processImage(f.data, f.originalName), originalName: f.originalName });
  const rows = await withStoredImages(ctx, actor, images, (stored) =>
    ctx.db.transaction(async (tx) => {
      const recorded = await recordImages(tx, actor, stored, isPublic);
      await logAction(tx, actor, 'upload_file', 'file', recorded[0].name, { count: recorded.length, isPublic });
      return recorded;
    }),
  );
  return { name: rows[0].name, files: rows.map(toUploadedFile) };
}

/** A stored file's row and bytes, for whoever the file policy lets read it (`reader` null: signed out). */
export async function readFile(ctx: AppContext, reader: Actor | null, name: string) {
  const row = await findFile(ctx.db, name);
  if (!row) throw notFound('file_not_found');
  requireReadableFile(reader, row);
  const data = await ctx.storage.get(row.name);
  if (!data) throw notFound('file_not_found');
  return { row, data };
}

/** Removes a file's row and bytes; a user whose avatar it was is left without one. */
export async function removeFile(tx: DbOrTx, row: FileRow) {
  await clearAvatarNamed(tx, row.name, new Date());
  await deleteFileRow(tx, row.pkFileId);
}

export async function deleteFile(ctx: AppContext, actor: Actor, name: string) {
  const row = await findFile(ctx.db, name);
  if (!row) throw notFound('file_not_found');
  requireDeletableFile(actor, row);
  const owner = row.fkOwnerUserId === actor.userId;
  await ctx.db.transaction(async (tx) => {
    await removeFile(tx, row);
    await logAction(tx, actor, owner ? 'delete_file' : 'admin_delete_file', 'file', row.name, {
      ownerUserId: row.fkOwnerUserId,
      originalName: row.originalName,
    });
  });
  await ctx.storage.remove(row.name);
}

/** A file the user owns, for profile fields that take an uploaded image's name. */
export async function ownImage(db: DbOrTx, actor: Actor, name: string): Promise<FileRow | null> {
  const row = await findOwnFile(db, actor.userId, name);
  return row?.mimeType.startsWith('image/') ? row : null;
}
