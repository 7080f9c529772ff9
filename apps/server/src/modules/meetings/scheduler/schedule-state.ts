/**
 * The solver's working state: a slot per meeting with incrementally maintained counts of every
 * violation (participant clashes, slots over their tables, broken precedences) and of the breaks,
 * which it counts with one bit mask of occupied slots per participant (blocks of consecutive
 * bits; breaks = blocks - 1). Domains already hold the session, forbidden and fixed constraints.
 */
import type { ScheduleProblem } from './schedule-problem.ts';

/** Slots are bits 1..MAX_SLOTS of a 32-bit mask. */
export const MAX_SLOTS = 30;

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Idle slots inside a mask of occupied slots (between the first and the last occupied one). */
export function maskIdle(mask: number): number {
  if (mask === 0) return 0;
  const first = 31 - Math.clz32(mask & -mask);
  const last = 31 - Math.clz32(mask);
  return last - first + 1 - popcount(mask);
}

/** Idle gaps inside a mask of occupied slots. */
export function maskBreaks(mask: number): number {
  if (mask === 0) return 0;
  return popcount(mask & ~(mask << 1)) - 1;
}

export class ScheduleState {
  readonly nSlots: number;
  readonly nTables: number;
  readonly nMeetings: number;
  readonly nParticipants: number;
  readonly ma: Int32Array;
  readonly mb: Int32Array;
  /** Allowed slots per meeting (session, forbidden slots of both participants, fixed slot). */
  readonly domain: Int32Array[];
  /** Meetings that never move (fixed or confirmed). */
  readonly frozen: Uint8Array;
  readonly before: Int32Array[];
  readonly after: Int32Array[];
  readonly meetingsOf: Int32Array[];

  readonly slot: Int32Array;
  /** occ[p * stride + t]: meetings of participant p in slot t. */
  readonly occ: Uint16Array;
  readonly mask: Int32Array;
  readonly load: Int32Array;
  readonly pBreaks: Int32Array;
  readonly stride: number;
  clashes = 0;
  overflow = 0;
  precViolations = 0;
  breaks = 0;
  sumSquares = 0;
  /** Total idle slots inside the participants' days (a finer measure than breaks, guides the search). */
  idle = 0;
  placed = 0;

  constructor(readonly problem: ScheduleProblem) {
    const { nSlots, nMorningSlots, nTables, meetings, nParticipants } = problem;
    if (nSlots > MAX_SLOTS) throw new Error(`the scheduler handles up to ${MAX_SLOTS} slots per problem (got ${nSlots})`);
    this.nSlots = nSlots;
    this.nTables = nTables;
    this.nMeetings = meetings.length;
    this.nParticipants = nParticipants;
    this.stride = nSlots + 1;
    const M = meetings.length;
    this.ma = Int32Array.from(meetings, (m) => m.a);
    this.mb = Int32Array.from(meetings, (m) => m.b);
    this.frozen = new Uint8Array(M);
    const forbidden = problem.forbiddenSlots ?? [];
    const forbiddenMask = (p: number) => {
      let mask = 0;
      for (const t of forbidden[p] ?? []) mask |= 1 << t;
      return mask;
    };
    const fMask = Int32Array.from({ length: nParticipants }, (_, p) => forbiddenMask(p));
    this.domain = meetings.map((m, i) => {
      const pinned = m.confirmed?.slot ?? m.fixedSlot;
      if (pinned) this.frozen[i] = 1;
      const from = m.session === 'afternoon' ? nMorningSlots + 1 : 1;
      const to = m.session === 'morning' ? nMorningSlots : nSlots;
      const blocked = fMask[m.a] | fMask[m.b];
      const list: number[] = [];
      for (let t = from; t <= to; t++) if (!(blocked & (1 << t)) && (!pinned || pinned === t)) list.push(t);
      // A confirmed meeting keeps its slot even if it now breaks a rule: the organiser confirmed it.
      if (m.confirmed && list.length === 0) list.push(m.confirmed.slot);
      return Int32Array.from(list);
    });
    const before: number[][] = Array.from({ length: M }, () => []);
    const after: number[][] = Array.from({ length: M }, () => []);
    for (const { before: b, after: a } of problem.precedences ?? []) {
      before[a].push(b);
      after[b].push(a);
    }
    this.before = before.map((l) => Int32Array.from(l));
    this.after = after.map((l) => Int32Array.from(l));
    const of: number[][] = Array.from({ length: nParticipants }, () => []);
    meetings.forEach((m, i) => {
      of[m.a].push(i);
      of[m.b].push(i);
    });
    this.meetingsOf = of.map((l) => Int32Array.from(l));
    this.slot = new Int32Array(M);
    this.occ = new Uint16Array(nParticipants * this.stride);
    this.mask = new Int32Array(nParticipants);
    this.load = new Int32Array(nSlots + 2);
    this.pBreaks = new Int32Array(nParticipants);
  }

