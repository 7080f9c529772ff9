import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');
/** The server's sources, the tree the module checks read. */
export const serverSrc = path.join(repoRoot, 'apps/server/src');

/** Tests and their helpers sit above every layer (they build apps and worlds): no check applies to them. */
export const isTestFile = (file: string) => /\.test(-support)?\.ts$/.test(file);

/** Every non-test .ts file under a folder, by its path relative to it ('/'-separated), with its text. */
export function sourcesUnder(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'migrations') walk(full);
      } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') && !isTestFile(entry.name)) {
        files.set(path.relative(dir, full).split(path.sep).join('/'), fs.readFileSync(full, 'utf8'));
      }
    }
  };
  walk(dir);
  return files;
}
