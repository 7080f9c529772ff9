import fs from 'node:fs';
import path from 'node:path';

/**
 * No silent failure (issue 23): a caught error is narrowed to what is expected (tested, the rest
 * rethrown), logged, shown to the user or passed on. Each of those reads the error, so a catch
 * that never names it drops whatever was thrown: `catch {}`, `catch (e) { return null; }`,
 * `.catch(() => {})`, `.catch(() => false)`, `.then(ok, () => null)`. A catch that must stay so
 * says why in a comment starting `// expected:` on its line or the line before.
 */

/** The folders whose non-test sources the rule reads. */
export const caughtErrorDirs = ['apps/server/src', 'apps/web/src', 'packages/contracts/src', 'e2e', 'bench/src'];

const EXPECTED = '// expected:';

/** Characters before a `/` after which it starts a regular expression, not a division. */
// Left out: `<`, `>` and `}`, after which JSX's `</Tag>` and `{x} />` are no regular expressions.
const beforeRegex = new Set([...'(,=:[!&|?{;+-*%~^']);
const wordsBeforeRegex = /\b(?:return|typeof|case|in|of|void|throw|yield|await|else|do|delete|instanceof)$/;

/**
 * The code with comments and the text of strings, templates and regular expressions blanked
 * (same length, line breaks kept), so that a `catch` or a bracket inside them is not code.
 * The expressions inside `${...}` stay code.
 */
export function codeOnly(text: string): string {
  const out = text.split('');
  const blank = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (out[k] !== '\n') out[k] = ' ';
  };
  // Open template literals: the brace depth at which each `${` was entered.
  const templates: number[] = [];
  let depth = 0;
  let i = 0;
  const n = text.length;
  const readTemplate = () => {
    // i is just after a backtick or after the `}` closing a `${`: read to the closing backtick or the next `${`.
    const start = i;
    while (i < n) {
      if (text[i] === '\\') i += 2;
      else if (text[i] === '`') {
        blank(start, i);
        i++;
        return;
      } else if (text[i] === '$' && text[i + 1] === '{') {
        blank(start, i);
        templates.push(depth);
        depth++;
        i += 2;
        return;
      } else i++;
    }
    blank(start, n);
  };
  while (i < n) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      const stop = end < 0 ? n : end;
      blank(i, stop);
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? n : end + 2;
      blank(i, stop);
      i = stop;
    } else if (c === "'" || c === '"') {
      // A string ends at its quote or, unclosed (a quote in JSX text), at the line's end.
      let j = i + 1;
      while (j < n && text[j] !== c && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      blank(i + 1, Math.min(j, n));
      i = j + 1;
    } else if (c === '`') {
      i++;
      readTemplate();
    } else if (c === '/' && startsRegex(out, i)) {
      let j = i + 1;
      let inClass = false;
      while (j < n && text[j] !== '\n' && (inClass || text[j] !== '/')) {
        if (text[j] === '\\') j++;
        else if (text[j] === '[') inClass = true;
        else if (text[j] === ']') inClass = false;
        j++;
      }
      blank(i + 1, Math.min(j, n));
      i = j + 1;
    } else if (c === '{') {
      depth++;
      i++;
    } else if (c === '}') {
      depth--;
      i++;
      if (templates.length && templates[templates.length - 1] === depth) {
        templates.pop();
        readTemplate();
      }
    } else i++;
  }
  return out.join('');
}

function startsRegex(code: string[], at: number): boolean {
  let k = at - 1;
  while (k >= 0 && /\s/.test(code[k])) k--;
  if (k < 0) return true;
  if (beforeRegex.has(code[k])) return true;
  const before = code.slice(Math.max(0, k - 11), k + 1).join('');
  return wordsBeforeRegex.test(before);
}

/** The index just past the bracket that closes the one at `open` ('(' or '{'), in blanked code. */
function closing(code: string, open: number): number {
  let depth = 0;
  for (let k = open; k < code.length; k++) {
    const c = code[k];
    if (c === '(' || c === '{' || c === '[') depth++;
    else if (c === ')' || c === '}' || c === ']') {
      depth--;
      if (depth === 0) return k + 1;
    }
  }
  return code.length;
}

