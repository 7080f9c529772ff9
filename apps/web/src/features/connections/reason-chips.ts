import type { SuggestedUser, SuggestionReasonCode } from '@portal/contracts/companies/suggestions';

export type SuggestionReason = SuggestedUser['reasons'][number];

/** The strongest signals first (the server's weights: supply and demand 5, trade 4, sectors 3, markets 2, the rest 1). */
const REASON_ORDER: readonly SuggestionReasonCode[] = [
  'demands_your_offer',
  'offers_what_you_need',
  'buys_what_you_sell',
  'sells_what_you_buy',
  'shared_sectors',
  'in_your_target_market',
  'targets_your_market',
  'related_sectors',
  'shared_partner_preferences',
];

interface ReasonChip {
  code: SuggestionReasonCode;
  /** Every named item, de-duplicated, in the server's order. */
  items: string[];
  /** The items the chip spells out. */
  shown: string[];
  /** How many more the chip only counts (the tooltip lists them). */
  hidden: number;
}

/**
 * The reasons of a suggestion as chips: known codes only, one chip per code, strongest first. A chip
 * spells out at most `maxItems` names and stops before their text passes `maxChars` (always at least
 * one name, which the chip may cut with an ellipsis).
 */
export function reasonChips(reasons: readonly SuggestionReason[], { maxItems = 2, maxChars = 40 } = {}): ReasonChip[] {
  const byCode = new Map<SuggestionReasonCode, string[]>();
  for (const r of reasons) {
    if (!REASON_ORDER.includes(r.code)) continue;
    const items = byCode.get(r.code) ?? [];
    for (const raw of r.items) {
      const item = raw.trim();
      if (item && !items.includes(item)) items.push(item);
    }
    byCode.set(r.code, items);
  }
  return REASON_ORDER.filter((code) => byCode.has(code)).map((code) => {
    const items = byCode.get(code)!;
    const shown: string[] = [];
    for (const item of items) {
      if (shown.length >= maxItems) break;
      const length = shown.reduce((n, s) => n + s.length + 2, 0) + item.length;
      if (shown.length && length > maxChars) break;
      shown.push(item);
    }
    return { code, items, shown, hidden: items.length - shown.length };
  });
}

/** "A, B" or "A, B +3": the chip's item text, with the caller's translated "+n". */
export function chipItemsText(chip: Pick<ReasonChip, 'shown' | 'hidden'>, more: (count: number) => string): string {
  const names = chip.shown.join(', ');
  if (!chip.hidden) return names;
  return names ? `${names} ${more(chip.hidden)}` : more(chip.hidden);
}

type MatchStrength = 'strong' | 'good' | 'possible';

/** How well a suggestion fits, from its score (a shared trade item alone is 4, a shared sector 3). */
export function matchStrength(score: number): MatchStrength {
  if (score >= 8) return 'strong';
  if (score >= 4) return 'good';
  return 'possible';
}

/** Best matches first; equal scores by company, then by person, so the order does not jump between loads. */
export function sortSuggestions<
  T extends Pick<SuggestedUser, 'score' | 'firstName' | 'lastName' | 'userId'> & { company: { name: string } },
>(list: readonly T[]): T[] {
  return [...list].sort(
    (a, b) =>
      b.score - a.score ||
      a.company.name.localeCompare(b.company.name) ||
      `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`) ||
      a.userId - b.userId,
  );
}
