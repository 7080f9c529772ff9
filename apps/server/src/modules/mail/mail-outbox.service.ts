import type { MailOutboxDetails, MailOutboxItem, MailOutboxSearch } from '@portal/contracts/mail/mail-outbox';
import { mailStatuses } from '@portal/contracts/mail/mail-outbox';
import { totalPages } from '@portal/contracts/common/paging';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { offsetOf } from '../../lib/paging.ts';
import type { LogScope } from '../logs/logs.repository.ts';
import { findMail, type MailRow as Row, mailOutboxPage } from './mail-outbox.repository.ts';

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

/** The outbox, newest first: every mail the portal sent, or those within the reader's scope. */
export async function searchMailOutbox(db: Db, input: MailOutboxSearch, scope: LogScope | undefined) {
  const { rows, total } = await mailOutboxPage(db, input, scope, {
    limit: input.pageSize,
    offset: offsetOf(input.pageNum, input.pageSize),
  });
  return { mails: rows.map(toItem), totalCount: total, pageCount: totalPages(total, input.pageSize) };
}

export async function mailOutboxDetails(db: Db, id: number, scope: LogScope | undefined): Promise<MailOutboxDetails> {
  const r = await findMail(db, id, scope);
  if (!r) throw notFound();
  return { ...toItem(r), textBody: r.textBody, htmlBody: r.htmlBody };
}
