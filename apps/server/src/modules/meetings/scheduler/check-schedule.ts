/**
 * An independent checker of a schedule: recounts every hard constraint and the breaks from the
 * problem and the slot/table of each meeting. It deliberately shares no code with the solver
 * (which counts breaks with bit masks); tests and the bench trust only this count.
 */
import type { ScheduleProblem } from './schedule-problem.ts';

export type ViolationKind =
  | 'unplaced'
  | 'slot-range'
  | 'session'
  | 'participant-clash'
  | 'tables-exceeded'
  | 'table-range'
  | 'table-clash'
  | 'forbidden'
  | 'fixed'
  | 'confirmed'
  | 'precedence';

export interface Violation {
  kind: ViolationKind;
  message: string;
  meeting?: number;
  participant?: number;
  slot?: number;
}

export interface ScheduleCheck {
  valid: boolean;
  violations: Violation[];
  placed: number;
  breaks: number;
  maxBreaks: number;
  breaksPerParticipant: number[];
}

export interface CheckOptions {
  /** Meetings reported unplaced are allowed (they count as not placed, not as violations). */
  allowUnplaced?: boolean;
  /** Check table numbers too (default true when `tables` is given). */
  tables?: number[];
}

/**
 * Checks `slots` (per meeting, 1-based slot or 0 for unplaced) and optional `tables`.
 * Breaks: for each participant, the number of idle gaps between their first and last meeting.
 */
export function checkSchedule(problem: ScheduleProblem, slots: readonly number[], options: CheckOptions = {}): ScheduleCheck {
  const violations: Violation[] = [];
  const { meetings, nSlots, nMorningSlots, nTables } = problem;
  const add = (v: Violation) => violations.push(v);
  if (slots.length !== meetings.length) add({ kind: 'unplaced', message: `${slots.length} slots for ${meetings.length} meetings` });

  const perSlot = new Map<number, number[]>();
  const perParticipant = new Map<number, number[]>();
  let placed = 0;
  meetings.forEach((m, i) => {
    const slot = slots[i] ?? 0;
    if (!slot) {
      if (!options.allowUnplaced) add({ kind: 'unplaced', message: `meeting ${i} has no slot`, meeting: i });
      if (m.confirmed) add({ kind: 'confirmed', message: `confirmed meeting ${i} was removed`, meeting: i });
      return;
    }
    placed++;
    if (!Number.isInteger(slot) || slot < 1 || slot > nSlots) {
      add({ kind: 'slot-range', message: `meeting ${i} in slot ${slot} outside 1..${nSlots}`, meeting: i, slot });
      return;
    }
    const morning = slot <= nMorningSlots;
    if ((m.session === 'morning' && !morning) || (m.session === 'afternoon' && morning)) {
      add({ kind: 'session', message: `meeting ${i} (${m.session}) in slot ${slot}`, meeting: i, slot });
    }
    if (m.fixedSlot && m.fixedSlot !== slot)
      add({ kind: 'fixed', message: `meeting ${i} fixed at ${m.fixedSlot}, in ${slot}`, meeting: i, slot });
    if (m.confirmed && m.confirmed.slot !== slot) {
      add({ kind: 'confirmed', message: `confirmed meeting ${i} moved from slot ${m.confirmed.slot} to ${slot}`, meeting: i, slot });
    }
    for (const p of [m.a, m.b]) {
      if (problem.forbiddenSlots?.[p]?.includes(slot)) {
        add({ kind: 'forbidden', message: `participant ${p} cannot attend slot ${slot} (meeting ${i})`, meeting: i, participant: p, slot });
      }
      const list = perParticipant.get(p) ?? [];
      list.push(slot);
      perParticipant.set(p, list);
    }
    const inSlot = perSlot.get(slot) ?? [];
    inSlot.push(i);
    perSlot.set(slot, inSlot);
  });

  for (const [slot, list] of perSlot) {
    if (list.length > nTables)
      add({ kind: 'tables-exceeded', message: `${list.length} meetings in slot ${slot} for ${nTables} tables`, slot });
    const seen = new Map<number, number>();
    for (const i of list) {
      for (const p of [meetings[i].a, meetings[i].b]) {
        const other = seen.get(p);
        if (other !== undefined) {
          add({
            kind: 'participant-clash',
            message: `participant ${p} in meetings ${other} and ${i} in slot ${slot}`,
            meeting: i,
            participant: p,
            slot,
          });
        } else seen.set(p, i);
      }
    }
    if (options.tables) {
      const tableOf = new Map<number, number>();
      for (const i of list) {
        const table = options.tables[i];
        if (!Number.isInteger(table) || table < 1 || table > nTables) {
          add({ kind: 'table-range', message: `meeting ${i} at table ${table} outside 1..${nTables}`, meeting: i, slot });
          continue;
        }
        const other = tableOf.get(table);
        if (other !== undefined)
          add({ kind: 'table-clash', message: `meetings ${other} and ${i} at table ${table} in slot ${slot}`, meeting: i, slot });
        else tableOf.set(table, i);
        const confirmed = meetings[i].confirmed;
        if (confirmed && confirmed.table !== table) {
          add({ kind: 'confirmed', message: `confirmed meeting ${i} moved from table ${confirmed.table} to ${table}`, meeting: i, slot });
        }
      }
    }
  }

  for (const { before, after } of problem.precedences ?? []) {
    const sb = slots[before] ?? 0;
    const sa = slots[after] ?? 0;
    if (sb && sa && !(sb < sa)) {
      add({ kind: 'precedence', message: `meeting ${before} (slot ${sb}) must come before meeting ${after} (slot ${sa})`, meeting: after });
    }
  }

  const breaksPerParticipant = new Array<number>(problem.nParticipants).fill(0);
  for (const [p, list] of perParticipant) {
    const sorted = [...list].sort((x, y) => x - y);
    let gaps = 0;
    for (let k = 1; k < sorted.length; k++) if (sorted[k] - sorted[k - 1] > 1) gaps++;
    breaksPerParticipant[p] = gaps;
  }
  let breaks = 0;
  let maxBreaks = 0;
  for (const b of breaksPerParticipant) {
    breaks += b;
    if (b > maxBreaks) maxBreaks = b;
  }
  return { valid: violations.length === 0, violations, placed, breaks, maxBreaks, breaksPerParticipant };
}
