/**
 * The B2B meeting scheduler on the 140 public benchmark instances (shared/data/scheduling) and
 * on a generated forum of 15,000 participants and 86,000 meetings in 10 sessions (5 days, a
 * morning and an afternoon each). Every schedule is recounted by the independent checker.
 * Targets: every original valid with all meetings placed within 2 s; with SCHED_LIMIT_S each
 * (60 s), breaks at or below the published best on 15 of the 20 originals and within 3 on all;
 * other variants valid in under 10 s; the generated forum valid in under 60 s.
 *   npm run bench:scheduler -w bench
 *   SCHED_LIMIT_S=60 SCHED_VARIANT_S=10 SCHED_ONLY=tic-12 SCHED_FORUM=0 SCHED_VARIANTS=0 SCHED_ORIGINALS=0
 * (SCHED_ONLY=forum-generated runs only the generated forum.)
 * Writes the markdown table to bench/results/scheduler.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkSchedule } from '../../../apps/server/src/modules/meetings/scheduler/check-schedule.ts';
import { parseDzn } from '../../../apps/server/src/modules/meetings/scheduler/dzn-instance.ts';
import type { MeetingRequest, ScheduleProblem } from '../../../apps/server/src/modules/meetings/scheduler/schedule-problem.ts';
import { solveSchedule } from '../../../apps/server/src/modules/meetings/scheduler/solve-schedule.ts';

const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = path.resolve(benchDir, '..');
const dataDir = path.resolve(repoRoot, '../shared/data/scheduling');
const limitS = Number(process.env.SCHED_LIMIT_S ?? 60);
const variantS = Number(process.env.SCHED_VARIANT_S ?? 10);
const only = process.env.SCHED_ONLY;
const withForum = process.env.SCHED_FORUM !== '0';
const withVariants = process.env.SCHED_VARIANTS !== '0';
const withOriginals = process.env.SCHED_ORIGINALS !== '0';

/** Best break counts published for the original variants (shared/data/scheduling/README.md). */
const published: Record<string, number> = {
  'forum-13': 0,
  'forum-13crafb': 6,
  'forum-13crafc': 1,
  'forum-14': 2,
  'forumt-14': 5,
  'forumt-14crafc': 5,
  'forumt-14crafd': 4,
  'forumt-14crafe': 5,
  'tic-12': 0,
  'tic-12crafc': 0,
  'tic-13': 0,
  'tic-13crafb': 0,
  'tic-13crafc': 4,
  'tic-14crafa': 0,
  'tic-14crafc': 0,
  'tic-14crafd': 0,
  'ticf-13crafa': 0,
  'ticf-13crafb': 3,
  'ticf-13crafc': 1,
  'ticf-14crafa': 0,
};

interface Row {
  name: string;
  meetings: number;
  placed: number;
  /** Proven minimum of meetings that cannot be placed (participants with more meetings than open slots). */
  mustLeave: number;
  valid: boolean;
  breaks: number;
  maxBreaks: number;
  best?: number;
  optimal: boolean;
  lowerBound: number;
  firstValidMs: number;
  ms: number;
}

async function run(name: string, problem: ScheduleProblem, limitMs: number): Promise<Row> {
  const started = performance.now();
  const solution = await solveSchedule(problem, { timeLimitMs: limitMs, seed: 1 });
  const ms = performance.now() - started;
  const check = checkSchedule(problem, solution.slots, { tables: solution.tables, allowUnplaced: true });
  if (check.breaks !== solution.breaks) console.warn(`${name}: solver counts ${solution.breaks} breaks, checker ${check.breaks}`);
  const base = name.replace(/\.[^.]+$/, '');
  const row: Row = {
    name,
    meetings: problem.meetings.length,
    placed: check.placed,
    mustLeave: solution.unplacedLowerBound,
    // Valid: every rule holds, and every meeting is placed unless provably impossible, then as many as proven possible.
    valid: check.valid && check.placed === problem.meetings.length - solution.unplacedLowerBound,
    breaks: check.breaks,
    maxBreaks: check.maxBreaks,
    best: name.endsWith('.original') ? published[base] : undefined,
    optimal: solution.optimal,
    lowerBound: solution.lowerBound,
    firstValidMs: solution.firstValidMs >= 0 ? solution.firstValidMs : check.valid && solution.unplacedLowerBound > 0 ? ms : -1,
    ms,
  };
  if (!check.valid)
    console.warn(
      `${name}: ${check.violations
        .slice(0, 3)
        .map((v) => v.message)
        .join('; ')}`,
    );
  console.log(
    `${name}: placed ${row.placed}/${row.meetings} (must leave ${row.mustLeave}) valid=${row.valid} breaks ${row.breaks}${row.best !== undefined ? ` (best ${row.best})` : ''} lb ${row.lowerBound} first valid ${row.firstValidMs} ms, ${(ms / 1000).toFixed(1)} s`,
  );
  return row;
}

