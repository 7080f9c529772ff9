import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '@portal/contracts/codes/interface-languages';
import { kindNames } from '../src/modules/catalogue/catalogue-kinds.ts';

/**
 * Every error key the server can answer has a text in every interface language: the client shows
 * `errors.<message>`, and field errors are looked up in `forms`, then `errors`.
 */
const serverDir = path.resolve(import.meta.dirname, '../src');
const langDir = path.resolve(import.meta.dirname, '../../web/public/lang');
const keyCall = /(?:notFound|forbidden|businessRule|conflict|unauthorized|new AppError)\('([a-z_.]+)'|fieldError\([^,]+, '([a-z_.]+)'/g;
/** Keys built at run time. */
const dynamicKeys: string[] = Object.values(kindNames).map((k) => k.notFound);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

function has(obj: unknown, key: string): boolean {
  if (obj && typeof obj === 'object' && key in obj) return typeof (obj as Record<string, unknown>)[key] === 'string';
  const [head, ...rest] = key.split('.');
  if (!rest.length || !obj || typeof obj !== 'object') return false;
  return has((obj as Record<string, unknown>)[head], rest.join('.'));
}

describe('error texts', () => {
  it('exist in every interface language for every key the server answers', () => {
    const keys = new Set<string>(dynamicKeys);
    for (const file of sourceFiles(serverDir)) for (const m of fs.readFileSync(file, 'utf8').matchAll(keyCall)) keys.add(m[1] ?? m[2]);
    expect(keys.size).toBeGreaterThan(50);
    for (const { code: lang } of INTERFACE_LANGUAGES) {
      const errors = JSON.parse(fs.readFileSync(path.join(langDir, lang, 'errors.json'), 'utf8'));
      const forms = JSON.parse(fs.readFileSync(path.join(langDir, lang, 'forms.json'), 'utf8'));
      const missing = [...keys].filter((k) => !has(errors, k) && !has(forms, k));
      expect(missing, lang).toEqual([]);
    }
  });
});
