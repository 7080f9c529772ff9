import { and, eq } from 'drizzle-orm';
import type { CodeTypeValue } from '@portal/contracts/codes/code-types';
import type { DbOrTx } from '../db/client.ts';
import * as t from '../db/schema/all.ts';

/** Lookups the demo data uses to refer to reference rows by their natural keys. */
export async function countryId(db: DbOrTx, alpha2: string): Promise<number> {
  const [c] = await db.select({ id: t.countries.pkCountryId }).from(t.countries).where(eq(t.countries.alpha2, alpha2));
  if (!c) throw new Error(`Seed: no country ${alpha2}`);
  return c.id;
}

export async function codeId(db: DbOrTx, type: CodeTypeValue, code: string): Promise<number> {
  const [c] = await db
    .select({ id: t.codes.pkCodeId })
    .from(t.codes)
    .where(and(eq(t.codes.fkCodeTypeId, type), eq(t.codes.code, code)));
  if (!c) throw new Error(`Seed: no code ${code} of type ${type}`);
  return c.id;
}

export async function userIdByEmail(db: DbOrTx, email: string): Promise<number | null> {
  const [u] = await db.select({ id: t.users.pkUserId }).from(t.users).where(eq(t.users.email, email));
  return u?.id ?? null;
}
