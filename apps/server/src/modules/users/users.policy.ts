import type { Actor } from '../../context.ts';
import { canChamberAdminManageCompany } from '../companies/company-access.policy.ts';
import type { UserTarget } from './users-admin.repository.ts';

type Target = Pick<UserTarget, 'company' | 'holdsAdminAlias'> & { user: { pkUserId: number } };

/**
 * Who may administer a user: a platform administrator everybody; a chamber administrator the
 * users of a company that passes the chamber rule, but never an administrator.
 */
export function canManageUser(actor: Actor, target: Target): boolean {
  if (actor.functions.has('super_admin_function')) return true;
  if (!actor.functions.has('cif_admin_function')) return false;
  if (target.holdsAdminAlias || !target.company) return false;
  return canChamberAdminManageCompany(actor, target.company);
}

/** What the caller may do with a manageable user (the `can` flags of the details answer). */
export function userPermissions(actor: Actor, target: Target) {
  const manage = canManageUser(actor, target);
  const other = manage && target.user.pkUserId !== actor.userId;
  const superAdmin = actor.functions.has('super_admin_function');
  return {
    edit: manage,
    changeRole: manage && (superAdmin || other),
    verify: other,
    activate: other,
    delete: other,
    hardDelete: superAdmin && other,
    setPassword: other,
  };
}
