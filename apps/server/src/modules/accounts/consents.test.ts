import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildCast, type Cast, call, person } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t0: TestApp;
let cast: Cast;
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
});

const registration = (email: string, consents?: object) => ({
  firstName: 'Vesna',
  lastName: 'Vuković',
  email,
  password: 'Strong#Pass9',
  confirmPassword: 'Strong#Pass9',
  ...(consents ? { consents } : {}),
});
const consentRows = (userId: number) =>
  t0.db.select().from(t.consents).where(eq(t.consents.fkUserId, userId)).orderBy(t.consents.pkConsentId);
const current = async () =>
  (await call(t0.app, 'GET', '/api/DocumentVersions/current')).json as { id: number; kind: string; version: number }[];
const me = async (token: string) => (await call(t0.app, 'GET', '/api/account/get-current-user', { token })).json;
const publish = (kind: string, changes: string) =>
  call(t0.app, 'POST', '/api/DocumentVersions', { token: cast.platformAdmin.token, body: { kind, changes } });

describe('registration', () => {
  it('records the current terms and privacy versions with the time and address, and only the optional consents ticked', async () => {
    const versions = await current();
    expect(versions.map((v) => v.kind).sort()).toEqual(['privacy_policy', 'terms']);
    const before = Date.now();
    const r = await call(t0.app, 'POST', '/api/Account/register', {
      body: registration('consenting@example.test', { message_digest: true, chamber_news: false }),
    });
    expect(r.status).toBe(200);
    const rows = await consentRows(r.json.userId);
    expect(rows.map((row) => [row.kind, row.given, row.fkDocumentVersionId]).sort()).toEqual(
      [
        ['message_digest', true, null],
        ['privacy_policy', true, versions.find((v) => v.kind === 'privacy_policy')!.id],
        ['terms', true, versions.find((v) => v.kind === 'terms')!.id],
      ].sort(),
    );
    expect(rows.every((row) => row.createdAt.getTime() >= before - 1000 && row.clientAddress)).toBe(true);
  });

  it('gives no optional consent when none is ticked', async () => {
    const r = await call(t0.app, 'POST', '/api/Account/register', { body: registration('silent@example.test') });
    expect((await consentRows(r.json.userId)).map((row) => row.kind).sort()).toEqual(['privacy_policy', 'terms']);
  });

  it('refuses an unknown consent as bad input naming the field', async () => {
    const r = await call(t0.app, 'POST', '/api/Account/register', { body: registration('odd@example.test', { message_digest: 'yes' }) });
    expect(r.status).toBe(400);
    expect(Object.keys(r.json.fields ?? {})).toContain('consents.message_digest');
  });
});

describe('optional consents', () => {
  it('are given and withdrawn with their history; the same state twice records once', async () => {
    const p = await person(t0.app, { role: 4, companyId: cast.companies.companyRs.pkCompanyId });
    const set = (given: boolean) =>
      call(t0.app, 'POST', '/api/Consents/optional', { token: p.token, body: { kind: 'suggestions', given } });
    const withdrawn = await set(false);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.json.optional.find((o: { kind: string }) => o.kind === 'suggestions').given).toBe(false);
    await set(false);
    const given = await set(true);
    expect(given.json.optional.find((o: { kind: string }) => o.kind === 'suggestions')).toMatchObject({ given: true });
    const history = given.json.history.filter((h: { kind: string }) => h.kind === 'suggestions').map((h: { given: boolean }) => h.given);
    // Newest first: given, withdrawn, and the fixture's first consent.
    expect(history).toEqual([true, false, true]);
    const logs = await t0.db
      .select()
      .from(t.actionLogs)
      .where(and(eq(t.actionLogs.fkUserId, p.userId), eq(t.actionLogs.action, 'withdraw_consent')));
    expect(logs).toHaveLength(1);
  });

  it('refuses a document or an unknown kind as an optional consent', async () => {
    const r = await call(t0.app, 'POST', '/api/Consents/optional', { token: cast.guestUser.token, body: { kind: 'terms', given: false } });
    expect(r.status).toBe(400);
    expect(r.json.fields).toHaveProperty('kind');
  });
});

