import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildCast, buildUser, type Cast, call, tokenFor } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * The logs and the mail outbox as each administrator reads them: the platform administrator every
 * entry, a chamber administrator their chamber's (by or about the people and companies the
 * administration lists show them, their own entries, the mails to those people), everybody else
 * nothing. Every entry of these tests carries one marker, found by the free-text search.
 */
let t0: TestApp;
let cast: Cast;
const MARK = `scope-${Date.now()}`;
type Ids = Record<string, number>;
const ids: { action: Ids; user: Ids; error: Ids; mail: Ids } = { action: {}, user: {}, error: {}, mail: {} };
let personRs: { pkUserId: number; email: string };
let personMe: { pkUserId: number; email: string };

const kinds = ['action', 'user', 'error', 'mail'] as const;
type Kind = (typeof kinds)[number];
const searchPath = (kind: Kind) => (kind === 'mail' ? '/api/AdminCentar/search-mail-outbox' : `/api/AdminCentar/search-${kind}-logs`);
const detailsPath = (kind: Kind, id: number | string) =>
  kind === 'mail' ? `/api/AdminCentar/mail-outbox-details/${id}` : `/api/AdminCentar/${kind}-log-details/${id}`;
const search = (kind: Kind, token: string, body: object = {}) =>
  call(t0.app, 'POST', searchPath(kind), { token, body: { text: MARK, ...body } });
const details = (kind: Kind, id: number | string, token: string) => call(t0.app, 'GET', detailsPath(kind, id), { token });

/** The names (keys of `ids`) of the entries a search found, sorted. */
async function seen(kind: Kind, token: string, body: object = {}) {
  const r = await search(kind, token, body);
  expect(r.status).toBe(200);
  const rows: { id: number }[] = kind === 'mail' ? r.json.mails : r.json.logs;
  expect(r.json.totalCount).toBe(rows.length);
  const byId = Object.fromEntries(Object.entries(ids[kind]).map(([name, id]) => [id, name]));
  return rows.map((row) => byId[row.id] ?? `unknown ${row.id}`).sort();
}

async function insertAction(name: string, fkUserId: number | null, action: string, entityType: string, entityId: number) {
  const [row] = await t0.db
    .insert(t.actionLogs)
    .values({ fkUserId, action, entityType, entityId: String(entityId), details: { mark: MARK } })
    .returning({ id: t.actionLogs.pkActionLogId });
  ids.action[name] = row.id;
}
async function insertUserLog(name: string, fkUserId: number | null, email: string) {
  const [row] = await t0.db
    .insert(t.userLogs)
    .values({ fkUserId, email, event: 'login', detail: MARK })
    .returning({ id: t.userLogs.pkUserLogId });
  ids.user[name] = row.id;
}
async function insertError(name: string, fkUserId: number | null) {
  const [row] = await t0.db
    .insert(t.errorLogs)
    .values({
      fkUserId,
      reference: `${name}-${MARK}`,
      source: 'request',
      method: 'GET',
      url: '/api/x',
      message: `boom ${MARK}`,
      stack: 'Error: boom',
    })
    .returning({ id: t.errorLogs.pkErrorLogId });
  ids.error[name] = row.id;
}
async function insertMail(name: string, toAddress: string) {
  const [row] = await t0.db
    .insert(t.mailOutbox)
    .values({ toAddress, subject: `Hello ${MARK}`, textBody: 'text', htmlBody: '<p>text</p>', template: 'user_verified', status: 'stored' })
    .returning({ id: t.mailOutbox.pkMailId });
  ids.mail[name] = row.id;
}

beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
  const { companyRs, companyMe, mncDe } = cast.companies;
  personRs = await buildUser(t0.db, { role: 4, companyId: companyRs.pkCompanyId });
  personMe = await buildUser(t0.db, { role: 4, companyId: companyMe.pkCompanyId });
  const platform = cast.platformAdmin.userId;

  await insertAction('by RS person', personRs.pkUserId, 'edit_user_self', 'user', personRs.pkUserId);
  await insertAction('by ME person', personMe.pkUserId, 'edit_user_self', 'user', personMe.pkUserId);
  await insertAction('about RS company', platform, 'verify_company', 'company', companyRs.pkCompanyId);
  await insertAction('about ME company', platform, 'verify_company', 'company', companyMe.pkCompanyId);
  await insertAction('about RS person', platform, 'user_verify', 'user', personRs.pkUserId);
  await insertAction('about DE multinational', platform, 'update_mnc_info', 'company', mncDe.pkCompanyId);
  await insertAction('by RS chamber admin', cast.chamberAdminRs.userId, 'dismiss_suggestion', 'user', cast.chamberAdminRs.userId);
  await insertAction('about a role', platform, 'role_created', 'role', 1);
  // An entity id that is no number, next to the chamber's subqueries of ids.
  await t0.db
    .insert(t.actionLogs)
    .values({ fkUserId: platform, action: 'upload_file', entityType: 'file', entityId: 'abc.png', details: { mark: MARK } });

  await insertUserLog('RS person', personRs.pkUserId, personRs.email);
  await insertUserLog('ME person', personMe.pkUserId, personMe.email);
  await insertUserLog('platform admin', platform, cast.platformAdmin.email);
  await insertUserLog('RS chamber admin', cast.chamberAdminRs.userId, cast.chamberAdminRs.email);
  await insertUserLog('unknown address', null, 'nobody@example.test');

  await insertError('RS person', personRs.pkUserId);
  await insertError('ME person', personMe.pkUserId);
  await insertError('anonymous', null);

  await insertMail('to RS person', personRs.email.toUpperCase());
  await insertMail('to ME person', personMe.email);
  await insertMail('to RS company admin', cast.companyAdminRs.email);
  await insertMail('to a stranger', 'stranger@example.test');
});

