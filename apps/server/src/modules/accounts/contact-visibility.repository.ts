import { eq } from 'drizzle-orm';
import { type ContactVisibility, toContactVisibility } from '@portal/contracts/accounts/contact-visibility';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { notFound } from '../../lib/app-error.ts';

/** A user's choice of where outsiders see their e-mail and phone; 404 for no user. */
export async function contactVisibilityOf(db: DbOrTx, userId: number): Promise<ContactVisibility> {
  const [row] = await db
    .select({ email: t.users.emailShownIn, phone: t.users.phoneShownIn })
    .from(t.users)
    .where(eq(t.users.pkUserId, userId));
  if (!row) throw notFound('user_not_found');
  return toContactVisibility(row.email, row.phone);
}

export async function saveContactVisibility(db: DbOrTx, userId: number, v: ContactVisibility): Promise<void> {
  await db.update(t.users).set({ emailShownIn: v.email, phoneShownIn: v.phone, updatedAt: new Date() }).where(eq(t.users.pkUserId, userId));
}
