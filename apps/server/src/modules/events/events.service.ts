import type { EventDetails, EventInfo } from '@portal/contracts/events/events';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { attendeeFigures, participantsByCountry } from './attendees.repository.ts';
import { registrationStateOf } from './event-status.ts';
import { toEventDetails } from './events.mapper.ts';
import { canEditEvent } from './event.policy.ts';
import { TranslatedKind } from '@portal/contracts/common/content-languages';
import { toEditableTexts } from '../i18n/content-translations.mapper.ts';
import { storedTranslations } from '../i18n/content-translations.repository.ts';
import { type Viewer, viewerOf } from './events.repository.ts';
import { assistantChamberRows } from './event-chambers.repository.ts';
import { type EventView, viewEvent } from './events-visibility.ts';

/** The details answer of an event the viewer may see. */
export async function detailsOf(db: DbOrTx, v: Viewer, view: EventView): Promise<EventDetails> {
  const e = view.row.event;
  const editable = canEditEvent(v.actor, e);
  const [assistants, stored] = await Promise.all([
    assistantChamberRows(db, v.lang, e.pkEventId),
    editable ? storedTranslations(db, TranslatedKind.event, [e.pkEventId]) : null,
  ]);
  return toEventDetails(view.row, v.actor, {
    canManage: view.canManage,
    assistantChambers: assistants.map(({ pkChamberId, name }) => ({ pkChamberId, name })),
    editableTexts: stored
      ? toEditableTexts(e.mainLanguageId, { name: e.name, description: e.description, eventPlace: e.eventPlace }, stored.get(e.pkEventId))
      : null,
  });
}

/** GET api/Events/{id}. */
export async function getEvent(ctx: AppContext, actor: Actor, id: number) {
  const v = viewerOf(actor);
  return detailsOf(ctx.db, v, await viewEvent(ctx.db, v, id));
}

/** POST get-event-info/{id}: the details with attendee figures; companies and countries count registered attendees. */
export async function getEventInfo(ctx: AppContext, actor: Actor, id: number): Promise<EventInfo> {
  const { db } = ctx;
  const v = viewerOf(actor);
  const view = await viewEvent(db, v, id);
  const figures = await attendeeFigures(db, id);
  return {
    event: await detailsOf(db, v, view),
    atendeesNumber: figures.total,
    atendeesAcceptedNumber: figures.accepted,
    atendeesNotAcceptedNumber: figures.total - figures.accepted,
    companiesNumber: figures.companies,
    countriesNumber: figures.countries,
  };
}

/** get-event-with-specific-info/{id}: registered attendees counted by their company's country. */
export async function getEventWithSpecificInfo(ctx: AppContext, actor: Actor, id: number) {
  const { db } = ctx;
  const v = viewerOf(actor);
  const view = await viewEvent(db, v, id);
  const byCountry = await participantsByCountry(db, id, v.lang);
  return { event: await detailsOf(db, v, view), participantsByCountry: byCountry, isAccepted: view.row.isAccepted };
}

/** is-event-registration-started-or-ended/{id}. */
export async function registrationStateOfEvent(ctx: AppContext, actor: Actor, id: number) {
  return registrationStateOf((await viewEvent(ctx.db, viewerOf(actor), id)).row.event);
}

/** get-event-start-date-and-chamber-id and get-event-end-date-and-chamber-id. */
export async function eventDateAndChamber(ctx: AppContext, actor: Actor, id: number, which: 'startDate' | 'endDate') {
  const { event } = (await viewEvent(ctx.db, viewerOf(actor), id)).row;
  return { date: event[which].toISOString(), fkChamberId: event.fkChamberId };
}

/** check-event-allow-skip-registration/{id}. */
export async function allowSkipRegistration(ctx: AppContext, actor: Actor, id: number) {
  return { allowSkipRegistration: (await viewEvent(ctx.db, viewerOf(actor), id)).row.event.allowSkipRegistration };
}
