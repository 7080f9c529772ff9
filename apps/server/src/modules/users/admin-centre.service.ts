import type { AdminCentreCounters } from '@portal/contracts/users/admin-centre';
import type { Actor } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { adminCentreCounters as countersOf } from './admin-centre.repository.ts';

/**
 * The admin centre counters. Which companies and users they count is the company and user
 * policies' list rule, so each counter equals the length of the administration list it links to.
 */
export function adminCentreCounters(db: DbOrTx, actor: Actor): Promise<AdminCentreCounters> {
  return countersOf(db, actor);
}
