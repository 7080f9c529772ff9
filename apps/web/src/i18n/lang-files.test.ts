import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';

const langDir = path.resolve(__dirname, '../../public/lang');
const srcDir = path.resolve(__dirname, '..');
/** i18next's plural suffixes (the CLDR categories). */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : flatten(v, `${prefix}${k}.`)));
}

const read = (code: string, file: string) => JSON.parse(fs.readFileSync(path.join(langDir, code, file), 'utf8')) as Tree;
const namespaces = (code: string) => fs.readdirSync(path.join(langDir, code)).filter((f) => f.endsWith('.json'));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'form' && dir.endsWith('components') ? [] : sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('translation files', () => {
  it('ship the same namespaces in every language', () => {
    const [first, ...others] = LANGUAGES.map((l) => namespaces(l.code).sort());
    for (const other of others) expect(other).toEqual(first);
  });

  for (const file of namespaces('eng')) {
    it(`${file}: every key exists in every language, with the plural forms its rules ask for, none empty`, () => {
      const sets = LANGUAGES.map((l) => ({ code: l.code, locale: l.locale, keys: flatten(read(l.code, file)) }));
      const all = new Set(sets.flatMap((s) => s.keys));
      const bases = new Set([...all].filter((k) => k.endsWith('_other')).map((k) => k.slice(0, -'_other'.length)));
      const pluralBase = (k: string) => {
        const m = PLURAL_SUFFIX.exec(k);
        return m && bases.has(k.slice(0, m.index)) ? k.slice(0, m.index) : null;
      };
      for (const s of sets) {
        // A plural key needs the forms of the language's own rules (Serbian one/few/other, Albanian and Macedonian one/other).
        const categories = new Intl.PluralRules(s.locale).resolvedOptions().pluralCategories;
        const wanted = [...[...all].filter((k) => !pluralBase(k)), ...[...bases].flatMap((b) => categories.map((c) => `${b}_${c}`))];
        const missing = wanted.filter((k) => !s.keys.includes(k));
        expect(missing, `missing in ${s.code}/${file}`).toEqual([]);
      }
      for (const l of LANGUAGES) {
        const empty = flatten(read(l.code, file)).filter((k) => {
          const v = k.split('.').reduce<Tree | string>((t, p) => (t as Tree)[p], read(l.code, file));
          return typeof v === 'string' && v.trim() === '';
        });
        expect(empty, `empty in ${l.code}/${file}`).toEqual([]);
      }
    });
  }

  it('ask of each language the plural forms of its own rules', () => {
    const categories = (code: string) =>
      new Intl.PluralRules(LANGUAGES.find((l) => l.code === code)?.locale).resolvedOptions().pluralCategories.sort();
    expect(categories('eng')).toEqual(['one', 'other']);
    expect(categories('sr')).toEqual(['few', 'one', 'other']);
    expect(categories('sq')).toEqual(['one', 'other']);
    expect(categories('mk')).toEqual(['one', 'other']);
  });

  it('hold every literal key the code asks for', () => {
    const eng = new Map(namespaces('eng').map((f) => [f.replace(/\.json$/, ''), new Set(flatten(read('eng', f)))]));
    const missing: string[] = [];
    for (const file of sourceFiles(srcDir)) {
      const text = fs.readFileSync(file, 'utf8');
      const ns = /useTranslation\('([a-z-]+)'\)/.exec(text)?.[1] ?? 'general';
      for (const m of text.matchAll(/\bt\(\s*'([a-z0-9_.:-]+)'/gi)) {
        const [space, key] = m[1].includes(':') ? m[1].split(':') : [ns, m[1]];
        if (!eng.get(space)?.has(key)) missing.push(`${path.relative(srcDir, file)}: ${space}:${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('components', () => {
  it('have no hard-coded user-visible text', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(srcDir).filter((f) => f.endsWith('.tsx'))) {
      const lines = fs.readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        // Text between a JSX tag's end and the next tag or expression.
        for (const m of line.matchAll(/(?<![=-])>\s*([^<>{}()=;]*\p{L}{2,}[^<>{}()=;]*)\s*</gu)) {
          if (!/^\s*$/.test(m[1])) offenders.push(`${path.relative(srcDir, file)}:${i + 1}: ${m[1].trim()}`);
        }
        for (const m of line.matchAll(/\b(label|title|placeholder|aria-label|description)="([^"]*\p{L}[^"]*)"/gu)) {
          offenders.push(`${path.relative(srcDir, file)}:${i + 1}: ${m[1]}="${m[2]}"`);
        }
      });
    }
    expect(offenders).toEqual([]);
  });
});
