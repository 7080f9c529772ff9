import { isoToday } from '@portal/contracts/catalogue/catalogue-item';

/** Where an offer's validity window stands today; null when it is neither supply nor demand. */
export type OfferStatus = 'upcoming' | 'active' | 'expired';

interface Dated {
  isSupply: boolean;
  isDemand: boolean;
  validFrom: string | null;
  validTo: string | null;
}

/** YYYY-MM-DD of a stored date or timestamp. */
export const dayOf = (value: string | null | undefined) => (value ? value.slice(0, 10) : null);

export function offerStatus(item: Dated, today = isoToday()): OfferStatus | null {
  if (!item.isSupply && !item.isDemand) return null;
  const from = dayOf(item.validFrom);
  const to = dayOf(item.validTo);
  if (from && from > today) return 'upcoming';
  if (to && to < today) return 'expired';
  return 'active';
}

export const offerStatusColor: Record<OfferStatus, string> = { upcoming: 'blue', active: 'teal', expired: 'gray' };

/** The stored names of an item's images, the main one first (the API sends them semicolon-joined). */
export function imagesOf(item: { images: string; mainImage: string | null }): string[] {
  const names = item.images
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
  return [...new Set(item.mainImage ? [item.mainImage, ...names] : names)];
}
