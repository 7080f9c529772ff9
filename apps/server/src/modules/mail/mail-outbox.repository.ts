import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { MailOutboxSearch } from '@portal/contracts/mail/mail-outbox';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/all.ts';
import { likePattern } from '../../lib/text-match.ts';

export type MailRow = typeof mailOutbox.$inferSelect;

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

/** A page of the outbox without the bodies, newest first, filtered by recipient, status and template, with the list's total. */
export async function mailOutboxPage(
  db: Db,
  filter: Pick<MailOutboxSearch, 'recipient' | 'status' | 'template'>,
  page: { limit: number; offset: number },
) {
  const where: SQL[] = [];
  if (filter.recipient) where.push(sql`${mailOutbox.toAddress} ilike ${likePattern(filter.recipient)}`);
  if (filter.status) where.push(eq(mailOutbox.status, filter.status));
  if (filter.template) where.push(eq(mailOutbox.template, filter.template));
  const cond = and(...where);
  const [{ total }] = await db.select({ total: count() }).from(mailOutbox).where(cond);
  const rows = await db
    .select(listColumns)
    .from(mailOutbox)
    .where(cond)
    .orderBy(desc(mailOutbox.pkMailId))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total };
}

export async function findMail(db: Db, id: number): Promise<MailRow | null> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.pkMailId, id));
  return row ?? null;
}
