import type { Actor } from '../../context.ts';
import type * as t from '../../db/schema/all.ts';
import { forbidden, unauthorized } from '../../lib/app-error.ts';

type FileRow = typeof t.files.$inferSelect;

/** Public files: anyone; private files: any signed-in user (their names cannot be guessed). */
export function canReadFile(reader: Actor | null, file: Pick<FileRow, 'isPublic'>): boolean {
  return file.isPublic || reader !== null;
}

/** Its owner or a platform administrator deletes a file. */
export function canDeleteFile(actor: Actor, file: Pick<FileRow, 'fkOwnerUserId'>): boolean {
  return file.fkOwnerUserId === actor.userId || actor.functions.has('super_admin_function');
}

export function requireReadableFile(reader: Actor | null, file: Pick<FileRow, 'isPublic'>): void {
  if (!canReadFile(reader, file)) throw unauthorized();
}

export function requireDeletableFile(actor: Actor, file: Pick<FileRow, 'fkOwnerUserId'>): void {
  if (!canDeleteFile(actor, file)) throw forbidden('not_file_owner');
}
