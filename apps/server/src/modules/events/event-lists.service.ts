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
import { organisesEvents } from './event.policy.ts';
import { toEventSummary } from './events.mapper.ts';
import {
  byStart,
  countEvents,
  type EventFilter,
  eventPageRows,
  type EventOrder,
  eventsWhere,
  newestFirst,
  recentlyDeletedFirst,
  upcomingFirst,
  type Viewer,
  viewerOf,
} from './events.repository.ts';

async function pageOf(
  ctx: AppContext,
  v: Viewer,
  filter: EventFilter,
  orderBy: EventOrder,
  q: ParsedEventSearch,
  now: Date,
  eventStatus: EventStatusValue | null = null,
) {
  const where = eventsWhere(filter, now);
  const [rows, total] = await Promise.all([
    eventPageRows(ctx.db, v, { where, orderBy, limit: q.pageSize, offset: (q.pageNum - 1) * q.pageSize }),
    countEvents(ctx.db, where),
  ]);
  return {
    events: rows.map((r) => toEventSummary(r, v.actor, now)),
    totalPages: totalPages(total, q.pageSize),
    totalCount: total,
    eventStatus,
  } satisfies EventPage;
}

/** Announced, public and not finished: what visitors may browse. */
const publicUpcoming: EventFilter = { publicOnly: true, announcedOnly: true, ends: 'ahead' };

/** search-events-in-my-chamber: by status (finished ones newest first), or all not deleted with upcoming first. */
export function searchChamberEvents(ctx: AppContext, actor: Actor, q: ParsedChamberEventSearch) {
  const now = new Date();
  const status = q.eventStatus ?? null;
  const order = status === null ? upcomingFirst(now) : status === EventStatus.finished ? newestFirst : byStart;
  return pageOf(ctx, viewerOf(actor), { organisedBy: actor, status, search: q }, order, q, now, status);
}

/** search-deleted-events-in-my-chamber: the most recently deleted first. */
export function searchDeletedEvents(ctx: AppContext, actor: Actor, q: ParsedEventSearch) {
  return pageOf(ctx, viewerOf(actor), { deleted: true, organisedBy: actor, search: q }, recentlyDeletedFirst, q, new Date());
}

/** search-my-events: announced events the caller is invited to; history lists the finished ones, newest first. */
export function searchMyEvents(ctx: AppContext, actor: Actor, q: ParsedMyEventSearch) {
  const filter: EventFilter = { announcedOnly: true, invited: actor, ends: q.history ? 'past' : 'ahead', search: q };
  return pageOf(ctx, viewerOf(actor), filter, q.history ? newestFirst : byStart, q, new Date());
}

/** search-public-events: open to visitors; signed-in callers see their invitation flags. */
export function searchPublicEvents(ctx: AppContext, by: Actor | Client, q: ParsedEventSearch) {
  return pageOf(ctx, viewerOf(by), { ...publicUpcoming, search: q }, byStart, q, new Date());
}

async function nextEvents(ctx: AppContext, v: Viewer, filter: EventFilter, x: number): Promise<EventsInfo> {
  const now = new Date();
  const where = eventsWhere(filter, now);
  const [rows, upcomingCount] = await Promise.all([
    eventPageRows(ctx.db, v, { where, orderBy: byStart, limit: x }),
    countEvents(ctx.db, where),
  ]);
  return { events: rows.map((r) => toEventSummary(r, v.actor, now)), upcomingCount };
}

/**
 * get-events-info/{x}: administrators get their chamber's next events (drafts included);
 * members the next announced events that are public or that they are invited to.
 */
export function eventsInfo(ctx: AppContext, actor: Actor, x: number) {
  const scope: EventFilter = organisesEvents(actor)
    ? { ends: 'ahead', organisedBy: actor }
    : { announcedOnly: true, ends: 'ahead', publicOrInvited: actor };
  return nextEvents(ctx, viewerOf(actor), scope, x);
}

/** get-public-events-info/{x}: the next public events, for the landing page. */
export function publicEventsInfo(ctx: AppContext, by: Actor | Client, x: number) {
  return nextEvents(ctx, viewerOf(by), publicUpcoming, x);
}
