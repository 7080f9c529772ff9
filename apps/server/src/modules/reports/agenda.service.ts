import type { AgendaEventModel, EventAgenda, UserAgenda } from '@portal/contracts/schedules/agenda';
import type { Actor, AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { businessRule } from '../../lib/app-error.ts';
import type { EventListRow } from '../events/events.repository.ts';
import { sessionsInterestingTo } from '../schedules/schedule-interest.repository.ts';
import { requireReadableProgramme, requireRegisteredAttendee } from '../schedules/schedule.policy.ts';
import { groupByDay, toAgendaEntry } from '../schedules/schedules.mapper.ts';
import { registeredAttendeesCount, scheduleRows } from '../schedules/schedules.repository.ts';
import { agendaCalendar } from './agenda-ics.ts';
import { agendaPerson } from './agenda.repository.ts';
import { agendaPdf } from './agenda-pdf.ts';
import { agendaTexts } from './agenda-texts.ts';
import { type ReportLog, storedImageDataUrl } from './report-images.ts';

/**
 * The agenda reports (spec-2 sections 3 and 6): the event's agenda with interest counts for
 * whoever may read its programme, and "my agenda" (the sessions a registered attendee did not
 * mark not interested), as JSON, PDF and iCalendar. An export without sessions answers
 * no_sessions_for_user (spec-2 section 8), as does my agenda when it is empty.
 */

/** The event as the agenda's head shows it: its name and place in the reader's language, else its main one (eventRows' texts). */
function eventModelOf({ event, texts }: EventListRow): AgendaEventModel {
  return {
    pkEventId: event.pkEventId,
    name: texts.name ?? event.name,
    startDate: event.startDate.toISOString(),
    endDate: event.endDate.toISOString(),
    venue: event.venue ?? texts.eventPlace ?? null,
  };
}

async function groupedSchedules(db: Db, actor: Actor, eventId: number, onlyInterested: boolean) {
  const [rows, registered] = await Promise.all([
    scheduleRows(db, {
      eventId,
      lang: actor.languageId,
      userId: actor.userId,
      where: onlyInterested ? sessionsInterestingTo(actor.userId) : undefined,
    }),
    registeredAttendeesCount(db, eventId),
  ]);
  return groupByDay(rows.map((r) => toAgendaEntry(r, registered)));
}

const noSessions = () => businessRule('no_sessions_for_user');

/** GET api/Reports/event-schedules/{id}: the event agenda (empty groups when there are no sessions). */
export async function eventAgenda(ctx: AppContext, actor: Actor, eventId: number): Promise<EventAgenda> {
  const view = await requireReadableProgramme(ctx.db, actor, eventId);
  return { eventModel: eventModelOf(view.row), groupedSchedules: await groupedSchedules(ctx.db, actor, eventId, false) };
}

/** GET api/Reports/user-on-agenda-details/{id}: the caller's agenda of the event, for a registered attendee. */
export async function userAgenda(ctx: AppContext, actor: Actor, eventId: number): Promise<UserAgenda> {
  const { db } = ctx;
  const view = await requireReadableProgramme(db, actor, eventId);
  await requireRegisteredAttendee(db, actor, eventId);
  const grouped = await groupedSchedules(db, actor, eventId, true);
  if (!grouped.length) throw noSessions();
  const person = await agendaPerson(db, actor.userId);
  return { result: person, groupedSchedules: grouped, eventModel: eventModelOf(view.row) };
}

/** The avatar's side on the PDF, in pixels. */
const AVATAR_SIDE = 160;

/** event-schedules-for-pdf/{id}: the event agenda as a PDF. */
export async function eventAgendaPdf(ctx: AppContext, actor: Actor, eventId: number): Promise<Buffer> {
  const agenda = await eventAgenda(ctx, actor, eventId);
  if (!agenda.groupedSchedules.length) throw noSessions();
  return agendaPdf({ agenda, languageId: actor.languageId, webAddress: ctx.config.publicUrl });
}

/** user-on-agenda-pdf/{id}: my agenda as a PDF. */
export async function userAgendaPdf(ctx: AppContext, actor: Actor, eventId: number, log: ReportLog): Promise<Buffer> {
  const agenda = await userAgenda(ctx, actor, eventId);
  const attendee = {
    ...agenda.result,
    avatarDataUrl: await storedImageDataUrl(
      ctx,
      agenda.result.avatar,
      { side: AVATAR_SIDE, fit: 'cover', what: 'my agenda PDF: the avatar' },
      log,
    ),
  };
  return agendaPdf({ agenda, attendee, languageId: actor.languageId, webAddress: ctx.config.publicUrl });
}

/** event-schedules-ics/{id}: the event's programme as an iCalendar file. */
export async function eventAgendaIcs(ctx: AppContext, actor: Actor, eventId: number): Promise<string> {
  const agenda = await eventAgenda(ctx, actor, eventId);
  if (!agenda.groupedSchedules.length) throw noSessions();
  return agendaCalendar({ agenda, calendarName: agenda.eventModel.name, languageId: actor.languageId, webAddress: ctx.config.publicUrl });
}

/** user-on-agenda-ics/{id}: my agenda as an iCalendar file. */
export async function userAgendaIcs(ctx: AppContext, actor: Actor, eventId: number): Promise<string> {
  const agenda = await userAgenda(ctx, actor, eventId);
  const calendarName = `${agendaTexts(actor.languageId).myAgenda}: ${agenda.eventModel.name}`;
  return agendaCalendar({ agenda, calendarName, languageId: actor.languageId, webAddress: ctx.config.publicUrl });
}
