import type { ChambersWithEventQuery } from '@portal/contracts/events/event-chambers';
import type { Actor, AppContext } from '../../context.ts';
import { assistantChamberIds, chamberRows, upcomingEventCounts } from './event-chambers.repository.ts';
import { viewerOf } from './events.repository.ts';
import { announcedOrOrganised } from './events-visibility.ts';

/** POST api/Chambers/get-all-with-event-chambers: every chamber, marked with its part in the named event. */
export async function chambersWithEvent(ctx: AppContext, actor: Actor, { fkEventId }: ChambersWithEventQuery) {
  const { db } = ctx;
  const v = viewerOf(actor);
  const event = fkEventId ? (await announcedOrOrganised(db, v, fkEventId)).row.event : null;
  const [chambers, counts, assistants] = await Promise.all([
    chamberRows(db, v.lang),
    upcomingEventCounts(db, new Date()),
    event ? assistantChamberIds(db, event.pkEventId) : [],
  ]);
  const assistantIds = new Set(assistants);
  return {
    chambers: chambers.map((c) => ({
      ...c,
      isEventOrganizer: c.pkChamberId === event?.fkChamberId,
      isEventAssistant: assistantIds.has(c.pkChamberId),
      upcomingEventsCount: counts.get(c.pkChamberId) ?? 0,
    })),
  };
}
