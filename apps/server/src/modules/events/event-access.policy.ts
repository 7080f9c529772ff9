import { and, eq, isNull } from 'drizzle-orm';
import type { EventStatusValue } from '@portal/contracts/events/events';
import type { Actor } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';

export type EventRow = typeof t.events.$inferSelect;

/** An event by id; deleted ones only when asked for (the organisers' deleted list). */
export async function loadEvent(db: DbOrTx, id: number, options: { includeDeleted?: boolean } = {}): Promise<EventRow> {
  const [row] = await db
    .select()
    .from(t.events)
    .where(and(eq(t.events.pkEventId, id), options.includeDeleted ? undefined : isNull(t.events.deletedAt)));
  if (!row) throw notFound('event_not_found');
  return row;
}

const isPlatformAdmin = (actor: Actor | null) => !!actor?.functions.has('super_admin_function');
const isChamberAdmin = (actor: Actor | null) => !!actor?.functions.has('cif_admin_function') && actor.chamberId !== null;

/** The organising chamber's administrators and the platform administrator edit the event itself. */
export function canEditEvent(actor: Actor | null, event: Pick<EventRow, 'fkChamberId'>): boolean {
  return isPlatformAdmin(actor) || (isChamberAdmin(actor) && actor!.chamberId === event.fkChamberId);
}

/** Whether the actor's chamber is an assistant organiser of the event. */
export async function isAssistantChamber(db: DbOrTx, actor: Actor | null, eventId: number): Promise<boolean> {
  if (!isChamberAdmin(actor)) return false;
  const [row] = await db
    .select({ id: t.eventChambers.fkChamberId })
    .from(t.eventChambers)
    .where(and(eq(t.eventChambers.fkEventId, eventId), eq(t.eventChambers.fkChamberId, actor!.chamberId!)));
  return !!row;
}

/** Organisers (the main chamber, assistant chambers, the platform administrator) manage attendees and invitations. */
export async function canManageEvent(db: DbOrTx, actor: Actor | null, event: Pick<EventRow, 'pkEventId' | 'fkChamberId'>) {
  return canEditEvent(actor, event) || (await isAssistantChamber(db, actor, event.pkEventId));
}

export async function requireEditableEvent(db: DbOrTx, actor: Actor, eventId: number): Promise<EventRow> {
  const event = await loadEvent(db, eventId);
  if (!canEditEvent(actor, event)) throw forbidden('event_not_editable');
  return event;
}

export async function requireManagedEvent(db: DbOrTx, actor: Actor, eventId: number): Promise<EventRow> {
  const event = await loadEvent(db, eventId);
  if (!(await canManageEvent(db, actor, event))) throw forbidden('event_not_editable');
  return event;
}

/** The spec's list status, from the dates: 0 finished, 1 active, 2 announced, 3 draft (not announced). */
export function eventStatusOf(event: Pick<EventRow, 'startDate' | 'endDate' | 'isAnnounced'>, now = new Date()): EventStatusValue {
  if (event.endDate < now) return 0;
  if (event.startDate <= now) return 1;
  return event.isAnnounced ? 2 : 3;
}

/** Registration is open from its start time (or at once) until its end time (or the event's end). */
export function registrationStateOf(
  event: Pick<EventRow, 'registrationStartTime' | 'registrationEndTime' | 'endDate'>,
  now = new Date(),
): { isRegistrationStarted: boolean; isRegistrationEnded: boolean } {
  const started = !event.registrationStartTime || event.registrationStartTime <= now;
  const ended = (event.registrationEndTime ?? event.endDate) <= now;
  return { isRegistrationStarted: started, isRegistrationEnded: ended };
}
