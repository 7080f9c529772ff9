import { RoleId } from '@portal/contracts/common/access';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { chamberAssistsEvent, findEventRow } from './event-rows.repository.ts';
import { eventMembers } from './event-route-access.ts';

/**
 * Who may see and do what with an event. "A chamber administrator of the event" is defined once
 * (organiserChamberOf), as predicates for single checks and as SQL conditions for lists, so the
 * two cannot disagree. Guards answer 404 for an event the caller may not see and 403 for an
 * action they may not take.
 */

export type EventRow = typeof t.events.$inferSelect;

const ev = t.events;

/** An event by id; deleted ones only when asked for (the organisers' deleted list). 404 otherwise. */
export async function loadEvent(db: DbOrTx, id: number, options: { includeDeleted?: boolean } = {}): Promise<EventRow> {
  const row = await findEventRow(db, id, options.includeDeleted);
  if (!row) throw notFound('event_not_found');
  return row;
}

/** The platform administrator organises every event. */
export const isPlatformAdmin = (actor: Actor | null): boolean => !!actor?.functions.has('super_admin_function');

/**
 * The chamber whose events the actor administers: a chamber administrator's own chamber, null
 * for anyone else. A chamber administrator of an event is one whose chamber organises or assists it.
 */
export function organiserChamberOf(actor: Actor | null): number | null {
  return actor?.functions.has('cif_admin_function') && actor.chamberId !== null ? actor.chamberId : null;
}

/** Whether the actor organises events at all: a platform or chamber administrator (dashboards show them their chamber's). */
export const organisesEvents = (actor: Actor | null): boolean => isPlatformAdmin(actor) || !!actor?.functions.has('cif_admin_function');

// SQL conditions on events, for lists.

const assistedByChamber = (chamberId: number) =>
  sql<boolean>`exists (select 1 from ${t.eventChambers} ec where ec.fk_event_id = ${ev.pkEventId} and ec.fk_chamber_id = ${chamberId})`;

/** The chamber organises the event or assists in it. */
export const organisedByChamber = (chamberId: number) =>
  sql<boolean>`(${ev.fkChamberId} = ${chamberId} or ${assistedByChamber(chamberId)})`;

/** The actor's chamber assists in the event (an assistant organiser). */
export function assistedByActor(actor: Actor | null): SQL<boolean> {
  const chamberId = organiserChamberOf(actor);
  return chamberId === null ? sql<boolean>`false` : assistedByChamber(chamberId);
}

/**
 * The events the actor holds an invitation to, as a condition on events: read from the
 * invitations by user and by e-mail (both indexed), so a list does not probe every event.
 */
export function invitedEvents(actor: Actor | null): SQL {
  if (!actor) return sql`false`;
  return sql`${ev.pkEventId} in (select i.fk_event_id from ${t.eventInvitations} i where i.fk_user_id = ${actor.userId}
    union select i.fk_event_id from ${t.eventInvitations} i where lower(i.email) = lower(${actor.email}))`;
}

/** canManageEvent as a condition on events: every event for the platform administrator, their chamber's for a chamber administrator. */
export function managedEventCondition(actor: Actor | null): SQL<boolean> {
  if (isPlatformAdmin(actor)) return sql<boolean>`true`;
  const chamberId = organiserChamberOf(actor);
  return chamberId === null ? sql<boolean>`false` : organisedByChamber(chamberId);
}

/**
 * requireReadableEvent as a condition on events (deleted ones included): the events whose
 * details the actor may read. Their organisers always; others when it is announced and live and
 * they are a chamber administrator, it is public, or they are invited.
 */
export function readableEventCondition(actor: Actor | null): SQL<boolean> {
  const open = actor?.functions.has('cif_admin_function') ? sql`true` : sql`(${ev.isPublic} or ${invitedEvents(actor)})`;
  return sql<boolean>`(${managedEventCondition(actor)} or (${ev.isAnnounced} and ${ev.deletedAt} is null and ${open}))`;
}

/**
 * The events an organiser lists as their chamber's: a chamber administrator's chamber's
 * (organised or assisted); every event for the platform administrator; none for others.
 */
export function chamberEventsOf(actor: Actor): SQL | undefined {
  const chamberId = organiserChamberOf(actor);
  if (chamberId !== null) return organisedByChamber(chamberId);
  return isPlatformAdmin(actor) ? undefined : sql`false`;
}

