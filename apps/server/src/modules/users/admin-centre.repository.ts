import type { AdminCentreCounters } from '@portal/contracts/users/admin-centre';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { editableCompanyCondition } from '../companies/company.policy.ts';
import { manageableUsersCondition } from './user.policy.ts';
import { userRuleColumns, withJoins } from './users-admin.repository.ts';

/** The action the company administration writes when it takes a company's verification back. */
const REVOKED_ACTION = 'unverify_company';

const counted = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

/** An unverified company whose verification an administrator has revoked (the action log keeps it). */
const revoked = sql`exists (
  select 1 from ${t.actionLogs}
  where ${t.actionLogs.entityType} = 'company' and ${t.actionLogs.action} = ${REVOKED_ACTION}
    and ${t.actionLogs.entityId} = ${t.companies.pkCompanyId}::text)`;

/** The company counters over the companies the actor may administer (the company policy's list condition). */
async function companyCounters(db: DbOrTx, actor: Actor) {
  const [row] = await db
    .select({
      approvedCompanies: counted(sql`${t.companies.isVerified}`),
      disapprovedCompanies: counted(sql`not ${t.companies.isVerified} and ${revoked}`),
      newCompanyRequests: counted(sql`not ${t.companies.isVerified} and not ${revoked}`),
    })
    .from(t.companies)
    .innerJoin(t.countries, eq(t.countries.pkCountryId, t.companies.fkCountryId))
    .where(and(isNull(t.companies.deletedAt), editableCompanyCondition(actor)));
  return row;
}

/** The user counters over the users the actor may administer (the user policy's list condition). */
async function userCounters(db: DbOrTx, actor: Actor) {
  const [row] = await withJoins(
    db
      .select({
        approvedUsers: counted(sql`${t.users.isVerified} and ${t.users.isActive}`),
        disapprovedUsers: counted(sql`${t.users.isVerified} and not ${t.users.isActive}`),
        newUserRequests: counted(sql`not ${t.users.isVerified}`),
        totalNomberOfUsers: sql<number>`count(*)::int`,
      })
      .from(t.users)
      .$dynamic(),
  ).where(and(isNull(t.users.deletedAt), manageableUsersCondition(actor, userRuleColumns)));
  return row;
}

/** The admin centre counters: one statement for the companies and one for the users. */
export async function adminCentreCounters(db: DbOrTx, actor: Actor): Promise<AdminCentreCounters> {
  const [companies, users] = await Promise.all([companyCounters(db, actor), userCounters(db, actor)]);
  return { ...companies, ...users };
}
