import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Role, module, code-type, language, event-status and notification-type fields are compared
 * with the named constants of @portal/contracts (RoleId, ModuleId, CodeType, LanguageId,
 * EventStatus, NotificationType), never with bare numbers: a bare 3 says nothing and breaks
 * silently when a table changes. Tests may use numbers (they check the spec's values).
 */
const root = path.resolve(import.meta.dirname, '..');
const sourceDirs = ['apps/server/src', 'apps/web/src', 'packages/contracts/src'];
const cmp = '(?:===|!==|==|!=|<=|>=|<|>)';

const bareNumberRules: { name: string; pattern: RegExp }[] = [
  { name: 'role id compared with a number', pattern: new RegExp(String.raw`\b(?:roleId|fkRoleId)\s*${cmp}\s*\d`) },
  { name: 'number compared with a role id', pattern: new RegExp(String.raw`\d\s*${cmp}\s*[\w.]*\b(?:roleId|fkRoleId)\b`) },
  { name: 'role id queried by a number', pattern: /RoleId,\s*\[?\s*\d/ },
  { name: 'roles listed as numbers', pattern: /\broles:\s*\[\s*\d/ },
  { name: 'module id compared with a number', pattern: new RegExp(String.raw`\bmoduleId\s*${cmp}\s*\d`) },
  { name: 'module looked up by a number', pattern: /(?:Modules?\.includes|HasModule|hasModule)\(\s*\d/ },
  { name: 'modules listed as numbers', pattern: /\bmodules:\s*\[\s*\d/ },
  { name: 'code type by a number', pattern: new RegExp(String.raw`(?:CodeTypeId,\s*\[?\s*\d|codeTypeId\s*${cmp}\s*\d)`, 'i') },
  { name: 'language id by a number', pattern: new RegExp(String.raw`(?:languageId\s*(?:${cmp}|\?\?)\s*\d|LanguageId,\s*\[?\s*\d)`, 'i') },
  { name: 'event status compared with a number', pattern: new RegExp(String.raw`\b(?:status|eventStatus|statusId)\s*${cmp}\s*\d(?!\d)`) },
  { name: 'notification type by a number', pattern: new RegExp(String.raw`NotificationTypeId\s*(?:${cmp}|,|:)\s*\d`, 'i') },
];

function* sources(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'migrations') yield* sources(full);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      yield full;
    }
  }
}

function bareNumberFindings(files: Iterable<string>): string[] {
  const found: string[] = [];
  for (const file of files) {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
      for (const rule of bareNumberRules) {
        if (rule.pattern.test(line)) found.push(`${path.relative(root, file)}:${i + 1} ${rule.name}: ${line.trim()}`);
      }
    });
  }
  return found;
}

/** Lines of non-test sources matching a pattern, as "file:line text". */
function findings(pattern: RegExp, dirs: string[]): string[] {
  const files = dirs.flatMap((d) => [...sources(path.join(root, d))]);
  return files.flatMap((file) =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${path.relative(root, file)}:${i + 1} ${line.trim()}`] : [])),
  );
}

describe('the signed-in actor', () => {
  it('reaches services through signedInActor(request), never as request.actor!', () => {
    expect(findings(/\.actor!/, ['apps/server/src'])).toEqual([]);
  });
});

describe('named constants', () => {
  it('the rules catch the bare numbers they are for', () => {
    const samples = [
      'if (actor.roleId > 2) return;',
      '.where(eq(t.users.fkRoleId, 3))',
      'config: { access: { roles: [1, 2] } }',
      'actor.companyModules.includes(2)',
      '.where(eq(t.codes.fkCodeTypeId, 9))',
      'const lang = input.fkLanguageId ?? 1;',
      'if (event.status === 3) {}',
      'fkNotificationTypeId: 12,',
    ];
    for (const s of samples)
      expect(
        bareNumberRules.some((r) => r.pattern.test(s)),
        s,
      ).toBe(true);
    const fine = ['if (actor.roleId === RoleId.chamberAdmin) return;', 'eq(t.codes.fkCodeTypeId, CodeType.chamber)', 'pageNum: 1,'];
    for (const s of fine)
      expect(
        bareNumberRules.some((r) => r.pattern.test(s)),
        s,
      ).toBe(false);
  });

  it('no source compares a role, module, code type, language, status or notification type with a bare number', () => {
    const files = sourceDirs.flatMap((d) => [...sources(path.join(root, d))]);
    expect(bareNumberFindings(files)).toEqual([]);
  });
});
