import { RoleId } from '@portal/contracts/common/access';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AdministeredList, ChamberCompaniesQuery } from '@portal/contracts/companies/company-administration';
import type { CompanyListQuery } from '@portal/contracts/companies/favourites';
import type { Actor } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { containsText } from '../../lib/text-match.ts';
import { companyCards } from './company-cards.repository.ts';
import { editableCompanyCondition } from './company.policy.ts';

/**
 * A company that had a company administrator and has no active one left: its last one left
 * (deleted their account; the erased row keeps the company), so it went to its chamber, whose
 * administrators appoint one on its employees page. Directory companies that never had users are
 * not on the list.
 */
const withoutAdministrator = sql`exists (select 1 from users admin where admin.fk_company_id = ${t.companies.pkCompanyId}
    and admin.fk_role_id = ${RoleId.companyAdmin})
  and not exists (select 1 from users admin where admin.fk_company_id = ${t.companies.pkCompanyId}
    and admin.fk_role_id = ${RoleId.companyAdmin} and admin.deleted_at is null and admin.is_active)`;

/**
 * The filters of the company administration screen as a condition over t.companies joined with
 * its t.countries: the list, the companies the actor may edit (the chamber rule), and the search
 * by name, registration or tax number. Shared by the screen's lists and the chamber companies reports.
 */
export function administeredCompanyCondition(actor: Actor, q: ChamberCompaniesQuery) {
  const text = q.name
    ? sql`(${containsText(t.companies.name, q.name)} or ${t.companies.registrationNumber} = ${q.name} or ${t.companies.taxNumber} = ${q.name})`
    : undefined;
  return and(
    q.list === 'without_administrator' ? withoutAdministrator : eq(t.companies.isVerified, q.list === 'verified'),
    editableCompanyCondition(actor),
    text,
  );
}

/** Cards of one administration list's companies the actor may edit, by name, registration or tax number, newest first. */
export function administeredCompanyCards(db: DbOrTx, actor: Actor, list: AdministeredList, q: CompanyListQuery) {
  return companyCards(db, actor, {
    where: administeredCompanyCondition(actor, { list, name: q.name }),
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
