import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { settings } from '../db/schema/all.ts';

/** The token signing secret: from JWT_SECRET, or made once and kept in the database for every process. */
export async function loadSecret(db: Db, fromEnv?: string): Promise<Uint8Array> {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  await db
    .insert(settings)
    .values({ key: 'jwt.secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, 'jwt.secret'));
  return new TextEncoder().encode(row.value);
}
