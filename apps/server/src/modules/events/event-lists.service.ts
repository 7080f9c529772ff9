import { and, eq, gte, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { totalPages } from '@portal/contracts/common/paging';
import type {
  ChamberEventSearch,
  EventPage,
  EventSearch,
  EventStatusValue,
  EventsInfo,
  MyEventSearch,
} from '@portal/contracts/events/events';
import type { Actor } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { containsText } from '../../lib/text-match.ts';
import { toEventSummary } from './events.mapper.ts';
import {
  byStart,
  countEvents,
  eventPageRows,
  invitedEvents,
  newestFirst,
  notDeleted,
  organisedBy,
  recentlyDeletedFirst,
  statusIs,
  upcomingFirst,
  type Viewer,
} from './events.repository.ts';

const ev = t.events;
const DAY_MS = 86_400_000;
type Filters = Required<Pick<EventSearch, 'pageNum' | 'pageSize'>> & Omit<EventSearch, 'pageNum' | 'pageSize'>;

/** The search form's filters: name, topic, and a day range the event overlaps. */
function filtersOf(q: Filters): SQL | undefined {
  return and(
    q.name ? containsText(ev.name, q.name) : undefined,
    q.fkEventTopicId ? eq(ev.fkEventTopicId, q.fkEventTopicId) : undefined,
    q.fromDate ? gte(ev.endDate, new Date(`${q.fromDate}T00:00:00Z`)) : undefined,
    q.toDate ? lt(ev.startDate, new Date(Date.parse(`${q.toDate}T00:00:00Z`) + DAY_MS)) : undefined,
  );
}

async function pageOf(
  db: DbOrTx,
  v: Viewer,
  where: SQL | undefined,
  orderBy: SQL[],
  q: Filters,
  eventStatus: EventStatusValue | null = null,
) {
  const [rows, total] = await Promise.all([
    eventPageRows(db, v, { where, orderBy, limit: q.pageSize, offset: (q.pageNum - 1) * q.pageSize }),
    countEvents(db, where),
  ]);
  const now = new Date();
  return {
    events: rows.map((r) => toEventSummary(r, v.actor, now)),
    totalPages: totalPages(total, q.pageSize),
    totalCount: total,
    eventStatus,
  } satisfies EventPage;
}

/** The caller's chamber's events (organised or assisted); a platform administrator without a chamber sees all. */
function chamberScope(actor: Actor): SQL | undefined {
  if (actor.chamberId !== null) return organisedBy(actor.chamberId);
  return actor.functions.has('super_admin_function') ? undefined : sql`false`;
}

/** Announced, public and not finished: what visitors may browse. */
const publicUpcoming = (now: Date) => and(notDeleted, eq(ev.isPublic, true), eq(ev.isAnnounced, true), gte(ev.endDate, now));

/** search-events-in-my-chamber: by status (finished ones newest first), or all not deleted with upcoming first. */
export function searchChamberEvents(db: DbOrTx, v: Viewer & { actor: Actor }, q: Filters & ChamberEventSearch) {
  const now = new Date();
  const status = q.eventStatus ?? null;
  const where = and(notDeleted, chamberScope(v.actor), status === null ? undefined : statusIs(status, now), filtersOf(q));
  const order = status === null ? upcomingFirst(now) : status === 0 ? newestFirst : byStart;
  return pageOf(db, v, where, order, q, status);
}

/** search-deleted-events-in-my-chamber: the most recently deleted first. */
export function searchDeletedEvents(db: DbOrTx, v: Viewer & { actor: Actor }, q: Filters) {
  return pageOf(db, v, and(isNotNull(ev.deletedAt), chamberScope(v.actor), filtersOf(q)), recentlyDeletedFirst, q);
}

/** search-my-events: announced events the caller is invited to; history lists the finished ones, newest first. */
export function searchMyEvents(db: DbOrTx, v: Viewer & { actor: Actor }, q: Filters & MyEventSearch) {
  const now = new Date();
  const when = q.history ? lt(ev.endDate, now) : gte(ev.endDate, now);
  const where = and(notDeleted, eq(ev.isAnnounced, true), invitedEvents(v.actor), when, filtersOf(q));
  return pageOf(db, v, where, q.history ? newestFirst : byStart, q);
}

/** search-public-events: open to visitors; signed-in callers see their invitation flags. */
export function searchPublicEvents(db: DbOrTx, v: Viewer, q: Filters) {
  return pageOf(db, v, and(publicUpcoming(new Date()), filtersOf(q)), byStart, q);
}

async function nextEvents(db: DbOrTx, v: Viewer, where: SQL | undefined, x: number): Promise<EventsInfo> {
  const [rows, upcomingCount] = await Promise.all([eventPageRows(db, v, { where, orderBy: byStart, limit: x }), countEvents(db, where)]);
  const now = new Date();
  return { events: rows.map((r) => toEventSummary(r, v.actor, now)), upcomingCount };
}

/**
 * get-events-info/{x}: administrators get their chamber's next events (drafts included);
 * members the next announced events that are public or that they are invited to.
 */
export function eventsInfo(db: DbOrTx, v: Viewer & { actor: Actor }, x: number) {
  const now = new Date();
  const a = v.actor;
  const isOrganiserSide = a.functions.has('cif_admin_function') || a.functions.has('super_admin_function');
  const scope = isOrganiserSide
    ? and(notDeleted, gte(ev.endDate, now), chamberScope(a))
    : and(notDeleted, eq(ev.isAnnounced, true), gte(ev.endDate, now), or(eq(ev.isPublic, true), invitedEvents(a)));
  return nextEvents(db, v, scope, x);
}

/** get-public-events-info/{x}: the next public events, for the landing page. */
export function publicEventsInfo(db: DbOrTx, v: Viewer, x: number) {
  return nextEvents(db, v, publicUpcoming(new Date()), x);
}
