import nodemailer, { type Transporter } from 'nodemailer';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client.ts';
import { mailOutbox } from '../db/schema/all.ts';
import { type MailTemplate, renderMail } from '../modules/mail/templates.ts';

export interface MailRequest {
  to: string;
  template: MailTemplate;
  lang: string;
  params: Record<string, string>;
  link?: string;
}

const MAX_ATTEMPTS = 5;

/**
 * The transactional outbox. `enqueue` writes in the caller's transaction; `deliver` sends what
 * is pending through SMTP when SMTP_URL is set, or marks it stored (readable by administrators).
 */
export class Mailer {
  private transport: Transporter | null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private db: Db,
    private log: FastifyBaseLogger,
    smtpUrl: string | undefined,
    private from: string,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  async enqueue(tx: DbOrTx, mail: MailRequest) {
    const { subject, text, html } = renderMail(mail.template, mail.lang, mail.params, mail.link);
    await tx.insert(mailOutbox).values({ toAddress: mail.to, subject, textBody: text, htmlBody: html, template: mail.template });
  }

  /** Delivers pending mails now (called after commits, and by the timer). */
  deliver(): Promise<void> {
    this.running ??= this.deliverPending().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async deliverPending() {
    for (;;) {
      const batch = await this.db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.status, 'pending'), lt(mailOutbox.attempts, MAX_ATTEMPTS)))
          .orderBy(asc(mailOutbox.pkMailId))
          .limit(20)
          .for('update', { skipLocked: true });
        if (rows.length) {
          await tx
            .update(mailOutbox)
            .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1` })
            .where(
              inArray(
                mailOutbox.pkMailId,
                rows.map((r) => r.pkMailId),
              ),
            );
        }
        return rows;
      });
      if (!batch.length) return;
      for (const m of batch) {
        try {
          if (this.transport) {
            await this.transport.sendMail({ from: this.from, to: m.toAddress, subject: m.subject, text: m.textBody, html: m.htmlBody });
            await this.db
              .update(mailOutbox)
              .set({ status: 'sent', sentAt: new Date(), lastError: null })
              .where(eq(mailOutbox.pkMailId, m.pkMailId));
          } else {
            this.log.info({ to: m.toAddress, subject: m.subject }, 'mail stored in the outbox (no SMTP_URL)');
            await this.db.update(mailOutbox).set({ status: 'stored' }).where(eq(mailOutbox.pkMailId, m.pkMailId));
          }
        } catch (err) {
          this.log.warn({ err, mailId: m.pkMailId }, 'mail delivery failed');
          const failed = m.attempts + 1 >= MAX_ATTEMPTS;
          await this.db
            .update(mailOutbox)
            .set({ status: failed ? 'failed' : 'pending', lastError: String((err as Error).message).slice(0, 500) })
            .where(eq(mailOutbox.pkMailId, m.pkMailId));
          if (!failed) return; // try the rest on the next tick
        }
      }
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
    await this.running;
    this.transport?.close();
  }
}
