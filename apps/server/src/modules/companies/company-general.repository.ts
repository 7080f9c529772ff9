import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';

/**
 * What PUT api/Company writes and checks: a company's general information with its contact
 * person, its modules, types and sectors, and the codes, country and city it names.
 */

/** The codes' ids with their code types (for checking that chosen ids are of the right type). */
export function codeTypesOf(db: DbOrTx, codeIds: number[]) {
  return db.select({ id: t.codes.pkCodeId, type: t.codes.fkCodeTypeId }).from(t.codes).where(inArray(t.codes.pkCodeId, codeIds));
}

export async function findCountry(db: DbOrTx, countryId: number) {
  const [country] = await db.select().from(t.countries).where(eq(t.countries.pkCountryId, countryId));
  return country;
}

/** The company's general information and contact person (the columns of the companies row a profile edit sets). */
export type CompanyGeneralValues = Omit<
  Partial<typeof t.companies.$inferInsert>,
  'pkCompanyId' | 'isVerified' | 'deletedAt' | 'createdAt' | 'updatedAt'
>;

export async function updateCompanyGeneral(db: DbOrTx, companyId: number, values: CompanyGeneralValues) {
  await db
    .update(t.companies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(t.companies.pkCompanyId, companyId));
}

/** Replaces the company's modules, types and sectors with the given ids (each once). */
export async function replaceCompanyCodes(
  db: DbOrTx,
  companyId: number,
  o: { moduleIds: number[]; typeIds: number[]; sectorIds: number[] },
) {
  await db.delete(t.companyModules).where(eq(t.companyModules.fkCompanyId, companyId));
  await db.insert(t.companyModules).values([...new Set(o.moduleIds)].map((moduleId) => ({ fkCompanyId: companyId, moduleId })));
  await db.delete(t.companyTypes).where(eq(t.companyTypes.fkCompanyId, companyId));
  if (o.typeIds.length)
    await db.insert(t.companyTypes).values([...new Set(o.typeIds)].map((fkCodeId) => ({ fkCompanyId: companyId, fkCodeId })));
  await db.delete(t.companySectors).where(eq(t.companySectors.fkCompanyId, companyId));
  await db.insert(t.companySectors).values([...new Set(o.sectorIds)].map((fkCodeId) => ({ fkCompanyId: companyId, fkCodeId })));
}
