import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { rawRows } from '../../lib/raw-rows.ts';

const g = t.guestContacts;

/** The name of a verified, undeleted company (the only ones visitors write to); null otherwise. */
export async function verifiedCompanyName(db: DbOrTx, companyId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: t.companies.name })
    .from(t.companies)
    .where(and(eq(t.companies.pkCompanyId, companyId), eq(t.companies.isVerified, true), isNull(t.companies.deletedAt)));
  return row?.name ?? null;
}

/** Waits for the address's turn, until the transaction ends: concurrent requests cannot pass the limit together. */
export async function lockGuestAddress(tx: DbOrTx, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`guest-contact:${email}`}))`);
}

/** How many unconfirmed messages an address left since an instant. */
export async function pendingGuestContacts(db: DbOrTx, email: string, since: Date): Promise<number> {
  const [{ n }] = await rawRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${g} where lower(email) = ${email} and confirmed_at is null and created_at > ${since}`,
  );
  return n;
}

export async function insertGuestContact(tx: DbOrTx, values: typeof g.$inferInsert): Promise<void> {
  await tx.insert(g).values(values);
}

/** The held message of a confirmation token with its company's name, locked for its delivery; null for an unknown token. */
export async function lockedGuestContact(tx: DbOrTx, tokenHash: string) {
  const [row] = await tx
    .select({ contact: g, companyName: t.companies.name })
    .from(g)
    .innerJoin(t.companies, eq(t.companies.pkCompanyId, g.fkCompanyId))
    .where(eq(g.tokenHash, tokenHash))
    .for('update');
  return row ?? null;
}

/** The held message was delivered into a conversation. */
export async function markGuestContactConfirmed(tx: DbOrTx, id: number, conversationId: number): Promise<void> {
  await tx.update(g).set({ confirmedAt: new Date(), fkConversationId: conversationId }).where(eq(g.pkGuestContactId, id));
}
