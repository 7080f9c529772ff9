import type { CompanyListQuery } from '@portal/contracts/companies/favourites';
import type { Actor, AppContext } from '../../context.ts';
import { businessRule } from '../../lib/app-error.ts';
import { logAction } from '../logs/logs.service.ts';
import { NotificationType } from '@portal/contracts/notifications/notification-types';
import { companyProfilePath } from '@portal/contracts/common/portal-links';
import { publishNotifications, writeNotifications } from '../notifications/notify.service.ts';
import { requireVisibleCompany } from './company.policy.ts';
import { companyAdminIds } from './employees.repository.ts';
import { deleteFavourite, favouriteCompanyCards, insertFavourite, isFavourite, userWithCompanyName } from './favourites.repository.ts';

/** Adds a favourite; the first time, the company's administrators are told who (notification type 2). */
export async function addFavorite(ctx: AppContext, actor: Actor, companyId: number) {
  const written = await ctx.db.transaction(async (tx) => {
    await requireVisibleCompany(tx, actor, companyId);
    if (actor.companyId === companyId) throw businessRule('cannot_favorite_own_company');
    const added = await insertFavourite(tx, actor.userId, companyId);
    if (!added.length) return [];
    await logAction(tx, actor, 'add_favorite_company', 'company', companyId);
    const who = await userWithCompanyName(tx, actor.userId);
    const admins = await companyAdminIds(tx, companyId);
    return writeNotifications(tx, {
      userIds: admins.map((a) => a.id),
      content: { type: NotificationType.favouriteCompany, name: `${who.firstName} ${who.lastName}`, company: who.companyName ?? '' },
      link: actor.companyId ? companyProfilePath(actor.companyId) : null,
    });
  });
  await publishNotifications(ctx, written);
}

export async function removeFavorite(ctx: AppContext, actor: Actor, companyId: number) {
  await deleteFavourite(ctx.db, actor.userId, companyId);
}

export async function isFavorite(ctx: AppContext, actor: Actor, companyId: number) {
  return { isFavorite: await isFavourite(ctx.db, actor.userId, companyId) };
}

/** The actor's favourite companies, newest first, optionally filtered by name. */
export function favoriteCompanies(ctx: AppContext, actor: Actor, q: CompanyListQuery) {
  return favouriteCompanyCards(ctx.db, actor, q);
}