/** The top-level arguments of a call whose `(` is at `open`. */
function argumentsOf(code: string, open: number): string[] {
  const end = closing(code, open) - 1;
  const args: string[] = [];
  let depth = 0;
  let from = open + 1;
  for (let k = open + 1; k < end; k++) {
    const c = code[k];
    if (c === '(' || c === '{' || c === '[') depth++;
    else if (c === ')' || c === '}' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      args.push(code.slice(from, k));
      from = k + 1;
    }
  }
  args.push(code.slice(from, end));
  return args.filter((a) => a.trim() !== '');
}

const mentions = (body: string, name: string) => new RegExp(String.raw`(?<![\w$.])${name.replace(/\$/g, '\\$')}(?![\w$])`).test(body);

/** An inline function given as an error handler: whether it reads its error. Not inline (a named handler): it may. */
function handlerReadsError(arg: string): boolean {
  const arrow = /^\s*(?:async\s+)?(?:\(\s*([\w$]*)\s*(?::[^)]*)?\)|([\w$]+))\s*(?::[^=]*)?=>([\s\S]*)$/.exec(arg);
  const fn = /^\s*(?:async\s+)?function\s*[\w$]*\s*\(\s*([\w$]*)[^)]*\)[^{]*(\{[\s\S]*)$/.exec(arg);
  if (!arrow && !fn) return true;
  const name = arrow ? (arrow[1] ?? arrow[2]) : fn?.[1];
  const body = arrow ? arrow[3] : (fn?.[2] ?? '');
  return !!name && mentions(body, name);
}

/** The catches of one file that drop their error, as "file:line what: text". */
export function silentCatches(file: string, text: string): string[] {
  const code = codeOnly(text);
  const lines = text.split('\n');
  const found: string[] = [];
  const report = (index: number, what: string) => {
    const line = code.slice(0, index).split('\n').length;
    if (lines[line - 1].includes(EXPECTED) || lines[line - 2]?.includes(EXPECTED)) return;
    found.push(`${file}:${line} ${what}: ${lines[line - 1].trim()}`);
  };

  // try { ... } catch (binding) { body }
  for (const m of code.matchAll(/\}\s*catch\b\s*(?:\(\s*([^)]*?)\s*\))?\s*\{/g)) {
    const at = m.index + m[0].indexOf('catch');
    const open = m.index + m[0].length - 1;
    const body = code.slice(open + 1, closing(code, open) - 1);
    const binding = m[1]?.replace(/:[\s\S]*$/, '').trim();
    if (binding === undefined) report(at, body.trim() ? 'a catch that never reads its error' : 'an empty catch');
    else if (/^[\w$]+$/.test(binding) && !mentions(body, binding))
      report(at, body.trim() ? 'a catch that never reads its error' : 'an empty catch');
  }
  // promise.catch(handler)
  for (const m of code.matchAll(/\.\s*catch\s*\(/g)) {
    const [handler] = argumentsOf(code, m.index + m[0].length - 1);
    if (handler !== undefined && !handlerReadsError(handler)) report(m.index + 1, '.catch that never reads its error');
  }
  // promise.then(onFulfilled, onRejected)
  for (const m of code.matchAll(/\.\s*then\s*\(/g)) {
    const handler = argumentsOf(code, m.index + m[0].length - 1)[1];
    if (handler !== undefined && !handlerReadsError(handler)) report(m.index + 1, '.then whose rejection handler never reads its error');
  }
  return found;
}

/** Non-test .ts and .tsx files under a folder (tests, their helpers, node_modules and migrations left out). */
export function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['node_modules', 'migrations', 'results', 'test-results', 'playwright-report'].includes(entry.name)) yield* sourceFiles(full);
    } else if (/\.tsx?$/.test(entry.name) && !/\.d\.ts$|\.test(-support)?\.tsx?$/.test(entry.name)) {
      yield full;
    }
  }
}
