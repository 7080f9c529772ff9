import { beforeAll, describe, expect, it } from 'vitest';
import { buildCast, type Cast, call, tokenFor } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t0: TestApp;
let cast: Cast;
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
});

const search = (body: unknown, token = cast.platformAdmin.token) =>
  call(t0.app, 'POST', '/api/AdminCentar/search-mail-outbox', { token, body });
const details = (id: number | string, token = cast.platformAdmin.token) =>
  call(t0.app, 'GET', `/api/AdminCentar/mail-outbox-details/${id}`, { token });

async function register(email: string, fkLanguageId = 1) {
  const r = await call(t0.app, 'POST', '/api/Account/register', {
    body: { firstName: 'Olga', lastName: 'Outbox', email, password: 'Strong#Pass9', confirmPassword: 'Strong#Pass9', fkLanguageId },
  });
  expect(r.status).toBe(200);
  await t0.app.ctx.mail.deliver();
  return r.json.userId as number;
}

describe('stored outbox (no SMTP_URL)', () => {
  it('stores mails and shows them to administrators with their bodies and confirmation link', async () => {
    const userId = await register('olga.outbox@example.test', 2);
    const r = await search({ recipient: 'OLGA.OUTBOX' });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ totalCount: 1, pageCount: 1 });
    const item = r.json.mails[0];
    expect(item).toMatchObject({
      toAddress: 'olga.outbox@example.test',
      template: 'confirm_email',
      lang: 'sr',
      status: 'stored',
      attempts: 1,
      subject: 'Potvrdite svoju adresu e-pošte',
      nextAttemptAt: null,
    });
    expect(item).not.toHaveProperty('textBody');
    const d = await details(item.id);
    expect(d.status).toBe(200);
    expect(d.json.textBody).toContain(`http://portal.test/mailVerification?userId=${userId}&code=`);
    expect(d.json.htmlBody).toContain('<a href="http://portal.test/mailVerification?userId=');
    expect(d.json.textBody).toContain('dobro došli');
  });

  it('filters by status and template, and pages', async () => {
    await register('second.outbox@example.test');
    await register('third.outbox@example.test');
    const stored = await search({ status: 'stored', template: 'confirm_email', recipient: '.outbox@' });
    expect(stored.json.totalCount).toBe(3);
    expect(stored.json.mails[0].toAddress).toBe('third.outbox@example.test');
    expect((await search({ status: 'failed' })).json.totalCount).toBe(0);
    expect((await search({ template: 'reset_password' })).json.totalCount).toBe(0);
    const page2 = await search({ recipient: '.outbox@', pageSize: 2, pageNum: 2 });
    expect(page2.json).toMatchObject({ totalCount: 3, pageCount: 2 });
    expect(page2.json.mails).toHaveLength(1);
    // Wildcards in the filter are taken literally.
    expect((await search({ recipient: '%' })).json.totalCount).toBe(0);
  });

  it('refuses bad input and unknown ids', async () => {
    const r = await search({ status: 'lost', pageSize: 0 });
    expect(r.status).toBe(400);
    expect(Object.keys(r.json.fields).sort()).toEqual(['pageSize', 'status']);
    expect((await details(99999999)).status).toBe(404);
    expect((await details('x')).status).toBe(400);
  });

  it('searches by period, text over recipient, subject and template, and the person the mail went to', async () => {
    const olga = await register('olga.period@example.test');
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86400000).toISOString().slice(0, 10);
    expect((await search({ text: 'OLGA.PERIOD', dateFrom: today, dateTo: today })).json.totalCount).toBe(1);
    expect((await search({ text: 'olga.period', dateFrom: tomorrow })).json.totalCount).toBe(0);
    expect((await search({ text: 'confirm your', fkUserId: olga })).json.mails.map((m: { toAddress: string }) => m.toAddress)).toEqual([
      'olga.period@example.test',
    ]);
    expect((await search({ template: 'confirm_email', fkUserId: cast.guestUser.userId })).json.totalCount).toBe(0);
    const bad = await search({ template: 'love_letter', dateTo: 'soon' });
    expect(Object.keys(bad.json.fields).sort()).toEqual(['dateTo', 'template']);
  });

  it('is for administrators only (a chamber administrator reads their chamber: audit/log-scope.test.ts)', async () => {
    expect((await call(t0.app, 'POST', '/api/AdminCentar/search-mail-outbox', { body: {} })).status).toBe(401);
    expect((await call(t0.app, 'GET', '/api/AdminCentar/mail-outbox-details/1')).status).toBe(401);
    expect((await search({}, cast.chamberAdminRs.token)).status).toBe(200);
    for (const p of [cast.companyAdminRs, cast.employeeRs, cast.guestUser]) {
      const token = await tokenFor(t0.app, p.userId);
      expect((await search({}, token)).status).toBe(403);
      expect((await details(1, token)).status).toBe(403);
    }
  });
});
