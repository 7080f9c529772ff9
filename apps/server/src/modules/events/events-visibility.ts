import type { DbOrTx } from '../../db/client.ts';
import { type EventRights, requireReadableEvent, requireSeenEvent } from './event.policy.ts';
import { type EventListRow, eventRow, type Viewer } from './events.repository.ts';

export interface EventView extends EventRights {
  row: EventListRow;
}

/**
 * An event's row for a viewer who may see it: announced events exist for anyone who knows them
 * (their theme colours the header for every visitor of the page); drafts and deleted events
 * only for their organisers, 404 for others.
 */
export async function announcedOrOrganised(db: DbOrTx, v: Viewer, id: number): Promise<EventView> {
  const row = await eventRow(db, v, id);
  return { row, ...requireSeenEvent(v.actor, row) };
}

/** An event's row for a viewer who may read its details (event.policy's requireReadableEvent). */
export async function viewEvent(db: DbOrTx, v: Viewer, id: number): Promise<EventView> {
  const row = await eventRow(db, v, id);
  return { row, ...requireReadableEvent(v.actor, row) };
}
