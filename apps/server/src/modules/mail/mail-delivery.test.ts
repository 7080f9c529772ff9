import net, { type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { Mailer, retryDelay } from '../../adapters/mailer.ts';
import { buildUser, call, tokenFor } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}
const received: Received[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('latin1'),
      });
      callback();
    });
  },
});

/** Encoded words of headers (RFC 2047) and quoted-printable or base64 parts, enough for these tests. */
function decodeWords(header: string) {
  return header.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}
function decodedParts(raw: string) {
  const parts: string[] = [];
  const re = /Content-Transfer-Encoding: ([\w-]+)\r\n(?:[^\r\n]+\r\n)*\r\n([\s\S]*?)(?=\r\n--)/gi;
  for (const m of raw.matchAll(re)) {
    const [, enc, body] = m;
    if (enc.toLowerCase() === 'base64') parts.push(Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8'));
    else if (enc.toLowerCase() === 'quoted-printable')
      parts.push(
        Buffer.from(
          body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
      );
    else parts.push(Buffer.from(body, 'latin1').toString('utf8'));
  }
  return parts;
}
const subjectOf = (raw: string) => decodeWords(raw.match(/^Subject: (.*(?:\r\n[ \t].*)*)/m)?.[1].replace(/\r\n[ \t]/g, ' ') ?? '');

/** A port nothing listens on: connections are refused at once. */
async function closedPort() {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

let t0: TestApp;
beforeAll(async () => {
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  const { port } = smtp.server.address() as AddressInfo;
  t0 = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await new Promise<void>((r) => smtp.close(() => r()));
});

describe('delivery through SMTP', () => {
  it('sends the translated confirmation mail to a real SMTP receiver and records it sent', async () => {
    const r = await call(t0.app, 'POST', '/api/Account/register', {
      body: {
        firstName: 'Šime',
        lastName: 'Smtp',
        email: 'sime.smtp@example.test',
        password: 'Strong#Pass9',
        confirmPassword: 'Strong#Pass9',
        fkLanguageId: 2,
      },
    });
    expect(r.status).toBe(200);
    await t0.app.ctx.mail.deliver();
    const mail = received.find((m) => m.to.includes('sime.smtp@example.test'));
    expect(mail).toBeDefined();
    if (!mail) return;
    expect(mail.from).toBe('no-reply@market-access.local');
    expect(subjectOf(mail.raw)).toBe('Potvrdite svoju adresu e-pošte');
    const [text, html] = decodedParts(mail.raw);
    expect(text).toContain('Zdravo Šime');
    expect(text).toContain(`http://portal.test/mailVerification?userId=${r.json.userId}&code=`);
    expect(html).toContain('Potvrdi e-poštu');
    const [row] = await t0.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.toAddress, 'sime.smtp@example.test'));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    // The administrators' view shows it sent.
    const admin = await buildUser(t0.db, { role: 1 });
    const s = await call(t0.app, 'POST', '/api/AdminCentar/search-mail-outbox', {
      token: await tokenFor(t0.app, admin.pkUserId),
      body: { recipient: 'sime.smtp', status: 'sent' },
    });
    expect(s.json.totalCount).toBe(1);
  });
});

describe('retries', () => {
  it('backs off exponentially with jitter, capped', () => {
    expect(retryDelay(1, 60000, 3600000, () => 0)).toBe(60000);
    expect(retryDelay(2, 60000, 3600000, () => 0)).toBe(120000);
    expect(retryDelay(5, 60000, 3600000, () => 0)).toBe(960000);
    expect(retryDelay(12, 60000, 3600000, () => 0)).toBe(3600000);
    expect(retryDelay(1, 60000, 3600000, () => 1)).toBe(72000);
  });

  it('records a failed attempt, waits for the backoff, gives up after the last attempt and logs the error', async () => {
    const mailer = new Mailer(t0.db, t0.app.log, `smtp://127.0.0.1:${await closedPort()}`, 'test@example.test', {
      maxAttempts: 3,
      retryBaseMs: 60000,
    });
    await mailer.enqueue(t0.db, { to: 'nobody@example.test', template: 'company_verified', lang: 'eng', params: { companyName: 'Acme' } });
    const row = async () => (await t0.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.toAddress, 'nobody@example.test')))[0];
    const makeDue = async () =>
      t0.db
        .update(t.mailOutbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(t.mailOutbox.toAddress, 'nobody@example.test'));

    const before = Date.now();
    await mailer.deliver();
    let m = await row();
    expect(m).toMatchObject({ status: 'pending', attempts: 1, lockedAt: null });
    expect(m.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(m.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 60000);
    expect(m.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 72000);

    await mailer.deliver(); // not due yet: untouched
    expect((await row()).attempts).toBe(1);

    await makeDue();
    await mailer.deliver();
    m = await row();
    expect(m).toMatchObject({ status: 'pending', attempts: 2 });
    expect(m.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(Date.now() + 110000);

    await makeDue();
    await mailer.deliver();
    m = await row();
    expect(m).toMatchObject({ status: 'failed', attempts: 3 });
    const [log] = await t0.db
      .select()
      .from(t.errorLogs)
      .where(eq(t.errorLogs.url, `mail_outbox/${m.pkMailId}`));
    expect(log).toMatchObject({ source: 'mail', method: 'SMTP' });
    expect(log.message).toContain('not delivered after 3 attempts');
    expect(log.message).not.toContain('Acme');
    await mailer.stop();
  });

  it('takes over a claim left by a worker that died mid-send', async () => {
    const mailer = new Mailer(t0.db, t0.app.log, undefined, 'test@example.test', { staleClaimMs: 1000 });
    await mailer.enqueue(t0.db, { to: 'stale@example.test', template: 'company_verified', lang: 'sr', params: { companyName: 'X' } });
    await t0.db
      .update(t.mailOutbox)
      .set({ status: 'sending', attempts: 1, lockedAt: new Date(Date.now() - 60000) })
      .where(eq(t.mailOutbox.toAddress, 'stale@example.test'));
    await mailer.deliver();
    const [m] = await t0.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.toAddress, 'stale@example.test'));
    expect(m).toMatchObject({ status: 'stored', attempts: 2, lang: 'sr' });
    await mailer.stop();
  });
});
