import type { UpdateEventTheme } from '@portal/contracts/events/events';
import type { Actor, AppContext, Client } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fieldError } from '../../lib/app-error.ts';
import { logAction } from '../logs/logs.service.ts';
import { requireEditableEvent } from './event.policy.ts';
import { findTheme, themeRows } from './event-themes.repository.ts';
import { updateEvent, viewerOf } from './events.repository.ts';
import { announcedOrOrganised } from './events-visibility.ts';

export function allThemes(ctx: AppContext) {
  return themeRows(ctx.db);
}

/** A theme chosen for an event must exist: a field error on fkPredefinedThemeId otherwise. */
export async function requireTheme(db: DbOrTx, id: number) {
  const theme = await findTheme(db, id);
  if (!theme) throw fieldError('fkPredefinedThemeId', 'event_theme_not_found');
  return theme;
}

/** get-event-theme/{id}: for anyone on an announced event's pages; drafts only for organisers. */
export async function eventTheme(ctx: AppContext, by: Actor | Client, id: number) {
  return { predefinedTheme: (await announcedOrOrganised(ctx.db, viewerOf(by), id)).row.theme };
}

/** update-event-theme: the organising chamber (or the platform administrator) brands the event; null clears it. */
export async function updateEventTheme(ctx: AppContext, actor: Actor, input: UpdateEventTheme) {
  return ctx.db.transaction(async (tx) => {
    await requireEditableEvent(tx, actor, input.fkEventId);
    const theme = input.fkPredefinedThemeId ? await requireTheme(tx, input.fkPredefinedThemeId) : null;
    await updateEvent(tx, input.fkEventId, { fkPredefinedThemeId: theme?.pkPredefinedThemeId ?? null, updatedAt: new Date() });
    await logAction(tx, actor, 'update_event_theme', 'event', input.fkEventId, {
      fkPredefinedThemeId: theme?.pkPredefinedThemeId ?? null,
    });
    return { predefinedTheme: theme };
  });
}