describe("a chamber administrator reads their chamber's entries", () => {
  it('action log: by or about the people and companies of their chamber, and their own', async () => {
    expect(await seen('action', cast.chamberAdminRs.token)).toEqual([
      'about DE multinational',
      'about RS company',
      'about RS person',
      'by RS chamber admin',
      'by RS person',
    ]);
    expect(await seen('action', cast.chamberAdminMe.token)).toEqual(['about DE multinational', 'about ME company', 'by ME person']);
  });

  it('user log: the sign-ins of the people of their chamber and their own', async () => {
    expect(await seen('user', cast.chamberAdminRs.token)).toEqual(['RS chamber admin', 'RS person']);
    expect(await seen('user', cast.chamberAdminMe.token)).toEqual(['ME person']);
  });

  it("error log: the failed requests of their chamber's people, without the server's stack", async () => {
    expect(await seen('error', cast.chamberAdminRs.token)).toEqual(['RS person']);
    expect(await seen('error', cast.chamberAdminMe.token)).toEqual(['ME person']);
    const mine = await details('error', ids.error['RS person'], cast.chamberAdminRs.token);
    expect(mine.status).toBe(200);
    expect(mine.json).toMatchObject({ reference: `RS person-${MARK}`, stack: null });
    expect((await details('error', ids.error['RS person'], cast.platformAdmin.token)).json.stack).toBe('Error: boom');
  });

  it('mail outbox: the mails to the people of their chamber, whatever the case of the address', async () => {
    expect(await seen('mail', cast.chamberAdminRs.token)).toEqual(['to RS company admin', 'to RS person']);
    expect(await seen('mail', cast.chamberAdminMe.token)).toEqual(['to ME person']);
  });

  it("opens their chamber's entries and answers another chamber's as missing (404)", async () => {
    const pairs: [Kind, string, string][] = [
      ['action', 'about RS company', 'about ME company'],
      ['user', 'RS person', 'ME person'],
      ['error', 'RS person', 'ME person'],
      ['mail', 'to RS person', 'to ME person'],
    ];
    for (const [kind, own, other] of pairs) {
      expect((await details(kind, ids[kind][own], cast.chamberAdminRs.token)).status).toBe(200);
      const refused = await details(kind, ids[kind][other], cast.chamberAdminRs.token);
      expect(refused.status).toBe(404);
      expect((await details(kind, ids[kind][other], cast.chamberAdminMe.token)).status).toBe(200);
    }
  });

  it("filters by person within the chamber: entries by or about them, mails to them; another chamber's person finds nothing", async () => {
    const rs = cast.chamberAdminRs.token;
    expect(await seen('action', rs, { fkUserId: personRs.pkUserId })).toEqual(['about RS person', 'by RS person']);
    expect(await seen('mail', rs, { fkUserId: personRs.pkUserId })).toEqual(['to RS person']);
    expect(await seen('user', rs, { fkUserId: personRs.pkUserId })).toEqual(['RS person']);
    for (const kind of kinds) expect(await seen(kind, rs, { fkUserId: personMe.pkUserId })).toEqual([]);
  });
});

describe('the platform administrator reads every entry', () => {
  it('of every log and the outbox', async () => {
    expect((await search('action', cast.platformAdmin.token)).json.totalCount).toBe(Object.keys(ids.action).length + 1);
    for (const kind of ['user', 'error', 'mail'] as const)
      expect(await seen(kind, cast.platformAdmin.token)).toEqual(Object.keys(ids[kind]).sort());
  });
});

describe('everybody else', () => {
  it('is refused every log call (403), and anonymous callers 401', async () => {
    for (const p of [cast.companyAdminRs, cast.employeeRs, cast.guestUser, cast.mncAdminDe]) {
      const token = await tokenFor(t0.app, p.userId);
      for (const kind of kinds) {
        const s = await search(kind, token);
        expect(s.status).toBe(403);
        expect(s.json.message).toBe('access_denied');
        expect((await details(kind, ids[kind][Object.keys(ids[kind])[0]], token)).status).toBe(403);
      }
    }
    for (const kind of kinds) {
      expect((await call(t0.app, 'POST', searchPath(kind), { body: {} })).status).toBe(401);
      expect((await call(t0.app, 'GET', detailsPath(kind, 1))).status).toBe(401);
    }
  });
});
