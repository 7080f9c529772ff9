import { and, asc, count, countDistinct, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { EventCompanySearch, ParsedAttendeeSearch } from '@portal/contracts/events/invitations';
import type { Actor } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { offsetOf } from '../../lib/paging.ts';
import { containsText } from '../../lib/text-match.ts';
import { visibleContactColumns } from '../companies/contact-visibility.policy.ts';
import { eventParticipantCondition } from './event.policy.ts';
import { countryNameIn } from '../codes/country-names.repository.ts';
import { codeName } from './events.repository.ts';

const inv = t.eventInvitations;
const u = t.users;
const c = t.companies;

/** The person behind an invitation: its user, or the user who registered later with the invited e-mail. */
const personJoin = and(
  sql`(${u.pkUserId} = ${inv.fkUserId} or (${inv.fkUserId} is null and lower(${u.email}) = lower(${inv.email})))`,
  isNull(u.deletedAt),
);
const companyJoin = and(eq(c.pkCompanyId, u.fkCompanyId), isNull(c.deletedAt));

/** What an attendee (not an organiser) sees of the others: accepted, not blocked, and showing their data. */
const attendeeVisible = and(eq(inv.isAccepted, true), eq(inv.isBlocked, false), eq(inv.isUserDataVisibleToOthers, true));

/** Who reads an attendee list: the organisers see every invitation and search by e-mail too. */
export interface AttendeeReader {
  actor: Actor;
  organiser: boolean;
  lang: number;
}

/** A page of an event's invitations with their people, companies and countries (search-attendees-in-event). */
export async function attendeePageRows(db: DbOrTx, reader: AttendeeReader, q: ParsedAttendeeSearch) {
  const person = sql`concat_ws(' ', ${u.firstName}, ${u.lastName}, ${c.name}${reader.organiser ? sql`, ${inv.email}` : sql``})`;
  const where: SQL | undefined = and(
    eq(inv.fkEventId, q.fkEventId),
    reader.organiser ? undefined : attendeeVisible,
    q.name ? containsText(person, q.name) : undefined,
    q.isAccepted === null || q.isAccepted === undefined ? undefined : eq(inv.isAccepted, q.isAccepted),
    q.isBlocked === null || q.isBlocked === undefined ? undefined : eq(inv.isBlocked, q.isBlocked),
    q.canMeet ? eventParticipantCondition(q.fkEventId, u.pkUserId) : undefined,
    q.fkAttendeeTypeId ? eq(inv.fkAttendeeTypeId, q.fkAttendeeTypeId) : undefined,
    q.fkCountryId ? eq(c.fkCountryId, q.fkCountryId) : undefined,
  );
  const rowsQuery = db
    .select({
      inv,
      contact: visibleContactColumns(reader, 'eventAttendees'),
      userId: u.pkUserId,
      firstName: u.firstName,
      lastName: u.lastName,
      avatarName: u.avatarName,
      companyId: c.pkCompanyId,
      companyName: c.name,
      countryName: countryNameIn(reader.lang),
      attendeeTypeName: codeName(sql`${inv.fkAttendeeTypeId}`, reader.lang),
    })
    .from(inv)
    .leftJoin(u, personJoin)
    .leftJoin(c, companyJoin)
    .leftJoin(t.countries, eq(t.countries.pkCountryId, c.fkCountryId))
    .where(where)
    .orderBy(sql`lower(coalesce(${u.lastName}, ${inv.email}))`, asc(u.firstName), asc(inv.pkEventInvitationId))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize));
  const countQuery = db.select({ n: count() }).from(inv).leftJoin(u, personJoin).leftJoin(c, companyJoin).where(where);
  const [rows, [{ n }]] = await Promise.all([rowsQuery, countQuery]);
  return { rows, total: n };
}
export type AttendeeRow = Awaited<ReturnType<typeof attendeePageRows>>['rows'][number];

/** A page of the companies of an event's accepted attendees (for attendees: of the visible ones), with their counts. */
export async function eventCompanyPageRows(db: DbOrTx, reader: AttendeeReader, q: EventCompanySearch) {
  const where = and(
    eq(inv.fkEventId, q.fkEventId),
    reader.organiser ? eq(inv.isAccepted, true) : attendeeVisible,
    q.name ? containsText(c.name, q.name) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        pkCompanyId: c.pkCompanyId,
        name: c.name,
        logoName: c.logoName,
        countryName: countryNameIn(reader.lang),
        attendeesCount: sql<number>`count(distinct ${inv.pkEventInvitationId})::int`,
      })
      .from(inv)
      .innerJoin(u, personJoin)
      .innerJoin(c, companyJoin)
      .innerJoin(t.countries, eq(t.countries.pkCountryId, c.fkCountryId))
      .where(where)
      .groupBy(c.pkCompanyId, t.countries.pkCountryId)
      .orderBy(asc(c.name), asc(c.pkCompanyId))
      .limit(q.pageSize)
      .offset(offsetOf(q.pageNum, q.pageSize)),
    db
      .select({ n: countDistinct(c.pkCompanyId) })
      .from(inv)
      .innerJoin(u, personJoin)
      .innerJoin(c, companyJoin)
      .where(where),
  ]);
  return { rows, total: n };
}

/** An event's invitations counted: all, accepted, and the companies and countries of the accepted attendees. */
export async function attendeeFigures(db: DbOrTx, eventId: number) {
  const [figures] = await db
    .select({
      total: sql<number>`count(*)::int`,
      accepted: sql<number>`(count(*) filter (where ${inv.isAccepted}))::int`,
      companies: sql<number>`(count(distinct ${c.pkCompanyId}) filter (where ${inv.isAccepted}))::int`,
      countries: sql<number>`(count(distinct ${c.fkCountryId}) filter (where ${inv.isAccepted}))::int`,
    })
    .from(inv)
    .leftJoin(u, eq(u.pkUserId, inv.fkUserId))
    .leftJoin(c, eq(c.pkCompanyId, u.fkCompanyId))
    .where(eq(inv.fkEventId, eventId));
  return figures;
}

/** An event's registered attendees counted by their company's country, the largest first. */
export function participantsByCountry(db: DbOrTx, eventId: number, lang: number) {
  const countryName = countryNameIn(lang);
  return db
    .select({ countryName, count: sql<number>`count(*)::int` })
    .from(inv)
    .innerJoin(u, eq(u.pkUserId, inv.fkUserId))
    .innerJoin(c, eq(c.pkCompanyId, u.fkCompanyId))
    .innerJoin(t.countries, eq(t.countries.pkCountryId, c.fkCountryId))
    .where(and(eq(inv.fkEventId, eventId), eq(inv.isAccepted, true)))
    .groupBy(t.countries.pkCountryId, countryName)
    .orderBy(desc(sql`count(*)`), asc(countryName));
}
