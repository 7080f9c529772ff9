import { asc, eq } from 'drizzle-orm';
import type { UpdateEventTheme } from '@portal/contracts/events/events';
import type { Actor, AppContext, Client } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { fieldError } from '../../lib/app-error.ts';
import { logAction } from '../logs/logs.service.ts';
import { requireEditableEvent } from './event.policy.ts';
import { viewerOf } from './events.repository.ts';
import { announcedOrOrganised } from './events-visibility.ts';

const themes = t.predefinedThemes;

export function allThemes(ctx: AppContext) {
  return ctx.db.select().from(themes).orderBy(asc(themes.pkPredefinedThemeId));
}

/** A theme chosen for an event must exist: a field error on fkPredefinedThemeId otherwise. */
export async function requireTheme(db: DbOrTx, id: number) {
  const [theme] = await db.select().from(themes).where(eq(themes.pkPredefinedThemeId, id));
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
    await tx
      .update(t.events)
      .set({ fkPredefinedThemeId: theme?.pkPredefinedThemeId ?? null, updatedAt: new Date() })
      .where(eq(t.events.pkEventId, input.fkEventId));
    await logAction(tx, actor, 'update_event_theme', 'event', input.fkEventId, {
      fkPredefinedThemeId: theme?.pkPredefinedThemeId ?? null,
    });
    return { predefinedTheme: theme };
  });
}
