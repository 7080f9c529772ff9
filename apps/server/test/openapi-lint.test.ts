import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';
import { secondRunOnPostgres, tempDir } from './test-run.ts';

/**
 * The OpenAPI document passes Redocly's recommended lint (the CLI integrators run) with no
 * error: security and an operationId per operation, the error answers, valid schemas.
 */
const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

let t: TestApp;
let dir: string;

async function lint(document: unknown): Promise<Problem[]> {
  const file = path.join(dir, 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(document));
  fs.writeFileSync(path.join(dir, 'redocly.yaml'), 'extends:\n  - recommended\n');
  const run = promisify(execFile);
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
  const out = await run(process.execPath, [cli, 'lint', '--format=json', '--config', path.join(dir, 'redocly.yaml'), file], {
    cwd: dir,
    env,
    maxBuffer: 64 * 1024 * 1024,
  }).catch((e: { stdout?: string; stderr?: string }) => {
    if (e.stdout?.trim().startsWith('{')) return { stdout: e.stdout };
    throw new Error(`redocly lint did not run: ${e.stderr ?? e}`);
  });
  return (JSON.parse(out.stdout) as { problems: Problem[] }).problems;
}

/** Rules that are warnings in `recommended` but that the portal keeps at zero. */
const alsoRequired = new Set([
  'security-defined',
  'operation-operationId',
  'operation-operationId-unique',
  'operation-4xx-response',
  'no-empty-servers',
]);

// The document does not depend on the database kind: the PostgreSQL run of the suite leaves it out.
describe.skipIf(secondRunOnPostgres)('OpenAPI document', () => {
  beforeAll(async () => {
    dir = tempDir('openapi');
    // With the web app served, as in production: its file routes are registered too (and hidden).
    const webDist = path.join(dir, 'web');
    fs.mkdirSync(webDist);
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await createTestApp({ WEB_DIST: webDist });
    return () => fs.rmSync(dir, { recursive: true, force: true });
  });

  it('passes redocly lint (recommended) with no error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json();
    const problems = await lint(doc);
    const errors = problems
      .filter((p) => p.severity === 'error' || alsoRequired.has(p.ruleId))
      .map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    const byRule = new Map<string, string[]>();
    for (const e of errors) byRule.set(e.split(' ')[0], [...(byRule.get(e.split(' ')[0]) ?? []), e]);
    expect([...byRule].map(([rule, list]) => `${rule}: ${list.length}, e.g. ${list[0]}`)).toEqual([]);
  }, 120_000);

  it('derives security from the access declarations and documents the error answers once', async () => {
    type Operation = { operationId: string; security: Record<string, string[]>[]; responses: Record<string, { $ref?: string }> };
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
      components: { responses: Record<string, unknown>; schemas: Record<string, unknown> };
    };
    const signIn = doc.paths['/api/account/authenticate'].post;
    expect(signIn.security).toEqual([{}, { bearer: [] }]);
    expect(signIn.operationId).toBe('postAccountAuthenticate');
    const company = doc.paths['/api/Company/{id}'].get;
    expect(company.security).toEqual([{ bearer: [] }]);
    expect(company.operationId).toBe('getCompanyById');
    expect(company.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
    expect(doc.components.responses.Unauthorized).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    });
    expect(doc.components.schemas.ErrorBody).toMatchObject({ required: ['code', 'message'] });
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(doc.paths).filter((p) => p.length > 1 && p.endsWith('/'))).toEqual([]);
  });
});
