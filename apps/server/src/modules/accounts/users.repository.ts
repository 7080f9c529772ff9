import { and, eq, isNull, sql } from 'drizzle-orm';
import { RoleId } from '@portal/contracts/common/access';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/all.ts';
import { findLanguage } from '../codes/language.repository.ts';

export type UserRow = typeof users.$inferSelect;
/** Columns of a user to write; the others keep their value. */
export type UserChanges = Partial<typeof users.$inferInsert>;

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
  return (await findLanguage(db, languageId))?.code ?? 'eng';
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row;
}

export async function updateUser(db: DbOrTx, userId: number, changes: UserChanges) {
  await db.update(users).set(changes).where(eq(users.pkUserId, userId));
}

/** The avatar file name of a user who is not deleted; null without one. */
export async function liveUserAvatarName(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ avatarName: users.avatarName })
    .from(users)
    .where(and(eq(users.pkUserId, userId), isNull(users.deletedAt)));
  return row?.avatarName ?? null;
}

/** The administrators of a company who are not deleted. */
export function companyAdminsOf(db: DbOrTx, companyId: number): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.fkCompanyId, companyId), eq(users.fkRoleId, RoleId.companyAdmin), isNull(users.deletedAt)));
}