  /** Weighted violations. */
  get violations(): number {
    return this.clashes + this.overflow + this.precViolations;
  }

  private precCount(m: number, t: number): number {
    let n = 0;
    for (const b of this.before[m]) {
      const sb = this.slot[b];
      if (sb && sb >= t) n++;
    }
    for (const a of this.after[m]) {
      const sa = this.slot[a];
      if (sa && sa <= t) n++;
    }
    return n;
  }

  private touch(p: number, t: number, d: 1 | -1) {
    const k = p * this.stride + t;
    const before = this.occ[k];
    const now = before + d;
    this.occ[k] = now;
    if (d > 0 ? before >= 1 : before >= 2) this.clashes += d;
    if ((before === 0) !== (now === 0)) {
      const mask = this.mask[p] ^ (1 << t);
      this.idle += maskIdle(mask) - maskIdle(this.mask[p]);
      this.mask[p] = mask;
      const old = this.pBreaks[p];
      const nb = maskBreaks(mask);
      if (nb !== old) {
        this.pBreaks[p] = nb;
        this.breaks += nb - old;
        this.sumSquares += nb * nb - old * old;
      }
    }
  }

  place(m: number, t: number) {
    this.precViolations += this.precCount(m, t);
    this.slot[m] = t;
    this.touch(this.ma[m], t, 1);
    this.touch(this.mb[m], t, 1);
    if (++this.load[t] > this.nTables) this.overflow++;
    this.placed++;
  }

  unplace(m: number) {
    const t = this.slot[m];
    if (!t) return;
    if (this.load[t]-- > this.nTables) this.overflow--;
    this.touch(this.ma[m], t, -1);
    this.touch(this.mb[m], t, -1);
    this.slot[m] = 0;
    this.precViolations -= this.precCount(m, t);
    this.placed--;
  }

  move(m: number, t: number) {
    this.unplace(m);
    this.place(m, t);
  }

  /** A meeting of participant p in slot t other than `except`, or -1. */
  meetingAt(p: number, t: number, except = -1): number {
    if (this.occ[p * this.stride + t] === 0) return -1;
    for (const m of this.meetingsOf[p]) if (m !== except && this.slot[m] === t) return m;
    return -1;
  }

  /** Breaks participant p would have with slot t added (t free for p). */
  breaksWith(p: number, t: number): number {
    return maskBreaks(this.mask[p] | (1 << t));
  }

  isAllowed(m: number, t: number): boolean {
    const d = this.domain[m];
    for (let k = 0; k < d.length; k++) if (d[k] === t) return true;
    return false;
  }

  /** Whether meeting m can sit in slot t without any violation (ignoring m's own current place). */
  fitsCleanly(m: number, t: number): boolean {
    const s = this.stride;
    if (this.occ[this.ma[m] * s + t] > 0 || this.occ[this.mb[m] * s + t] > 0) return false;
    if (this.load[t] >= this.nTables) return false;
    return this.precCount(m, t) === 0;
  }

  /** Violations meeting m has in its slot. */
  violationsOf(m: number): number {
    const t = this.slot[m];
    if (!t) return 0;
    const s = this.stride;
    let v = this.occ[this.ma[m] * s + t] - 1 + this.occ[this.mb[m] * s + t] - 1;
    if (this.load[t] > this.nTables) v++;
    return v + this.precCount(m, t);
  }

  snapshot(): Int32Array {
    return this.slot.slice();
  }

  restore(slots: Int32Array) {
    for (let m = 0; m < this.nMeetings; m++) if (this.slot[m]) this.unplace(m);
    for (let m = 0; m < this.nMeetings; m++) if (slots[m]) this.place(m, slots[m]);
  }
}
