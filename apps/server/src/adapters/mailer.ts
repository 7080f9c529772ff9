import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { interfaceLanguageByCode } from '@portal/contracts/codes/interface-languages';
import type { Db, DbOrTx } from '../db/client.ts';
import { errorLogs, mailOutbox } from '../db/schema/all.ts';
import { type MailTemplate, renderMail, type SenderMessage } from './mail-templates.ts';

export interface MailRequest {
  to: string;
  template: MailTemplate;
  lang: string;
  params: Record<string, string>;
  link?: string;
  /** The sender's own subject and text (an invitation mail template), around the standard text. */
  message?: SenderMessage;
}

export interface MailerOptions {
  /** Attempts before a mail is marked failed (and written to the error log). */
  maxAttempts?: number;
  /** Delay after the first failure; doubled after each further one, capped at maxDelayMs. */
  retryBaseMs?: number;
  maxDelayMs?: number;
  /** A claim older than this (a worker that died mid-send) is taken over. */
  staleClaimMs?: number;
}

const BATCH = 20;

/** Delay before attempt n+1 after n failed attempts: base * 2^(n-1), capped, with up to 20% jitter. */
export function retryDelay(failedAttempts: number, baseMs: number, maxMs: number, random = Math.random): number {
  const exp = Math.min(maxMs, baseMs * 2 ** Math.max(0, failedAttempts - 1));
  return Math.round(exp * (1 + 0.2 * random()));
}

/**
 * The transactional outbox. `enqueue` writes in the caller's transaction; `deliver` sends what
 * is due through SMTP when SMTP_URL is set, or marks it stored (readable by administrators).
 * Workers claim rows with FOR UPDATE SKIP LOCKED, so any number can run. A failed send is
 * retried with exponential backoff (1, 2, 4, 8, 16 minutes by default); after the last
 * attempt the mail is marked failed and written to the error log.
 */
export class Mailer {
  private transport: Transporter | null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private readonly maxAttempts: number;
  private readonly retryBaseMs: number;
  private readonly maxDelayMs: number;
  private readonly staleClaimMs: number;

  constructor(
    private db: Db,
    private log: FastifyBaseLogger,
    smtpUrl: string | undefined,
    private from: string,
    options: MailerOptions = {},
  ) {
    this.transport = smtpUrl
      ? nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10000, greetingTimeout: 10000, socketTimeout: 30000 })
      : null;
    this.maxAttempts = options.maxAttempts ?? 6;
    this.retryBaseMs = options.retryBaseMs ?? 60_000;
    this.maxDelayMs = options.maxDelayMs ?? 60 * 60_000;
    this.staleClaimMs = options.staleClaimMs ?? 5 * 60_000;
  }

  async enqueue(tx: DbOrTx, mail: MailRequest) {
    const lang = interfaceLanguageByCode(mail.lang).code;
    const { subject, text, html } = renderMail(mail.template, lang, mail.params, mail.link, mail.message);
    await tx.insert(mailOutbox).values({ toAddress: mail.to, subject, textBody: text, htmlBody: html, template: mail.template, lang });
  }

  /** Delivers due mails now (called after commits, and by the timer). */
  deliver(): Promise<void> {
    this.running ??= this.deliverDue().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /**
   * Starts delivering what a just-committed write enqueued, without making the request wait. A
   * failure is logged; the mails stay in the outbox for the timer's next attempt.
   */
  deliverSoon(): void {
    this.deliver().catch((err) => this.log.error({ err }, 'mail delivery after a commit failed'));
  }

  /** Claims up to a batch of due rows: pending and due, or claimed by a worker that died. */
  private claim() {
    return this.db.transaction(async (tx) => {
      const now = new Date();
      const stale = new Date(now.getTime() - this.staleClaimMs);
      const rows = await tx
        .select()
        .from(mailOutbox)
        .where(
          or(
            and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)),
            and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.lockedAt, stale)),
          ),
        )
        .orderBy(asc(mailOutbox.pkMailId))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (rows.length) {
        await tx
          .update(mailOutbox)
          .set({ status: 'sending', lockedAt: now, lastAttemptAt: now, attempts: sql`${mailOutbox.attempts} + 1` })
          .where(
            inArray(
              mailOutbox.pkMailId,
              rows.map((r) => r.pkMailId),
            ),
          );
      }
      return rows.map((r) => ({ ...r, attempts: r.attempts + 1 }));
    });
  }

  private async deliverDue() {
    for (;;) {
      const batch = await this.claim();
      if (!batch.length) return;
      for (const m of batch) {
        try {
          if (this.transport) {
            await this.transport.sendMail({ from: this.from, to: m.toAddress, subject: m.subject, text: m.textBody, html: m.htmlBody });
            await this.db
              .update(mailOutbox)
              .set({ status: 'sent', sentAt: new Date(), lastError: null, lockedAt: null })
              .where(eq(mailOutbox.pkMailId, m.pkMailId));
          } else {
            this.log.info({ mailId: m.pkMailId, template: m.template }, 'mail stored in the outbox (no SMTP_URL)');
            await this.db.update(mailOutbox).set({ status: 'stored', lockedAt: null }).where(eq(mailOutbox.pkMailId, m.pkMailId));
          }
        } catch (err) {
          await this.recordFailure(m, err);
        }
      }
    }
  }

  private async recordFailure(m: { pkMailId: number; attempts: number; template: string }, err: unknown) {
    const message = String((err as Error)?.message ?? err).slice(0, 500);
    const failed = m.attempts >= this.maxAttempts;
    this.log.warn({ mailId: m.pkMailId, attempts: m.attempts, error: message }, failed ? 'mail delivery gave up' : 'mail delivery failed');
    const next = new Date(Date.now() + retryDelay(m.attempts, this.retryBaseMs, this.maxDelayMs));
    try {
      await this.db
        .update(mailOutbox)
        .set({ status: failed ? 'failed' : 'pending', lastError: message, lockedAt: null, nextAttemptAt: next })
        .where(eq(mailOutbox.pkMailId, m.pkMailId));
      if (failed) {
        await this.db.insert(errorLogs).values({
          reference: randomUUID(),
          source: 'mail',
          method: 'SMTP',
          url: `mail_outbox/${m.pkMailId}`,
          message: `Mail ${m.pkMailId} (${m.template}) not delivered after ${m.attempts} attempts: ${message}`,
          stack: (err as Error)?.stack?.slice(0, 8000) ?? null,
        });
      }
    } catch (logErr) {
      this.log.error({ err: logErr, mailId: m.pkMailId }, 'could not record a mail delivery failure');
    }
  }

  start(intervalMs = 5000) {
    this.timer = setInterval(() => {
      this.deliver().catch((err) => this.log.error({ err }, 'mail worker failed'));
    }, intervalMs);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    // Its failure was logged by whoever started it (deliverSoon, the timer): stop only waits for it.
    await this.running?.catch((err: unknown) => this.log.debug({ err }, 'mail worker: the delivery under way at stop failed'));
    this.transport?.close();
  }
}
