import { and, desc, asc, eq, sql } from 'drizzle-orm';
import type { EventDetails, EventInfo } from '@portal/contracts/events/events';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { registrationStateOf } from './event-status.ts';
import { toEventDetails } from './events.mapper.ts';
import { countryNameIn, type Viewer, viewerOf } from './events.repository.ts';
import { assistantChamberRows } from './event-chambers.repository.ts';
import { type EventView, viewEvent } from './events-visibility.ts';

/** The details answer of an event the viewer may see. */
export async function detailsOf(db: DbOrTx, v: Viewer, view: EventView): Promise<EventDetails> {
  const assistants = await assistantChamberRows(db, v.lang, view.row.event.pkEventId);
  return toEventDetails(view.row, v.actor, {
    canManage: view.canManage,
    assistantChambers: assistants.map(({ pkChamberId, name }) => ({ pkChamberId, name })),
  });
}

/** GET api/Events/{id}. */
export async function getEvent(ctx: AppContext, actor: Actor, id: number) {
  const v = viewerOf(actor);
  return detailsOf(ctx.db, v, await viewEvent(ctx.db, v, id));
}

const inv = t.eventInvitations;

/** POST get-event-info/{id}: the details with attendee figures; companies and countries count registered attendees. */
export async function getEventInfo(ctx: AppContext, actor: Actor, id: number): Promise<EventInfo> {
  const { db } = ctx;
  const v = viewerOf(actor);
  const view = await viewEvent(db, v, id);
  const [figures] = await db
    .select({
      total: sql<number>`count(*)::int`,
      accepted: sql<number>`(count(*) filter (where ${inv.isAccepted}))::int`,
      companies: sql<number>`(count(distinct ${t.companies.pkCompanyId}) filter (where ${inv.isAccepted}))::int`,
      countries: sql<number>`(count(distinct ${t.companies.fkCountryId}) filter (where ${inv.isAccepted}))::int`,
    })
    .from(inv)
    .leftJoin(t.users, eq(t.users.pkUserId, inv.fkUserId))
    .leftJoin(t.companies, eq(t.companies.pkCompanyId, t.users.fkCompanyId))
    .where(eq(inv.fkEventId, id));
  return {
    event: await detailsOf(db, v, view),
    atendeesNumber: figures.total,
    atendeesAcceptedNumber: figures.accepted,
    atendeesNotAcceptedNumber: figures.total - figures.accepted,
    companiesNumber: figures.companies,
    countriesNumber: figures.countries,
  };
}

/** get-event-with-specific-info/{id}: registered attendees counted by their company's country. */
export async function getEventWithSpecificInfo(ctx: AppContext, actor: Actor, id: number) {
  const { db } = ctx;
  const v = viewerOf(actor);
  const view = await viewEvent(db, v, id);
  const countryName = countryNameIn(v.lang);
  const participantsByCountry = await db
    .select({ countryName, count: sql<number>`count(*)::int` })
    .from(inv)
    .innerJoin(t.users, eq(t.users.pkUserId, inv.fkUserId))
    .innerJoin(t.companies, eq(t.companies.pkCompanyId, t.users.fkCompanyId))
    .innerJoin(t.countries, eq(t.countries.pkCountryId, t.companies.fkCountryId))
    .where(and(eq(inv.fkEventId, id), eq(inv.isAccepted, true)))
    .groupBy(t.countries.pkCountryId, countryName)
    .orderBy(desc(sql`count(*)`), asc(countryName));
  return { event: await detailsOf(db, v, view), participantsByCountry, isAccepted: view.row.isAccepted };
}

/** is-event-registration-started-or-ended/{id}. */
export async function registrationStateOfEvent(ctx: AppContext, actor: Actor, id: number) {
  return registrationStateOf((await viewEvent(ctx.db, viewerOf(actor), id)).row.event);
}

/** get-event-start-date-and-chamber-id and get-event-end-date-and-chamber-id. */
export async function eventDateAndChamber(ctx: AppContext, actor: Actor, id: number, which: 'startDate' | 'endDate') {
  const { event } = (await viewEvent(ctx.db, viewerOf(actor), id)).row;
  return { date: event[which].toISOString(), fkChamberId: event.fkChamberId };
}

/** check-event-allow-skip-registration/{id}. */
export async function allowSkipRegistration(ctx: AppContext, actor: Actor, id: number) {
  return { allowSkipRegistration: (await viewEvent(ctx.db, viewerOf(actor), id)).row.event.allowSkipRegistration };
}
