// Until the first release, the platform schema is one migration (0001) regenerated from
// src/db/schema. After a release, add new migrations with `npm run db:generate` instead.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve('src/db/migrations');
const journalFile = path.join(dir, 'meta/_journal.json');
const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8'));
for (const entry of journal.entries.filter((e) => e.idx >= 1)) {
  fs.rmSync(path.join(dir, `${entry.tag}.sql`), { force: true });
  fs.rmSync(path.join(dir, `meta/${String(entry.idx).padStart(4, '0')}_snapshot.json`), { force: true });
}
journal.entries = journal.entries.filter((e) => e.idx < 1);
fs.writeFileSync(journalFile, `${JSON.stringify(journal, null, 2)}\n`);
execFileSync('npx', ['drizzle-kit', 'generate', '--name', 'platform'], { stdio: 'inherit' });
