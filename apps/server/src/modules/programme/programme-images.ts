import type { Actor } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fieldError } from '../../lib/app-error.ts';
import { findFile } from '../files/files.service.ts';
import { publishFile } from './programme-images.repository.ts';

/**
 * The image a speaker photo, partner logo or banner will show, from the name the form sends
 * (uploaded first with api/Files/upload-file): undefined keeps the current one, null removes it.
 * A new name must be an uploaded image that is public or the caller's own (then made public, as
 * everyone who sees the programme sees it); someone else's private file is never exposed.
 */
export async function usableImage(
  db: DbOrTx,
  actor: Actor,
  field: string,
  name: string | null | undefined,
  current: string | null = null,
): Promise<string | null> {
  if (name === undefined || name === current) return current;
  if (name === null) return null;
  const file = await findFile(db, name);
  const own = file?.fkOwnerUserId === actor.userId;
  if (!file?.mimeType.startsWith('image/') || !(file.isPublic || own)) throw fieldError(field, 'file_not_found');
  if (!file.isPublic) await publishFile(db, file.pkFileId);
  return file.name;
}