/** A forum of `participants` companies and `meetings` requests over `days` days of morning + afternoon. */
function generatedForum(participants: number, meetings: number, days: number, seed = 7): ScheduleProblem[] {
  let a = seed;
  const random = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const nSlots = 20;
  const nMorningSlots = 10;
  const perDay = Math.ceil(meetings / days);
  const problems: ScheduleProblem[] = [];
  const seen = new Set<number>();
  for (let d = 0; d < days; d++) {
    const count = Math.min(perDay, meetings - d * perDay);
    const list: MeetingRequest[] = [];
    const load = new Int32Array(participants);
    // Popular companies get more requests (a skewed draw), capped at 14 meetings a day.
    const pick = () => Math.floor(participants * random() ** 1.6);
    while (list.length < count) {
      const x = pick();
      const y = Math.floor(participants * random());
      if (x === y || load[x] >= 14 || load[y] >= 14) continue;
      const key = Math.min(x, y) * participants + Math.max(x, y);
      if (seen.has(key)) continue;
      seen.add(key);
      load[x]++;
      load[y]++;
      const r = random();
      list.push({ a: x, b: y, session: r < 0.25 ? 'morning' : r < 0.4 ? 'afternoon' : 'any' });
    }
    const forbiddenSlots = Array.from({ length: participants }, () => (random() < 0.05 ? [1 + Math.floor(random() * nSlots)] : []));
    problems.push({
      nParticipants: participants,
      nSlots,
      nMorningSlots,
      nTables: Math.ceil((count / nSlots) * 1.15),
      meetings: list,
      forbiddenSlots,
    });
  }
  return problems;
}

const files = fs
  .readdirSync(dataDir)
  .filter((f) => f.endsWith('.dzn') && (!only || f.includes(only)))
  .sort();
const originals = withOriginals ? files.filter((f) => f.includes('.original.')) : [];
const variants = withVariants ? files.filter((f) => !f.includes('.original.')) : [];
const rows: Row[] = [];
for (const f of [...originals, ...variants]) {
  const problem = parseDzn(fs.readFileSync(path.join(dataDir, f), 'utf8'));
  const name = f.replace(/\.dzn$/, '');
  rows.push(await run(name, problem, (f.includes('.original.') ? limitS : variantS) * 1000));
}

let forumLine = '';
if (withForum && (!only || 'forum-generated'.includes(only))) {
  const started = performance.now();
  const days = generatedForum(15000, 86000, 5);
  let placed = 0;
  let total = 0;
  let breaks = 0;
  let valid = true;
  let firstValid = 0;
  for (const [d, problem] of days.entries()) {
    const row = await run(`forum-generated day ${d + 1}`, problem, 10_000);
    firstValid += row.firstValidMs;
    placed += row.placed;
    total += row.meetings;
    breaks += row.breaks;
    valid &&= row.valid;
  }
  const seconds = (performance.now() - started) / 1000;
  forumLine = `Generated forum: 15,000 participants, ${total} meetings, 10 sessions (5 days × morning/afternoon, 20 slots a day): placed ${placed}/${total}, valid ${valid}, ${breaks} breaks, ${seconds.toFixed(1)} s in all (first valid schedule of every day after ${(firstValid / 1000).toFixed(1)} s of solving; target: valid under 60 s).`;
}

const fmt = (ms: number) => (ms / 1000).toFixed(2);
const lines = [
  `# Meeting scheduler bench`,
  '',
  `${new Date().toISOString()}; originals up to ${limitS} s each, other variants up to ${variantS} s; seed 1; ${process.platform} ${process.arch}, node ${process.version}.`,
  '',
  '| instance | meetings | placed | proven unplaceable | valid | breaks | published best | max/participant | lower bound | optimal | first valid s | total s |',
  '| --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | --- | ---: | ---: |',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${r.meetings} | ${r.placed} | ${r.mustLeave} | ${r.valid ? 'yes' : 'NO'} | ${r.breaks} | ${r.best ?? ''} | ${r.maxBreaks} | ${r.lowerBound} | ${r.optimal ? 'yes' : ''} | ${r.firstValidMs >= 0 ? fmt(r.firstValidMs) : '—'} | ${fmt(r.ms)} |`,
  ),
];
const orig = rows.filter((r) => r.best !== undefined);
const others = rows.filter((r) => r.best === undefined);
const summary = [
  '',
  `Originals: ${orig.filter((r) => r.valid).length}/${orig.length} valid with every meeting placed, ${orig.filter((r) => r.valid && r.firstValidMs <= 2000).length} valid within 2 s (slowest first valid ${fmt(Math.max(0, ...orig.map((r) => r.firstValidMs)))} s); breaks at or below the published best on ${orig.filter((r) => r.breaks <= (r.best ?? 0)).length}, within 3 on ${orig.filter((r) => r.breaks <= (r.best ?? 0) + 3).length}; proven optimal ${orig.filter((r) => r.optimal).length}.`,
  `Other variants: ${others.filter((r) => r.valid).length}/${others.length} valid; slowest first valid ${fmt(Math.max(0, ...others.map((r) => r.firstValidMs)))} s, slowest run ${fmt(Math.max(0, ...others.map((r) => r.ms)))} s; proven optimal ${others.filter((r) => r.optimal).length}.`,
  forumLine,
];
const text = [...lines, ...summary].join('\n');
console.log(`\n${text}`);
fs.mkdirSync(path.join(benchDir, 'results'), { recursive: true });
fs.writeFileSync(path.join(benchDir, 'results/scheduler.md'), `${text}\n`);
