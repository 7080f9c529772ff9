import type { Actor, Client } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fieldError, forbidden } from '../../lib/app-error.ts';
import { canReadEventDetails, isPlatformAdmin, organiserChamberOf } from '../events/event.policy.ts';
import { viewerOf } from '../events/events.repository.ts';
import { type EventView, viewEvent } from '../events/events-visibility.ts';
import { findChamber } from '../events/event-chambers.repository.ts';

/*
 * Who reads and edits an event's programme. Event-scoped things (halls, partners on an event,
 * documents, banners) are edited by the event's organisers (event.policy's requireManagedEvent:
 * main and assistant chambers, the platform administrator). Chamber-owned things (speakers,
 * partners, templates) by that chamber's administrators and the platform administrator.
 */

/**
 * The event's "shop window" (partners, banners): whoever may read its details (events-visibility's
 * viewEvent), signed out too for a public event; 404 for drafts, 403 dont_have_invitation for an
 * invitation-only event without an invitation.
 */
export function viewEventShowcase(db: DbOrTx, by: Actor | Client, eventId: number): Promise<EventView> {
  return viewEvent(db, viewerOf(by), eventId);
}

/**
 * The event's participant material (halls, documents): its organisers, chamber administrators and
 * invited people, public event or not (canReadEventDetails as for an invitation-only event).
 */
export async function viewEventAsParticipant(db: DbOrTx, actor: Actor, eventId: number): Promise<EventView> {
  const view = await viewEvent(db, viewerOf(actor), eventId);
  const caller = { organises: view.canManage, isInvited: view.row.isInvited };
  if (!canReadEventDetails(actor, { isPublic: false }, caller)) throw forbidden('dont_have_invitation');
  return view;
}

/** Whether the actor administers a chamber's speakers, partners and templates. */
export function administersChamber(actor: Actor | null, chamberId: number): boolean {
  return isPlatformAdmin(actor) || organiserChamberOf(actor) === chamberId;
}

/**
 * The chamber a new speaker, partner or template belongs to: a chamber administrator's own (a
 * fkChamberId they send is ignored), the one the platform administrator names (or `fallback`).
 */
export async function owningChamber(
  db: DbOrTx,
  actor: Actor,
  requested: number | null | undefined,
  fallback: number | null = null,
): Promise<number> {
  const own = organiserChamberOf(actor);
  if (own !== null) return own;
  if (!isPlatformAdmin(actor)) throw forbidden('not_chamber_administrator');
  const chamberId = requested ?? fallback;
  if (!chamberId) throw fieldError('fkChamberId', 'validation.required');
  if (!(await findChamber(db, actor.languageId, chamberId))) throw fieldError('fkChamberId', 'chamber_not_found');
  return chamberId;
}

/**
 * The chamber whose speakers, partners or templates a list shows: a chamber administrator's own;
 * for the platform administrator the one named, or every chamber (null).
 */
export function listedChamber(actor: Actor, requested: number | null | undefined): number | null {
  const own = organiserChamberOf(actor);
  if (own !== null) return own;
  if (!isPlatformAdmin(actor)) throw forbidden('not_chamber_administrator');
  return requested ?? null;
}
