/** The ids after moving the one at `index` one place up (-1) or down (+1); unchanged at the ends. */
export function moveInOrder(ids: readonly number[], index: number, step: -1 | 1): number[] {
  const next = [...ids];
  const target = index + step;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return next;
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}
