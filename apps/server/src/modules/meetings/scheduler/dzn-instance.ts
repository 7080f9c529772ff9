/**
 * Reads the MiniZinc data files (.dzn) of the public B2B meeting scheduling benchmark
 * (shared/data/scheduling/README.md) into a ScheduleProblem. Participants and meetings become
 * 0-based; `forbidden = [{0}, ...]` means no forbidden slot; `fixed` 0 means free;
 * `precedences[i]` lists the meetings that must come before meeting i.
 */
import type { MeetingRequest, MeetingSession, ScheduleProblem } from './schedule-problem.ts';

const sessions: Record<number, MeetingSession> = { 1: 'morning', 2: 'afternoon', 3: 'any' };

/** The text assigned to `name` (between `name =` and the next `;`), or undefined. */
function assignment(text: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|[;\\s])${name}\\s*=([^;]*);`, 'm').exec(text);
  return match?.[1];
}

function integer(text: string, name: string): number {
  const value = assignment(text, name);
  if (value === undefined) throw new Error(`dzn: ${name} is missing`);
  const n = Number(value.trim());
  if (!Number.isInteger(n)) throw new Error(`dzn: ${name} is not an integer`);
  return n;
}

const numbers = (text: string) =>
  text
    .split(/[\s,]+/)
    .filter((x) => x !== '')
    .map(Number);

/** `[{1,2}, {}, ...]` as arrays of numbers. */
function setArray(text: string | undefined): number[][] | undefined {
  if (text === undefined) return undefined;
  return [...text.matchAll(/\{([^}]*)\}/g)].map((m) => numbers(m[1]));
}

export function parseDzn(text: string): ScheduleProblem {
  const source = text.replace(/%[^\n]*/g, '');
  const nParticipants = integer(source, 'nBusiness');
  const nMeetings = integer(source, 'nMeetings');
  const nTables = integer(source, 'nTables');
  const nSlots = integer(source, 'nTotalSlots');
  const nMorningSlots = integer(source, 'nMorningSlots');

  const requested = assignment(source, 'requested');
  if (requested === undefined) throw new Error('dzn: requested is missing');
  const rows = requested
    .replace(/^\s*\[/, '')
    .replace(/\]\s*$/, '')
    .split('|')
    .map((row) => numbers(row))
    .filter((row) => row.length > 0);
  if (rows.length !== nMeetings) throw new Error(`dzn: ${rows.length} requested rows, nMeetings = ${nMeetings}`);
  const fixed = assignment(source, 'fixed');
  const fixedSlots = fixed === undefined ? [] : numbers(fixed.replace(/[[\]]/g, ' '));
  const meetings: MeetingRequest[] = rows.map(([a, b, session], i) => {
    if (!(a >= 1 && a <= nParticipants && b >= 1 && b <= nParticipants) || a === b) {
      throw new Error(`dzn: meeting ${i + 1} has participants ${a}, ${b}`);
    }
    const s = sessions[session];
    if (!s) throw new Error(`dzn: meeting ${i + 1} has session ${session}`);
    const meeting: MeetingRequest = { a: a - 1, b: b - 1, session: s };
    if (fixedSlots[i] > 0) meeting.fixedSlot = fixedSlots[i];
    return meeting;
  });

  const forbidden = setArray(assignment(source, 'forbidden'));
  const forbiddenSlots = Array.from({ length: nParticipants }, (_, p) => (forbidden?.[p] ?? []).filter((t) => t >= 1 && t <= nSlots));
  const precedenceSets = setArray(assignment(source, 'precedences')) ?? [];
  const precedences: { before: number; after: number }[] = [];
  precedenceSets.forEach((set, after) => {
    for (const before of set) {
      if (before >= 1 && before <= nMeetings) precedences.push({ before: before - 1, after });
    }
  });
  return { nParticipants, nSlots, nMorningSlots, nTables, meetings, forbiddenSlots, precedences };
}
