import { DEFAULT_LANGUAGE_ID } from '@portal/contracts/codes/code-types';
import { PARTNER_TEXT_FIELDS, TranslatedKind } from '@portal/contracts/common/content-languages';
import { totalPages } from '@portal/contracts/common/paging';
import type { EventPartner, ParsedPartnerModel, ParsedPartnerSearch, PartnerPage } from '@portal/contracts/programme/partners';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { businessRule, notFound } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { type EventRow, requireManagedEvent } from '../events/event.policy.ts';
import { mainLanguageIdOf } from '../i18n/content-translations.mapper.ts';
import { writeTranslations } from '../i18n/content-translations.service.ts';
import { logAction } from '../logs/logs.service.ts';
import { addToEvent, organisingChamberIds, partnerAnswers } from './event-partners.service.ts';
import {
  eventPartnerRows,
  insertPartner,
  partnerById,
  partnerPageRows,
  type PartnerRow,
  setEventPartnerOrganizer,
  softDeletePartner,
  updatePartnerFields,
} from './partners.repository.ts';
import { usableImage } from './programme-images.ts';
import { requireEditablePartner, requireListedChamber, requireOwningChamber, requireVisiblePartner } from './programme.policy.ts';

/**
 * search-all: the partners a chamber may reuse. With fkEventId (its organisers): the partners of
 * the event's organising chambers that are not on it yet, for "add existing".
 */
export async function searchAllPartners(ctx: AppContext, actor: Actor, input: ParsedPartnerSearch): Promise<PartnerPage> {
  let chamberIds: number[] | null;
  if (input.fkEventId) {
    const event = await requireManagedEvent(ctx.db, actor, input.fkEventId);
    chamberIds = await organisingChamberIds(ctx.db, event);
  } else {
    const chamberId = requireListedChamber(actor, input.fkChamberId);
    chamberIds = chamberId === null ? null : [chamberId];
  }
  const { rows, total } = await partnerPageRows(ctx.db, { ...input, lang: actor.languageId, chamberIds, notOnEvent: input.fkEventId });
  return { eventPartners: await partnerAnswers(ctx.db, actor, rows), totalPages: totalPages(total, input.pageSize), totalCount: total };
}

/** GET api/EventPartners/{id}: the chamber's administrators, and whoever may see an event it is on. */
export async function getPartner(ctx: AppContext, actor: Actor, id: number): Promise<EventPartner> {
  const [partner] = await partnerAnswers(ctx.db, actor, [await requireVisiblePartner(ctx.db, actor, id)]);
  return partner;
}

/**
 * A partner's columns from the form. Its description's language: the one given, else the stored
 * one's, else (new) the event's main language it is created for, else English.
 */
async function partnerValues(db: DbOrTx, actor: Actor, input: ParsedPartnerModel, current: PartnerRow | null, event: EventRow | null) {
  return {
    name: input.name,
    logoName: await usableImage(db, actor, 'logo', input.logo, current?.logo ?? null),
    link: input.link ?? null,
    description: sanitizeRichText(input.description),
    mainLanguageId: mainLanguageIdOf(input.mainLanguage, current?.mainLanguageId ?? event?.mainLanguageId ?? DEFAULT_LANGUAGE_ID),
    updatedAt: new Date(),
  };
}

/** The partner's description in its other languages, when the write gives them. */
const writePartnerTranslations = (tx: DbOrTx, id: number, mainLanguageId: number, input: ParsedPartnerModel) =>
  writeTranslations(
    tx,
    { kind: TranslatedKind.partner, id, mainLanguageId },
    { all: PARTNER_TEXT_FIELDS, richText: ['description'] },
    input.translations,
  );

/**
 * POST api/EventPartners/: a new partner of a chamber (the actor's own; the platform
 * administrator's choice, else the event's organising chamber); with fkEventId it joins that
 * event at the end of its list.
 */
export async function createPartner(ctx: AppContext, actor: Actor, input: ParsedPartnerModel): Promise<EventPartner> {
  const id = await ctx.db.transaction(async (tx) => {
    const event = input.fkEventId ? await requireManagedEvent(tx, actor, input.fkEventId) : null;
    const fkChamberId = await requireOwningChamber(tx, actor, input.fkChamberId, event?.fkChamberId);
    // As for add-existing: an event shows partners of its organising chambers only.
    if (event && !(await organisingChamberIds(tx, event)).includes(fkChamberId)) throw businessRule('partner_not_of_event_chambers');
    const values = await partnerValues(tx, actor, input, null, event);
    const pkPartnerId = await insertPartner(tx, { ...values, fkChamberId, createdBy: actor.userId });
    await writePartnerTranslations(tx, pkPartnerId, values.mainLanguageId, input);
    await logAction(tx, actor, 'create_partner', 'partner', pkPartnerId, { fkChamberId, fkEventId: event?.pkEventId ?? null });
    if (event) await addToEvent(tx, actor, event.pkEventId, pkPartnerId, input.isOrganizer);
    return pkPartnerId;
  });
  return partnerAnswer(ctx, actor, id, input.fkEventId);
}

/** PUT api/EventPartners: the partner's chamber changes it; with fkEventId, its organiser flag there too. */
export async function updatePartner(ctx: AppContext, actor: Actor, input: ParsedPartnerModel & { pkEventPartnerId: number }) {
  await ctx.db.transaction(async (tx) => {
    const current = await requireEditablePartner(tx, actor, input.pkEventPartnerId);
    const values = await partnerValues(tx, actor, input, current, null);
    await updatePartnerFields(tx, current.pkEventPartnerId, values);
    await writePartnerTranslations(tx, current.pkEventPartnerId, values.mainLanguageId, input);
    if (input.fkEventId) {
      await requireManagedEvent(tx, actor, input.fkEventId);
      if (!(await setEventPartnerOrganizer(tx, input.fkEventId, current.pkEventPartnerId, input.isOrganizer))) {
        throw notFound('partner_not_on_event');
      }
    }
    await logAction(tx, actor, 'update_partner', 'partner', current.pkEventPartnerId);
  });
  return partnerAnswer(ctx, actor, input.pkEventPartnerId, input.fkEventId);
}

/**
 * DELETE api/EventPartners/{id}: the partner is no longer offered and leaves the events that
 * have not ended; finished events keep showing it (soft delete).
 */
export async function deletePartner(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await requireEditablePartner(tx, actor, id);
    await softDeletePartner(tx, id);
    await logAction(tx, actor, 'delete_partner', 'partner', id);
  });
}

/** The partner as saved: as it stands on the event when one was named. */
async function partnerAnswer(ctx: AppContext, actor: Actor, id: number, eventId: number | null | undefined): Promise<EventPartner> {
  const lang = actor.languageId;
  const onEvent = eventId ? (await eventPartnerRows(ctx.db, lang, eventId)).find((r) => r.pkEventPartnerId === id) : undefined;
  const [answer] = await partnerAnswers(ctx.db, actor, [onEvent ?? (await partnerById(ctx.db, lang, id))]);
  return answer;
}
