import { describe, expect, it } from 'vitest';
import { serverSrc, sourcesUnder } from './server-sources.ts';

/**
 * Services decide, repositories query (docs/architecture.md, "The layers of a request"). Outside
 * `*.repository.ts` and `*.policy.ts` (a rule's SQL condition), no file of a server module imports
 * a value of drizzle-orm (`import type { SQL }` is fine), writes a sql`...` template or calls a
 * query builder on a database handle (`db`, `tx`, `ctx.db`...); db/ and lib/ are not modules. A
 * service stays under 250 lines: a longer one holds more than one thing.
 */
const MAX_SERVICE_LINES = 250;

const mayQuery = (file: string) => /\.(repository|policy)\.ts$/.test(file);

/** An import or re-export from drizzle-orm or one of its entry points: its clause and whether it is `import type`. */
const drizzleImport = /\b(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s*['"]drizzle-orm(?:\/[^'"]*)?['"]/g;
const queryRules: { name: string; pattern: RegExp }[] = [
  { name: 'a sql template', pattern: /\bsql\s*(?:<[^>`]*>)?\s*`/g },
  {
    name: 'a query on a database handle',
    pattern:
      /(?<![\w$])(?:db|tx|trx)\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute)\s*\(|(?<![\w$])(?:db|tx|trx)\s*\.\s*query\s*\./g,
  },
];

/** Whether an import clause brings in a value: a default or namespace import, or a named one not marked `type`. */
function importsValue(typeOnly: string | undefined, clause: string): boolean {
  if (typeOnly) return false;
  const named = clause.match(/^\{([\s\S]*)\}$/);
  if (!named) return true;
  return named[1]
    .split(',')
    .map((s) => s.trim())
    .some((s) => s !== '' && !s.startsWith('type '));
}

/** Comments blanked (their line breaks kept), so that a comment naming a query is not one. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/^\s*\/\/.*$/gm, '');

/** The queries outside repositories in one module file, as "file:line what: text". */
function queryFindings(file: string, text: string): string[] {
  if (mayQuery(file)) return [];
  const code = withoutComments(text);
  const lines = text.split('\n');
  const at = (index: number, what: string) => {
    const line = code.slice(0, index).split('\n').length;
    return `${file}:${line} ${what}: ${lines[line - 1].trim()}`;
  };
  const found: string[] = [];
  for (const m of code.matchAll(drizzleImport)) {
    if (importsValue(m[1], m[2].trim())) found.push(at(m.index, 'a value from drizzle-orm'));
  }
  for (const rule of queryRules) for (const m of code.matchAll(rule.pattern)) found.push(at(m.index, rule.name));
  return found;
}

describe('queries live in repositories', () => {
  it('the rules catch queries and SQL outside repositories', () => {
    const samples = [
      "import { eq } from 'drizzle-orm';",
      "import { type SQL, and } from 'drizzle-orm';",
      "import * as orm from 'drizzle-orm';",
      "import { pgTable } from 'drizzle-orm/pg-core';",
      'const live = sql`status in (1, 2)`;',
      'const n = sql<number>`count(*)`;',
      'const rows = await db.select().from(t.users);',
      'await ctx.db.insert(t.logs).values(row);',
      'await tx\n    .update(t.users)\n    .set({ isActive: false });',
      'await tx.delete(t.sessions);',
      'await this.db.execute(query);',
      'await db.selectDistinct({ id: t.users.pkUserId }).from(t.users);',
      'const user = await db.query.users.findFirst();',
    ];
    for (const s of samples) expect(queryFindings('modules/x/x.service.ts', s), s).toHaveLength(1);
  });

  it('passes clean services, repositories and policies', () => {
    const fine = [
      "import type { SQL } from 'drizzle-orm';",
      "import { type SQL } from 'drizzle-orm';",
      'const rows = await findReservation(tx, id);',
      'await ctx.db.transaction(async (tx) => insertReservation(tx, input));',
      'hubs.delete(ctx);',
      "app.delete('/api/Schedule/:id', handler);",
      'const q = request.query.fkEventId;',
      '// tx.update(t.users) happens in the repository',
      '/** Reads with db.select(), in sql`...` */',
    ];
    for (const s of fine) expect(queryFindings('modules/x/x.service.ts', s), s).toEqual([]);
    expect(queryFindings('modules/x/x.repository.ts', "import { eq, sql } from 'drizzle-orm';\nawait db.select().from(t.x);")).toEqual([]);
    expect(queryFindings('modules/x/x.policy.ts', 'export const visible = sql`true`;')).toEqual([]);
  });

  it('no module file outside repositories and policies holds a query (the list: what is left to move)', () => {
    const files = sourcesUnder(serverSrc);
    const found = [...files].filter(([file]) => file.startsWith('modules/')).flatMap(([file, text]) => queryFindings(file, text));
    const perFile = new Map<string, number>();
    for (const f of found) perFile.set(f.split(':')[0], (perFile.get(f.split(':')[0]) ?? 0) + 1);
    const left = [...perFile].map(([file, n]) => `  ${file} (${n})`).join('\n');
    expect(found, `queries outside repositories in ${perFile.size} files:\n${left}\n`).toEqual([]);
  });

  it(`no service is over ${MAX_SERVICE_LINES} lines`, () => {
    const long = [...sourcesUnder(serverSrc)]
      .filter(([file]) => file.endsWith('.service.ts'))
      .map(([file, text]) => ({ file, lines: text.trimEnd().split('\n').length }))
      .filter((s) => s.lines > MAX_SERVICE_LINES)
      .map((s) => `${s.file}: ${s.lines} lines`);
    expect(long).toEqual([]);
  });
});
