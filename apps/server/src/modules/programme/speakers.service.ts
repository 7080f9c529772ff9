import { eq } from 'drizzle-orm';
import { totalPages } from '@portal/contracts/common/paging';
import type { ParsedSpeakerModel, ParsedSpeakerSearch, Speaker, SpeakerPage } from '@portal/contracts/programme/speakers';
import type { Actor, AppContext } from '../../context.ts';
import * as t from '../../db/schema/all.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { logAction } from '../logs/logs.service.ts';
import { usableImage } from './programme-images.ts';
import { administersChamber, listedChamber, owningChamber, viewEventShowcase } from './programme.policy.ts';
import { readsAnyEvent } from './programme-visibility.ts';
import { type SpeakerScope, speakerById, speakerEventIds, speakerPageRows } from './speakers.repository.ts';

/**
 * search: a chamber's speakers. With fkEventId: for the event's organisers (assistant chambers
 * too) choosing a session's speakers, the organising chamber's; for whoever else may read the
 * event (its speakers tab), the speakers of its sessions.
 */
export async function searchSpeakers(ctx: AppContext, actor: Actor, input: ParsedSpeakerSearch): Promise<SpeakerPage> {
  const scope = input.fkEventId ? await eventScope(ctx, actor, input.fkEventId) : { chamberId: listedChamber(actor, input.fkChamberId) };
  const { rows, total } = await speakerPageRows(ctx.db, scope, input);
  return { speakers: rows, totalPages: totalPages(total, input.pageSize), totalCount: total };
}

async function eventScope(ctx: AppContext, actor: Actor, eventId: number): Promise<SpeakerScope> {
  const view = await viewEventShowcase(ctx.db, actor, eventId);
  return view.canManage ? { chamberId: view.row.event.fkChamberId } : { chamberId: null, eventId };
}

/** GET api/Speaker/{id}: the chamber's administrators, and whoever may see an event the speaker speaks at. */
export async function getSpeaker(ctx: AppContext, actor: Actor, id: number): Promise<Speaker> {
  const speaker = await speakerById(ctx.db, id);
  if (administersChamber(actor, speaker.fkChamberId)) return speaker;
  if (await readsAnyEvent(ctx.db, actor, await speakerEventIds(ctx.db, id))) return speaker;
  throw notFound('speaker_not_found');
}

/** The speaker, for its chamber's administrators; 403 speaker_not_editable for others who may see it, else 404. */
async function requireEditableSpeaker(ctx: AppContext, actor: Actor, id: number): Promise<Speaker> {
  const speaker = await getSpeaker(ctx, actor, id);
  if (!administersChamber(actor, speaker.fkChamberId)) throw forbidden('speaker_not_editable');
  return speaker;
}

/** POST and PUT api/Speaker: a chamber's speaker (the chamber never changes). */
export async function saveSpeaker(ctx: AppContext, actor: Actor, input: ParsedSpeakerModel): Promise<Speaker> {
  const existing = input.pkSpeakerId ? await requireEditableSpeaker(ctx, actor, input.pkSpeakerId) : null;
  const id = await ctx.db.transaction(async (tx) => {
    const fkChamberId = existing?.fkChamberId ?? (await owningChamber(tx, actor, input.fkChamberId));
    const values = {
      firstName: input.firstName,
      lastName: input.lastName,
      title: input.title || null,
      company: input.company || null,
      photoName: await usableImage(tx, actor, 'photoName', input.photoName, existing?.photoName ?? null),
      biography: sanitizeRichText(input.biography),
      updatedAt: new Date(),
    };
    let speakerId = existing?.pkSpeakerId;
    if (speakerId) await tx.update(t.speakers).set(values).where(eq(t.speakers.pkSpeakerId, speakerId));
    else
      [{ pkSpeakerId: speakerId }] = await tx
        .insert(t.speakers)
        .values({ ...values, fkChamberId, createdBy: actor.userId })
        .returning();
    await logAction(tx, actor, existing ? 'update_speaker' : 'create_speaker', 'speaker', speakerId, { fkChamberId });
    return speakerId;
  });
  return speakerById(ctx.db, id);
}

/**
 * DELETE api/Speaker/{id}: a speaker on sessions is kept for their agendas but no longer listed
 * (soft); one on none is removed.
 */
export async function deleteSpeaker(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  const speaker = await requireEditableSpeaker(ctx, actor, id);
  await ctx.db.transaction(async (tx) => {
    const where = eq(t.speakers.pkSpeakerId, id);
    if (speaker.schedulesCount > 0) await tx.update(t.speakers).set({ deletedAt: new Date() }).where(where);
    else await tx.delete(t.speakers).where(where);
    await logAction(tx, actor, 'delete_speaker', 'speaker', id, { soft: speaker.schedulesCount > 0 });
  });
}
