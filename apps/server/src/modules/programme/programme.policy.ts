import type { Actor, Client } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fieldError, forbidden, notFound } from '../../lib/app-error.ts';
import { canReadEventDetails, isPlatformAdmin, organiserChamberOf, readableEventCondition } from '../events/event.policy.ts';
import { findChamber } from '../events/event-chambers.repository.ts';
import { anyEventWhere, viewerOf } from '../events/events.repository.ts';
import { type EventView, viewEvent } from '../events/events-visibility.ts';
import { findTemplate, type TemplateRow } from '../events/mail-templates.repository.ts';
import { type PartnerRow, partnerById, partnerEventIds } from './partners.repository.ts';
import { type SpeakerRow, speakerById, speakerEventIds } from './speakers.repository.ts';

/*
 * Who reads and edits an event's programme. Event-scoped things (halls, partners on an event,
 * documents, banners) are edited by the event's organisers (event.policy's requireManagedEvent:
 * main and assistant chambers, the platform administrator). Chamber-owned things (speakers,
 * partners, templates) by that chamber's administrators and the platform administrator.
 */

// The event's "shop window" (partners, banners, speakers): whoever may read its details.

/**
 * The event, for whoever may read its details (events-visibility's viewEvent), signed out too for
 * a public event; 404 for drafts, 403 dont_have_invitation for an invitation-only event without an invitation.
 */
export function requireShowcaseEvent(db: DbOrTx, by: Actor | Client, eventId: number): Promise<EventView> {
  return viewEvent(db, viewerOf(by), eventId);
}

/**
 * Whether the actor may read one of these events (a speaker's or a partner's): then they may read
 * what it shows. requireShowcaseEvent's rule as event.policy's SQL condition, one query for the list.
 */
export function canReadAnyEvent(db: DbOrTx, actor: Actor, eventIds: number[]): Promise<boolean> {
  return anyEventWhere(db, eventIds, readableEventCondition(actor));
}

// The event's participant material (halls, documents).

/** Its organisers, chamber administrators and invited people, public event or not (canReadEventDetails as for an invitation-only event). */
export function canReadParticipantMaterial(actor: Actor, caller: { organises: boolean; isInvited: boolean }): boolean {
  return canReadEventDetails(actor, { isPublic: false }, caller);
}

/** The event, for those who may read its participant material; 404 as requireShowcaseEvent, else 403 dont_have_invitation. */
export async function requireParticipantEvent(db: DbOrTx, actor: Actor, eventId: number): Promise<EventView> {
  const view = await viewEvent(db, viewerOf(actor), eventId);
  if (!canReadParticipantMaterial(actor, { organises: view.canManage, isInvited: view.row.isInvited })) {
    throw forbidden('dont_have_invitation');
  }
  return view;
}

// A chamber's speakers, partners and templates.

/** Whether the actor administers a chamber's speakers, partners and templates. */
export function canAdministerChamber(actor: Actor | null, chamberId: number): boolean {
  return isPlatformAdmin(actor) || organiserChamberOf(actor) === chamberId;
}

/**
 * The chamber a new speaker, partner or template belongs to: a chamber administrator's own (a
 * fkChamberId they send is ignored), the one the platform administrator names (or `fallback`);
 * 403 not_chamber_administrator for others.
 */
export async function requireOwningChamber(
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
 * for the platform administrator the one named, or every chamber (null); 403 for others.
 */
export function requireListedChamber(actor: Actor, requested: number | null | undefined): number | null {
  const own = organiserChamberOf(actor);
  if (own !== null) return own;
  if (!isPlatformAdmin(actor)) throw forbidden('not_chamber_administrator');
  return requested ?? null;
}

// Guards of the chamber-owned things.

/** A speaker, for their chamber's administrators and whoever may read an event they speak at; 404 speaker_not_found for others. */
export async function requireVisibleSpeaker(db: DbOrTx, actor: Actor, id: number): Promise<SpeakerRow> {
  const speaker = await speakerById(db, actor.languageId, id);
  if (canAdministerChamber(actor, speaker.fkChamberId)) return speaker;
  if (await canReadAnyEvent(db, actor, await speakerEventIds(db, id))) return speaker;
  throw notFound('speaker_not_found');
}

/** The speaker, for its chamber's administrators; 403 speaker_not_editable for others who may see it, else 404. */
export async function requireEditableSpeaker(db: DbOrTx, actor: Actor, id: number): Promise<SpeakerRow> {
  const speaker = await requireVisibleSpeaker(db, actor, id);
  if (!canAdministerChamber(actor, speaker.fkChamberId)) throw forbidden('speaker_not_editable');
  return speaker;
}

/** A partner, for its chamber's administrators and whoever may read an event it is on; 404 partner_not_found for others. */
export async function requireVisiblePartner(db: DbOrTx, actor: Actor, id: number): Promise<PartnerRow> {
  const partner = await partnerById(db, actor.languageId, id);
  if (canAdministerChamber(actor, partner.fkChamberId)) return partner;
  if (await canReadAnyEvent(db, actor, await partnerEventIds(db, id))) return partner;
  throw notFound('partner_not_found');
}

/** The partner, for its chamber's administrators; 404 partner_not_found, 403 partner_not_editable for others. */
export async function requireEditablePartner(db: DbOrTx, actor: Actor, id: number): Promise<PartnerRow> {
  const partner = await partnerById(db, actor.languageId, id);
  if (!canAdministerChamber(actor, partner.fkChamberId)) throw forbidden('partner_not_editable');
  return partner;
}

/** A template of a chamber the actor administers; others' answer 404 (they are not shared). */
export async function requireOwnTemplate(db: DbOrTx, actor: Actor, id: number): Promise<TemplateRow> {
  const row = await findTemplate(db, id);
  if (!row || !canAdministerChamber(actor, row.fkChamberId)) throw notFound('template_not_found');
  return row;
}