// Who takes part in events: the events routes' declaration (eventMembers), as a predicate and as SQL.

/** Roles the declaration's modules do not apply to (as in the access hook): the platform and chamber administrators. */
const ROLES_WITHOUT_MODULES: readonly number[] = [RoleId.platformAdmin, RoleId.chamberAdmin];

/** The actor may use events: a function of eventMembers and, a company user, their company has its modules (event management). */
export function isEventMember(actor: Actor): boolean {
  if (!eventMembers.functions.some((f) => actor.functions.has(f))) return false;
  return ROLES_WITHOUT_MODULES.includes(actor.roleId) || eventMembers.modules.every((m) => actor.companyModules.includes(m));
}

/** isEventMember as SQL over a user id: an active, undeleted user whose role holds the functions and whose (undeleted) company has the modules. */
export const eventMemberCondition = (userId: SQL | AnyColumn): SQL => sql`exists (
  select 1 from ${t.users} mu where mu.pk_user_id = ${userId} and mu.deleted_at is null and mu.is_active
    and exists (select 1 from ${t.roleFunctions} rf join ${t.functions} f on f.pk_function_id = rf.fk_function_id
      where rf.fk_role_id = mu.fk_role_id and not f.is_deleted and f.alias in (${sql.join(
        eventMembers.functions.map((f) => sql`${f}`),
        sql`, `,
      )}))
    and (mu.fk_role_id in (${sql.join(
      ROLES_WITHOUT_MODULES.map((r) => sql`${r}`),
      sql`, `,
    )}) or (select count(distinct m.module_id) from ${t.companyModules} m join ${t.companies} mc on mc.pk_company_id = m.fk_company_id
      where m.fk_company_id = mu.fk_company_id and mc.deleted_at is null and m.module_id in (${sql.join(
        eventMembers.modules.map((m) => sql`${m}`),
        sql`, `,
      )})) = ${eventMembers.modules.length}))`;

/** The invitation side of being registered, on an invitation alias: accepted and not blocked. */
const registeredInvitation = (i: SQL) => sql`(${i}.is_accepted and not ${i}.is_blocked)`;

/**
 * A registered attendee as SQL over a user id: an undeleted user with an accepted, unblocked
 * invitation to the event (linked to them or sent to their address).
 */
export const registeredAttendeeCondition = (eventId: number, userId: SQL | AnyColumn): SQL => sql`exists (
  select 1 from ${t.users} u join ${t.eventInvitations} i on i.fk_event_id = ${eventId}
    and (i.fk_user_id = u.pk_user_id or lower(i.email) = lower(u.email))
  where u.pk_user_id = ${userId} and u.deleted_at is null and ${registeredInvitation(sql`i`)})`;

/**
 * registeredAttendeeCondition as the event's list of registered attendees (`select user_id`), read
 * from the event's invitations: by the linked user and by the address, each through its index.
 */
export const registeredAttendeesOf = (eventId: number): SQL => sql`
  select ri.fk_user_id as user_id from ${t.eventInvitations} ri join ${t.users} ru on ru.pk_user_id = ri.fk_user_id
    where ri.fk_event_id = ${eventId} and ru.deleted_at is null and ${registeredInvitation(sql`ri`)}
  union
  select ru.pk_user_id from ${t.eventInvitations} ri join ${t.users} ru on lower(ru.email) = lower(ri.email)
    where ri.fk_event_id = ${eventId} and ru.deleted_at is null and ${registeredInvitation(sql`ri`)}`;

/**
 * Who takes part in an event's meetings, as SQL over a user id: a registered attendee who is an
 * event member (a company without event management cannot open a request, so is not asked). The
 * one rule of the meeting picker's list (attendee search canMeet), requests, wishes and the scheduler.
 */
export const eventParticipantCondition = (eventId: number, userId: SQL | AnyColumn): SQL =>
  sql`(${registeredAttendeeCondition(eventId, userId)} and ${eventMemberCondition(userId)})`;

// Predicates.

/** The organising chamber's administrators and the platform administrator edit the event itself. */
export function canEditEvent(actor: Actor | null, event: Pick<EventRow, 'fkChamberId'>): boolean {
  return isPlatformAdmin(actor) || organiserChamberOf(actor) === event.fkChamberId;
}

