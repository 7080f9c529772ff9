import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { languages, users } from '../../db/schema/all.ts';

export async function emailExists(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.pkUserId }).from(users).where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return Boolean(row);
}

export async function findActiveUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, isNull(users.deletedAt)));
  return row ?? null;
}

export async function findUserById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(users).where(eq(users.pkUserId, id));
  return row ?? null;
}

/** The language code (eng, sr) for a user's mails. */
export async function languageCode(db: DbOrTx, languageId: number): Promise<string> {
  const [row] = await db.select({ code: languages.code }).from(languages).where(eq(languages.pkLanguageId, languageId));
  return row?.code ?? 'eng';
}
