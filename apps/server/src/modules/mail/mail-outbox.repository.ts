import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { MailOutboxSearch } from '@portal/contracts/mail/mail-outbox';
import type { Db } from '../../db/client.ts';
import { mailOutbox, users } from '../../db/schema/all.ts';
import { containsText } from '../../lib/text-match.ts';
import { type LogScope, periodFilters, textMatch } from '../logs/logs.repository.ts';

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

/** The recipient is the e-mail (any case) of one of a subquery's users. */
const toOneOf = (userIds: SQL) =>
  sql`exists (select 1 from ${users} where ${users.pkUserId} in (${userIds}) and lower(${users.email}) = lower(${mailOutbox.toAddress}))`;

/** A reader outside the platform administration sees the mails to their scope's people. */
const mailScope = (scope: LogScope | undefined) => (scope ? toOneOf(scope.people) : undefined);

/**
 * A page of the outbox without the bodies, newest first, filtered by period, recipient (a person
 * or part of an address), status, template and text, within the reader's scope, with the list's total.
 */
export async function mailOutboxPage(
  db: Db,
  filter: Omit<MailOutboxSearch, 'pageNum' | 'pageSize'>,
  scope: LogScope | undefined,
  page: { limit: number; offset: number },
) {
  const where: SQL[] = periodFilters(mailOutbox.createdAt, filter);
  const scoped = mailScope(scope);
  if (scoped) where.push(scoped);
  if (filter.fkUserId) where.push(toOneOf(sql`${filter.fkUserId}`));
  const text = textMatch(filter.text, [sql`${mailOutbox.toAddress}`, sql`${mailOutbox.subject}`, sql`${mailOutbox.template}`]);
  if (text) where.push(text);
  if (filter.recipient) where.push(containsText(mailOutbox.toAddress, filter.recipient));
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

/** One mail, when it is in the reader's scope. */
export async function findMail(db: Db, id: number, scope: LogScope | undefined): Promise<MailRow | null> {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.pkMailId, id), mailScope(scope)));
  return row ?? null;
}
