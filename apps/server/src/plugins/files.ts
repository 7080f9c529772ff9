import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live; a local directory here, another backend behind the same interface. */
export interface FileStorage {
  put(name: string, data: Buffer): Promise<void>;
  get(name: string): Promise<Buffer | null>;
  remove(name: string): Promise<void>;
}

/** Server-made names only: letters, digits, dot, dash and underscore. */
export const safeFileName = /^[A-Za-z0-9_-]{1,100}\.[a-z0-9]{1,5}$/;

export function localStorage(dir: string): FileStorage {
  const file = (name: string) => {
    if (!safeFileName.test(name)) throw new Error('unsafe file name');
    return path.join(dir, name);
  };
  return {
    async put(name, data) {
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(file(name), data);
    },
    async get(name) {
      try {
        return await fs.readFile(file(name));
      } catch {
        return null;
      }
    },
    async remove(name) {
      await fs.rm(file(name), { force: true });
    },
  };
}
