import type { LogAction } from '@portal/contracts/logs/log-codes';
import type { DeleteOwnAccountModel, ErasureSummary } from '@portal/contracts/accounts/erasure';
import { RoleId } from '@portal/contracts/common/access';
import { companyEmployeesPath, portalAddress } from '@portal/contracts/common/portal-links';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { businessRule, fieldError, notFound } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { personRemoved } from '../accounts/person-removed.ts';
import { languageCode } from '../accounts/users.repository.ts';
import { findFile, removeFile } from '../files/files.service.ts';
import { logAction } from '../logs/logs.service.ts';
import { publishNotifications } from '../notifications/notify.service.ts';
import { activeChamberAdminsOf } from './users-admin.repository.ts';
import {
  anonymiseUser,
  comingMeetingsOf,
  companyOfUser,
  deletePersonalRows,
  type ErasableUser,
  erasureCounts,
  hasOtherActiveHolder,
  lockErasableUser,
} from './users-erasure.repository.ts';

/*
 * Erasure of a person's data (issue 24 item 4; docs/decisions.md "Privacy: erasure"): by the
 * person ("Delete my account") and by a platform administrator's hard delete, one path.
 */

/** Whether the user is the company administrator of their company and no other active one is left. */
async function leavesCompanyWithoutAdmin(db: DbOrTx, user: Pick<ErasableUser, 'id' | 'roleId' | 'companyId'>) {
  if (user.roleId !== RoleId.companyAdmin || !user.companyId) return false;
  return !(await hasOtherActiveHolder(db, RoleId.companyAdmin, user.id, user.companyId));
}

/** What deleting the caller's account removes, cancels and keeps (the dialog's list). */
export async function erasureSummary(ctx: AppContext, actor: Actor): Promise<ErasureSummary> {
  const [meetings, counts, company] = await Promise.all([
    comingMeetingsOf(ctx.db, actor.userId, new Date()),
    erasureCounts(ctx.db, actor.userId),
    actor.companyId ? companyOfUser(ctx.db, actor.companyId) : null,
  ]);
  return {
    comingMeetings: meetings.map((m) => ({
      reservationId: m.reservationId,
      eventName: m.eventName,
      start: m.start.toISOString(),
      withName: `${m.withFirstName} ${m.withLastName}`.trim(),
    })),
    company: company && {
      pkCompanyId: company.id,
      name: company.name,
      isLastAdministrator: await leavesCompanyWithoutAdmin(ctx.db, { id: actor.userId, roleId: actor.roleId, companyId: company.id }),
    },
    ...counts,
  };
}

/**
 * The company goes to its chamber: each active chamber administrator of its country gets a mail
 * with the link to its employees, where they appoint a company administrator; the company
 * administration list shows it among the companies without an administrator.
 */
async function handOverToChamber(ctx: AppContext, tx: DbOrTx, companyId: number) {
  const company = await companyOfUser(tx, companyId);
  if (!company) return;
  const chamberAdmins = await activeChamberAdminsOf(tx, company.countryId);
  for (const admin of chamberAdmins) {
    await ctx.mail.enqueue(tx, {
      to: admin.email,
      template: 'company_without_administrator',
      lang: await languageCode(tx, admin.fkLanguageId),
      params: { firstName: admin.firstName, companyName: company.name },
      link: portalAddress(ctx.config.publicUrl, companyEmployeesPath(companyId)),
    });
  }
}

/**
 * Erases a person in its own transaction: locks them (a second erasure waits, then finds nothing:
 * 404), runs `check` (the password), removes what is only theirs, anonymises the row, cancels
 * their coming meetings (type 18 to the other people, without their name) and hands a company
 * left without an administrator to its chamber; after commit the other people are notified live,
 * the avatar's bytes go and the chamber's mails are sent.
 */
export async function eraseAccount(
  ctx: AppContext,
  by: Actor,
  userId: number,
  action: LogAction,
  check?: (tx: DbOrTx, user: ErasableUser) => Promise<void>,
) {
  const done = await ctx.db.transaction(async (tx) => {
    const user = await lockErasableUser(tx, userId);
    if (!user) throw notFound('user_not_found');
    await check?.(tx, user);
    const orphaned = await leavesCompanyWithoutAdmin(tx, user);
    const avatar = user.avatarName ? await findFile(tx, user.avatarName) : null;
    const files = avatar && avatar.fkOwnerUserId === user.id ? [avatar] : [];
    for (const file of files) await removeFile(tx, file);
    await deletePersonalRows(tx, user.id, user.email);
    await anonymiseUser(tx, user.id, new Date());
    const notes = await personRemoved.run(ctx, tx, { userId: user.id });
    if (orphaned && user.companyId) await handOverToChamber(ctx, tx, user.companyId);
    await logAction(tx, by, action, 'user', user.id, { roleId: user.roleId, companyId: user.companyId, companyLeftWithoutAdmin: orphaned });
    return { notes, files: files.map((f) => f.name) };
  });
  await publishNotifications(ctx, done.notes);
  for (const name of done.files) await ctx.storage.remove(name);
  ctx.mail.deliverSoon();
}

/** "Delete my account": the password again (a wrong one changes nothing) and the confirmation (the contract's); their sessions end with the erasure. */
export async function eraseOwnAccount(ctx: AppContext, actor: Actor, input: DeleteOwnAccountModel) {
  await eraseAccount(ctx, actor, actor.userId, 'user_erased_self', async (tx, user) => {
    if (!(await verifyPassword(user.passwordHash, input.password))) throw fieldError('password', 'wrong_password');
    // The platform would be left without anyone to run it.
    if (user.roleId === RoleId.platformAdmin && !(await hasOtherActiveHolder(tx, RoleId.platformAdmin, user.id)))
      throw businessRule('last_platform_admin_cannot_leave');
  });
}
