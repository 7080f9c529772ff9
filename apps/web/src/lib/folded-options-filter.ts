import { type ComboboxItem, type ComboboxParsedItem, isOptionsGroup, type OptionsFilter } from '@mantine/core';
import { containsFolded } from '@portal/contracts/common/text-fold';

/**
 * Mantine's options filter (a label containing the typed text), folded as the search folds
 * words: "ср" and "sr" find "Srbija", "cacak" finds "Čačak". The theme makes it every select's.
 */
export const foldedOptionsFilter: OptionsFilter<string> = ({ options, search, limit }) => {
  const result: ComboboxParsedItem<string>[] = [];
  for (const option of options) {
    if (result.length === limit) break;
    if (isOptionsGroup(option)) {
      const items = foldedOptionsFilter({ options: option.items, search, limit: limit - result.length }) as ComboboxItem<string>[];
      if (items.length) result.push({ group: option.group, items });
    } else if (containsFolded(option.label, search)) result.push(option);
  }
  return result;
};
