import { totalPages } from '@portal/contracts/common/paging';
import type { EventCompanySearch, ParsedAttendeeSearch } from '@portal/contracts/events/invitations';
import type { Actor, AppContext } from '../../context.ts';
import { forbidden } from '../../lib/app-error.ts';
import { toAttendee } from './attendees.mapper.ts';
import { type AttendeeReader, attendeePageRows, eventCompanyPageRows } from './attendees.repository.ts';
import { canManageEvent } from './event.policy.ts';
import { callerInvitation } from './invitations.repository.ts';

/**
 * What the caller sees of the event's attendees: organisers everything (with e-mails); an
 * attendee who is registered and not blocked the accepted, visible, non-blocked ones; others nothing.
 * Phones (and others' e-mails) as contact-visibility.policy.ts allows in the attendee list.
 */
async function attendeeReader(ctx: AppContext, actor: Actor, eventId: number): Promise<AttendeeReader> {
  const lang = actor.languageId;
  if (await canManageEvent(ctx.db, actor, eventId)) return { actor, organiser: true, lang };
  const own = await callerInvitation(ctx.db, actor, eventId);
  if (own?.isAccepted && !own.isBlocked) return { actor, organiser: false, lang };
  throw forbidden('attendees_not_visible');
}

/** search-attendees-in-event. */
export async function searchAttendees(ctx: AppContext, actor: Actor, q: ParsedAttendeeSearch) {
  const reader = await attendeeReader(ctx, actor, q.fkEventId);
  const { rows, total } = await attendeePageRows(ctx.db, reader, q);
  return { attendees: rows.map((r) => toAttendee(r, reader.organiser)), totalPages: totalPages(total, q.pageSize), totalCount: total };
}

/** search-companies-in-event: companies of accepted attendees (for attendees: of the visible ones). */
export async function searchEventCompanies(ctx: AppContext, actor: Actor, q: EventCompanySearch) {
  const reader = await attendeeReader(ctx, actor, q.fkEventId);
  const { rows, total } = await eventCompanyPageRows(ctx.db, reader, q);
  return { companies: rows, totalPages: totalPages(total, q.pageSize), companiesCount: total };
}
