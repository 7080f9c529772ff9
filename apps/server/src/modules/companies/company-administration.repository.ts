import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CompanyListQuery } from '@portal/contracts/companies/favourites';
import type { Actor } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { containsText } from '../../lib/text-match.ts';
import { companyCards } from './company-cards.repository.ts';
import { editableCompanyCondition } from './company.policy.ts';

/** Cards of the verified (or unverified) companies the actor may edit, by name, registration or tax number, newest first. */
export function administeredCompanyCards(db: DbOrTx, actor: Actor, verified: boolean, q: CompanyListQuery) {
  const text = q.name
    ? sql`(${containsText(t.companies.name, q.name)} or ${t.companies.registrationNumber} = ${q.name} or ${t.companies.taxNumber} = ${q.name})`
    : undefined;
  return companyCards(db, actor, {
    where: and(eq(t.companies.isVerified, verified), editableCompanyCondition(actor), text),
    orderBy: [sql`${t.companies.createdAt} desc`],
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  });
}

/**
 * Marks an unverified company verified, member since the date given; one conditional statement,
 * so that of concurrent verifications only one changes the row. Answers whether it did.
 */
export async function markVerified(db: DbOrTx, companyId: number, memberSince: Date) {
  const changed = await db
    .update(t.companies)
    .set({ isVerified: true, memberSince, updatedAt: new Date() })
    .where(and(eq(t.companies.pkCompanyId, companyId), eq(t.companies.isVerified, false)))
    .returning({ id: t.companies.pkCompanyId });
  return changed.length > 0;
}

/** Marks a verified company unverified; answers whether it was verified. */
export async function markUnverified(db: DbOrTx, companyId: number) {
  const changed = await db
    .update(t.companies)
    .set({ isVerified: false, updatedAt: new Date() })
    .where(and(eq(t.companies.pkCompanyId, companyId), eq(t.companies.isVerified, true)))
    .returning({ id: t.companies.pkCompanyId });
  return changed.length > 0;
}

/** Soft-deletes a company: its users' sessions end and they become inactive. */
export async function markCompanyDeleted(db: DbOrTx, companyId: number) {
  const now = new Date();
  await db.update(t.companies).set({ deletedAt: now, updatedAt: now }).where(eq(t.companies.pkCompanyId, companyId));
  await db
    .update(t.sessions)
    .set({ revokedAt: now })
    .where(
      and(isNull(t.sessions.revokedAt), sql`${t.sessions.fkUserId} in (select pk_user_id from users where fk_company_id = ${companyId})`),
    );
  await db.update(t.users).set({ isActive: false }).where(eq(t.users.fkCompanyId, companyId));
}
