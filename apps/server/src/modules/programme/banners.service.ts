import { BANNER_TEXT_FIELDS, TranslatedKind } from '@portal/contracts/common/content-languages';
import { type EventBanner, MAX_EVENT_BANNERS, type ParsedBannerModel } from '@portal/contracts/programme/banners';
import type { Actor, AppContext, Client } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { businessRule, notFound } from '../../lib/app-error.ts';
import { requireManagedEvent } from '../events/event.policy.ts';
import { lockEvent } from '../events/events.repository.ts';
import { localizedAnswers, writeTranslations } from '../i18n/content-translations.service.ts';
import { logAction } from '../logs/logs.service.ts';
import { type BannerRow, bannerById, bannersOf, countBanners, deleteBannerRow, insertBanner, updateBanner } from './banners.repository.ts';
import { usableImage } from './programme-images.ts';
import { requireShowcaseEvent } from './programme.policy.ts';

/** Banners as answers: the title in the reader's language; every language's for the event's organisers (`canManage`). */
const bannerAnswers = (db: DbOrTx, rows: BannerRow[], canManage: boolean): Promise<EventBanner[]> =>
  localizedAnswers(db, TranslatedKind.banner, rows, { id: (r) => r.pkEventBannerId, editable: () => canManage });

/** get-all-for-event/{id}: the event's banners in position order, for whoever may see the event. */
export async function bannersOfEvent(ctx: AppContext, by: Actor | Client, eventId: number): Promise<EventBanner[]> {
  const view = await requireShowcaseEvent(ctx.db, by, eventId);
  return bannerAnswers(ctx.db, await bannersOf(ctx.db, by.languageId, eventId), view.canManage);
}

/**
 * create-or-update: the event's organisers add a banner (at most MAX_EVENT_BANNERS, counted under
 * a lock of the event's row so two at once cannot pass it) or change one; a banner stays on its event.
 */
export async function saveBanner(ctx: AppContext, actor: Actor, input: ParsedBannerModel): Promise<EventBanner> {
  const id = await ctx.db.transaction(async (tx) => {
    const current = input.pkEventBannerId ? await bannerById(tx, actor.languageId, input.pkEventBannerId) : null;
    const eventId = current?.fkEventId ?? input.fkEventId;
    const event = await requireManagedEvent(tx, actor, eventId);
    const values = {
      imageName: (await usableImage(tx, actor, 'imageName', input.imageName, current?.imageName)) ?? '',
      link: input.link ?? null,
      title: input.title || null,
      sortOrder: input.sortOrder,
      updatedAt: new Date(),
    };
    // The title in the event's other languages, when the write gives them.
    const translate = (bannerId: number) =>
      writeTranslations(
        tx,
        { kind: TranslatedKind.banner, id: bannerId, mainLanguageId: event.mainLanguageId },
        { all: BANNER_TEXT_FIELDS, richText: [] },
        input.translations,
      );
    if (current) {
      await updateBanner(tx, current.pkEventBannerId, values);
      await translate(current.pkEventBannerId);
      await logAction(tx, actor, 'update_event_banner', 'event', eventId, { pkEventBannerId: current.pkEventBannerId });
      return current.pkEventBannerId;
    }
    await lockEvent(tx, eventId);
    if ((await countBanners(tx, eventId)) >= MAX_EVENT_BANNERS) throw businessRule('too_many_banners', { max: MAX_EVENT_BANNERS });
    const pkEventBannerId = await insertBanner(tx, eventId, values);
    await translate(pkEventBannerId);
    await logAction(tx, actor, 'create_event_banner', 'event', eventId, { pkEventBannerId });
    return pkEventBannerId;
  });
  const [saved] = await bannerAnswers(ctx.db, [await bannerById(ctx.db, actor.languageId, id)], true);
  return saved;
}

/** DELETE api/EventBanners/{id}: the event's organisers. */
export async function deleteBanner(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const banner = await bannerById(tx, actor.languageId, id);
    await requireManagedEvent(tx, actor, banner.fkEventId);
    if (!(await deleteBannerRow(tx, banner.fkEventId, id))) throw notFound('banner_not_found');
    await logAction(tx, actor, 'delete_event_banner', 'event', banner.fkEventId, { pkEventBannerId: id });
  });
}
