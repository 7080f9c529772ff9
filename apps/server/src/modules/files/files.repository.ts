import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';

export type FileRow = typeof t.files.$inferSelect;

/** The bytes a user's files take in the storage. */
export async function storedBytesOf(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${t.files.size}), 0)` })
    .from(t.files)
    .where(eq(t.files.fkOwnerUserId, userId));
  return Number(row?.total ?? 0);
}

export function insertFiles(db: DbOrTx, rows: (typeof t.files.$inferInsert)[]): Promise<FileRow[]> {
  return db.insert(t.files).values(rows).returning();
}

export async function findFile(db: DbOrTx, name: string): Promise<FileRow | null> {
  const [row] = await db.select().from(t.files).where(eq(t.files.name, name));
  return row ?? null;
}

/** A file of the name that the user owns; null when there is none. */
export async function findOwnFile(db: DbOrTx, userId: number, name: string): Promise<FileRow | null> {
  const [row] = await db
    .select()
    .from(t.files)
    .where(and(eq(t.files.name, name), eq(t.files.fkOwnerUserId, userId)));
  return row ?? null;
}

export async function makeFilePublic(db: DbOrTx, fileId: number) {
  await db.update(t.files).set({ isPublic: true }).where(eq(t.files.pkFileId, fileId));
}

/** Users whose avatar the file is are left without one. */
export async function clearAvatarNamed(db: DbOrTx, name: string, at: Date) {
  await db.update(t.users).set({ avatarName: null, updatedAt: at }).where(eq(t.users.avatarName, name));
}

export async function deleteFileRow(db: DbOrTx, fileId: number) {
  await db.delete(t.files).where(eq(t.files.pkFileId, fileId));
}
