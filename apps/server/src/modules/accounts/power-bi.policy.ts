import { eq } from 'drizzle-orm';
import { RoleId } from '@portal/contracts/common/access';
import type { Actor } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';

/**
 * Who has the business-intelligence reports (spec-1 hasPowerBi): platform and chamber
 * administrators always, company users when their company has them.
 */
export function hasPowerBi(roleId: number, companyHasPowerBi: boolean): boolean {
  return roleId === RoleId.platformAdmin || roleId === RoleId.chamberAdmin || companyHasPowerBi;
}

/** The same rule for a signed-in actor, their company's flag read from the database. */
export async function actorHasPowerBi(db: DbOrTx, actor: Pick<Actor, 'roleId' | 'companyId'>): Promise<boolean> {
  if (hasPowerBi(actor.roleId, false) || actor.companyId === null) return hasPowerBi(actor.roleId, false);
  const [company] = await db
    .select({ hasPowerBi: t.companies.hasPowerBi })
    .from(t.companies)
    .where(eq(t.companies.pkCompanyId, actor.companyId));
  return hasPowerBi(actor.roleId, company?.hasPowerBi ?? false);
}
