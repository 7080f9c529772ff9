import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import { LanguageId } from '@portal/contracts/codes/code-types';
import { EventStatus, type EventStatusValue } from '@portal/contracts/events/events';
import type { Actor, Client } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { notFound } from '../../lib/app-error.ts';
import { assistedByActor } from './event.policy.ts';

const ev = t.events;

/** Who reads the events, and in which language the names come. */
export interface Viewer {
  actor: Actor | null;
  lang: number;
}

/** The viewer of a signed-in actor, or of an anonymous client. */
export const viewerOf = (by: Actor | Client): Viewer => ({ actor: 'userId' in by ? by : null, lang: by.languageId });

/** A code's name in the language, English when it has no translation there. */
export const codeName = (codeId: SQL | typeof ev.fkChamberId, lang: number) => sql<string | null>`coalesce(
  (select tr.name from ${t.codeTranslations} tr where tr.fk_code_id = ${codeId} and tr.fk_language_id = ${lang}),
  (select en.name from ${t.codeTranslations} en where en.fk_code_id = ${codeId} and en.fk_language_id = ${LanguageId.english}))`;

/** A country's name in the language: the English one, or the Serbian one for every other language. */
export const countryNameIn = (lang: number) => (lang === LanguageId.english ? t.countries.name : t.countries.nameSr);

/** The actor's own invitation on an invitation row aliased `i`: by user, or by the e-mail it was sent to. */
export const ownInvitation = (actor: Actor) => sql`(i.fk_user_id = ${actor.userId} or lower(i.email) = lower(${actor.email}))`;

/** The actor holds an invitation to the event (accepted only, or accepted and not blocked, when asked). */
export function invitedTo(actor: Actor | null, o: { accepted?: boolean; unblocked?: boolean } = {}): SQL<boolean> {
  if (!actor) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${t.eventInvitations} i where i.fk_event_id = ${ev.pkEventId}
    and ${ownInvitation(actor)}${o.accepted ? sql` and i.is_accepted` : sql``}${o.unblocked ? sql` and not i.is_blocked` : sql``})`;
}

/**
 * The events the actor holds an invitation to, as a condition on events: read from the
 * invitations by user and by e-mail (both indexed), so a list does not probe every event.
 */
export function invitedEvents(actor: Actor | null): SQL {
  if (!actor) return sql`false`;
  return sql`${ev.pkEventId} in (select i.fk_event_id from ${t.eventInvitations} i where i.fk_user_id = ${actor.userId}
    union select i.fk_event_id from ${t.eventInvitations} i where lower(i.email) = lower(${actor.email}))`;
}

function columns(v: Viewer) {
  return {
    event: ev,
    chamberName: codeName(ev.fkChamberId, v.lang),
    eventTopicName: codeName(sql`${ev.fkEventTopicId}`, v.lang),
    theme: t.predefinedThemes,
    atendeesNumber: sql<number>`(select count(*)::int from ${t.eventInvitations} a
      where a.fk_event_id = ${ev.pkEventId} and a.is_accepted)`,
    isAssistantOrganizer: assistedByActor(v.actor),
    isInvited: invitedTo(v.actor),
    isAccepted: invitedTo(v.actor, { accepted: true }),
    /** Registered and not blocked: may join the online room. */
    isAttending: invitedTo(v.actor, { accepted: true, unblocked: true }),
  };
}

/** Every list and every details answer reads events through this one select. */
export function eventRows(db: DbOrTx, v: Viewer, o: { where?: SQL; orderBy?: SQL[]; limit?: number; offset?: number }) {
  const query = db
    .select(columns(v))
    .from(ev)
    .leftJoin(t.predefinedThemes, eq(t.predefinedThemes.pkPredefinedThemeId, ev.fkPredefinedThemeId))
    .where(o.where)
    .orderBy(...(o.orderBy ?? [asc(ev.startDate)]), asc(ev.pkEventId))
    .$dynamic();
  if (o.limit !== undefined) query.limit(o.limit);
  if (o.offset) query.offset(o.offset);
  return query;
}
export type EventListRow = Awaited<ReturnType<typeof eventRows>>[number];

/**
 * A page of events: the page's ids first (a cheap sort of bare rows), then their full rows, so
 * the per-event names, counts and flags are computed for the page only.
 */
export async function eventPageRows(
  db: DbOrTx,
  v: Viewer,
  o: { where?: SQL; orderBy: SQL[]; limit: number; offset?: number },
): Promise<EventListRow[]> {
  const ids = await db
    .select({ id: ev.pkEventId })
    .from(ev)
    .where(o.where)
    .orderBy(...o.orderBy, asc(ev.pkEventId))
    .limit(o.limit)
    .offset(o.offset ?? 0);
  if (!ids.length) return [];
  const rows = await eventRows(db, v, {
    where: inArray(
      ev.pkEventId,
      ids.map((r) => r.id),
    ),
  });
  const byId = new Map(rows.map((r) => [r.event.pkEventId, r]));
  return ids.flatMap((r) => byId.get(r.id) ?? []);
}

/** One event by id, deleted ones included (visibility decides who sees them). */
export async function eventRow(db: DbOrTx, v: Viewer, id: number): Promise<EventListRow> {
  const [row] = await eventRows(db, v, { where: eq(ev.pkEventId, id) });
  if (!row) throw notFound('event_not_found');
  return row;
}

export async function countEvents(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(ev).where(where);
  return n;
}

export const notDeleted = isNull(ev.deletedAt);

/** The list statuses of eventStatusOf as conditions. */
export function statusIs(status: EventStatusValue, now: Date): SQL {
  switch (status) {
    case EventStatus.finished:
      return lt(ev.endDate, now);
    case EventStatus.active:
      return and(lte(ev.startDate, now), gte(ev.endDate, now))!;
    case EventStatus.announced:
      return and(gt(ev.startDate, now), eq(ev.isAnnounced, true))!;
    default:
      return and(gt(ev.startDate, now), eq(ev.isAnnounced, false))!;
  }
}

/** Upcoming and running events first by start; finished ones after, newest first. */
export const upcomingFirst = (now: Date) => [
  sql`(${ev.endDate} < ${now.toISOString()}) asc`,
  sql`case when ${ev.endDate} >= ${now.toISOString()} then ${ev.startDate} end asc`,
  desc(ev.startDate),
];
export const byStart = [asc(ev.startDate)];
export const newestFirst = [desc(ev.startDate)];
export const recentlyDeletedFirst = [desc(ev.deletedAt)];
