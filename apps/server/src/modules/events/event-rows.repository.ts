import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';

/*
 * The reads event.policy's guards load through. Kept apart from events.repository, whose list
 * select uses the policy's SQL conditions, so that policy and repository do not import each other.
 */

const ev = t.events;

/** An event by id (deleted ones only when asked for), or null. */
export async function findEventRow(db: DbOrTx, id: number, includeDeleted = false) {
  const [row] = await db
    .select()
    .from(ev)
    .where(and(eq(ev.pkEventId, id), includeDeleted ? undefined : isNull(ev.deletedAt)));
  return row ?? null;
}

/** Whether the chamber is one of the event's assistant organisers. */
export async function chamberAssistsEvent(db: DbOrTx, chamberId: number, eventId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: t.eventChambers.fkEventId })
    .from(t.eventChambers)
    .where(and(eq(t.eventChambers.fkEventId, eventId), eq(t.eventChambers.fkChamberId, chamberId)))
    .limit(1);
  return !!row;
}
