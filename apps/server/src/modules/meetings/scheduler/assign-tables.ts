/**
 * Numbers the tables of each slot: confirmed meetings keep their table, the others take the
 * lowest free tables in meeting order. Tables are interchangeable, so any slot holding at most
 * nTables meetings can be numbered.
 */
import type { ScheduleProblem } from './schedule-problem.ts';

/** Per meeting, its table (0 when unplaced or when the slot has no table left). */
export function assignTables(problem: ScheduleProblem, slots: ArrayLike<number>): number[] {
  const tables = new Array<number>(problem.meetings.length).fill(0);
  const taken = new Map<number, Set<number>>();
  const used = (slot: number) => {
    let set = taken.get(slot);
    if (!set) {
      set = new Set();
      taken.set(slot, set);
    }
    return set;
  };
  problem.meetings.forEach((m, i) => {
    const slot = slots[i];
    if (slot && m.confirmed && m.confirmed.slot === slot && !used(slot).has(m.confirmed.table)) {
      tables[i] = m.confirmed.table;
      used(slot).add(m.confirmed.table);
    }
  });
  const next = new Map<number, number>();
  problem.meetings.forEach((_, i) => {
    const slot = slots[i];
    if (!slot || tables[i]) return;
    const set = used(slot);
    let table = next.get(slot) ?? 1;
    while (set.has(table)) table++;
    if (table <= problem.nTables) {
      tables[i] = table;
      set.add(table);
    }
    next.set(slot, table + 1);
  });
  return tables;
}
