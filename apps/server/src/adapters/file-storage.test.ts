import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { tempDir } from '../../test/test-run.ts';
import { loadConfig } from '../config.ts';
import { databaseStorage, type FileStorage, localStorage } from './file-storage.ts';

/** One behaviour for every FileStorage: the same tests run on the local folder and on PostgreSQL. */
let t0: TestApp;
const dir = tempDir('storage');
beforeAll(async () => {
  t0 = await createTestApp();
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const storages: [string, () => FileStorage][] = [
  ['local', () => localStorage(path.join(dir, 'uploads'))],
  ['database', () => databaseStorage(t0.db)],
];

const everyByte = Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256));

describe.each(storages)('%s file storage', (_kind, open) => {
  it('gives back exactly the bytes stored, zero bytes and all, and null for a name never stored', async () => {
    const s = open();
    await s.put('aaaa1111.png', everyByte);
    const back = await s.get('aaaa1111.png');
    expect(Buffer.isBuffer(back)).toBe(true);
    expect(back?.equals(everyByte)).toBe(true);
    expect(await s.get('never-stored.png')).toBeNull();
  });

  it('keeps a file of the largest upload size intact', async () => {
    const s = open();
    const big = Buffer.alloc(3 * 1024 * 1024);
    for (let i = 0; i < big.length; i += 4) big.writeUInt32LE((i * 2654435761) >>> 0, i);
    await s.put('big-file.jpg', big);
    expect((await s.get('big-file.jpg'))?.equals(big)).toBe(true);
  });

  it('replaces the bytes stored under a name, and keeps names apart', async () => {
    const s = open();
    await s.put('bbbb2222.png', Buffer.from('first'));
    await s.put('cccc3333.png', Buffer.from('other'));
    await s.put('bbbb2222.png', Buffer.from('second'));
    expect((await s.get('bbbb2222.png'))?.toString()).toBe('second');
    expect((await s.get('cccc3333.png'))?.toString()).toBe('other');
  });

  it('removes a file, and removing one that is not there is no error', async () => {
    const s = open();
    await s.put('dddd4444.png', Buffer.from('bytes'));
    await s.remove('dddd4444.png');
    expect(await s.get('dddd4444.png')).toBeNull();
    await expect(s.remove('dddd4444.png')).resolves.toBeUndefined();
  });

  it('refuses names the server never makes', async () => {
    const s = open();
    for (const bad of ['../escape.png', 'a/b.png', '..', 'noextension', '', 'x.png/', 'a\\b.png']) {
      await expect(s.put(bad, Buffer.from('x'))).rejects.toThrow('unsafe file name');
      await expect(s.get(bad)).rejects.toThrow('unsafe file name');
      await expect(s.remove(bad)).rejects.toThrow('unsafe file name');
    }
    expect(fs.existsSync(path.join(dir, 'escape.png'))).toBe(false);
  });
});

describe('FILE_STORAGE', () => {
  let t1: TestApp;
  beforeAll(async () => {
    t1 = await createTestApp({ FILE_STORAGE: 'database' });
  });

  it('is the local folder by default, database on request, and nothing else', () => {
    expect(loadConfig({}).FILE_STORAGE).toBe('local');
    expect(loadConfig({ FILE_STORAGE: 'database' }).FILE_STORAGE).toBe('database');
    expect(() => loadConfig({ FILE_STORAGE: 's3' })).toThrow();
  });

  it('database: an app keeps its files out of DATA_DIR', async () => {
    await t1.app.ctx.storage.put('eeee5555.png', Buffer.from('shared'));
    expect(fs.existsSync(path.join(t1.dataDir, 'uploads'))).toBe(false);
    expect((await databaseStorage(t1.db).get('eeee5555.png'))?.toString()).toBe('shared');
  });
});
