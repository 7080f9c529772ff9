import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';

/** The rows a registration writes and reads of a company (the companies module sits above accounts). */

export type CompanyRow = typeof t.companies.$inferSelect;

export async function findCompany(db: DbOrTx, companyId: number): Promise<CompanyRow | null> {
  const [row] = await db.select().from(t.companies).where(eq(t.companies.pkCompanyId, companyId));
  return row ?? null;
}

/** Adds a registered company with its modules, types and sectors (each list de-duplicated by the caller); its id. */
export async function insertRegisteredCompany(
  db: DbOrTx,
  values: typeof t.companies.$inferInsert,
  o: { moduleIds: number[]; typeIds: number[]; sectorIds: number[] },
): Promise<number> {
  const [row] = await db.insert(t.companies).values(values).returning();
  const fkCompanyId = row.pkCompanyId;
  await db.insert(t.companyModules).values(o.moduleIds.map((moduleId) => ({ fkCompanyId, moduleId })));
  if (o.typeIds.length) await db.insert(t.companyTypes).values(o.typeIds.map((fkCodeId) => ({ fkCompanyId, fkCodeId })));
  if (o.sectorIds.length) await db.insert(t.companySectors).values(o.sectorIds.map((fkCodeId) => ({ fkCompanyId, fkCodeId })));
  return fkCompanyId;
}

export async function setCompanyContactUser(db: DbOrTx, companyId: number, userId: number) {
  await db.update(t.companies).set({ fkContactUserId: userId }).where(eq(t.companies.pkCompanyId, companyId));
}