describe('a new document version', () => {
  it('only the platform administrator publishes, with what changed', async () => {
    const r = await call(t0.app, 'POST', '/api/DocumentVersions', {
      token: cast.chamberAdminRs.token,
      body: { kind: 'terms', changes: 'No.' },
    });
    expect(r.status).toBe(403);
    const empty = await publish('terms', '   ');
    expect([empty.status, empty.json.fields]).toEqual([400, { changes: 'validation.required' }]);
  });

  it('makes the signed-in user accept it; accepting clears it; an outdated version is refused', async () => {
    const p = await person(t0.app, { role: 5 });
    expect((await me(p.token)).documentsToAccept).toEqual([]);
    const first = await publish('privacy_policy', 'We now keep logs for 12 months.');
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ kind: 'privacy_policy', changes: 'We now keep logs for 12 months.' });
    expect((await me(p.token)).documentsToAccept).toEqual(['privacy_policy']);
    const mine = (await call(t0.app, 'GET', '/api/Consents', { token: p.token })).json;
    expect(mine.pendingDocuments).toEqual([expect.objectContaining({ id: first.json.id, changes: 'We now keep logs for 12 months.' })]);

    // A newer version published while the person read the first: accepting the first is refused.
    const second = await publish('privacy_policy', 'And the outbox for 6 months.');
    expect(second.json.version).toBe(first.json.version + 1);
    const stale = await call(t0.app, 'POST', '/api/Consents/accept-documents', { token: p.token, body: { versionIds: [first.json.id] } });
    expect([stale.status, stale.json.fields]).toEqual([400, { versionIds: 'document_version_not_current' }]);
    expect((await me(p.token)).documentsToAccept).toEqual(['privacy_policy']);

    const ok = await call(t0.app, 'POST', '/api/Consents/accept-documents', { token: p.token, body: { versionIds: [second.json.id] } });
    expect(ok.status).toBe(200);
    expect(ok.json.pendingDocuments).toEqual([]);
    expect((await me(p.token)).documentsToAccept).toEqual([]);
    const accepted = (await consentRows(p.userId)).filter((row) => row.fkDocumentVersionId === second.json.id);
    expect(accepted).toHaveLength(1);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('on the PostgreSQL server', () => {
  it('accepting twice at once records one acceptance and answers both', async () => {
    const p = await person(t0.app, { role: 5 });
    const version = await publish('terms', 'Clearer rules for published content.');
    const accept = () =>
      call(t0.app, 'POST', '/api/Consents/accept-documents', { token: p.token, body: { versionIds: [version.json.id] } });
    const answers = await Promise.all([accept(), accept(), accept(), accept()]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const rows = (await consentRows(p.userId)).filter((row) => row.fkDocumentVersionId === version.json.id);
    expect(rows).toHaveLength(1);
    expect((await me(p.token)).documentsToAccept).toEqual([]);
  });

  it('a consent changed many times at once ends in one state with a change per real change', async () => {
    const p = await person(t0.app, { role: 5 });
    const set = (given: boolean) =>
      call(t0.app, 'POST', '/api/Consents/optional', { token: p.token, body: { kind: 'chamber_news', given } });
    const answers = await Promise.all(Array.from({ length: 6 }, () => set(false)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const rows = (await consentRows(p.userId)).filter((row) => row.kind === 'chamber_news');
    expect(rows.map((row) => row.given)).toEqual([true, false]);
  });

  it('two versions published at once number themselves one after the other', async () => {
    const [a, b] = await Promise.all([publish('terms', 'One.'), publish('terms', 'Two.')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(Math.abs(a.json.version - b.json.version)).toBe(1);
  });
});
