import { and, desc, eq, sql } from 'drizzle-orm';
import type { CompanyListQuery } from '@portal/contracts/companies/favourites';
import type { Actor } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { containsText } from '../../lib/text-match.ts';
import { companyCards } from './company-cards.repository.ts';

/** Adds the company to the user's favourites; answers the rows added (none when it was one already). */
export function insertFavourite(db: DbOrTx, userId: number, companyId: number) {
  return db.insert(t.favoriteCompanies).values({ fkUserId: userId, fkCompanyId: companyId }).onConflictDoNothing().returning();
}

export async function deleteFavourite(db: DbOrTx, userId: number, companyId: number) {
  await db.delete(t.favoriteCompanies).where(and(eq(t.favoriteCompanies.fkUserId, userId), eq(t.favoriteCompanies.fkCompanyId, companyId)));
}

export async function isFavourite(db: DbOrTx, userId: number, companyId: number) {
  const rows = await db
    .select()
    .from(t.favoriteCompanies)
    .where(and(eq(t.favoriteCompanies.fkUserId, userId), eq(t.favoriteCompanies.fkCompanyId, companyId)));
  return rows.length > 0;
}

/** A user's name with their company's name (null for users without a company). */
export async function userWithCompanyName(db: DbOrTx, userId: number) {
  const [who] = await db
    .select({ firstName: t.users.firstName, lastName: t.users.lastName, companyName: t.companies.name })
    .from(t.users)
    .leftJoin(t.companies, eq(t.companies.pkCompanyId, t.users.fkCompanyId))
    .where(eq(t.users.pkUserId, userId));
  return who;
}

/** Cards of the actor's favourite companies, newest favourite first, optionally filtered by name. */
export function favouriteCompanyCards(db: DbOrTx, actor: Actor, q: CompanyListQuery) {
  const mine = sql`exists (select 1 from ${t.favoriteCompanies} f where f.fk_company_id = ${t.companies.pkCompanyId} and f.fk_user_id = ${actor.userId})`;
  const byName = q.name ? containsText(t.companies.name, q.name) : undefined;
  const addedAt = sql`(select f.created_at from ${t.favoriteCompanies} f where f.fk_company_id = ${t.companies.pkCompanyId} and f.fk_user_id = ${actor.userId})`;
  return companyCards(db, actor, { where: and(mine, byName), orderBy: [desc(addedAt)], pageNum: q.pageNum, pageSize: q.pageSize });
}
