import { and, eq, inArray, isNull, not, sql } from 'drizzle-orm';
import type { Actor } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { currentlyConsents } from '../accounts/consent.policy.ts';
import { visibleContactColumns } from '../companies/contact-visibility.policy.ts';

const u = t.users;

/** Active users of live companies, who can be invited or whose e-mails fill the invite form. */
const activeCompanyUser = and(
  isNull(u.deletedAt),
  eq(u.isActive, true),
  sql`${u.fkCompanyId} in (select pk_company_id from companies where deleted_at is null)`,
);

const lowerEmail = sql<string>`lower(${u.email})`;

/** The e-mails of these users when they are active and not deleted. */
export function activeUserEmails(db: DbOrTx, userIds: number[]) {
  return db
    .select({ id: u.pkUserId, email: u.email })
    .from(u)
    .where(and(inArray(u.pkUserId, userIds), isNull(u.deletedAt), eq(u.isActive, true)));
}

/** How many of these companies are live (not deleted). */
export async function countLiveCompanies(db: DbOrTx, companyIds: number[]): Promise<number> {
  const rows = await db
    .select({ id: t.companies.pkCompanyId })
    .from(t.companies)
    .where(and(inArray(t.companies.pkCompanyId, companyIds), isNull(t.companies.deletedAt)));
  return rows.length;
}

/** The e-mails of the active users of these companies, by e-mail. */
export async function companyUserEmails(db: DbOrTx, companyIds: number[]): Promise<string[]> {
  const rows = await db
    .select({ email: u.email })
    .from(u)
    .where(and(inArray(u.fkCompanyId, companyIds), activeCompanyUser))
    .orderBy(u.email);
  return rows.map((r) => r.email);
}

/**
 * The e-mails of the active users of these companies that the reader sees in a people search
 * (contact-visibility.policy.ts: all of their own company and of companies they administer), by e-mail.
 */
export async function visibleCompanyUserEmails(db: DbOrTx, actor: Actor, companyIds: number[]): Promise<string[]> {
  const email = visibleContactColumns({ actor }, 'search').email;
  const rows = await db
    .select({ email })
    .from(u)
    .where(and(inArray(u.fkCompanyId, companyIds), activeCompanyUser, sql`${email} is not null`))
    .orderBy(u.email);
  return rows.flatMap((r) => (r.email ? [r.email] : []));
}

/** The users (not deleted) registered with these lower-case e-mails, by e-mail. */
export async function userIdsByEmail(db: DbOrTx, emails: string[]): Promise<Map<string, number>> {
  const rows = emails.length
    ? await db
        .select({ id: u.pkUserId, email: lowerEmail })
        .from(u)
        .where(and(inArray(lowerEmail, emails), isNull(u.deletedAt)))
    : [];
  return new Map(rows.map((r) => [r.email, r.id]));
}

/** The language of each registered user among these e-mails, by lower-case e-mail. */
export async function userLanguagesByEmail(db: DbOrTx, emails: string[]): Promise<Map<string, { id: number; code: string }>> {
  const rows = emails.length
    ? await db
        .select({ email: lowerEmail, id: t.languages.pkLanguageId, code: t.languages.code })
        .from(u)
        .innerJoin(t.languages, eq(t.languages.pkLanguageId, u.fkLanguageId))
        .where(
          inArray(
            lowerEmail,
            emails.map((e) => e.toLowerCase()),
          ),
        )
    : [];
  return new Map(rows.map((r) => [r.email, { id: r.id, code: r.code }]));
}

/** Of these e-mails, the lower-case ones of registered people who do not consent to news from the chamber. */
export async function emailsWithoutChamberNews(db: DbOrTx, emails: string[]): Promise<Set<string>> {
  const rows = emails.length
    ? await db
        .select({ email: lowerEmail })
        .from(u)
        .where(
          and(
            inArray(
              lowerEmail,
              emails.map((e) => e.toLowerCase()),
            ),
            isNull(u.deletedAt),
            not(currentlyConsents(u.pkUserId, 'chamber_news')),
          ),
        )
    : [];
  return new Set(rows.map((r) => r.email));
}
