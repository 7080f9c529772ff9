import { eq, or } from 'drizzle-orm';
import type { Actor } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { editableCompanyCondition } from '../companies/company.policy.ts';
import type { LogScope } from '../logs/logs.repository.ts';
import { manageableUsersCondition } from '../users/user.policy.ts';
import { userRuleColumns, withJoins } from '../users/users-admin.repository.ts';

/**
 * Who reads which log entries and mails. The platform administrator reads every one. Anyone
 * else the logs are open to (a chamber administrator) reads their chamber's: the entries by or
 * about the people they administer (the user rule) and themselves, the entries about the
 * companies they administer (the company rule), and the mails to those people. Both rules are
 * the existing list conditions, so the logs and the administration lists can never disagree.
 */
export const canReadEveryLog = (actor: Pick<Actor, 'functions'>) => actor.functions.has('super_admin_function');

/** An error's stack shows the server's internals: the platform administrator's; others read the message and reference. */
export const canReadErrorStacks = canReadEveryLog;

/** The reader's scope for the log reads: undefined for every entry, else their chamber's people and companies. */
export function logScope(db: DbOrTx, actor: Actor): LogScope | undefined {
  if (canReadEveryLog(actor)) return undefined;
  const people = withJoins(db.select({ id: t.users.pkUserId }).from(t.users).$dynamic()).where(
    or(eq(t.users.pkUserId, actor.userId), manageableUsersCondition(actor, userRuleColumns)),
  );
  const companies = db
    .select({ id: t.companies.pkCompanyId })
    .from(t.companies)
    .innerJoin(t.countries, eq(t.countries.pkCountryId, t.companies.fkCountryId))
    .where(editableCompanyCondition(actor));
  return { people: people.getSQL(), companies: companies.getSQL() };
}
