// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the samples are source text that holds templates
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { caughtErrorDirs, codeOnly, silentCatches, sourceFiles } from './caught-errors.ts';

const root = path.resolve(import.meta.dirname, '..');
const found = (text: string) => silentCatches('sample.ts', text);

describe('no silent failure: every caught error is read', () => {
  it('finds catches that drop their error', () => {
    const silent = [
      'try { a(); } catch {}',
      'try { a(); } catch (e) {}',
      'try {\n  a();\n} catch (err) {\n  // nothing to do\n}',
      'try { a(); } catch {\n  /* ignored */\n}',
      'try { a(); } catch { return null; }',
      'try { a(); } catch (err: unknown) { return false; }',
      'p.catch(() => {});',
      'p.catch(() => null);',
      'p.catch(() => undefined);',
      'p.catch(() => false);',
      'p.catch((err) => []);',
      'p.catch(async () => {\n  // gone\n});',
      'await p\n  .then(done)\n  .catch(() => ({ ok: false }));',
      'p.catch(function () {});',
      'p.then((v) => v, () => null);',
      'p.then(\n  (v) => use(v),\n  () => {}, // ignored\n);',
      "const s = 'a } catch {';\ntry { a(); } catch {}",
      'const el = <Button icon={<Icon size={16} />}>{x}</Button>;\ntry { a(); } catch {}',
    ];
    for (const s of silent) expect(found(s), s).toHaveLength(1);
  });

  it('passes catches that narrow, log, show or pass on their error, and text that only names a catch', () => {
    const fine = [
      'try { a(); } catch (err) { if (!(err instanceof SyntaxError)) throw err; }',
      "try { a(); } catch (err) {\n  if (pgCode(err) === '23505') throw conflict();\n  throw err;\n}",
      "try { a(); } catch (err) { log.warn({ err }, 'failed'); }",
      'p.catch((err) => log.error({ err }, "failed"));',
      'p.catch((err: unknown) => {\n  throw isGone(err) ? notFound() : err;\n});',
      'p.catch(report);',
      'p.catch((e) => {\n  throw new Error(`lost: ${e}`);\n});',
      'p.then((v) => v, (err) => callback(err));',
      'p.then((v) => v);',
      '// expected: a sample of the way out\np.catch(() => {});',
      'try { a(); } catch { // expected: a sample of the way out\n}',
      "const s = 'catch {}';",
      'const t = `x.catch(() => null) ${1 + 1}`;',
      'const r = /catch \\{\\}/;',
      '// try { a(); } catch {}',
      '/* p.catch(() => {}) */',
      "const el = <Text>Don't {x}</Text>;\ntry { a(); } catch (err) { show(err); }",
      'const el = <Button icon={<Icon size={16} />}>{x}</Button>;\ntry { a(); } catch (err) { show(err); }',
    ];
    for (const s of fine) expect(found(s), s).toEqual([]);
  });

  it('reads code only: comments, strings, templates and regular expressions are blanked, line breaks kept', () => {
    const text = "a('}') // c\n/* { */ b(/[(]/, `x${c('{')}y`, 6 / 2);";
    const code = codeOnly(text);
    expect(code).toHaveLength(text.length);
    expect(code.split('\n')).toHaveLength(2);
    expect(code.replace(/\s+/g, '')).toBe("a('')b(//,`${c('')}`,6/2);");
  });

  const files = caughtErrorDirs.flatMap((d) => [...sourceFiles(path.join(root, d))]);
  /** Reading every source of five projects; well above a quiet run's second, for a busy machine. */
  const SCAN_TIMEOUT_MS = 60_000;

  it(
    'reads every source with its brackets balanced (a misread file would hide its catches)',
    () => {
      expect(files.length).toBeGreaterThan(100);
      const unbalanced = files.filter((file) => {
        const code = codeOnly(fs.readFileSync(file, 'utf8'));
        const count = (c: string) => code.split(c).length - 1;
        return count('{') !== count('}') || count('(') !== count(')');
      });
      expect(unbalanced.map((file) => path.relative(root, file))).toEqual([]);
    },
    SCAN_TIMEOUT_MS,
  );

  it(
    'no source drops a caught error',
    () => {
      const findings = files.flatMap((file) => silentCatches(path.relative(root, file), fs.readFileSync(file, 'utf8')));
      expect(findings).toEqual([]);
    },
    SCAN_TIMEOUT_MS,
  );
});
