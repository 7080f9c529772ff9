import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { settings, users } from '../db/schema/all.ts';
import type { FileStorage } from '../adapters/file-storage.ts';
import { type DemoOptions, seedDemo } from './demo.ts';
import { demoProgrammeFiles } from './demo-programme.ts';
import { seedReference } from './reference.ts';

/** Runs fn once per database, in one transaction with its marker, so a failed seed leaves nothing. */
async function once(db: Db, key: string, fn: (tx: DbOrTx) => Promise<void>): Promise<boolean> {
  const [done] = await db.select().from(settings).where(eq(settings.key, key));
  if (done) return false;
  await db.transaction(async (tx) => {
    await fn(tx);
    await tx.insert(settings).values({ key, value: new Date().toISOString() });
  });
  return true;
}

/** Reference data once; demo data once, and never over a database that already has users. */
export async function seed(db: Db, options: { sharedDir: string; demo: boolean; storage?: FileStorage } & DemoOptions) {
  await once(db, 'seed.reference', async (tx) => {
    await seedReference(tx, options.sharedDir);
    // The folded names the classification search compares with (code_translations.search_name).
    await tx.execute(sql`update code_translations set search_name = folded(name) where search_name is null`);
  });
  if (!options.demo) return false;
  const [anyUser] = await db.select({ id: users.pkUserId }).from(users).limit(1);
  if (anyUser) return false;
  // The demo's files first, outside the seed's transaction: the storage may be this very database.
  if (options.storage) for (const f of await demoProgrammeFiles()) await options.storage.put(f.name, f.data);
  return once(db, 'seed.demo', (tx) => seedDemo(tx, options));
}
