import type { Actor, AppContext } from '../../context.ts';
import { toAttendee } from '../events/attendees.mapper.ts';
import { attendeePageRows } from '../events/attendees.repository.ts';
import { requireManagedEvent } from '../events/event.policy.ts';
import { eventUsersSheet } from './event-users-sheet.ts';

/** More invitations than an event holds (its halls seat a few thousand): one sheet takes them all. */
const EVENT_USERS_ROWS_MAX = 50_000;

/**
 * GET api/Reports/event-users/{id}: every invitation of an event as a spreadsheet, for its
 * organisers only (spec-2 section 6: the export of attendees is the event administrator's; 403
 * event_not_editable for others). The rows are the organisers' attendee list, read with the
 * same reader: the invited e-mail, the phone where the person shows it there.
 */
export async function eventUsersFile(ctx: AppContext, actor: Actor, eventId: number): Promise<Buffer> {
  await requireManagedEvent(ctx.db, actor, eventId);
  const reader = { actor, organiser: true, lang: actor.languageId };
  const { rows } = await attendeePageRows(ctx.db, reader, { fkEventId: eventId, pageNum: 1, pageSize: EVENT_USERS_ROWS_MAX });
  return eventUsersSheet(
    rows.map((r) => toAttendee(r, reader.organiser)),
    actor.languageId,
  );
}
