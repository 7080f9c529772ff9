import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { RoleId } from '@portal/contracts/common/access';
import type { CompanyListQuery } from '@portal/contracts/companies/favourites';
import type { Actor, AppContext } from '../../context.ts';
import * as t from '../../db/schema/all.ts';
import { containsText } from '../../lib/text-match.ts';
import { businessRule } from '../../lib/app-error.ts';
import { logAction } from '../logs/logs.service.ts';
import { NotificationType } from '@portal/contracts/notifications/notification-types';
import { companyProfilePath } from '@portal/contracts/common/portal-links';
import { publishNotifications, writeNotifications } from '../notifications/notify.service.ts';
import { companyCards } from './company-cards.repository.ts';
import { requireVisibleCompany } from './company.policy.ts';

/** Adds a favourite; the first time, the company's administrators are told who (notification type 2). */
export async function addFavorite(ctx: AppContext, actor: Actor, companyId: number) {
  const written = await ctx.db.transaction(async (tx) => {
    await requireVisibleCompany(tx, actor, companyId);
    if (actor.companyId === companyId) throw businessRule('cannot_favorite_own_company');
    const added = await tx
      .insert(t.favoriteCompanies)
      .values({ fkUserId: actor.userId, fkCompanyId: companyId })
      .onConflictDoNothing()
      .returning();
    if (!added.length) return [];
    await logAction(tx, actor, 'add_favorite_company', 'company', companyId);
    const [who] = await tx
      .select({ firstName: t.users.firstName, lastName: t.users.lastName, companyName: t.companies.name })
      .from(t.users)
      .leftJoin(t.companies, eq(t.companies.pkCompanyId, t.users.fkCompanyId))
      .where(eq(t.users.pkUserId, actor.userId));
    const admins = await tx
      .select({ id: t.users.pkUserId })
      .from(t.users)
      .where(and(eq(t.users.fkCompanyId, companyId), eq(t.users.fkRoleId, RoleId.companyAdmin), isNull(t.users.deletedAt)));
    return writeNotifications(tx, {
      userIds: admins.map((a) => a.id),
      content: { type: NotificationType.favouriteCompany, name: `${who.firstName} ${who.lastName}`, company: who.companyName ?? '' },
      link: actor.companyId ? companyProfilePath(actor.companyId) : null,
    });
  });
  await publishNotifications(ctx, written);
}

export async function removeFavorite(ctx: AppContext, actor: Actor, companyId: number) {
  await ctx.db
    .delete(t.favoriteCompanies)
    .where(and(eq(t.favoriteCompanies.fkUserId, actor.userId), eq(t.favoriteCompanies.fkCompanyId, companyId)));
}

export async function isFavorite(ctx: AppContext, actor: Actor, companyId: number) {
  const rows = await ctx.db
    .select()
    .from(t.favoriteCompanies)
    .where(and(eq(t.favoriteCompanies.fkUserId, actor.userId), eq(t.favoriteCompanies.fkCompanyId, companyId)));
  return { isFavorite: rows.length > 0 };
}

/** The actor's favourite companies, newest first, optionally filtered by name. */
export function favoriteCompanies(ctx: AppContext, actor: Actor, q: CompanyListQuery) {
  const mine = sql`exists (select 1 from ${t.favoriteCompanies} f where f.fk_company_id = ${t.companies.pkCompanyId} and f.fk_user_id = ${actor.userId})`;
  const byName = q.name ? containsText(t.companies.name, q.name) : undefined;
  const addedAt = sql`(select f.created_at from ${t.favoriteCompanies} f where f.fk_company_id = ${t.companies.pkCompanyId} and f.fk_user_id = ${actor.userId})`;
  return companyCards(ctx.db, actor, { where: and(mine, byName), orderBy: [desc(addedAt)], pageNum: q.pageNum, pageSize: q.pageSize });
}
