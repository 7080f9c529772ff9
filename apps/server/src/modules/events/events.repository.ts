import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { LanguageId } from '@portal/contracts/codes/code-types';
import { TranslatedKind } from '@portal/contracts/common/content-languages';
import { EventStatus, type EventStatusValue, type ParsedEventSearch } from '@portal/contracts/events/events';
import type { Actor, Client } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { notFound } from '../../lib/app-error.ts';
import { containsText } from '../../lib/text-match.ts';
import { localizedTexts, translationContains } from '../i18n/content-translations.repository.ts';
import { assistedByActor, chamberEventsOf, type EventRow, invitedEvents } from './event.policy.ts';

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

/** A country's name in the language: the Serbian one in Serbian, else the English one (Albanian and Macedonian names are not stored). */

/** The actor's own invitation on an invitation row aliased `i`: by user, or by the e-mail it was sent to. */
export const ownInvitation = (actor: Actor) => sql`(i.fk_user_id = ${actor.userId} or lower(i.email) = lower(${actor.email}))`;

/** The actor holds an invitation to the event (accepted only, or accepted and not blocked, when asked). */
export function invitedTo(actor: Actor | null, o: { accepted?: boolean; unblocked?: boolean } = {}): SQL<boolean> {
  if (!actor) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${t.eventInvitations} i where i.fk_event_id = ${ev.pkEventId}
    and ${ownInvitation(actor)}${o.accepted ? sql` and i.is_accepted` : sql``}${o.unblocked ? sql` and not i.is_blocked` : sql``})`;
}

/** An event's texts in the viewer's language, falling back to its main language (the one resolution of every event read). */
const eventTexts = (lang: number) =>
  localizedTexts(TranslatedKind.event, ev.pkEventId, ev.mainLanguageId, lang, {
    name: ev.name,
    description: ev.description,
    eventPlace: ev.eventPlace,
  });

/** An event's name and place in a language, its main language's where not written in it (the mails' texts). */
export async function eventTextsIn(db: DbOrTx, eventId: number, lang: number) {
  const { texts } = eventTexts(lang);
  const [row] = await db.select({ name: texts.name, eventPlace: texts.eventPlace }).from(ev).where(eq(ev.pkEventId, eventId));
  return row ?? { name: null, eventPlace: null };
}

function columns(v: Viewer) {
  const { texts, languageIds } = eventTexts(v.lang);
  return {
    event: ev,
    texts,
    textLanguageIds: languageIds,
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
/** The order of an event list (the sort keys; the id breaks ties): named here so services need no SQL type. */
export type EventOrder = SQL[];

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

/** Whether any of these events meets the condition (a policy's SQL condition), in one query. */
export async function anyEventWhere(db: DbOrTx, ids: number[], where: SQL): Promise<boolean> {
  if (!ids.length) return false;
  const [row] = await db
    .select({ id: ev.pkEventId })
    .from(ev)
    .where(and(inArray(ev.pkEventId, ids), where))
    .limit(1);
  return !!row;
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
/**
 * Which events a list holds, as the services decide it: live ones unless `deleted`, narrowed by
 * each field given. eventsWhere turns it into the condition.
 */
export interface EventFilter {
  /** The deleted events instead of the live ones. */
  deleted?: boolean;
  /** The actor's chamber's events (event.policy's chamberEventsOf). */
  organisedBy?: Actor;
  status?: EventStatusValue | null;
  announcedOnly?: boolean;
  publicOnly?: boolean;
  /** The events the actor is invited to. */
  invited?: Actor;
  /** The public events and those the actor is invited to. */
  publicOrInvited?: Actor;
  /** Not finished yet (ending now or later), or finished. */
  ends?: 'ahead' | 'past';
  /** The search form's name, topic and day range. */
  search?: ParsedEventSearch;
}

const DAY_MS = 86_400_000;

/** The search form's filters: name, topic, and a day range the event overlaps. */
function searchFilters(q: ParsedEventSearch): SQL | undefined {
  return and(
    q.name ? or(containsText(ev.name, q.name), translationContains(TranslatedKind.event, 'name', ev.pkEventId, q.name)) : undefined,
    q.fkEventTopicId ? eq(ev.fkEventTopicId, q.fkEventTopicId) : undefined,
    q.fromDate ? gte(ev.endDate, new Date(`${q.fromDate}T00:00:00Z`)) : undefined,
    q.toDate ? lt(ev.startDate, new Date(Date.parse(`${q.toDate}T00:00:00Z`) + DAY_MS)) : undefined,
  );
}

export function eventsWhere(f: EventFilter, now: Date): SQL | undefined {
  return and(
    f.deleted ? isNotNull(ev.deletedAt) : notDeleted,
    f.organisedBy ? chamberEventsOf(f.organisedBy) : undefined,
    f.status === null || f.status === undefined ? undefined : statusIs(f.status, now),
    f.announcedOnly ? eq(ev.isAnnounced, true) : undefined,
    f.publicOnly ? eq(ev.isPublic, true) : undefined,
    f.invited ? invitedEvents(f.invited) : undefined,
    f.publicOrInvited ? or(eq(ev.isPublic, true), invitedEvents(f.publicOrInvited)) : undefined,
    f.ends === 'ahead' ? gte(ev.endDate, now) : f.ends === 'past' ? lt(ev.endDate, now) : undefined,
    f.search ? searchFilters(f.search) : undefined,
  );
}

export const byStart = [asc(ev.startDate)];
export const newestFirst = [desc(ev.startDate)];
export const recentlyDeletedFirst = [desc(ev.deletedAt)];

// Writes.

export type EventValues = Omit<typeof ev.$inferInsert, 'pkEventId'>;

/** A new event; its id. */
export async function insertEvent(tx: DbOrTx, values: EventValues): Promise<number> {
  const [{ pkEventId }] = await tx.insert(ev).values(values).returning({ pkEventId: ev.pkEventId });
  return pkEventId;
}

/** Changes an event's columns; the event as saved. */
export async function updateEvent(tx: DbOrTx, id: number, change: Partial<EventValues>): Promise<EventRow> {
  const [saved] = await tx.update(ev).set(change).where(eq(ev.pkEventId, id)).returning();
  return saved;
}

/**
 * Serialises changes to one event's lists (partners added at the end or reordered, banners
 * counted): the event row is locked for the transaction. NO KEY UPDATE leaves inserts that only
 * reference the event (halls, invitations) free.
 */
export async function lockEvent(tx: DbOrTx, eventId: number): Promise<void> {
  await tx.select({ id: ev.pkEventId }).from(ev).where(eq(ev.pkEventId, eventId)).for('no key update');
}
