import { ZipArchive } from 'archiver';
import type { FileStorage } from '../../adapters/file-storage.ts';
import type { DbOrTx } from '../../db/client.ts';
import { myDataKinds, UPLOADED_FILES_FOLDER, uploadedFiles } from './my-data-kinds.ts';

/** Called after each file of the ZIP with how many of how many are written. */
export type ProgressReport = (done: number, total: number) => Promise<void>;

const ZIP_LEVEL = 6;

/**
 * The person's data as a ZIP: a JSON file per kind, files.json listing their uploads, and the
 * uploads' bytes under files/. Kinds and files are read one at a time and each is handed to the
 * archiver before the next is read, so only the compressed ZIP grows in memory.
 */
export async function buildMyDataZip(db: DbOrTx, storage: FileStorage, userId: number, progress: ProgressReport): Promise<Buffer> {
  const zip = new ZipArchive({ zlib: { level: ZIP_LEVEL } });
  const chunks: Buffer[] = [];
  zip.on('data', (chunk: Buffer) => chunks.push(chunk));
  /** The archiver's next `event`, or its error. */
  const next = (event: 'entry' | 'end') =>
    new Promise<void>((resolve, reject) => {
      const onError = (err: Error) => {
        zip.off(event, onDone);
        reject(err);
      };
      const onDone = () => {
        zip.off('error', onError);
        resolve();
      };
      zip.once(event, onDone);
      zip.once('error', onError);
    });
  const add = async (name: string, data: Buffer | string) => {
    const written = next('entry');
    zip.append(data, { name });
    await written;
  };

  const uploads = (await uploadedFiles.read(db, userId)) as { name: string }[];
  const total = myDataKinds.length + 1 + uploads.length;
  let done = 0;
  for (const kind of [...myDataKinds, uploadedFiles]) {
    await add(kind.file, JSON.stringify(await kind.read(db, userId), null, 2));
    await progress(++done, total);
  }
  for (const upload of uploads) {
    const bytes = await storage.get(upload.name);
    // A listed file whose bytes are gone (removed by hand) is listed without them.
    if (bytes) await add(`${UPLOADED_FILES_FOLDER}/${upload.name}`, bytes);
    await progress(++done, total);
  }
  await Promise.all([next('end'), zip.finalize()]);
  return Buffer.concat(chunks);
}
