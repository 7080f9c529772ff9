import { and, eq, gte, isNotNull, lt, or, type SQL } from 'drizzle-orm';
import { totalPages } from '@portal/contracts/common/paging';
import {
  type EventPage,
  type EventsInfo,
  EventStatus,
  type EventStatusValue,
  type ParsedChamberEventSearch,
  type ParsedEventSearch,
  type ParsedMyEventSearch,
} from '@portal/contracts/events/events';
import type { Actor, AppContext, Client } from '../../context.ts';
import * as t from '../../db/schema/all.ts';
import { containsText } from '../../lib/text-match.ts';
import { chamberEventsOf, organisesEvents } from './event.policy.ts';
import { toEventSummary } from './events.mapper.ts';
import {
  byStart,
  countEvents,
  eventPageRows,
  invitedEvents,
  newestFirst,
  notDeleted,
  recentlyDeletedFirst,
  statusIs,
  upcomingFirst,
  type Viewer,
  viewerOf,
} from './events.repository.ts';

const ev = t.events;
const DAY_MS = 86_400_000;

/** The search form's filters: name, topic, and a day range the event overlaps. */
function filtersOf(q: ParsedEventSearch): SQL | undefined {
  return and(
    q.name ? containsText(ev.name, q.name) : undefined,
    q.fkEventTopicId ? eq(ev.fkEventTopicId, q.fkEventTopicId) : undefined,
    q.fromDate ? gte(ev.endDate, new Date(`${q.fromDate}T00:00:00Z`)) : undefined,
    q.toDate ? lt(ev.startDate, new Date(Date.parse(`${q.toDate}T00:00:00Z`) + DAY_MS)) : undefined,
  );
}

async function pageOf(
  ctx: AppContext,
  v: Viewer,
  where: SQL | undefined,
  orderBy: SQL[],
  q: ParsedEventSearch,
  eventStatus: EventStatusValue | null = null,
) {
  const [rows, total] = await Promise.all([
    eventPageRows(ctx.db, v, { where, orderBy, limit: q.pageSize, offset: (q.pageNum - 1) * q.pageSize }),
    countEvents(ctx.db, where),
  ]);
  const now = new Date();
  return {
    events: rows.map((r) => toEventSummary(r, v.actor, now)),
    totalPages: totalPages(total, q.pageSize),
    totalCount: total,
    eventStatus,
  } satisfies EventPage;
}

/** Announced, public and not finished: what visitors may browse. */
const publicUpcoming = (now: Date) => and(notDeleted, eq(ev.isPublic, true), eq(ev.isAnnounced, true), gte(ev.endDate, now));

/** search-events-in-my-chamber: by status (finished ones newest first), or all not deleted with upcoming first. */
export function searchChamberEvents(ctx: AppContext, actor: Actor, q: ParsedChamberEventSearch) {
  const now = new Date();
  const status = q.eventStatus ?? null;
  const where = and(notDeleted, chamberEventsOf(actor), status === null ? undefined : statusIs(status, now), filtersOf(q));
  const order = status === null ? upcomingFirst(now) : status === EventStatus.finished ? newestFirst : byStart;
  return pageOf(ctx, viewerOf(actor), where, order, q, status);
}

/** search-deleted-events-in-my-chamber: the most recently deleted first. */
export function searchDeletedEvents(ctx: AppContext, actor: Actor, q: ParsedEventSearch) {
  return pageOf(ctx, viewerOf(actor), and(isNotNull(ev.deletedAt), chamberEventsOf(actor), filtersOf(q)), recentlyDeletedFirst, q);
}

/** search-my-events: announced events the caller is invited to; history lists the finished ones, newest first. */
export function searchMyEvents(ctx: AppContext, actor: Actor, q: ParsedMyEventSearch) {
  const now = new Date();
  const when = q.history ? lt(ev.endDate, now) : gte(ev.endDate, now);
  const where = and(notDeleted, eq(ev.isAnnounced, true), invitedEvents(actor), when, filtersOf(q));
  return pageOf(ctx, viewerOf(actor), where, q.history ? newestFirst : byStart, q);
}

/** search-public-events: open to visitors; signed-in callers see their invitation flags. */
export function searchPublicEvents(ctx: AppContext, by: Actor | Client, q: ParsedEventSearch) {
  return pageOf(ctx, viewerOf(by), and(publicUpcoming(new Date()), filtersOf(q)), byStart, q);
}

async function nextEvents(ctx: AppContext, v: Viewer, where: SQL | undefined, x: number): Promise<EventsInfo> {
  const [rows, upcomingCount] = await Promise.all([
    eventPageRows(ctx.db, v, { where, orderBy: byStart, limit: x }),
    countEvents(ctx.db, where),
  ]);
  const now = new Date();
  return { events: rows.map((r) => toEventSummary(r, v.actor, now)), upcomingCount };
}

/**
 * get-events-info/{x}: administrators get their chamber's next events (drafts included);
 * members the next announced events that are public or that they are invited to.
 */
export function eventsInfo(ctx: AppContext, actor: Actor, x: number) {
  const now = new Date();
  const scope = organisesEvents(actor)
    ? and(notDeleted, gte(ev.endDate, now), chamberEventsOf(actor))
    : and(notDeleted, eq(ev.isAnnounced, true), gte(ev.endDate, now), or(eq(ev.isPublic, true), invitedEvents(actor)));
  return nextEvents(ctx, viewerOf(actor), scope, x);
}

/** get-public-events-info/{x}: the next public events, for the landing page. */
export function publicEventsInfo(ctx: AppContext, by: Actor | Client, x: number) {
  return nextEvents(ctx, viewerOf(by), publicUpcoming(new Date()), x);
}
