import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { rawRows } from '../../lib/raw-rows.ts';
import { registeredUsers } from './surveys.repository.ts';

export interface MailedAttendee {
  user_id: number;
  email: string;
  first_name: string;
  language_id: number;
  language_code: string;
  /** They have submitted answers (no reminder notification). */
  answered: boolean;
}

/**
 * Takes the survey mail's turn for every registered attendee not mailed within the window and
 * answers them: one statement that inserts or moves each attendee's mailing row only when their
 * last mail is older than `windowSeconds`. Concurrent sends queue on the same rows (taken in user
 * order, so they cannot deadlock); a later one re-reads the row the first one wrote and skips it.
 * So each attendee is mailed once per window however many sends run at once.
 */
export async function claimSurveyMailings(tx: DbOrTx, eventId: number, now: Date, windowSeconds: number): Promise<MailedAttendee[]> {
  return rawRows<MailedAttendee>(
    tx,
    sql`with claimed as (
      insert into ${t.surveyMailings} as m (fk_event_id, fk_user_id, mailed_at)
        select ${eventId}, r.user_id, ${now.toISOString()}::timestamptz from (${registeredUsers(eventId)}) r order by r.user_id
      on conflict (fk_event_id, fk_user_id) do update set mailed_at = excluded.mailed_at
        where m.mailed_at <= excluded.mailed_at - make_interval(secs => ${windowSeconds})
      returning m.fk_user_id)
    select u.pk_user_id as user_id, u.email, u.first_name, l.pk_language_id as language_id, l.code as language_code,
      exists (select 1 from ${t.surveySubmissions} s where s.fk_event_id = ${eventId} and s.fk_user_id = u.pk_user_id) as answered
    from claimed c join ${t.users} u on u.pk_user_id = c.fk_user_id join ${t.languages} l on l.pk_language_id = u.fk_language_id
    order by u.pk_user_id`,
  );
}
