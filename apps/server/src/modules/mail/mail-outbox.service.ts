import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { MailOutboxDetails, MailOutboxItem, MailOutboxSearch } from '@portal/contracts/mail/mail-outbox';
import { mailStatuses } from '@portal/contracts/mail/mail-outbox';
import { totalPages } from '@portal/contracts/common/paging';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/all.ts';
import { notFound } from '../../lib/app-error.ts';
import { offsetOf } from '../../lib/paging.ts';
import { likePattern } from '../../lib/text-match.ts';

type Row = typeof mailOutbox.$inferSelect;
type Status = (typeof mailStatuses)[number];

const toStatus = (s: string): Status => ((mailStatuses as readonly string[]).includes(s) ? (s as Status) : 'pending');

function toItem(r: Omit<Row, 'textBody' | 'htmlBody' | 'lockedAt' | 'lastAttemptAt'>): MailOutboxItem {
  return {
    id: r.pkMailId,
    toAddress: r.toAddress,
    subject: r.subject,
    template: r.template,
    lang: r.lang,
    status: toStatus(r.status),
    attempts: r.attempts,
    lastError: r.lastError,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
    nextAttemptAt: r.status === 'pending' ? r.nextAttemptAt.toISOString() : null,
  };
}

const listColumns = {
  pkMailId: mailOutbox.pkMailId,
  toAddress: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  template: mailOutbox.template,
  lang: mailOutbox.lang,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  nextAttemptAt: mailOutbox.nextAttemptAt,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};

/** The outbox, newest first: the platform administrator's view of every mail the portal sent. */
export async function searchMailOutbox(db: Db, input: MailOutboxSearch) {
  const where: SQL[] = [];
  if (input.recipient) where.push(sql`${mailOutbox.toAddress} ilike ${likePattern(input.recipient)}`);
  if (input.status) where.push(eq(mailOutbox.status, input.status));
  if (input.template) where.push(eq(mailOutbox.template, input.template));
  const cond = and(...where);
  const [{ total }] = await db.select({ total: count() }).from(mailOutbox).where(cond);
  const rows = await db
    .select(listColumns)
    .from(mailOutbox)
    .where(cond)
    .orderBy(desc(mailOutbox.pkMailId))
    .limit(input.pageSize)
    .offset(offsetOf(input.pageNum, input.pageSize));
  return { mails: rows.map(toItem), totalCount: total, pageCount: totalPages(total, input.pageSize) };
}

export async function mailOutboxDetails(db: Db, id: number): Promise<MailOutboxDetails> {
  const [r] = await db.select().from(mailOutbox).where(eq(mailOutbox.pkMailId, id));
  if (!r) throw notFound();
  return { ...toItem(r), textBody: r.textBody, htmlBody: r.htmlBody };
}
