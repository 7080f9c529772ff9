import { and, asc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';

const e = t.events;

/** A user of the company holds a (not blocked) invitation to the event in the query, by user or by e-mail. */
const companyInvited = (companyId: number, accepted?: boolean) => sql`exists (
  select 1 from ${t.eventInvitations} i
  join ${t.users} u on u.pk_user_id = i.fk_user_id or (i.fk_user_id is null and lower(u.email) = lower(i.email))
  where i.fk_event_id = ${e.pkEventId} and u.fk_company_id = ${companyId} and u.deleted_at is null
    and not i.is_blocked${accepted ? sql` and i.is_accepted` : sql``})`;

/** Events that let the company skip registration: announced, live, not finished, allowing it, and the company invited. */
const skipEvents = (companyId: number, eventId?: number): SQL | undefined =>
  and(
    isNull(e.deletedAt),
    eq(e.isAnnounced, true),
    eq(e.allowSkipRegistration, true),
    gt(e.endDate, new Date()),
    eventId ? eq(e.pkEventId, eventId) : undefined,
    companyInvited(companyId),
  );

/** The events through which the company may skip verification (all, or only the one named), by start. */
export function skipRegistrationEvents(db: DbOrTx, companyId: number, eventId?: number) {
  return db
    .select({ pkEventId: e.pkEventId, name: e.name })
    .from(e)
    .where(skipEvents(companyId, eventId))
    .orderBy(asc(e.startDate), asc(e.pkEventId));
}

/** Whether a user of the company registered (and is not blocked) on any live event. */
export async function companyHasAcceptedInvitation(db: DbOrTx, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: e.pkEventId })
    .from(e)
    .where(and(isNull(e.deletedAt), companyInvited(companyId, true)))
    .limit(1);
  return !!row;
}