/** Whether the actor's chamber assists in the event: assistedByActor, on that one event. */
export async function isAssistantChamber(db: DbOrTx, actor: Actor | null, eventId: number): Promise<boolean> {
  const chamberId = organiserChamberOf(actor);
  return chamberId !== null && chamberAssistsEvent(db, chamberId, eventId);
}

async function managesEvent(db: DbOrTx, actor: Actor | null, event: Pick<EventRow, 'pkEventId' | 'fkChamberId'>) {
  return canEditEvent(actor, event) || (await isAssistantChamber(db, actor, event.pkEventId));
}

/** Organisers (the main chamber, assistant chambers, the platform administrator) manage attendees and invitations. 404 for no event. */
export async function canManageEvent(db: DbOrTx, actor: Actor | null, eventId: number): Promise<boolean> {
  return managesEvent(db, actor, await loadEvent(db, eventId));
}

/** Announced events exist for anyone who knows them; drafts and deleted events only for their organisers. */
export function canSeeEvent(event: Pick<EventRow, 'isAnnounced' | 'deletedAt'>, organises: boolean): boolean {
  return organises || (event.isAnnounced && !event.deletedAt);
}

/**
 * Who reads an event's details: its organisers always, any chamber administrator, and other
 * members when the event is public or they are invited (spec-1: no invitation, not public and
 * not role 2 is refused).
 */
export function canReadEventDetails(
  actor: Actor | null,
  event: Pick<EventRow, 'isPublic'>,
  caller: { organises: boolean; isInvited: boolean },
): boolean {
  return caller.organises || !!actor?.functions.has('cif_admin_function') || event.isPublic || caller.isInvited;
}

/**
 * Who may join an event's online room (see its online link): its organisers, and its registered
 * attendees (accepted, not blocked). Every answer that carries the link asks this.
 */
export function canJoinOnlineRoom(rights: Pick<EventRights, 'canManage'>, standing: { isAttending: boolean }): boolean {
  return rights.canManage || standing.isAttending;
}

// Guards by id.

/** The event, for its organising chamber or the platform administrator; 403 event_not_editable for others. */
export async function requireEditableEvent(db: DbOrTx, actor: Actor, eventId: number): Promise<EventRow> {
  const event = await loadEvent(db, eventId);
  if (!canEditEvent(actor, event)) throw forbidden('event_not_editable');
  return event;
}

/** The event, for its organisers (assistant chambers included); 403 event_not_editable for others. */
export async function requireManagedEvent(db: DbOrTx, actor: Actor, eventId: number): Promise<EventRow> {
  const event = await loadEvent(db, eventId);
  if (!(await managesEvent(db, actor, event))) throw forbidden('event_not_editable');
  return event;
}

/** A live event the actor may see: announced, or organised by them; 404 event_not_found otherwise. */
export async function requireVisibleEvent(db: DbOrTx, actor: Actor, eventId: number): Promise<EventRow> {
  const event = await loadEvent(db, eventId);
  if (!event.isAnnounced && !(await managesEvent(db, actor, event))) throw notFound('event_not_found');
  return event;
}

// Guards on an event read with the caller's standing (events.repository's row carries it).

/** What the rules need of an event read for a caller: the event and whether their chamber assists / they are invited. */
export interface EventStanding {
  event: Pick<EventRow, 'fkChamberId' | 'isAnnounced' | 'isPublic' | 'deletedAt'>;
  isAssistantOrganizer: boolean;
  isInvited: boolean;
}

/** What the caller may do with an event they may see. */
export interface EventRights {
  canEdit: boolean;
  canManage: boolean;
}

/** The caller's rights, or 404 event_not_found for a draft or deleted event they do not organise. */
export function requireSeenEvent(actor: Actor | null, standing: EventStanding): EventRights {
  const canEdit = canEditEvent(actor, standing.event);
  const rights = { canEdit, canManage: canEdit || standing.isAssistantOrganizer };
  if (!canSeeEvent(standing.event, rights.canManage)) throw notFound('event_not_found');
  return rights;
}

/** The caller's rights on an event whose details they may read; 404 as requireSeenEvent, else 403 dont_have_invitation. */
export function requireReadableEvent(actor: Actor | null, standing: EventStanding): EventRights {
  const rights = requireSeenEvent(actor, standing);
  const caller = { organises: rights.canManage, isInvited: standing.isInvited };
  if (!canReadEventDetails(actor, standing.event, caller)) throw forbidden('dont_have_invitation');
  return rights;
}
