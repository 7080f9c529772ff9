import { and, asc, count, countDistinct, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { totalPages } from '@portal/contracts/common/paging';
import type { Attendee, EventCompanySearch, ParsedAttendeeSearch } from '@portal/contracts/events/invitations';
import type { Actor, AppContext } from '../../context.ts';
import * as t from '../../db/schema/all.ts';
import { forbidden } from '../../lib/app-error.ts';
import { containsText } from '../../lib/text-match.ts';
import { canManageEvent } from './event.policy.ts';
import { callerInvitation } from './invitations.repository.ts';
import { codeName, countryNameIn } from './events.repository.ts';

const inv = t.eventInvitations;
const u = t.users;
const c = t.companies;

/** The person behind an invitation: its user, or the user who registered later with the invited e-mail. */
const personJoin = and(
  sql`(${u.pkUserId} = ${inv.fkUserId} or (${inv.fkUserId} is null and lower(${u.email}) = lower(${inv.email})))`,
  isNull(u.deletedAt),
);
const companyJoin = and(eq(c.pkCompanyId, u.fkCompanyId), isNull(c.deletedAt));

/**
 * What the caller sees of the event's attendees: organisers everything (with e-mails); an
 * attendee who is registered and not blocked the accepted, visible, non-blocked ones; others nothing.
 */
async function attendeeView(ctx: AppContext, actor: Actor, eventId: number): Promise<'organiser' | 'attendee'> {
  if (await canManageEvent(ctx.db, actor, eventId)) return 'organiser';
  const own = await callerInvitation(ctx.db, actor, eventId);
  if (own?.isAccepted && !own.isBlocked) return 'attendee';
  throw forbidden('attendees_not_visible');
}

const attendeeVisible = and(eq(inv.isAccepted, true), eq(inv.isBlocked, false), eq(inv.isUserDataVisibleToOthers, true));

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** search-attendees-in-event. */
export async function searchAttendees(ctx: AppContext, actor: Actor, q: ParsedAttendeeSearch) {
  const view = await attendeeView(ctx, actor, q.fkEventId);
  const organiser = view === 'organiser';
  const person = sql`concat_ws(' ', ${u.firstName}, ${u.lastName}, ${c.name}${organiser ? sql`, ${inv.email}` : sql``})`;
  const where: SQL | undefined = and(
    eq(inv.fkEventId, q.fkEventId),
    organiser ? undefined : attendeeVisible,
    q.name ? containsText(person, q.name) : undefined,
    q.isAccepted === null || q.isAccepted === undefined ? undefined : eq(inv.isAccepted, q.isAccepted),
    q.isBlocked === null || q.isBlocked === undefined ? undefined : eq(inv.isBlocked, q.isBlocked),
    q.fkAttendeeTypeId ? eq(inv.fkAttendeeTypeId, q.fkAttendeeTypeId) : undefined,
    q.fkCountryId ? eq(c.fkCountryId, q.fkCountryId) : undefined,
  );
  const lang = actor.languageId;
  const rowsQuery = ctx.db
    .select({
      inv,
      userId: u.pkUserId,
      firstName: u.firstName,
      lastName: u.lastName,
      avatarName: u.avatarName,
      companyId: c.pkCompanyId,
      companyName: c.name,
      countryName: countryNameIn(lang),
      attendeeTypeName: codeName(sql`${inv.fkAttendeeTypeId}`, lang),
    })
    .from(inv)
    .leftJoin(u, personJoin)
    .leftJoin(c, companyJoin)
    .leftJoin(t.countries, eq(t.countries.pkCountryId, c.fkCountryId))
    .where(where)
    .orderBy(sql`lower(coalesce(${u.lastName}, ${inv.email}))`, asc(u.firstName), asc(inv.pkEventInvitationId))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  const countQuery = ctx.db.select({ n: count() }).from(inv).leftJoin(u, personJoin).leftJoin(c, companyJoin).where(where);
  const [rows, [{ n }]] = await Promise.all([rowsQuery, countQuery]);
  const attendees: Attendee[] = rows.map((r) => ({
    pkEventInvitationId: r.inv.pkEventInvitationId,
    fkEventId: r.inv.fkEventId,
    fkUserId: r.userId,
    email: organiser ? r.inv.email : null,
    firstName: r.firstName,
    lastName: r.lastName,
    avatarName: r.avatarName,
    fkCompanyId: r.companyId,
    companyName: r.companyName,
    countryName: r.countryName,
    fkAttendeeTypeId: r.inv.fkAttendeeTypeId,
    attendeeTypeName: r.attendeeTypeName,
    isAccepted: r.inv.isAccepted,
    isBlocked: r.inv.isBlocked,
    isUserDataVisibleToOthers: r.inv.isUserDataVisibleToOthers,
    invitedOn: r.inv.createdAt.toISOString(),
    acceptedOn: iso(r.inv.acceptedAt),
    reminderSentOn: organiser ? iso(r.inv.reminderSentAt) : null,
  }));
  return { attendees, totalPages: totalPages(n, q.pageSize), totalCount: n };
}

/** search-companies-in-event: companies of accepted attendees (for attendees: of the visible ones). */
export async function searchEventCompanies(ctx: AppContext, actor: Actor, q: EventCompanySearch) {
  const view = await attendeeView(ctx, actor, q.fkEventId);
  const where = and(
    eq(inv.fkEventId, q.fkEventId),
    view === 'organiser' ? eq(inv.isAccepted, true) : attendeeVisible,
    q.name ? containsText(c.name, q.name) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    ctx.db
      .select({
        pkCompanyId: c.pkCompanyId,
        name: c.name,
        logoName: c.logoName,
        countryName: countryNameIn(actor.languageId),
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
      .offset((q.pageNum - 1) * q.pageSize),
    ctx.db
      .select({ n: countDistinct(c.pkCompanyId) })
      .from(inv)
      .innerJoin(u, personJoin)
      .innerJoin(c, companyJoin)
      .where(where),
  ]);
  return { companies: rows, totalPages: totalPages(n, q.pageSize), companiesCount: n };
}
