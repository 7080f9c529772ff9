import type { BulkUserStatusModel } from '@portal/contracts/users/admin-users';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { businessRule } from '../../lib/app-error.ts';
import { revokeSessionsOfUsers } from '../accounts/tokens.service.ts';
import { languageCode } from '../accounts/users.repository.ts';
import { activeCompanyAdminIds } from '../companies/employees.repository.ts';
import { logActions } from '../logs/logs.service.ts';
import { changeUsersStatus, type StatusField, type UserTarget } from './users-admin.repository.ts';
import {
  canViewUser,
  isActivityAction,
  keepsActiveCompanyAdmin,
  mustKeepActiveCompanyAdmin,
  requireManageableUser,
  requireNotSelf,
  type StatusAction,
  statusChangeScope,
} from './user.policy.ts';
const statusChanges: Record<StatusAction, { field: StatusField; value: boolean }> = {
  verify: { field: 'isVerified', value: true },
  unverify: { field: 'isVerified', value: false },
  activate: { field: 'isActive', value: true },
  deactivate: { field: 'isActive', value: false },
  confirm_email: { field: 'emailConfirmed', value: true },
};

/** Unverifying or deactivating oneself goes through the self-service calls, never the administration. */
const isAgainstSelf = (action: StatusAction) => action === 'unverify' || action === 'deactivate';

type Changed = Awaited<ReturnType<typeof changeUsersStatus>>;

/** One person's deactivation by a company administrator, refused with a reason when it would leave the company no active administrator. */
async function checkLastCompanyAdmin(tx: DbOrTx, actor: Actor, target: UserTarget, action: StatusAction) {
  if (action !== 'deactivate' || !mustKeepActiveCompanyAdmin(actor) || !target.user.fkCompanyId) return;
  const admins = await activeCompanyAdminIds(tx, target.user.fkCompanyId);
  if (
    !keepsActiveCompanyAdmin(
      target,
      admins.map((a) => a.id),
    )
  )
    throw businessRule('last_company_administrator');
}

/**
 * What follows the users a status action changed, in its transaction: the verified are mailed,
 * the deactivated signed out, and each change logged with who made it.
 */
async function followChanges(ctx: AppContext, tx: DbOrTx, actor: Actor, action: StatusAction, changed: Changed) {
  if (action === 'verify') {
    // A thousand users speak a handful of languages: each code is read once.
    const langs = new Map<number, string>();
    for (const u of changed) {
      const lang = langs.get(u.fkLanguageId) ?? (await languageCode(tx, u.fkLanguageId));
      langs.set(u.fkLanguageId, lang);
      await ctx.mail.enqueue(tx, {
        to: u.email,
        template: 'user_verified',
        lang,
        params: { firstName: u.firstName },
        link: ctx.config.publicUrl,
      });
    }
  }
  if (action === 'deactivate')
    await revokeSessionsOfUsers(
      tx,
      changed.map((u) => u.id),
      'deactivated',
    );
  await logActions(
    tx,
    actor,
    `user_${action}`,
    'user',
    changed.map((u) => u.id),
  );
}

/**
 * Verification, activity and e-mail confirmation of one user by an administrator (activity also
 * by their company's administrator). A user already so is answered as done without a second
 * mail or log row (a double click, or many requests at once).
 */
export async function setUserStatus(ctx: AppContext, actor: Actor, id: number, action: StatusAction) {
  const target = await requireManageableUser(ctx.db, actor, id, isActivityAction(action) ? { rule: canViewUser } : {});
  if (isAgainstSelf(action)) requireNotSelf(actor, target);
  const changed = await ctx.db.transaction(async (tx) => {
    const scope = await statusChangeScope(tx, actor, [id], action);
    await checkLastCompanyAdmin(tx, actor, target, action);
    const rows = await changeUsersStatus(tx, [id], statusChanges[action], { scope });
    await followChanges(ctx, tx, actor, action, rows);
    return rows.length;
  });
  if (changed && action === 'verify') ctx.mail.deliverSoon();
}

/**
 * A status change on a selection, all or nothing in one transaction. The user rule is applied in
 * SQL, so users the caller does not administer (and the caller, for unverify and deactivate) are
 * left out rather than refused; the answer counts what changed.
 */
export async function bulkSetUserStatus(ctx: AppContext, actor: Actor, input: BulkUserStatusModel) {
  const ids = [...new Set(input.ids)];
  const changed = await ctx.db.transaction(async (tx) => {
    const rows = await changeUsersStatus(tx, ids, statusChanges[input.action], {
      scope: await statusChangeScope(tx, actor, ids, input.action),
      exceptUserId: isAgainstSelf(input.action) ? actor.userId : undefined,
    });
    await followChanges(ctx, tx, actor, input.action, rows);
    return rows.length;
  });
  if (changed && input.action === 'verify') ctx.mail.deliverSoon();
  return { requested: ids.length, changed };
}
