import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';

/**
 * The company's profile sections (B2B, multinational, supply chain): one row per company each,
 * absent until first saved; a save writes the row whether or not it exists (an upsert keeps a
 * double submit harmless). Their lists live in profile-lists.repository.ts.
 */

type Values<T extends { $inferInsert: unknown }> = Omit<T['$inferInsert'], 'fkCompanyId'>;

export async function findB2bInfo(db: DbOrTx, companyId: number) {
  const [row] = await db.select().from(t.b2bInfos).where(eq(t.b2bInfos.fkCompanyId, companyId));
  return row;
}

export async function upsertB2bInfo(db: DbOrTx, companyId: number, values: Values<typeof t.b2bInfos>) {
  await db
    .insert(t.b2bInfos)
    .values({ fkCompanyId: companyId, ...values })
    .onConflictDoUpdate({ target: t.b2bInfos.fkCompanyId, set: values });
}

export async function findMncInfo(db: DbOrTx, companyId: number) {
  const [row] = await db.select().from(t.mncInfos).where(eq(t.mncInfos.fkCompanyId, companyId));
  return row;
}

export async function upsertMncInfo(db: DbOrTx, companyId: number, values: Values<typeof t.mncInfos>) {
  await db
    .insert(t.mncInfos)
    .values({ fkCompanyId: companyId, ...values })
    .onConflictDoUpdate({ target: t.mncInfos.fkCompanyId, set: values });
}

export async function findSupplyChainInfo(db: DbOrTx, companyId: number) {
  const [row] = await db.select().from(t.supplyChainInfos).where(eq(t.supplyChainInfos.fkCompanyId, companyId));
  return row;
}

export async function upsertSupplyChainInfo(db: DbOrTx, companyId: number, values: Values<typeof t.supplyChainInfos>) {
  await db
    .insert(t.supplyChainInfos)
    .values({ fkCompanyId: companyId, ...values })
    .onConflictDoUpdate({ target: t.supplyChainInfos.fkCompanyId, set: values });
}
