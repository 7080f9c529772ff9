import { and, count, eq, gte, isNull } from 'drizzle-orm';
import type { ChambersWithEventQuery } from '@portal/contracts/events/event-chambers';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { chamberRows } from './event-chambers.repository.ts';
import { viewerOf } from './events.repository.ts';
import { announcedOrOrganised } from './events-visibility.ts';

const ev = t.events;
const ec = t.eventChambers;

/** Announced events not finished yet, per chamber that organises or assists them (a chamber never does both). */
async function upcomingEventCounts(db: DbOrTx) {
  const upcoming = and(isNull(ev.deletedAt), eq(ev.isAnnounced, true), gte(ev.endDate, new Date()));
  const [organised, assisted] = await Promise.all([
    db.select({ chamberId: ev.fkChamberId, n: count() }).from(ev).where(upcoming).groupBy(ev.fkChamberId),
    db
      .select({ chamberId: ec.fkChamberId, n: count() })
      .from(ec)
      .innerJoin(ev, eq(ev.pkEventId, ec.fkEventId))
      .where(upcoming)
      .groupBy(ec.fkChamberId),
  ]);
  const counts = new Map<number, number>();
  for (const r of [...organised, ...assisted]) counts.set(r.chamberId, (counts.get(r.chamberId) ?? 0) + r.n);
  return counts;
}

/** POST api/Chambers/get-all-with-event-chambers: every chamber, marked with its part in the named event. */
export async function chambersWithEvent(ctx: AppContext, actor: Actor, { fkEventId }: ChambersWithEventQuery) {
  const { db } = ctx;
  const v = viewerOf(actor);
  const event = fkEventId ? (await announcedOrOrganised(db, v, fkEventId)).row.event : null;
  const [chambers, counts, assistants] = await Promise.all([
    chamberRows(db, v.lang),
    upcomingEventCounts(db),
    event ? db.select({ id: ec.fkChamberId }).from(ec).where(eq(ec.fkEventId, event.pkEventId)) : [],
  ]);
  const assistantIds = new Set(assistants.map((a) => a.id));
  return {
    chambers: chambers.map((c) => ({
      ...c,
      isEventOrganizer: c.pkChamberId === event?.fkChamberId,
      isEventAssistant: assistantIds.has(c.pkChamberId),
      upcomingEventsCount: counts.get(c.pkChamberId) ?? 0,
    })),
  };
}
