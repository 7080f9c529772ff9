import { and, desc, asc, eq, sql } from 'drizzle-orm';
import type { EventDetails, EventInfo } from '@portal/contracts/events/events';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { registrationStateOf } from './event-access.policy.ts';
import { toEventDetails } from './events.mapper.ts';
import type { Viewer } from './events.repository.ts';
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
export async function getEvent(db: DbOrTx, v: Viewer, id: number) {
  return detailsOf(db, v, await viewEvent(db, v, id));
}

const inv = t.eventInvitations;

/** POST get-event-info/{id}: the details with attendee figures; companies and countries count registered attendees. */
export async function getEventInfo(db: DbOrTx, v: Viewer, id: number): Promise<EventInfo> {
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
export async function getEventWithSpecificInfo(db: DbOrTx, v: Viewer, id: number) {
  const view = await viewEvent(db, v, id);
  const countryName = v.lang === 1 ? t.countries.name : t.countries.nameSr;
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

export async function registrationStateOfEvent(db: DbOrTx, v: Viewer, id: number) {
  return registrationStateOf((await viewEvent(db, v, id)).row.event);
}

/** get-event-start-date-and-chamber-id and get-event-end-date-and-chamber-id. */
export async function eventDateAndChamber(db: DbOrTx, v: Viewer, id: number, which: 'startDate' | 'endDate') {
  const { event } = (await viewEvent(db, v, id)).row;
  return { date: event[which].toISOString(), fkChamberId: event.fkChamberId };
}

export async function allowSkipRegistration(db: DbOrTx, v: Viewer, id: number) {
  return { allowSkipRegistration: (await viewEvent(db, v, id)).row.event.allowSkipRegistration };
}
