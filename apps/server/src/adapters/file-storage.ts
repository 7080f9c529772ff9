import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { fileContents } from '../db/schema/all.ts';

/**
 * Where uploaded files live (FILE_STORAGE): a local directory (one process), or PostgreSQL
 * (every process on one database server shares them, and pg_dump backs them up). All reads,
 * writes and deletes of file bytes go through this interface.
 */
export interface FileStorage {
  /** Stores the bytes under the name, replacing any stored before. */
  put(name: string, data: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the name. */
  get(name: string): Promise<Buffer | null>;
  /** Removes the bytes; a name with nothing stored is not an error. */
  remove(name: string): Promise<void>;
}

/** Server-made names only: letters, digits, dot, dash and underscore. */
export const safeFileName = /^[A-Za-z0-9_-]{1,100}\.[a-z0-9]{1,5}$/;

function checkedName(name: string) {
  if (!safeFileName.test(name)) throw new Error('unsafe file name');
  return name;
}

export function localStorage(dir: string): FileStorage {
  const file = (name: string) => path.join(dir, checkedName(name));
  return {
    async put(name, data) {
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(file(name), data);
    },
    async get(name) {
      try {
        return await fs.readFile(file(name));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(name) {
      await fs.rm(file(name), { force: true });
    },
  };
}

/** Files as bytea rows of `file_contents` in the portal's database. */
export function databaseStorage(db: Db): FileStorage {
  return {
    async put(name, data) {
      const content = Buffer.from(data);
      await db
        .insert(fileContents)
        .values({ name: checkedName(name), content })
        .onConflictDoUpdate({ target: fileContents.name, set: { content, createdAt: new Date() } });
    },
    async get(name) {
      const [row] = await db
        .select({ content: fileContents.content })
        .from(fileContents)
        .where(eq(fileContents.name, checkedName(name)));
      return row?.content ?? null;
    },
    async remove(name) {
      await db.delete(fileContents).where(eq(fileContents.name, checkedName(name)));
    },
  };
}

export type FileStorageKind = 'local' | 'database';

/** The storage FILE_STORAGE names: `local` keeps files in DATA_DIR/uploads. */
export function openFileStorage(kind: FileStorageKind, options: { db: Db; dataDir: string }): FileStorage {
  return kind === 'database' ? databaseStorage(options.db) : localStorage(path.join(options.dataDir, 'uploads'));
}
