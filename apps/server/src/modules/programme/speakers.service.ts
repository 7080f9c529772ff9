import { DEFAULT_LANGUAGE_ID } from '@portal/contracts/codes/code-types';
import { SPEAKER_TEXT_FIELDS, TranslatedKind } from '@portal/contracts/common/content-languages';
import { totalPages } from '@portal/contracts/common/paging';
import type { ParsedSpeakerModel, ParsedSpeakerSearch, Speaker, SpeakerPage } from '@portal/contracts/programme/speakers';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { mainLanguageIdOf } from '../i18n/content-translations.mapper.ts';
import { localizedAnswers, writeTranslations } from '../i18n/content-translations.service.ts';
import { logAction } from '../logs/logs.service.ts';
import { usableImage } from './programme-images.ts';
import {
  canAdministerChamber,
  requireEditableSpeaker,
  requireListedChamber,
  requireOwningChamber,
  requireShowcaseEvent,
  requireVisibleSpeaker,
} from './programme.policy.ts';
import {
  deleteSpeakerRow,
  insertSpeaker,
  type SpeakerRow,
  type SpeakerScope,
  speakerById,
  speakerPageRows,
  updateSpeaker,
} from './speakers.repository.ts';

/** Speakers as answers: the biography in the reader's language; every language's for their chamber's administrators. */
const speakerAnswers = (db: DbOrTx, actor: Actor, rows: SpeakerRow[]): Promise<Speaker[]> =>
  localizedAnswers(db, TranslatedKind.speaker, rows, {
    id: (r) => r.pkSpeakerId,
    editable: (r) => canAdministerChamber(actor, r.fkChamberId),
  });

/**
 * search: a chamber's speakers. With fkEventId: for the event's organisers (assistant chambers
 * too) choosing a session's speakers, the organising chamber's; for whoever else may read the
 * event (its speakers tab), the speakers of its sessions.
 */
export async function searchSpeakers(ctx: AppContext, actor: Actor, input: ParsedSpeakerSearch): Promise<SpeakerPage> {
  const scope = input.fkEventId
    ? await eventScope(ctx, actor, input.fkEventId)
    : { chamberId: requireListedChamber(actor, input.fkChamberId) };
  const { rows, total } = await speakerPageRows(ctx.db, scope, { ...input, lang: actor.languageId });
  return { speakers: await speakerAnswers(ctx.db, actor, rows), totalPages: totalPages(total, input.pageSize), totalCount: total };
}

async function eventScope(ctx: AppContext, actor: Actor, eventId: number): Promise<SpeakerScope> {
  const view = await requireShowcaseEvent(ctx.db, actor, eventId);
  return view.canManage ? { chamberId: view.row.event.fkChamberId } : { chamberId: null, eventId };
}

/** GET api/Speaker/{id}: the chamber's administrators, and whoever may see an event the speaker speaks at. */
export async function getSpeaker(ctx: AppContext, actor: Actor, id: number): Promise<Speaker> {
  const [speaker] = await speakerAnswers(ctx.db, actor, [await requireVisibleSpeaker(ctx.db, actor, id)]);
  return speaker;
}

/**
 * POST and PUT api/Speaker: a chamber's speaker (the chamber never changes), its biography in its
 * main language and, when given, in others.
 */
export async function saveSpeaker(ctx: AppContext, actor: Actor, input: ParsedSpeakerModel): Promise<Speaker> {
  const existing = input.pkSpeakerId ? await requireEditableSpeaker(ctx.db, actor, input.pkSpeakerId) : null;
  const id = await ctx.db.transaction(async (tx) => {
    const fkChamberId = existing?.fkChamberId ?? (await requireOwningChamber(tx, actor, input.fkChamberId));
    const values = {
      firstName: input.firstName,
      lastName: input.lastName,
      title: input.title || null,
      company: input.company || null,
      photoName: await usableImage(tx, actor, 'photoName', input.photoName, existing?.photoName ?? null),
      biography: sanitizeRichText(input.biography),
      mainLanguageId: mainLanguageIdOf(input.mainLanguage, existing?.mainLanguageId ?? DEFAULT_LANGUAGE_ID),
      updatedAt: new Date(),
    };
    let speakerId = existing?.pkSpeakerId;
    if (speakerId) await updateSpeaker(tx, speakerId, values);
    else speakerId = await insertSpeaker(tx, { ...values, fkChamberId, createdBy: actor.userId });
    await writeTranslations(
      tx,
      { kind: TranslatedKind.speaker, id: speakerId, mainLanguageId: values.mainLanguageId },
      { all: SPEAKER_TEXT_FIELDS, richText: ['biography'] },
      input.translations,
    );
    await logAction(tx, actor, existing ? 'update_speaker' : 'create_speaker', 'speaker', speakerId, { fkChamberId });
    return speakerId;
  });
  const [saved] = await speakerAnswers(ctx.db, actor, [await speakerById(ctx.db, actor.languageId, id)]);
  return saved;
}

/**
 * DELETE api/Speaker/{id}: a speaker on sessions is kept for their agendas but no longer listed
 * (soft); one on none is removed.
 */
export async function deleteSpeaker(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  const speaker = await requireEditableSpeaker(ctx.db, actor, id);
  await ctx.db.transaction(async (tx) => {
    await deleteSpeakerRow(tx, id, speaker.schedulesCount > 0);
    await logAction(tx, actor, 'delete_speaker', 'speaker', id, { soft: speaker.schedulesCount > 0 });
  });
}
