// Until the first release, the platform schema is one migration (0001) regenerated from
// src/db/schema. After a release, add new migrations with `npm run db:generate` instead.
// Hand-written migrations after it (SQL that drizzle does not model: functions, triggers,
// text search configurations; their tags are in HAND_WRITTEN) are kept and run after 0001.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const HAND_WRITTEN = [
  '0002_search',
  '0003_programme',
  '0004_meetings',
  '0005_offer_counts',
  '0006_catalogue_counts',
  '0007_activity_counts',
  '0008_company_counts',
  '0009_connection_counts',
];
const dir = path.resolve('src/db/migrations');
const journalFile = path.join(dir, 'meta/_journal.json');
const readJournal = () => JSON.parse(fs.readFileSync(journalFile, 'utf8'));
const journal = readJournal();
for (const entry of journal.entries.filter((e) => e.idx >= 1 && !HAND_WRITTEN.includes(e.tag))) {
  fs.rmSync(path.join(dir, `${entry.tag}.sql`), { force: true });
  fs.rmSync(path.join(dir, `meta/${String(entry.idx).padStart(4, '0')}_snapshot.json`), { force: true });
}
journal.entries = journal.entries.filter((e) => e.idx < 1);
fs.writeFileSync(journalFile, `${JSON.stringify(journal, null, 2)}\n`);
execFileSync('npx', ['drizzle-kit', 'generate', '--name', 'platform'], { stdio: 'inherit' });

const generated = readJournal();
const platform = generated.entries[generated.entries.length - 1];
HAND_WRITTEN.forEach((tag, i) => {
  generated.entries.push({ idx: platform.idx + 1 + i, version: platform.version, when: platform.when + 1 + i, tag, breakpoints: true });
});
fs.writeFileSync(journalFile, `${JSON.stringify(generated, null, 2)}\n`);
