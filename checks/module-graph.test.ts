import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleGraphFindings, parseLayers, relativeImports, unitOf } from './module-graph.ts';
import { repoRoot, serverSrc, sourcesUnder } from './server-sources.ts';

/** The diagram of docs/architecture.md is the one the real tree is checked against. */
const architecture = fs.readFileSync(path.join(repoRoot, 'docs/architecture.md'), 'utf8');

const sampleDoc = [
  '# Guide',
  '',
  '## Modules and their layers',
  '',
  '```',
  ' 4 the edge  │ app.ts  seed/',
  ' 3           │ meetings',
  ' ──────────────────────',
  ' 2 platform  │ notifications  logs',
  ' 1           │ lib/  context.ts',
  '```',
].join('\n');
const layers = parseLayers(sampleDoc);

/** A small tree that follows the sample diagram. */
const clean = new Map([
  ['app.ts', "import { meetings } from './modules/meetings/meetings.service.ts';\nimport { seed } from './seed/run.ts';"],
  ['seed/run.ts', "import { notify } from '../modules/notifications/notify.ts';"],
  [
    'modules/meetings/meetings.service.ts',
    "import { notify } from '../notifications/notify.ts';\nimport { clock } from '../../lib/clock.ts';",
  ],
  ['modules/notifications/notify.ts', "import type { AppContext } from '../../context.ts';\nimport { log } from '../logs/logs.ts';"],
  ['modules/logs/logs.ts', "import { clock } from '../../lib/clock.ts';"],
  ['lib/clock.ts', "import { DateTime } from 'luxon';"],
  ['context.ts', "import type { Clock } from './lib/clock.ts';"],
]);
const withFile = (file: string, text: string) => new Map([...clean, [file, text]]);

describe('the module graph check', () => {
  it('reads the layers of the diagram, lowest first, with their units', () => {
    expect(layers).toEqual([
      { label: '1', units: ['lib', 'context.ts'] },
      { label: '2 platform', units: ['modules/notifications', 'modules/logs'] },
      { label: '3', units: ['modules/meetings'] },
      { label: '4 the edge', units: ['app.ts', 'seed'] },
    ]);
    expect(() => parseLayers('# no diagram here')).toThrow(/no diagram/);
    expect(() => parseLayers(sampleDoc.replace('seed/', 'Seed Data'))).toThrow(/Seed/);
  });

  it('collapses files to the longest unit holding them', () => {
    const units = ['modules/meetings', 'modules/registry.ts', 'db', 'app.ts'];
    expect(unitOf('modules/meetings/wishes/wishes.service.ts', units)).toBe('modules/meetings');
    expect(unitOf('modules/registry.ts', units)).toBe('modules/registry.ts');
    expect(unitOf('db/schema/all.ts', units)).toBe('db');
    expect(unitOf('dbx/a.ts', units)).toBeUndefined();
  });

  it('follows value, type-only, re-exported and dynamic imports, not packages or comments', () => {
    const text = [
      "import { a } from './a.ts';",
      "import type { B } from '../lib/b.ts';",
      "export { c } from './c/index.ts';",
      "const d = await import('./d.ts');",
      "import { z } from 'zod';",
      "// import { e } from './e.ts';",
    ].join('\n');
    expect(relativeImports('modules/x/x.service.ts', text)).toEqual([
      'modules/x/a.ts',
      'modules/lib/b.ts',
      'modules/x/c/index.ts',
      'modules/x/d.ts',
    ]);
  });

  it('passes a tree that follows the diagram', () => {
    expect(moduleGraphFindings(clean, layers)).toEqual([]);
  });

  it('fails on an import of a higher layer, type-only ones too', () => {
    const findings = moduleGraphFindings(
      withFile('lib/meeting-clock.ts', "import type { Meeting } from '../modules/meetings/meetings.service.ts';"),
      layers,
    );
    expect(findings).toContainEqual(expect.stringMatching(/^upward: lib -> modules\/meetings \(lib\/meeting-clock.ts\)/));
  });

  it('fails on a cycle, within one layer too', () => {
    const findings = moduleGraphFindings(
      withFile('modules/logs/log-notes.ts', "import { notify } from '../notifications/notify.ts';"),
      layers,
    );
    expect(findings).toEqual([
      'cycle between modules/notifications, modules/logs: modules/notifications -> modules/logs (modules/notifications/notify.ts); ' +
        'modules/logs -> modules/notifications (modules/logs/log-notes.ts)',
    ]);
  });

  it('fails on a file or an import outside every layer', () => {
    expect(moduleGraphFindings(withFile('plugins/mail.ts', ''), layers)).toEqual(['plugins/mail.ts: in no layer of the diagram']);
    expect(moduleGraphFindings(withFile('lib/x.ts', "import { m } from '../plugins/mail.ts';"), layers)).toEqual([
      'lib/x.ts: imports plugins/mail.ts, in no layer of the diagram',
    ]);
  });
});

describe('the server', () => {
  const realLayers = parseLayers(architecture);
  const files = sourcesUnder(serverSrc);

  it('names every unit of the diagram once, and each one exists', () => {
    const units = realLayers.flatMap((l) => l.units);
    expect(units.filter((u, i) => units.indexOf(u) !== i)).toEqual([]);
    expect(units.filter((u) => !fs.existsSync(path.join(serverSrc, u)))).toEqual([]);
  });

  it('depends downwards only: no module cycle, no import of a higher layer (docs/architecture.md)', () => {
    expect(moduleGraphFindings(files, realLayers)).toEqual([]);
  });
});
