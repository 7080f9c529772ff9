import type { DbOrTx } from '../../db/client.ts';
import { NotificationType } from '@portal/contracts/notifications/notification-types';
import { writeNotifications } from '../notifications/notify.service.ts';
import type { CatalogueKind } from './catalogue-kinds.ts';
import { offerMatchedUserIds } from './offer-matches.repository.ts';

/**
 * Notifications of a new product or service for a visible offer that has just been
 * published: parts are the item id, the public-market flag (true: the link opens the public
 * supply and demand), the item's name and its company's name.
 */
export async function notifyOfferMatches(
  tx: DbOrTx,
  kind: CatalogueKind,
  offer: { id: number; name: string; companyName: string; isVisibleForSupply: boolean },
) {
  if (!offer.isVisibleForSupply) return [];
  return writeNotifications(tx, {
    userIds: await offerMatchedUserIds(tx, offer.id),
    content: {
      type: kind === 'product' ? NotificationType.newProduct : NotificationType.newService,
      itemId: offer.id,
      isPublic: true,
      name: offer.name,
      company: offer.companyName,
    },
  });
}
