import type { DbOrTx } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { canEditEvent } from './event-access.policy.ts';
import { type EventListRow, eventRow, type Viewer } from './events.repository.ts';

export interface EventView {
  row: EventListRow;
  canEdit: boolean;
  canManage: boolean;
}

/**
 * Announced events exist for anyone who knows them (their theme colours the header for every
 * visitor of the page); drafts and deleted events only for their organisers, 404 for others.
 */
export async function announcedOrOrganised(db: DbOrTx, v: Viewer, id: number): Promise<EventView> {
  const row = await eventRow(db, v, id);
  const canEdit = canEditEvent(v.actor, row.event);
  const view = { row, canEdit, canManage: canEdit || row.isAssistantOrganizer };
  if (!view.canManage && (row.event.deletedAt || !row.event.isAnnounced)) throw notFound('event_not_found');
  return view;
}

/**
 * Who sees an event's details: its organisers and the platform administrator always, any
 * chamber administrator once it is announced, other members when it is announced and public
 * or they are invited. Otherwise 403 dont_have_invitation (spec-1: no invitation, not public
 * and not role 2).
 */
export async function viewEvent(db: DbOrTx, v: Viewer, id: number): Promise<EventView> {
  const view = await announcedOrOrganised(db, v, id);
  const { event } = view.row;
  if (view.canManage || v.actor?.functions.has('cif_admin_function') || event.isPublic || view.row.isInvited) return view;
  throw forbidden('dont_have_invitation');
}
