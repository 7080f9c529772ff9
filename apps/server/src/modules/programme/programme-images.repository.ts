import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';

/** Makes a stored file public (an image the programme shows to everyone who sees it). */
export async function publishFile(db: DbOrTx, fileId: number): Promise<void> {
  await db.update(t.files).set({ isPublic: true }).where(eq(t.files.pkFileId, fileId));
}
