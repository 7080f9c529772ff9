import { describe, expect, it } from 'vitest';
import { checkSchedule, type ViolationKind } from './check-schedule.ts';
import type { ScheduleProblem } from './schedule-problem.ts';

/** Three participants, four slots (two morning), two tables. */
const base = (): ScheduleProblem => ({
  nParticipants: 3,
  nSlots: 4,
  nMorningSlots: 2,
  nTables: 2,
  meetings: [
    { a: 0, b: 1, session: 'any' },
    { a: 0, b: 2, session: 'morning' },
    { a: 1, b: 2, session: 'afternoon' },
  ],
  forbiddenSlots: [[], [], []],
  precedences: [],
});

const kinds = (problem: ScheduleProblem, slots: number[], tables?: number[]) =>
  checkSchedule(problem, slots, { tables }).violations.map((v) => v.kind) as ViolationKind[];

describe('checkSchedule', () => {
  it('accepts a valid schedule and counts its breaks', () => {
    // participant 0: slots 2, 1; participant 1: 2, 3; participant 2: 1, 3 (one break).
    const check = checkSchedule(base(), [2, 1, 3], { tables: [1, 1, 1] });
    expect(check.valid).toBe(true);
    expect(check.breaksPerParticipant).toEqual([0, 0, 1]);
    expect(check.breaks).toBe(1);
    expect(check.maxBreaks).toBe(1);
    // participant 1: 1, 4 and participant 2: 2, 4 have a break each.
    const gaps = checkSchedule(base(), [1, 2, 4], { tables: [1, 1, 1] });
    expect(gaps.valid).toBe(true);
    expect(gaps.breaksPerParticipant).toEqual([0, 1, 1]);
    expect(gaps.breaks).toBe(2);
  });

  it('counts one break for slots 3, 4, 7, 8', () => {
    const problem: ScheduleProblem = {
      nParticipants: 5,
      nSlots: 8,
      nMorningSlots: 8,
      nTables: 4,
      meetings: [1, 2, 3, 4].map((b) => ({ a: 0, b, session: 'any' as const })),
    };
    expect(checkSchedule(problem, [3, 4, 7, 8]).breaksPerParticipant[0]).toBe(1);
    expect(checkSchedule(problem, [1, 3, 5, 8]).breaksPerParticipant[0]).toBe(3);
  });

  it('catches an unplaced meeting unless allowed', () => {
    expect(kinds(base(), [1, 0, 3])).toEqual(['unplaced']);
    expect(checkSchedule(base(), [1, 0, 3], { allowUnplaced: true }).valid).toBe(true);
  });

  it('catches a slot out of range and a wrong session', () => {
    expect(kinds(base(), [5, 2, 3])).toContain('slot-range');
    expect(kinds(base(), [1, 3, 4])).toEqual(['session']);
    expect(kinds(base(), [1, 3, 2])).toEqual(['session', 'session']);
  });

  it('catches a participant in two meetings at once', () => {
    expect(kinds(base(), [1, 1, 3])).toEqual(['participant-clash']);
  });

  it('catches more meetings than tables in a slot', () => {
    const problem = { ...base(), nParticipants: 6, nTables: 1 };
    problem.meetings = [
      { a: 0, b: 1, session: 'any' },
      { a: 2, b: 3, session: 'any' },
    ];
    expect(kinds(problem, [1, 1])).toEqual(['tables-exceeded']);
  });

  it('catches two meetings at one table and a table out of range', () => {
    const problem = { ...base(), nParticipants: 4 };
    problem.meetings = [
      { a: 0, b: 1, session: 'any' },
      { a: 2, b: 3, session: 'any' },
    ];
    expect(kinds(problem, [1, 1], [1, 1])).toEqual(['table-clash']);
    expect(kinds(problem, [1, 1], [1, 3])).toEqual(['table-range']);
  });

  it('catches a forbidden slot', () => {
    const problem = { ...base(), forbiddenSlots: [[], [], [3]] };
    expect(kinds(problem, [1, 2, 3])).toEqual(['forbidden']);
  });

  it('catches a fixed meeting out of its slot', () => {
    const problem = base();
    problem.meetings[0].fixedSlot = 2;
    expect(kinds(problem, [1, 2, 3])).toEqual(['fixed']);
  });

  it('catches a confirmed meeting moved to another slot or table', () => {
    const problem = base();
    problem.meetings[0].confirmed = { slot: 1, table: 2 };
    expect(kinds(problem, [1, 2, 3], [2, 1, 1])).toEqual([]);
    expect(kinds(problem, [1, 2, 3], [1, 1, 1])).toEqual(['confirmed']);
    expect(kinds(problem, [3, 2, 4], [2, 1, 1])).toEqual(['confirmed']);
  });

  it('catches a broken precedence (equal slots included)', () => {
    const problem = { ...base(), nParticipants: 5, precedences: [{ before: 1, after: 0 }] };
    problem.meetings = [
      { a: 0, b: 1, session: 'any' },
      { a: 2, b: 3, session: 'any' },
    ];
    expect(kinds(problem, [2, 1])).toEqual([]);
    expect(kinds(problem, [1, 2])).toEqual(['precedence']);
    expect(kinds(problem, [2, 2])).toEqual(['precedence']);
  });
});
