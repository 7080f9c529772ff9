import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openPostgres } from '../src/db/client.ts';
import { CleanupStack } from './clean-up.ts';
import { createDatabase, dropDatabase, withDatabase } from './databases.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from './factories.ts';
import { buildServer, freePort, type ServerProcess, startServer, stopProcesses, waitForHealth } from './server-process.ts';
import { databaseName as runDatabaseName, tempDir } from './test-run.ts';

/**
 * Two server processes (the production bundle) on one PostgreSQL database with
 * FILE_STORAGE=database, started at the same moment, each with its own DATA_DIR: a session
 * made on one is valid on the other, a file uploaded through one downloads through the other,
 * and a rate limit counts the requests of both. Needs a PostgreSQL server (TEST_DATABASE_URL,
 * as `.ci/run` sets for its second server run).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const ADMIN_EMAIL = 'two.processes@portal.test';
const ADMIN_PASSWORD = 'Two-Processes-1';

const processes: ChildProcess[] = [];
const folders: string[] = [];
let databaseName = '';
let outDir = '';
let a = '';
let b = '';
let databaseUrl = '';

async function startOne(databaseUrl: string): Promise<{ url: string; server: ServerProcess }> {
  const port = await freePort();
  const dataDir = tempDir('process');
  folders.push(dataDir);
  const server = startServer(
    outDir,
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      FILE_STORAGE: 'database',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web-app'),
    },
    processes,
  );
  return { url: `http://127.0.0.1:${port}`, server };
}

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of any shape
  json: any;
}

async function api(base: string, method: string, url: string, options: { token?: string; body?: unknown } = {}): Promise<Answer> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json };
}

const signIn = async (base: string) =>
  (await api(base, 'POST', '/api/account/authenticate', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).json.data as {
    jwToken: string;
    refreshToken: string;
  };

describe.skipIf(!serverUrl)('two server processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    outDir = buildServer();
    databaseName = runDatabaseName('mp');
    await createDatabase(serverUrl ?? '', databaseName);
    databaseUrl = withDatabase(serverUrl ?? '', databaseName);
    // Both at once, on an empty database: one migrates and seeds, the other waits for it.
    const [one, two] = await Promise.all([startOne(databaseUrl), startOne(databaseUrl)]);
    try {
      await Promise.all([
        waitForHealth(`${one.url}/api/health`, one.server.child),
        waitForHealth(`${two.url}/api/health`, two.server.child),
      ]);
    } catch (err) {
      throw new Error(`${(err as Error).message}\n--- A ---\n${one.server.output()}\n--- B ---\n${two.server.output()}`);
    }
    a = one.url;
    b = two.url;
  }, 240_000);

  // Each step runs even when one before it failed or hung (clean-up.ts); the processes stop first.
  afterAll(async () => {
    const cleanup = new CleanupStack();
    if (databaseName) cleanup.add(`drop database ${databaseName}`, () => dropDatabase(serverUrl ?? '', databaseName), 20_000);
    for (const f of [...folders, outDir].filter(Boolean))
      cleanup.add(`remove ${f}`, () => fs.rmSync(f, { recursive: true, force: true }), 5_000);
    cleanup.add('stop the server processes', () => stopProcesses(processes), 10_000);
    await cleanup.run();
  });

  it('a sign-in on one process works on the other, and its refresh token rotates there', async () => {
    const tokens = await signIn(a);
    expect(tokens.jwToken).toBeTruthy();
    const me = await api(b, 'GET', '/api/account/get-current-user', { token: tokens.jwToken });
    expect(me.status).toBe(200);
    expect(me.json.email).toBe(ADMIN_EMAIL);

    const rotated = await api(b, 'POST', '/api/account/refresh-token', { body: { refreshToken: tokens.refreshToken } });
    expect(rotated.status).toBe(200);
    expect(rotated.json.data.refreshToken).not.toBe(tokens.refreshToken);
    // The new access token (made on B) works on A; the rotated-away refresh token no longer does.
    expect((await api(a, 'GET', '/api/account/get-current-user', { token: rotated.json.data.jwToken })).status).toBe(200);
    expect((await api(a, 'POST', '/api/account/refresh-token', { body: { refreshToken: tokens.refreshToken } })).status).toBe(401);
  });

  it('a file uploaded through one process downloads through the other, and a delete on one holds on both', async () => {
    const { jwToken: token } = await signIn(b);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 160, b: 90 } } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
    const uploaded = await fetch(`${a}/api/Files/upload-file/false`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { name } = (await uploaded.json()) as { name: string };

    const fromA = await fetch(`${a}/api/Files/download-file/${name}/1/false`, { headers: { authorization: `Bearer ${token}` } });
    const fromB = await fetch(`${b}/api/Files/download-file/${name}/1/false`, { headers: { authorization: `Bearer ${token}` } });
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await fromB.arrayBuffer());
    expect(bytes.equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
    // Nothing went to either process's folder.
    for (const f of folders) expect(fs.existsSync(path.join(f, 'uploads'))).toBe(false);

    expect((await api(b, 'DELETE', `/api/Files/delete-file/${name}`, { token })).status).toBe(200);
    expect((await fetch(`${a}/api/Files/download-file/${name}/1/false`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(
      404,
    );
  });

  it('a rate limit counts the requests of both processes: forgot-password allows 5 a minute per address, 3 + 3 give one 429', async () => {
    const ask = (base: string, i: number) =>
      api(base, 'POST', '/api/Account/forgot-password', { body: { email: `nobody.${i}@portal.test` } });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await ask(a, i)).status);
    for (let i = 3; i < 6; i++) statuses.push((await ask(b, i)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('a notification written through one process reaches a WebSocket connected to the other (LISTEN/NOTIFY)', async () => {
    // A company with its administrator, straight into the shared database.
    const database = await openPostgres(databaseUrl);
    let companyId = 0;
    let email = '';
    try {
      const company = await buildCompany(database.db, { country: 'RS' });
      companyId = company.pkCompanyId;
      email = (await buildUser(database.db, { role: 3, companyId })).email;
    } finally {
      await database.close();
    }
    // The company administrator signs in on B and holds the live channel there.
    const signedIn = await api(b, 'POST', '/api/account/authenticate', { body: { email, password: TEST_PASSWORD } });
    expect(signedIn.status).toBe(200);
    const me = await api(b, 'GET', '/api/account/get-current-user', { token: signedIn.json.data.jwToken });
    const ws = new WebSocket(`${b.replace(/^http/, 'ws')}/notifications`, { headers: { origin: b } });
    const messages: { type: string; id?: number }[] = [];
    const arrived = (type: string) =>
      new Promise<{ type: string; id?: number }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} message: ${JSON.stringify(messages)}`)), 10_000);
        ws.on('message', (data) => {
          const m = JSON.parse(data.toString());
          messages.push(m);
          if (m.type === type) {
            clearTimeout(timer);
            resolve(m);
          }
        });
      });
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    const connected = arrived('Connected');
    ws.send(JSON.stringify({ type: 'auth', token: me.json.notificationToken }));
    await connected;

    // The platform administrator, signed in on A, invites an employee: type 19 to the company's administrators.
    const pushed = arrived('notification');
    const { jwToken: adminToken } = await signIn(a);
    const invited = await api(a, 'POST', '/api/CompanyEmployee/', {
      token: adminToken,
      body: {
        fkCompanyId: companyId,
        firstName: 'New',
        lastName: 'Colleague',
        email: `colleague.${randomBytes(4).toString('hex')}@portal.test`,
      },
    });
    expect(invited.status).toBe(200);
    const { id } = await pushed;
    ws.close();
    const got = await api(b, 'GET', `/api/Notifications/get-by-id/${id}`, { token: signedIn.json.data.jwToken });
    expect(got.status).toBe(200);
    expect(got.json.content).toContain('New Colleague');
  });
});

if (!serverUrl) {
  describe('two server processes on one PostgreSQL database', () => {
    it.skip('skipped: TEST_DATABASE_URL is not set (a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres; .ci/run sets it)', () => {});
  });
}
