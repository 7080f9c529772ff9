import { CodeType, DEFAULT_LANGUAGE_ID } from '@portal/contracts/codes/code-types';
import { interfaceLanguageByCode } from '@portal/contracts/codes/interface-languages';
import { EVENT_TEXT_FIELDS, TranslatedKind } from '@portal/contracts/common/content-languages';
import type { EventModel, SetRegistrationState } from '@portal/contracts/events/events';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { businessRule, fieldError, forbidden } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { writeTranslations } from '../i18n/content-translations.service.ts';
import { logAction } from '../logs/logs.service.ts';
import { type EventRow, isPlatformAdmin, organiserChamberOf, requireEditableEvent } from './event.policy.ts';
import { registrationStateOf } from './event-status.ts';
import { getEvent } from './events.service.ts';
import { deleteAssistantChamber, findChamber } from './event-chambers.repository.ts';
import { isLiveCode } from './event-codes.repository.ts';
import { requireTheme } from './event-themes.service.ts';
import { insertEvent, updateEvent } from './events.repository.ts';

/**
 * The organising chamber: a chamber administrator's own (fkChamberId from them is ignored), or
 * the one the platform administrator names; an event keeps its chamber unless they move it.
 */
async function organisingChamber(db: DbOrTx, actor: Actor, input: EventModel, existing: EventRow | null): Promise<number> {
  if (isPlatformAdmin(actor)) {
    const chamberId = input.fkChamberId ?? existing?.fkChamberId;
    if (!chamberId) throw fieldError('fkChamberId', 'validation.required');
    if (chamberId !== existing?.fkChamberId && !(await findChamber(db, actor.languageId, chamberId)))
      throw fieldError('fkChamberId', 'chamber_not_found');
    return chamberId;
  }
  if (existing) return existing.fkChamberId;
  const chamberId = organiserChamberOf(actor);
  if (chamberId === null) throw forbidden('event_not_editable');
  return chamberId;
}

/** The rules the contract cannot check without stored state. */
async function checkReferences(db: DbOrTx, input: EventModel, existing: EventRow | null) {
  if (input.fkEventTopicId && !(await isLiveCode(db, input.fkEventTopicId, CodeType.eventTopic)))
    throw fieldError('fkEventTopicId', 'event_topic_not_found');
  if (input.fkPredefinedThemeId) await requireTheme(db, input.fkPredefinedThemeId);
  // A start already past may stay when editing (the event runs); a new or moved start must lie ahead.
  const start = new Date(input.startDate);
  if (start.getTime() !== existing?.startDate.getTime() && start <= new Date()) throw fieldError('startDate', 'event_start_in_the_past');
}

/** POST api/Events/ and PUT api/Events/{id}. */
export async function saveEvent(ctx: AppContext, actor: Actor, input: EventModel, id?: number) {
  const savedId = await ctx.db.transaction(async (tx) => {
    const existing = id ? await requireEditableEvent(tx, actor, id) : null;
    const fkChamberId = await organisingChamber(tx, actor, input, existing);
    await checkReferences(tx, input, existing);
    const values = {
      name: input.name,
      description: sanitizeRichText(input.description),
      fkChamberId,
      startDate: new Date(input.startDate),
      endDate: new Date(input.endDate),
      registrationStartTime: input.registrationStartTime ? new Date(input.registrationStartTime) : null,
      registrationEndTime: input.registrationEndTime ? new Date(input.registrationEndTime) : null,
      fkEventPlaceTypeId: input.fkEventPlaceTypeId,
      eventPlace: input.eventPlace || null,
      venue: input.venue || null,
      lon: input.lon ?? null,
      lat: input.lat ?? null,
      onlineLink: input.onlineLink || null,
      fkEventTopicId: input.fkEventTopicId ?? null,
      isPublic: input.isPublic,
      isAnnounced: input.isAnnounced,
      allowSkipRegistration: input.allowSkipRegistration,
      fkPredefinedThemeId: input.fkPredefinedThemeId ?? null,
      mainLanguageId: input.mainLanguage
        ? interfaceLanguageByCode(input.mainLanguage).id
        : (existing?.mainLanguageId ?? DEFAULT_LANGUAGE_ID),
    };
    let eventId = id;
    if (eventId) {
      await updateEvent(tx, eventId, { ...values, updatedAt: new Date() });
      // A chamber moved to the main place is no longer its own assistant.
      await deleteAssistantChamber(tx, eventId, fkChamberId);
    } else {
      eventId = await insertEvent(tx, { ...values, createdBy: actor.userId });
    }
    await writeTranslations(
      tx,
      { kind: TranslatedKind.event, id: eventId, mainLanguageId: values.mainLanguageId },
      { all: EVENT_TEXT_FIELDS, richText: ['description'] },
      input.translations,
    );
    await logAction(tx, actor, id ? 'update_event' : 'add_event', 'event', eventId);
    return eventId;
  });
  return getEvent(ctx, actor, savedId);
}

/** DELETE api/Events/{id}: soft, and only before the event starts. */
export async function deleteEvent(ctx: AppContext, actor: Actor, id: number) {
  await ctx.db.transaction(async (tx) => {
    const event = await requireEditableEvent(tx, actor, id);
    if (event.startDate <= new Date()) throw businessRule('event_already_started');
    await updateEvent(tx, id, { deletedAt: new Date(), updatedAt: new Date() });
    await logAction(tx, actor, 'delete_event', 'event', id);
  });
}

/**
 * POST api/Events/set-registration-state. Start opens registration now (also re-opening an
 * ended one, until the event ends); end closes it now, which disables inviting.
 */
export async function setRegistrationState(ctx: AppContext, actor: Actor, { fkEventId: eventId, action }: SetRegistrationState) {
  return ctx.db.transaction(async (tx) => {
    const event = await requireEditableEvent(tx, actor, eventId);
    const now = new Date();
    if (event.endDate <= now) throw businessRule('event_finished');
    const state = registrationStateOf(event, now);
    const change: Partial<EventRow> = {};
    if (action === 'start') {
      if (state.isRegistrationStarted && !state.isRegistrationEnded) throw businessRule('registration_already_started');
      change.registrationStartTime = now;
      if (state.isRegistrationEnded) change.registrationEndTime = null;
    } else {
      if (state.isRegistrationEnded) throw businessRule('registration_already_ended');
      if (!state.isRegistrationStarted) throw businessRule('registration_not_started');
      change.registrationEndTime = now;
    }
    const saved = await updateEvent(tx, eventId, { ...change, updatedAt: now });
    await logAction(tx, actor, action === 'start' ? 'start_event_registration' : 'end_event_registration', 'event', eventId);
    return registrationStateOf(saved, now);
  });
}
